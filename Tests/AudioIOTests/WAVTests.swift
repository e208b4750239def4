import AudioIO
import Foundation
import Testing
import TestSupport

@Suite("WAV files")
struct WAVTests {
    @Test func writtenFileReadsBackExactly() throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent("a.wav")
        let samples: [Int16] = (0..<50_000).map { Int16(truncatingIfNeeded: $0 &* 37) }
        let writer = try WAVWriter(url: url, sampleRate: 22050)
        try writer.append(Array(samples[..<20_000]))
        try writer.appendSilence(samples: 1000)
        try writer.append(Array(samples[20_000...]))
        #expect(!FileManager.default.fileExists(atPath: url.path), "visible before finish")
        try writer.finish()
        let file = try WAVFile(contentsOf: url)
        #expect(file.sampleRate == 22050)
        #expect(file.samples.count == 51_000)
        #expect(Array(file.samples[..<20_000]) == Array(samples[..<20_000]))
        #expect(file.samples[20_000..<21_000].allSatisfy { $0 == 0 })
        let data = try Data(contentsOf: url)
        #expect(data.count == 44 + 51_000 * 2)
        #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
    }

    @Test func discardedWriterLeavesNothing() throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent("b.wav")
        let writer = try WAVWriter(url: url, sampleRate: 22050)
        try writer.append([1, 2, 3])
        writer.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func rejectsWhatIsNotPCM16Mono() throws {
        var header = WAVWriter.header(sampleRate: 8000, sampleCount: 0)
        header[22] = 2  // two channels
        #expect(throws: AudioFileError.self) { try WAVFile(data: header) }
        #expect(throws: AudioFileError.self) { try WAVFile(data: Data("not a wav".utf8)) }
    }
}
