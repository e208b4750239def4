import CAudioCodecs
import Foundation

/// Streams 16-bit mono PCM into an MP3 file with LAME, written like ``WAVWriter``: into an
/// ``AtomicFile`` renamed into place on `finish()`, so the final path only ever holds a complete file.
///
/// MPEG-2 Layer III at the engine's rate (22050 Hz is an MPEG-2 rate), mono, constant bit rate,
/// with LAME's "Info" frame first (docs/rendering.md, "Audio formats", says why each).
package final class MP3Writer: AudioFileWriter {
    package let sampleRate: Int
    private let file: AtomicFile
    private let library: LameLibrary
    private var encoder: LameLibrary.Encoder?
    private var output: [UInt8] = []

    /// A constant bit rate: a browser seeks a constant-rate MP3 to the frame, a variable-rate one
    /// only as closely as its table of contents allows (a hundredth of the length), and the review
    /// plays each step as a time range of the walkthrough. 56 kbit/s is the lowest rate at 22,050 Hz
    /// whose first frame still holds LAME's gapless header.
    static let bitRate: Int32 = 56
    /// LAME's algorithm quality (0 best and slowest, 9 fastest). 7 encodes speech about twice as
    /// fast as the quality libsndfile used, and decodes closer to the WAV (docs/rendering.md).
    static let quality: Int32 = 7
    /// Samples handed to LAME in one call, and the output room that call may need (LAME's own bound).
    private static let block = 8192
    private static let outputRoom = block + block / 4 + 7200

    /// `durable`: see ``AtomicFile/durable``.
    package init(path: String, sampleRate: Int, durable: Bool = true) throws {
        switch LameLibrary.shared {
        case .success(let library): self.library = library
        case .failure(let missing): throw AudioFileError.cannotWrite(path, reason: missing.description)
        }
        self.sampleRate = sampleRate
        guard let encoder = library.create() else { throw AudioFileError.cannotWrite(path, reason: "LAME could not start an encoder") }
        _ = library.setChannels(encoder, 1)
        _ = library.setInputRate(encoder, Int32(sampleRate))
        _ = library.setOutputRate(encoder, Int32(sampleRate))
        _ = library.setMode(encoder, Int32(MONO))
        _ = library.setVBR(encoder, Int32(vbr_off))
        _ = library.setBitRate(encoder, Self.bitRate)
        _ = library.setQuality(encoder, Self.quality)
        // The first frame is kept for the Info tag (encoder delay and padding, for gapless
        // playback), written over it by `finish()`.
        _ = library.setWriteInfoTag(encoder, 1)
        guard library.initializeParameters(encoder) >= 0 else {
            _ = library.close(encoder)
            throw AudioFileError.cannotWrite(path, reason: "LAME cannot write MP3 at \(sampleRate) Hz; allowed: the MPEG rates 8000 to 48000 Hz")
        }
        do {
            file = try AtomicFile(path: path, durable: durable)
        } catch {
            _ = library.close(encoder)
            throw error
        }
        self.encoder = encoder
        output = [UInt8](repeating: 0, count: Self.outputRoom)
    }

    deinit { discard() }

    package func append(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard let encoder, let base = samples.baseAddress else { return }
        var start = 0
        while start < samples.count {
            let count = min(Self.block, samples.count - start)
            let written = output.withUnsafeMutableBufferPointer { out in
                library.encode(encoder, base + start, base + start, Int32(count), out.baseAddress, Int32(out.count))
            }
            try keep(written)
            start += count
        }
    }

    /// Flushes the encoder, writes the Info tag over the first frame, and moves the file into place.
    package func finish() throws {
        guard let encoder else { throw AudioFileError.cannotWrite(file.destinationPath, reason: "already finished") }
        let flushed = output.withUnsafeMutableBufferPointer { library.flush(encoder, $0.baseAddress, Int32($0.count)) }
        try keep(flushed)
        let tagLength = output.withUnsafeMutableBufferPointer { library.infoTagFrame(encoder, $0.baseAddress, $0.count) }
        if tagLength > 0, tagLength <= output.count {
            try file.seek(to: 0)
            try output.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[..<tagLength])) }
        }
        _ = library.close(encoder)
        self.encoder = nil
        try file.commit()
    }

    package func discard() {
        if let encoder { _ = library.close(encoder) }
        encoder = nil
        file.discard()
    }

    /// Writes what one LAME call produced (a negative count is LAME's error code).
    private func keep(_ count: Int32) throws {
        guard count >= 0 else {
            discard()
            throw AudioFileError.cannotWrite(file.destinationPath, reason: "LAME failed to encode (error \(count))")
        }
        if count > 0 { try output.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[..<Int(count)])) } }
    }
}
