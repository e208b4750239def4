import Renderer
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

    /// WAVWriter buffers 64 KB and writes longer runs directly: however the samples are cut into
    /// appends (across the buffer's edge, longer than the buffer, one by one), the file's bytes
    /// are the same.
    @Test func theBytesDoNotDependOnHowAppendsAreCut() throws {
        let dir = try Repository.temporaryDirectory()
        let samples: [Int16] = (0..<100_000).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        func written(_ name: String, cuts: [Int]) throws -> Data {
            let path = dir.appendingPathComponent(name).path
            let writer = try WAVWriter(path: path, sampleRate: 22050, durable: false)
            var start = 0
            for end in cuts + [samples.count] {
                try writer.append(Array(samples[start..<end]))
                start = end
            }
            try writer.finish()
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let whole = try written("whole.wav", cuts: [])
        #expect(whole.count == 44 + samples.count * 2)
        #expect(try WAVFile(data: whole).samples == samples)
        #expect(try written("edges.wav", cuts: [1, 32_767, 32_768, 32_769, 70_000]) == whole)
        #expect(try written("small.wav", cuts: Array(stride(from: 1_000, to: 100_000, by: 1_000))) == whole)
    }

    /// The temporary file sits beside the destination under a hidden name carrying this
    /// process's id (what the batch tool's clean-up of killed runs looks for), and only the
    /// complete file ever appears at the destination.
    @Test func atomicFilesAreWrittenUnderATemporaryName() throws {
        let dir = try Repository.temporaryDirectory()
        let destination = dir.appendingPathComponent("out.txt").path
        let first = try AtomicFile(path: destination, durable: false)
        let second = try AtomicFile(path: destination, durable: false)
        #expect(first.temporaryPath != second.temporaryPath)
        let name = URL(fileURLWithPath: first.temporaryPath).lastPathComponent
        let pieces = name.split(separator: ".")
        #expect(name.hasPrefix(".out.txt.\(getpid()).") && name.hasSuffix(".partial"))
        #expect(pieces.count == 5 && pieces[3].count == 8 && pieces[3].allSatisfy(\.isHexDigit))
        // The one convention the batch's clean-up reads back: files and staging folders alike.
        #expect(TemporaryName.writer(of: name) == getpid())
        #expect(TemporaryName.isTemporary(name, of: "out.txt") && !TemporaryName.isTemporary(name, of: "out"))
        let folder = TemporaryName.folder("home")
        #expect(TemporaryName.writer(of: folder.staging) == getpid() && TemporaryName.writer(of: folder.aside) == getpid())
        #expect(TemporaryName.isTemporary(folder.staging, of: "home") && TemporaryName.writer(of: "home") == nil)
        try "one".withCString { try first.write(UnsafeRawBufferPointer(start: $0, count: 3)) }
        #expect(!FileManager.default.fileExists(atPath: destination))
        try first.commit()
        second.discard()
        #expect(try String(contentsOfFile: destination, encoding: .utf8) == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.txt"])
    }
}
