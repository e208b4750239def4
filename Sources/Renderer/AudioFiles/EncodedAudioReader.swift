import CAudioCodecs
import Foundation

/// Reads any audio file libsndfile decodes (WAV, Ogg Opus, MP3, FLAC...) into memory as mono
/// 16-bit samples at the file's own rate: how a compressed render is heard back (the library's
/// `renderAudio`, a baseline kept in the current format, the tests that check an encoding).
package enum EncodedAudioReader {
    /// - Throws: ``AudioFileError/cannotRead(_:)`` when the file cannot be opened (or libsndfile
    ///   is missing), ``AudioFileError/notWAV(_:_:)`` for a file of more than one channel.
    package static func read(_ url: URL) throws -> WAVFile {
        guard let library = try? SoundFileLibrary.shared.get() else { throw AudioFileError.cannotRead(url.path) }
        var info = SF_INFO()
        guard let sound = library.open(url.path, Int32(SFM_READ), &info) else { throw AudioFileError.cannotRead(url.path) }
        defer { _ = library.close(sound) }
        guard info.channels == 1 else { throw AudioFileError.notWAV(url.path, "\(info.channels) channels") }
        var samples: [Int16] = []
        var block = [Int16](repeating: 0, count: 8192)
        while true {
            let count = block.withUnsafeMutableBufferPointer { library.readShort(sound, $0.baseAddress, sf_count_t($0.count)) }
            guard count > 0 else { break }
            samples += block[0..<Int(count)]
        }
        return WAVFile(sampleRate: Int(info.samplerate), samples: samples)
    }
}
