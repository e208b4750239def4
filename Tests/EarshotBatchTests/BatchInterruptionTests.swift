import Renderer
import Foundation
import Testing
import TestSupport
@testable import ReviewSite

/// Killing a batch at any moment leaves only complete files at final paths, and the next run
/// completes the set from the cache.
@Suite("earshot batch killed mid-run", .serialized)
struct BatchInterruptionTests {
    /// Four renamed copies of every sample.
    static func docs() throws -> (docs: URL, out: URL) {
        let root = try Repository.temporaryDirectory("batch-kill")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path).filter { $0.hasSuffix(".yaml") }
        for sample in samples {
            let text = try String(contentsOf: Repository.samples.appendingPathComponent(sample), encoding: .utf8)
            for copy in 1...4 {
                let renamed = text.replacingOccurrences(of: "\nname: ", with: "\nname: copy\(copy)-")
                try renamed.write(to: docs.appendingPathComponent("\(copy)-\(sample)"), atomically: true, encoding: .utf8)
            }
        }
        return (docs, root.appendingPathComponent("out"))
    }

    /// Every file at a final path (no hidden name on the way) is complete.
    static func checkComplete(_ out: URL) throws {
        guard let walker = FileManager.default.enumerator(at: out, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let data = try Data(contentsOf: url)
            switch url.pathExtension {
            case "wav":
                #expect(data.count >= 44, "\(url.path)")
                let declared = data.count >= 44 ? Int(data[40]) | Int(data[41]) << 8 | Int(data[42]) << 16 | Int(data[43]) << 24 : -1
                #expect(declared == data.count - 44, "truncated WAV \(url.path)")
            case "mp3", "opus":
                // Decodes; a walkthrough to the timeline's length (a cut-off encoding is shorter).
                let audio = try EncodedAudioReader.read(url)
                #expect(!audio.samples.isEmpty, "\(url.path)")
                let timeline = url.deletingLastPathComponent().appendingPathComponent("timeline.json")
                if url.lastPathComponent.hasPrefix("walkthrough."), let data = FileManager.default.contents(atPath: timeline.path),
                   let duration = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["duration"] as? Double {
                    #expect(abs(audio.duration - duration) <= 0.02, "truncated \(url.path)")
                }
            case "vtt":
                #expect(data.starts(with: Data("WEBVTT".utf8)), "\(url.path)")
            case "json":
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "truncated JSON \(url.path)")
            case "html":
                #expect(String(decoding: data, as: UTF8.self).hasSuffix("</html>\n"), "truncated HTML \(url.path)")
            default:
                continue
            }
        }
    }

    /// Temporary files and staging folders under `out`.
    static func temporaries(_ out: URL) -> [String] {
        (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".partial") || $0.hasSuffix(".old") }
    }

    /// Starts a batch of `docs` into `out` on two jobs, its output discarded.
    static func startBatch(_ docs: URL, _ out: URL) throws -> Process {
        let process = Process()
        process.executableURL = Repository.earshotExecutable
        process.arguments = ["batch", docs.path, "-o", out.path, "--jobs", "2"]
        process.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_VOICES": Repository.voices.path,
                                                                            "XDG_CACHE_HOME": Repository.userCache.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Kills `process` while it writes a file, once it has begun writing `count` different ones:
    /// it is stopped (SIGSTOP) the moment a temporary file is seen under `out` and killed only if
    /// one is still there, else let go on. Returns whether it was killed mid-write (false when it
    /// finished first). Moments are chosen by what the run does, not by the clock, so a loaded
    /// machine that takes seconds to start writing moves them with it.
    static func killWhileWriting(_ process: Process, out: URL, afterBeginning count: Int) -> Bool {
        var begun = Set<String>()
        while process.isRunning {
            let now = temporaries(out)
            begun.formUnion(now)
            if begun.count >= count, !now.isEmpty {
                kill(process.processIdentifier, SIGSTOP)
                if !temporaries(out).isEmpty {
                    kill(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                    return true
                }
                kill(process.processIdentifier, SIGCONT)
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return false
    }

    @Test func killedAtAnyMomentThenCompletedFromTheCache() throws {
        let (docs, out) = try Self.docs()
        // Once during start-up (before anything is written, whatever the load)...
        let early = try Self.startBatch(docs, out)
        kill(early.processIdentifier, SIGKILL)
        early.waitUntilExit()
        try Self.checkComplete(out)
        // ...then in the middle of writing, at the first file and later ones.
        var killedMidWrite = 0
        for count in [1, 3, 8, 20, 50] {
            let process = try Self.startBatch(docs, out)
            if Self.killWhileWriting(process, out: out, afterBeginning: count) { killedMidWrite += 1 }
            process.waitUntilExit()
            try Self.checkComplete(out)
        }
        // The kills landed while files were being written (else this test proves nothing): each
        // round leaves most screens to do, so each is killed mid-write.
        #expect(killedMidWrite == 5)
        let finish = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "2"])
        #expect(finish.status == 0, "\(finish.stdout)\(finish.stderr)")
        #expect(finish.stdout.contains("failed 0 (\(4 * Repository.sampleCount) screens)"))
        try Self.checkComplete(out)
        // Nothing half-written is left over, not even under a hidden name.
        #expect(Self.temporaries(out).isEmpty, "\(Self.temporaries(out))")
        let again = try runEarshot(["batch", docs.path, "-o", out.path])
        #expect(again.stdout.contains("rendered 0, reused \(4 * Repository.sampleCount), failed 0"))
    }

    @Test func ctrlCFinishesTheScreensInProgressWritesThePageAndSaysSo() throws {
        let (docs, out) = try Self.docs()
        let process = Process()
        process.executableURL = Repository.earshotExecutable
        // --verbose: a progress line per screen, though stderr is a pipe.
        process.arguments = ["batch", docs.path, "-o", out.path, "--jobs", "2", "--verbose"]
        process.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_VOICES": Repository.voices.path,
                                                                            "XDG_CACHE_HOME": Repository.userCache.path]) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Interrupt once the first screen is done (its progress line is out): the run is then
        // surely past its start-up, whatever the machine's load, and has screens left to do.
        var progress = Data()
        while !progress.contains(UInt8(ascii: "\n")) {
            let chunk = stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            progress.append(chunk)
        }
        kill(process.processIdentifier, SIGINT)
        DispatchQueue.global().async { _ = stderr.fileHandleForReading.readDataToEndOfFile() }
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(printed)")
        #expect(printed.contains("interrupted: "), "\(printed)")
        #expect(printed.hasSuffix(out.appendingPathComponent("index.html").path + "\n"))
        try Self.checkComplete(out)
        #expect(Self.temporaries(out).isEmpty, "\(Self.temporaries(out))")
        let finish = try runEarshot(["batch", docs.path, "-o", out.path])
        #expect(finish.status == 0)
        #expect(finish.stdout.contains("failed 0 (\(4 * Repository.sampleCount) screens)"))
    }
}
