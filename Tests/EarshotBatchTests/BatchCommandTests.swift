import Renderer
import Foundation
import Testing
import TestSupport
@testable import EarshotBatch

/// `earshot batch` as users run it: the built binary on the sample screens, with the real
/// supervised engine.
@Suite("earshot batch", .serialized)
struct BatchCommandTests {
    /// A copy of Samples/ to change, and an OUT beside it.
    static func samples() throws -> (docs: URL, out: URL) {
        let root = try Repository.temporaryDirectory("batch-cli")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.copyItem(at: Repository.samples, to: docs)
        return (docs, root.appendingPathComponent("out"))
    }

    static func line(_ prefix: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }

    @Test func coldWarmAndOneChangedLabel() throws {
        let (docs, out) = try Self.samples()
        let cold = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "2"])
        #expect(cold.status == 0, "\(cold.stderr)")
        let n = Repository.sampleCount
        #expect(Self.line("rendered ", in: cold.stdout) == "rendered \(n), reused 0, failed 0 (\(n) screens)")
        #expect(Self.line("phrases: ", in: cold.stdout)?.hasSuffix("2 engine processes") == true, "\(cold.stdout)")
        #expect(cold.stdout.hasSuffix(out.appendingPathComponent("index.html").path + "\n"))
        // Not a terminal: no progress (only failures would have a line).
        #expect(cold.stderr.split(separator: "\n").filter { $0.hasPrefix("rendered ") }.isEmpty, "\(cold.stderr)")
        // MP3 unless --audio says otherwise.
        let walk = try Data(contentsOf: out.appendingPathComponent("settings/walkthrough.mp3"))
        #expect(try EncodedAudioReader.read(out.appendingPathComponent("settings/walkthrough.mp3")).duration > 10)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("settings/walkthrough.wav").path))
        // OUT holds what is hosted: no stop files (the page plays time ranges of the walkthrough)
        // and no cache, which is in the user's cache folder, one per OUT.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("settings/stops").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".earshot-cache").path))
        let cache = CacheFolder.standard(for: out, environment: ["XDG_CACHE_HOME": Repository.userCache.path])
        let phrases = FileManager.default.enumerator(atPath: cache.phrases.path)?.allObjects as? [String] ?? []
        #expect(phrases.filter { $0.hasSuffix(".phrase") }.count > 20, "\(cache.url.path)")

        // --verbose: one plain line per screen on stderr.
        let warm = try runEarshot(["batch", docs.path, "-o", out.path, "--verbose"])
        #expect(warm.status == 0)
        #expect(Self.line("rendered ", in: warm.stdout) == "rendered 0, reused \(n), failed 0 (\(n) screens)")
        #expect(warm.stderr.split(separator: "\n").filter { $0.hasPrefix("reused ") }.count == n, "\(warm.stderr)")
        #expect(Self.line("phrases: ", in: warm.stdout) == "phrases: 0 synthesized, 0 from the cache; 0 engine processes")
        #expect(try Data(contentsOf: out.appendingPathComponent("settings/walkthrough.mp3")) == walk)

        // One label changed: one screen renders again and one phrase reaches the engine.
        let file = docs.appendingPathComponent("settings.en-US.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("label: Device Name"))
        try text.replacingOccurrences(of: "label: Device Name", with: "label: Phone Name")
            .write(to: file, atomically: true, encoding: .utf8)
        let changed = try runEarshot(["batch", docs.path, "-o", out.path])
        #expect(changed.status == 0)
        #expect(Self.line("rendered ", in: changed.stdout) == "rendered 1, reused \(n - 1), failed 0 (\(n) screens)")
        #expect(Self.line("phrases: ", in: changed.stdout)?.hasPrefix("phrases: 1 synthesized, ") == true, "\(changed.stdout)")
        let timeline = try String(contentsOf: out.appendingPathComponent("settings/timeline.json"), encoding: .utf8)
        #expect(timeline.contains("\"Phone Name\"") && !timeline.contains("Device Name"))
    }

    /// `--audio` is part of every screen's key: another format renders every screen again, and
    /// its folder holds only the new format's files (no WAV and MP3 mix), the page only its names.
    @Test func anotherAudioFormatRendersAgainWithNothingOfTheOldLeft() throws {
        let root = try Repository.temporaryDirectory("batch-audio")
        let docs = root.appendingPathComponent("docs"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        for name in ["settings.en-US.yaml", "pizza.pt-BR.yaml"] {
            try FileManager.default.copyItem(at: Repository.samples.appendingPathComponent(name), to: docs.appendingPathComponent(name))
        }
        func audioFiles() -> [String] {
            (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
                .filter { !$0.hasPrefix(".") && AudioFormat.of(path: $0) != nil }
        }
        let first = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "1"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(audioFiles().count == 2 && audioFiles().allSatisfy { $0.hasSuffix("walkthrough.mp3") }, "\(audioFiles())")
        let again = try runEarshot(["batch", docs.path, "-o", out.path, "--audio", "opus"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.line("rendered ", in: again.stdout) == "rendered 2, reused 0, failed 0 (2 screens)", "\(again.stdout)")
        #expect(audioFiles().count == 2 && audioFiles().allSatisfy { $0.hasSuffix("walkthrough.opus") }, "\(audioFiles())")
        // The screen's page names only the new format's files.
        let page = try String(contentsOf: out.appendingPathComponent("settings/review.html"), encoding: .utf8)
        #expect(page.contains("src=\"walkthrough.opus\"") && !page.contains(".mp3") && !page.contains(".wav\""))
        let same = try runEarshot(["batch", docs.path, "-o", out.path, "--audio", "opus"])
        #expect(Self.line("rendered ", in: same.stdout) == "rendered 0, reused 2, failed 0 (2 screens)", "\(same.stdout)")
    }

    @Test func aBrokenScreenFailsAloneAndStrayFilesAreSkipped() throws {
        let (docs, out) = try Self.samples()
        try Data("name: broken\nelements:\n  - label: Oops\n    traits: [buton]\n".utf8)
            .write(to: docs.appendingPathComponent("broken.yaml"))
        try Data("{\"name\": \"docs\", \"version\": \"1.0.0\"}".utf8).write(to: docs.appendingPathComponent("package.json"))
        try Data("Read me first.\n".utf8).write(to: docs.appendingPathComponent("README.txt"))
        let result = try runEarshot(["batch", docs.path, "-o", out.path])
        #expect(result.status == 1)
        let n = Repository.sampleCount
        #expect(Self.line("rendered ", in: result.stdout)
                == "rendered \(n), reused 0, failed 1 (\(n + 1) screens; 2 files skipped as not screens)")
        let failure = Self.line("failed: ", in: result.stdout) ?? ""
        #expect(failure.contains("broken.yaml:4:") && failure.contains("buton") && failure.contains("allowed"), "\(failure)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("broken").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pizza/walkthrough.mp3").path))
    }

    /// A screen whose `elements` key is misspelt looks like any YAML file: in a folder it is
    /// skipped by name, with a warning; named on the command line it is read as a screen, and
    /// fails with its problems.
    @Test func aMisspeltScreenIsNeverSkippedInSilence() throws {
        let root = try Repository.temporaryDirectory("batch-typo")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let typo = docs.appendingPathComponent("typo.yaml")
        try Data("name: typo\nelments:\n  - {id: a, label: A}\n".utf8).write(to: typo)
        try Data("{\"name\": \"docs\", \"version\": \"1.0.0\"}".utf8).write(to: docs.appendingPathComponent("package.json"))
        let found = try runEarshot(["batch", docs.path, "-o", root.appendingPathComponent("out1").path])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("warning: \(docs.path)/typo.yaml: skipped: no 'elements' key, so not a screen file"),
                "\(found.stdout)")
        let named = try runEarshot(["batch", typo.path, "-o", root.appendingPathComponent("out2").path])
        #expect(named.status == 1)
        #expect(named.stdout.contains("failed: \(typo.path):1:1: missing key 'elements'"), "\(named.stdout)")
        #expect(named.stdout.contains("\(typo.path):2:1: elments: unknown key 'elments' in screen (did you mean 'elements'?)"),
                "\(named.stdout)")
    }

    @Test(arguments: [
        (["--shard", "5/4"], "shard 5/4"), (["--shard", "x"], "--shard"), (["--jobs", "0"], "--jobs"),
        ([], "at least one"), (["--index-only", "docs"], "--index-only"),
    ])
    func badUsageExitsTwo(_ arguments: [String], _ mention: String) throws {
        let (docs, out) = try Self.samples()
        let inputs = arguments.contains("--index-only") || arguments.isEmpty ? [] : [docs.path]
        let result = try runEarshot(["batch"] + inputs + arguments + ["-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func shardsSplitTheSetAndMergeIntoOnePage() throws {
        let (docs, out) = try Self.samples()
        let root = out.deletingLastPathComponent()
        var rendered: [String] = []
        for shard in 1...2 {
            let shardOut = root.appendingPathComponent("out-\(shard)")
            let result = try runEarshot(["batch", docs.path, "-o", shardOut.path, "--shard", "\(shard)/2"])
            #expect(result.status == 0, "\(result.stderr)")
            rendered += try FileManager.default.contentsOfDirectory(atPath: shardOut.path).filter { !$0.hasPrefix(".") && $0 != "index.html" }
        }
        // Every sample in exactly one shard.
        #expect(rendered.count == Repository.sampleCount && Set(rendered).count == rendered.count, "\(rendered.sorted())")
        #expect(Set(["pizza", "settings", "woof-woof-kennel", "woof-woof-kennel-vi", "xigua-home-en", "xigua-home-zh"]).isSubset(of: Set(rendered)))
        // Merge the two OUT folders as a CI job would, then rebuild the page over the result.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for shard in 1...2 {
            let merge = try runProcess(URL(fileURLWithPath: "/bin/cp"), ["-a", root.appendingPathComponent("out-\(shard)").path + "/.", out.path])
            #expect(merge.status == 0, "\(merge.stderr)")
        }
        let index = try runEarshot(["batch", "--index-only", "-o", out.path])
        #expect(index.status == 0, "\(index.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for folder in rendered {
            #expect(page.contains("href=\"\(folder)/review.html\""))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(folder)/review.html").path))
        }
        // The merged OUT is a complete cache: the whole set is reused.
        let whole = try runEarshot(["batch", docs.path, "-o", out.path])
        let n = Repository.sampleCount
        #expect(Self.line("rendered ", in: whole.stdout) == "rendered 0, reused \(n), failed 0 (\(n) screens)")
    }

    @Test func aPhraseThatCrashesTheEngineCostsOnlyThatPhrase() throws {
        let (docs, out) = try Self.samples()
        // libespeak-ng 1.51 aborts its process on "s'" repeated 70 times (shared/espeak-notes.md).
        let crash = String(repeating: "s'", count: 70)
        try Data("name: crashing\nlanguage: en-US\nelements:\n  - {label: Before, traits: [button]}\n  - {label: \"\(crash)\"}\n  - {label: After}\n".utf8)
            .write(to: docs.appendingPathComponent("crashing.yaml"))
        let result = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "2"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let n = Repository.sampleCount + 1
        #expect(Self.line("rendered ", in: result.stdout) == "rendered \(n), reused 0, failed 0 (\(n) screens)")
        let problems = result.stdout.split(separator: "\n").filter { $0.hasPrefix("problem: ") && $0.contains("crashing.yaml") }
        #expect(!problems.isEmpty, "\(result.stdout)")
        let timeline = try String(contentsOf: out.appendingPathComponent("crashing/timeline.json"), encoding: .utf8)
        #expect(timeline.contains("\"After\"") && timeline.contains("\"Before\""))
        // Reused next time, and still reported.
        let again = try runEarshot(["batch", docs.path, "-o", out.path])
        #expect(Self.line("rendered ", in: again.stdout) == "rendered 0, reused \(n), failed 0 (\(n) screens)")
        #expect(again.stdout.contains("problem: ") )
    }
}
