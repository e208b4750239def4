import Renderer
import Foundation
import Testing
import TestSupport

/// Ogg Opus and MP3 through the real libsndfile: written atomically, decoded back to the input's
/// length, and the 22050 → 24000 Hz upsampling Opus needs.
@Suite("Encoded audio files")
struct EncodedAudioTests {
    /// 440 Hz bursts of 0.3 s with 0.3 s of silence between them, at 22050 Hz.
    static func bursts(_ count: Int) -> [Int16] {
        (0..<(count * 2 * 6615)).map { i in
            (i / 6615) % 2 == 0 ? Int16(8000 * sin(2 * Double.pi * 440 * Double(i) / 22050)) : 0
        }
    }

    @Test(arguments: [AudioFormat.mp3, .opus])
    func writtenInBlocksAndReadBackAtTheSameLength(format: AudioFormat) throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent(format.fileName("a"))
        let samples = Self.bursts(5)
        let writer = try format.writer(path: url.path, sampleRate: 22050)
        for start in stride(from: 0, to: samples.count, by: 1000) {
            try samples[start..<min(samples.count, start + 1000)].withUnsafeBufferPointer { try writer.append($0) }
        }
        #expect(!FileManager.default.fileExists(atPath: url.path), "visible before finish")
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [url.lastPathComponent])
        let decoded = try EncodedAudioReader.read(url)
        #expect(abs(decoded.duration - Double(samples.count) / 22050) <= 0.02, "\(decoded.duration) s")
        // Each burst loud and each gap silent, measured 30 ms inside their edges.
        let rate = Double(decoded.sampleRate)
        for index in 0..<10 {
            let from = Int((Double(index) * 0.3 + 0.03) * rate), to = Int((Double(index + 1) * 0.3 - 0.03) * rate)
            let level = AudioAnalysis.rms(decoded.samples[from..<to])
            if index % 2 == 0 { #expect(level > 4000, "burst \(index / 2): \(level)") } else { #expect(level < 60, "gap: \(level)") }
        }
        // Compressed: under a fifth of the WAV file.
        let bytes = try Data(contentsOf: url).count
        #expect(bytes < (44 + samples.count * 2) / 5, "\(bytes) bytes")
    }

    @Test(arguments: [AudioFormat.mp3, .opus])
    func aStopOfAFewMillisecondsIsAPlayableFile(format: AudioFormat) throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent(format.fileName("short"))
        let writer = try format.writer(path: url.path, sampleRate: 22050)
        try Array(Self.bursts(1).prefix(220)).withUnsafeBufferPointer { try writer.append($0) }
        try writer.finish()
        let decoded = try EncodedAudioReader.read(url)
        #expect(abs(decoded.duration - 0.01) <= 0.02, "\(decoded.duration) s")
    }

    /// Every frame of the MP3 has the same bit rate, so a browser seeks it to the frame (the
    /// review plays steps as time ranges), and the first frame is LAME's "Info" header, which
    /// carries the encoder delay and padding players trim (gapless).
    @Test func theMP3IsAConstantBitRateWithItsGaplessHeader() throws {
        let url = try Repository.temporaryDirectory().appendingPathComponent("constant.mp3")
        let writer = try AudioFormat.mp3.writer(path: url.path, sampleRate: 22050)
        try Self.bursts(8).withUnsafeBufferPointer { try writer.append($0) }
        try writer.finish()
        let bytes = [UInt8](try Data(contentsOf: url))
        // MPEG-2 Layer III bit rates by header index (ISO/IEC 13818-3), kbit/s.
        let rates = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        var offset = 0, frames: [Int] = []
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xE0 == 0xE0 {
            let index = Int(bytes[offset + 2] >> 4), padding = Int(bytes[offset + 2] >> 1) & 1
            #expect(bytes[offset + 1] & 0x1E == 0x12, "frame \(frames.count) is not MPEG-2 Layer III")
            guard index > 0, index < rates.count else { break }
            frames.append(rates[index])
            if frames.count == 1 {
                let tag = String(decoding: bytes[(offset + 4)..<min(bytes.count, offset + 64)], as: UTF8.self)
                #expect(tag.contains("Info"), "no LAME Info header in the first frame")
            }
            offset += 72 * rates[index] * 1000 / 22050 + padding
        }
        #expect(offset == bytes.count, "frames end at \(offset) of \(bytes.count) bytes")
        #expect(frames.count > 100 && Set(frames) == [56], "\(Set(frames))")
    }

    @Test func aDiscardedEncodingLeavesNothing() throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent("b.mp3")
        let writer = try AudioFormat.mp3.writer(path: url.path, sampleRate: 22050)
        try Self.bursts(2).withUnsafeBufferPointer { try writer.append($0) }
        let partial = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(partial.count == 1 && partial[0].hasPrefix(".b.mp3.") && partial[0].hasSuffix(".partial"), "\(partial)")
        writer.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aFileWhereTheFolderShouldBeIsOneError() throws {
        let dir = try Repository.temporaryDirectory()
        let blocker = dir.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("a.opus").path
        #expect {
            _ = try AudioFormat.opus.writer(path: path, sampleRate: 22050)
        } throws: { error in
            guard case AudioFileError.cannotWrite(let named, _) = error else { return false }
            return named == path && "\(error)".hasPrefix(path + ": cannot write: ")
        }
    }

    @Test func anUnreadableFileIsNamed() throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent("c.mp3")
        try Data("not audio at all".utf8).write(to: url)
        #expect(throws: AudioFileError.cannotRead(url.path)) { try EncodedAudioReader.read(url) }
    }

    @Test func theFormatOfAPath() {
        #expect(AudioFormat.of(path: "stops/03-like.mp3") == .mp3)
        #expect(AudioFormat.of(path: "walkthrough.opus") == .opus)
        #expect(AudioFormat.of(path: "walkthrough.wav") == .wav)
        #expect(AudioFormat.of(path: "captions.vtt") == nil)
        #expect(AudioFormat.of(path: "a.mp3/b") == nil)
        #expect(AudioFormat.allCases.map(\.mimeType) == ["audio/wav", "audio/ogg; codecs=opus", "audio/mpeg"])
    }
}
