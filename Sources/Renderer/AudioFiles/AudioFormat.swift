/// The file format a render writes its audio in: the renderer's PCM as it is, or compressed
/// (`MP3Writer` with LAME, `OpusWriter` with libopus) to be small enough to host.
public enum AudioFormat: String, Hashable, Sendable, CaseIterable, Codable {
    /// RIFF PCM 16-bit mono at the engine's rate: exact, and 44.1 kB a second.
    case wav
    /// Ogg Opus, about 25 kbit/s, upsampled to 24 kHz (Opus takes no 22.05 kHz input).
    case opus
    /// MPEG-2 Layer III (MP3) at the engine's rate, a constant 56 kbit/s (so a browser seeks it
    /// exactly): plays in every browser.
    case mp3

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .wav: "wav"
        case .opus: "opus"
        case .mp3: "mp3"
        }
    }

    /// The MIME type a web page declares for the file.
    public var mimeType: String {
        switch self {
        case .wav: "audio/wav"
        case .opus: "audio/ogg; codecs=opus"
        case .mp3: "audio/mpeg"
        }
    }

    /// `name` with this format's extension: `walkthrough` → `walkthrough.mp3`.
    public func fileName(_ name: String) -> String { name + "." + fileExtension }

    /// The format whose extension ends `path`, if any: how a page tells which audio a folder holds.
    public static func of(path: String) -> AudioFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let suffix = path[path.index(after: dot)...]
        return allCases.first { $0.fileExtension == suffix }
    }

    /// Why this format cannot be written on this machine (its encoder's library missing), or nil
    /// when it can: for a command to report before it renders anything.
    public var unavailableReason: String? {
        let missing: CodecLibraryMissing?
        switch self {
        case .wav: missing = nil
        case .mp3: missing = LameLibrary.shared.failure
        case .opus: missing = OpusLibrary.shared.failure ?? SoxrLibrary.shared.failure
        }
        return missing?.description
    }

    /// Opens a streaming writer of this format at `path` (see ``AudioFileWriter``).
    package func writer(path: String, sampleRate: Int, durable: Bool = true) throws -> any AudioFileWriter {
        switch self {
        case .wav: try WAVWriter(path: path, sampleRate: sampleRate, durable: durable)
        case .opus: try OpusWriter(path: path, sampleRate: sampleRate, durable: durable)
        case .mp3: try MP3Writer(path: path, sampleRate: sampleRate, durable: durable)
        }
    }
}

/// A file being written from 16-bit mono samples, in blocks, renamed into place by `finish()`:
/// the final path only ever holds a complete file.
package protocol AudioFileWriter: AnyObject {
    /// The rate of the samples appended (the file's own rate may differ: Opus).
    var sampleRate: Int { get }
    func append(_ samples: UnsafeBufferPointer<Int16>) throws
    /// Completes the file and moves it to its final path.
    func finish() throws
    /// Abandons the file: nothing appears at the final path.
    func discard()
}

extension WAVWriter: AudioFileWriter {}
