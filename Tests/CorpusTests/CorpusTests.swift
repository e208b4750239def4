import Foundation
import Testing
import TestSupport

/// Every file of Tests/Corpus/ (and the generated ones) through the built `earshot`: bad input
/// gets one stderr line per problem, each naming the file, the place and what is wrong, exit 1, nothing on stdout and
/// nothing written; hostile input renders with its markup spoken as text and no file touched
/// outside the output folder; nothing crashes or hangs.
@Suite struct CorpusTests {
    /// A marker some corpus files try to create through a shell (`$(touch ...)`).
    static let shellMarker = "/tmp/earshot-corpus-pwned"
    /// Generous: a debug build on a loaded machine takes ~20 s for the 100,001-element file.
    static let timeout: TimeInterval = 90

    @Test func manifestCoversTheCorpus() throws {
        let listed = Set(CorpusEntry.all.map(\.file))
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusEntry.folder.path)
            .filter { $0 != "expectations.tsv" && $0 != "README.md" }
        #expect(Set(files).subtracting(listed).isEmpty, "corpus files without an expectation")
        #expect(CorpusEntry.all.count >= 40)
        #expect(CorpusEntry.all.filter { $0.exit != 0 }.count >= 30)
    }

    @Test(arguments: CorpusEntry.all)
    func transcript(_ entry: CorpusEntry) throws {
        let input = try entry.url()
        // Run from an empty folder: a transcript writes nothing, whatever the screen's name says.
        let sandbox = try Repository.temporaryDirectory("earshot-corpus-cwd")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let result = try runEarshot(["transcript", input.path], directory: sandbox, timeout: CorpusTests.timeout)

        #expect(!result.timedOut, "hang: killed after \(CorpusTests.timeout) s")
        #expect(!result.signaled, "crashed with signal \(result.status)")
        #expect(result.status == entry.exit, "stderr: \(result.stderr.prefix(300))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: CorpusTests.shellMarker))
        if entry.exit == 0 {
            #expect(result.stderr.isEmpty, "\(result.stderr.prefix(300))")
            #expect(!result.stdout.isEmpty)
            let control = result.stdout.unicodeScalars.first {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            }
            #expect(control == nil, "control character U+\(String(control?.value ?? 0, radix: 16)) in the transcript")
            if !entry.expect.isEmpty {
                #expect(result.stdout.contains(entry.expect), "spoken: \(result.stdout.prefix(300))")
            }
        } else {
            // One line per problem, each `earshot: FILE:LINE:COLUMN: ...`: the program, then the
            // file, first; each begins as the manifest says, in that order, and there are no more.
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            let expected = entry.expectedLines
            #expect(lines.count == expected.count + 1 && lines.last == "", "\(lines.count - 1) lines, expected \(expected.count): \(result.stderr.prefix(600))")
            for (line, start) in zip(lines, expected) {
                #expect(line.hasPrefix("earshot: " + input.path + start), "\(line.prefix(300)) does not begin with \(start)")
                #expect(line.count < 1_000, "an error line of \(line.count) characters")
            }
            // A script step that cannot apply (`script[3] increment: ...`, found by the simulator,
            // not the loader) prints what was said up to it; nothing else does.
            if expected.first?.contains(#/: script\[\d+\] /#) == true {
                #expect(result.stdout.hasPrefix("1  open  "), "\(result.stdout.prefix(300))")
            } else {
                #expect(result.stdout.isEmpty)
            }
        }
    }

    /// `earshot render` once it exists: a rejected screen writes nothing; an accepted one writes
    /// only inside the output folder, whatever its name says (`../../x`, `/tmp/x`, `..`).
    static let canRender: Bool = (try? runEarshot(["render", "--help"], timeout: 30).status) == 0

    @Test(.enabled(if: CorpusTests.canRender), arguments: CorpusEntry.all.filter { !$0.isGenerated })
    func render(_ entry: CorpusEntry) throws {
        let input = try entry.url()
        let sandbox = try Repository.temporaryDirectory("earshot-corpus-render")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let output = sandbox.appendingPathComponent("out/inner")
        let sentinel = sandbox.appendingPathComponent("sentinel")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sentinel, withIntermediateDirectories: true)
        // A link where most corpus screens (name: corpus) are written, pointing out of the folder.
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("corpus"), withDestinationURL: sentinel)
        let result = try runEarshot(["render", input.path, "-o", output.path], directory: sandbox,
                                    timeout: CorpusTests.timeout)

        #expect(!result.timedOut && !result.signaled, "status \(result.status): \(result.stderr.prefix(300))")
        #expect(result.status == entry.exit, "stderr: \(result.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: CorpusTests.shellMarker))
        // Only out/inner may have been written to, and nothing through the link.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["out", "sentinel"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.appendingPathComponent("out").path) == ["inner"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sentinel.path).isEmpty)
        let written = (try FileManager.default.contentsOfDirectory(atPath: output.path)).filter { $0 != "corpus" }
        if entry.exit != 0 {
            #expect(written.isEmpty, "a rejected screen wrote \(written)")
        } else {
            #expect(written.allSatisfy { !$0.hasPrefix(".") && !$0.contains("\n") && $0.utf8.count <= 255 }, "\(written)")
        }
    }

    /// `earshot batch` with every rejected file named: each fails alone with the same lines as
    /// `render` and `transcript` give (file:line:column, the problem, the suggestion, what is
    /// allowed), in the summary on stdout as `failed: ` and the lines that follow it; none is
    /// skipped, whatever it holds, because it was named.
    @Test(.enabled(if: CorpusTests.canRender)) func batchNamesEveryProblemAsRenderDoes() throws {
        let rejected = CorpusEntry.all.filter { !$0.isGenerated && $0.exit != 0 }
        let sandbox = try Repository.temporaryDirectory("earshot-corpus-batch")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let inputs = try rejected.map { try $0.url().path }
        let result = try runEarshot(["batch"] + inputs + ["-o", sandbox.appendingPathComponent("out").path, "--jobs", "1"],
                                    directory: sandbox, timeout: 300)
        #expect(!result.timedOut && !result.signaled)
        #expect(result.status == 1, "\(result.stderr.prefix(300))")
        #expect(result.stdout.hasPrefix("rendered 0, reused 0, failed \(rejected.count) (\(rejected.count) screens)\n"),
                "\(result.stdout.prefix(300))")
        // The summary's failures: a `failed: ` line, then the same file's further problems.
        var blocks: [String: [String]] = [:]
        var current: String?
        for line in result.stdout.split(separator: "\n").map(String.init) {
            let body = line.hasPrefix("failed: ") ? String(line.dropFirst("failed: ".count)) : line
            if line.hasPrefix("failed: ") { current = inputs.first { body.hasPrefix($0 + ":") } }
            guard let file = current, body.hasPrefix(file + ":") else { current = nil; continue }
            blocks[file, default: []].append(String(body.dropFirst(file.count)))
        }
        for (entry, input) in zip(rejected, inputs) {
            let lines = blocks[input] ?? []
            #expect(lines.count == entry.expectedLines.count, "\(entry.file): \(lines)")
            for (line, start) in zip(lines, entry.expectedLines) {
                #expect(line.hasPrefix(start), "\(entry.file): \(line.prefix(200)) does not begin with \(start)")
            }
        }
    }
}
