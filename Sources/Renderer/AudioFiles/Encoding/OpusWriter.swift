import CAudioCodecs
import Foundation

/// Streams 16-bit mono PCM into an Ogg Opus file (RFC 7845) with libopus, written like
/// ``WAVWriter``: into an ``AtomicFile`` renamed into place on `finish()`.
///
/// Opus takes only 8, 12, 16, 24 and 48 kHz, so the engine's rate is resampled by libsoxr to the
/// next of those (22050 Hz → 24 kHz) before it is encoded in 20 ms frames. The last page's
/// granule position says where the audio ends, so a player trims the last frame's padding and the
/// file's duration is the input's to within a sample; the encoder's look-ahead is the header's
/// pre-skip, which players drop at the start.
package final class OpusWriter: AudioFileWriter {
    package let sampleRate: Int
    /// The rate of the file itself.
    package let fileRate: Int
    private let file: AtomicFile
    private let library: OpusLibrary
    private var encoder: OpusLibrary.Encoder?
    private let resampler: Resampler?
    private var pages: OggPages
    /// Samples at `fileRate` waiting to fill a frame.
    private var pending: [Int16] = []
    /// Samples at `fileRate` given to the encoder: the input so far, then the silence that
    /// pushes the encoder's look-ahead out.
    private var encoded: Int64 = 0
    /// Input samples at `fileRate`, silence not counted.
    private var input: Int64 = 0
    /// The encoder's look-ahead at `fileRate`: its output lags its input by this much.
    private let lookahead: Int64
    /// The look-ahead in 48 kHz samples: what players drop at the start.
    private let preSkip: Int64
    private var packet = [UInt8](repeating: 0, count: 1500)

    /// The rates Opus encodes.
    package static let opusRates = [8000, 12000, 16000, 24000, 48000]
    /// 26 kbit/s (variable): about the size libsndfile's compression level 0.91 gave; speech at
    /// 24 kHz is full-band to the ear at that rate (docs/rendering.md, "Audio formats").
    static let bitRate: Int32 = 26_000
    /// libopus's effort, 0 to 10: 5 is about six times faster than libopus's default 10 on speech
    /// at this rate, for a small loss measured in docs/rendering.md. No signal hint: told it is
    /// voice, libopus codes speech at this rate with SILK beside CELT, three times slower.
    static let complexity: Int32 = 5

    /// `durable`: see ``AtomicFile/durable``.
    package init(path: String, sampleRate: Int, durable: Bool = true) throws {
        switch OpusLibrary.shared {
        case .success(let library): self.library = library
        case .failure(let missing): throw AudioFileError.cannotWrite(path, reason: missing.description)
        }
        self.sampleRate = sampleRate
        fileRate = Self.opusRates.first { $0 >= sampleRate } ?? 48000
        do {
            resampler = fileRate == sampleRate ? nil : try Resampler(from: sampleRate, to: fileRate)
        } catch {
            throw AudioFileError.cannotWrite(path, reason: error.description)
        }
        var status: Int32 = 0
        guard let encoder = library.create(Int32(fileRate), 1, Int32(OPUS_APPLICATION_AUDIO), &status), status == 0 else {
            throw AudioFileError.cannotWrite(path, reason: "libopus could not start an encoder at \(fileRate) Hz (error \(status))")
        }
        let control = library.control
        _ = earshot_opus_encoder_ctl_int(control, UnsafeMutableRawPointer(encoder), Int32(OPUS_SET_BITRATE_REQUEST), Self.bitRate)
        _ = earshot_opus_encoder_ctl_int(control, UnsafeMutableRawPointer(encoder), Int32(OPUS_SET_COMPLEXITY_REQUEST), Self.complexity)
        var lookahead: Int32 = 0
        _ = earshot_opus_encoder_ctl_get(control, UnsafeMutableRawPointer(encoder), Int32(OPUS_GET_LOOKAHEAD_REQUEST), &lookahead)
        // Granule positions and pre-skip count 48 kHz samples whatever the rate encoded.
        self.lookahead = Int64(lookahead)
        preSkip = Int64(lookahead) * 48000 / Int64(fileRate)
        pages = OggPages(serial: UInt32.random(in: 1...UInt32.max))
        do {
            file = try AtomicFile(path: path, durable: durable)
            try writeHeaders(version: library.versionText().map { String(cString: $0) } ?? "libopus")
        } catch {
            library.destroy(encoder)
            throw error
        }
        self.encoder = encoder
    }

    deinit { discard() }

    /// One frame: 20 ms.
    private var frameLength: Int { fileRate / 50 }

    package func append(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard !samples.isEmpty else { return }
        let before = pending.count
        if let resampler { pending += resampler.resample(samples) } else { pending += samples }
        input += Int64(pending.count - before)
        try encodeFullFrames(last: false)
    }

    /// Encodes the rest, then silence until the encoder's look-ahead is out, ends the stream at
    /// the input's last sample (the last page's granule position) and moves the file into place.
    package func finish() throws {
        guard encoder != nil else { throw AudioFileError.cannotWrite(file.destinationPath, reason: "already finished") }
        if let resampler {
            let tail = resampler.finish()
            pending += tail
            input += Int64(tail.count)
        }
        let needed = input + lookahead - encoded
        pending += repeatElement(0, count: (Int(needed) + frameLength - 1) / frameLength * frameLength - pending.count)
        try encodeFullFrames(last: true)
        try pages.page(last: true).withUnsafeBytes { try file.write($0) }
        if let encoder { library.destroy(encoder) }
        encoder = nil
        try file.commit()
    }

    package func discard() {
        if let encoder { library.destroy(encoder) }
        encoder = nil
        file.discard()
    }

    /// Encodes every whole frame of `pending`; the `last` frames end the stream.
    private func encodeFullFrames(last: Bool) throws {
        var start = 0
        while pending.count - start >= frameLength {
            try encodeFrame(from: start, last: last && pending.count - start == frameLength)
            start += frameLength
        }
        pending.removeFirst(start)
    }

    /// Encodes the frame of `pending` at `start`. A page's granule position counts the samples
    /// decoded up to its end, pre-skip included; the stream's last says where the input ends.
    private func encodeFrame(from start: Int, last: Bool) throws {
        guard let encoder else { return }
        let length = pending.withUnsafeBufferPointer { frame in
            packet.withUnsafeMutableBufferPointer { out in
                library.encode(encoder, frame.baseAddress! + start, Int32(frameLength), out.baseAddress, Int32(out.count))
            }
        }
        guard length > 0 else {
            discard()
            throw AudioFileError.cannotWrite(file.destinationPath, reason: "libopus failed to encode (error \(length))")
        }
        encoded += Int64(frameLength)
        let granule = last ? preSkip + input * 48000 / Int64(fileRate) : encoded * 48000 / Int64(fileRate)
        if let page = packet.withUnsafeBytes({ pages.add(UnsafeRawBufferPointer(rebasing: $0[..<Int(length)]), granule: granule) }) {
            try page.withUnsafeBytes { try file.write($0) }
        }
    }

    /// The identification header (RFC 7845 5.1) and the comment header (5.2), each on its own page.
    private func writeHeaders(version: String) throws {
        var head = Array("OpusHead".utf8) + [1, 1]
        head += withUnsafeBytes(of: UInt16(preSkip).littleEndian, Array.init)
        head += withUnsafeBytes(of: UInt32(fileRate).littleEndian, Array.init)
        head += [0, 0, 0]  // output gain 0 dB, channel mapping family 0 (mono or stereo)
        var tags = Array("OpusTags".utf8)
        tags += withUnsafeBytes(of: UInt32(version.utf8.count).littleEndian, Array.init) + Array(version.utf8)
        tags += [0, 0, 0, 0]  // no user comments
        for header in [head, tags] {
            _ = header.withUnsafeBytes { pages.add($0, granule: 0) }
            try pages.page(last: false).withUnsafeBytes { try file.write($0) }
        }
    }
}
