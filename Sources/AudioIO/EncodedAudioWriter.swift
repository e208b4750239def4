import CSndFile
import Foundation

/// Streams 16-bit mono PCM into an Ogg Opus or MP3 file through libsndfile (which encodes with
/// libopus and LAME), written like ``WAVWriter``: into an ``AtomicFile`` renamed into place on
/// `finish()`, so the final path only ever holds a complete file.
///
/// MP3 keeps the engine's rate (22050 Hz is an MPEG-2 rate). Opus takes only 8, 12, 16, 24 and
/// 48 kHz, so other rates are upsampled to the next of those (22050 Hz → 24 kHz) by a
/// ``LinearResampler``; the file's duration is the input's to within a sample.
package final class EncodedAudioWriter: AudioFileWriter {
    package let sampleRate: Int
    package let format: AudioFormat
    /// The rate of the file itself.
    package let fileRate: Int
    private let file: AtomicFile
    private let library: SoundFileLibrary
    private var sound: OpaquePointer?
    private var resampler: LinearResampler?

    /// The rates Opus encodes.
    package static let opusRates = [8000, 12000, 16000, 24000, 48000]
    /// Opus's bit rate: libsndfile's compression level runs from high bit rates at 0 to low at 1;
    /// 0.91 gives about 25 kbit/s on rendered speech (docs/rendering.md, "Audio formats").
    static let opusCompressionLevel = 0.91
    /// LAME at a constant bit rate (libsndfile's compression level, 0 highest to 1 lowest): a
    /// browser seeks a constant-rate MP3 to the frame, a variable-rate one only as closely as its
    /// table of contents allows (a hundredth of the length), and the review plays each step as a
    /// time range of the walkthrough. 0.7 gives 56 kbit/s at 22,050 Hz, the lowest rate whose first
    /// frame still holds LAME's gapless header (without it, players add the encoder's delay).
    static let mp3CompressionLevel = 0.7

    /// `durable`: see ``AtomicFile/durable``.
    package init(path: String, format: AudioFormat, sampleRate: Int, durable: Bool = true) throws {
        precondition(format != .wav, "WAV is written by WAVWriter")
        switch SoundFileLibrary.shared {
        case .success(let library): self.library = library
        case .failure(let missing): throw AudioFileError.cannotWrite(path, reason: missing.description)
        }
        self.sampleRate = sampleRate
        self.format = format
        let major: Int32, minor: Int32, level: Double
        switch format {
        case .opus:
            fileRate = Self.opusRates.first { $0 >= sampleRate } ?? 48000
            (major, minor, level) = (Int32(SF_FORMAT_OGG), Int32(SF_FORMAT_OPUS), Self.opusCompressionLevel)
        default:
            fileRate = sampleRate
            (major, minor, level) = (Int32(SF_FORMAT_MPEG), Int32(SF_FORMAT_MPEG_LAYER_III), Self.mp3CompressionLevel)
        }
        var info = SF_INFO()
        info.samplerate = Int32(fileRate)
        info.channels = 1
        info.format = major | minor
        guard library.formatCheck(&info) != 0 else {
            let version = SoundFileLibrary.version ?? "libsndfile"
            throw AudioFileError.cannotWrite(path, reason: "\(version) cannot write \(format.rawValue) at \(fileRate) Hz; allowed: libsndfile 1.1 or later")
        }
        file = try AtomicFile(path: path, durable: durable)
        guard let sound = library.openDescriptor(file.fileDescriptor, Int32(SFM_WRITE), &info, 0) else {
            let reason = library.message(nil)
            file.discard()
            throw AudioFileError.cannotWrite(path, reason: "libsndfile: " + reason)
        }
        self.sound = sound
        var compression = level
        _ = library.command(sound, Int32(SFC_SET_COMPRESSION_LEVEL), &compression, Int32(MemoryLayout<Double>.size))
        if format == .mp3 {
            var mode = Int32(SF_BITRATE_MODE_CONSTANT)
            _ = library.command(sound, Int32(SFC_SET_BITRATE_MODE), &mode, Int32(MemoryLayout<Int32>.size))
        }
        if fileRate != sampleRate { resampler = LinearResampler(from: sampleRate, to: fileRate) }
    }

    deinit { discard() }

    package func append(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard !samples.isEmpty else { return }
        if var resampler {
            let out = resampler.resample(samples)
            self.resampler = resampler
            try out.withUnsafeBufferPointer { try encode($0) }
        } else {
            try encode(samples)
        }
    }

    /// Flushes the encoder and moves the file to its final path.
    package func finish() throws {
        guard let sound else { throw AudioFileError.cannotWrite(file.destinationPath, reason: "already finished") }
        if var resampler {
            let tail = resampler.finish()
            self.resampler = resampler
            try tail.withUnsafeBufferPointer { try encode($0) }
        }
        self.sound = nil
        let status = library.close(sound)  // writes the encoder's last frames (and MP3's LAME header)
        guard status == 0 else {
            let reason = library.errorNumberText(status).map { String(cString: $0) } ?? "error \(status)"
            file.discard()
            throw AudioFileError.cannotWrite(file.destinationPath, reason: "libsndfile: " + reason)
        }
        try file.commit()
    }

    package func discard() {
        if let sound { _ = library.close(sound) }
        sound = nil
        file.discard()
    }

    private func encode(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard let sound, let base = samples.baseAddress, !samples.isEmpty else { return }
        let written = library.writeShort(sound, base, sf_count_t(samples.count))
        guard written == sf_count_t(samples.count) else {
            let reason = library.message(sound)
            discard()
            throw AudioFileError.cannotWrite(file.destinationPath, reason: "libsndfile: " + reason)
        }
    }
}
