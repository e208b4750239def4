import Renderer
import Foundation
import Testing
import TestSupport

/// `render` (two engine workers, synthesis ahead), `render` of the screens in another order,
/// `batch --jobs 1` and `batch --jobs 2` must write the same audio and timelines: phrases do
/// not depend on the engine's history, so neither the order, the cache nor the worker that said
/// a phrase shows in the output. Read back as audio, every file of every sample.
@Suite("Same bytes in every mode")
struct RenderModeIdentityTests {
    @Test func renderBatchAndJobsWriteTheSameAudio() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Repository.samples.appendingPathComponent($0).path }
        let root = try Repository.temporaryDirectory()
        func run(_ name: String, _ arguments: [String]) throws -> URL {
            let out = root.appendingPathComponent(name)
            let result = try runEarshot(arguments + ["-o", out.path], timeout: 600)
            try #require(result.status == 0, "\(name): \(result.stderr)")
            return out
        }
        let render = try run("render", ["render"] + samples)
        let reversed = try run("reversed", ["render"] + samples.reversed())
        // WAV in the batch too (its default is MP3): the samples themselves are compared.
        let batch = try run("batch1", ["batch", Repository.samples.path, "--jobs", "1", "--audio", "wav"])
        let jobs = try run("batch2", ["batch", Repository.samples.path, "--jobs", "2", "--audio", "wav"])
        let folders = try FileManager.default.contentsOfDirectory(atPath: render.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(folders.count == samples.count, "\(folders)")
        var compared = 0
        for folder in folders {
            let files = try FileManager.default.subpathsOfDirectory(atPath: render.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".wav") || $0 == "timeline.json" }.sorted()
            #expect(files.contains("walkthrough.wav") && files.contains("timeline.json"), "\(folder): \(files)")
            for file in files {
                let path = folder + "/" + file
                let expected = render.appendingPathComponent(path)
                // A batch writes no stop files (its review plays time ranges of the walkthrough).
                for other in file.hasPrefix("stops/") ? [reversed] : [reversed, batch, jobs] {
                    let actual = other.appendingPathComponent(path)
                    if file.hasSuffix(".wav") {
                        let a = try WAVFile(contentsOf: expected), b = try WAVFile(contentsOf: actual)
                        #expect(a.samples.count > 0 && a == b, "\(path): \(other.lastPathComponent) differs from render")
                    } else {
                        #expect(try Data(contentsOf: expected) == Data(contentsOf: actual), "\(path): \(other.lastPathComponent)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 60)
    }
}
