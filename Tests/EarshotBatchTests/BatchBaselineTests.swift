import Renderer
import Foundation
import Testing
import TestSupport

/// `earshot batch --baseline`: a reviewer sees which screens say something else than in a
/// previous build, and hears both.
@Suite("earshot batch --baseline", .serialized)
struct BatchBaselineTests {
    static func screen(_ name: String, label: String) -> String {
        """
        name: \(name)
        language: en-US
        elements:
          - {id: title, label: \(label), traits: [header], frame: [16, 50, 358, 40]}
          - {id: save, label: Save, traits: [button], frame: [16, 100, 358, 44]}

        """
    }

    @Test func aChangedScreenIsMarkedWithBothWalkthroughsAndTheDiff() throws {
        let root = try Repository.temporaryDirectory("batch-baseline")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Self.screen("account", label: "Account").write(to: docs.appendingPathComponent("account.yaml"), atomically: true, encoding: .utf8)
        try Self.screen("privacy", label: "Privacy").write(to: docs.appendingPathComponent("privacy.yaml"), atomically: true, encoding: .utf8)
        let before = root.appendingPathComponent("before"), after = root.appendingPathComponent("after")
        // A WAV baseline for a batch in its default MP3: the kept walkthrough is converted.
        let first = try runEarshot(["batch", docs.path, "-o", before.path, "--jobs", "1", "--audio", "wav"])
        try #require(first.status == 0, "\(first.stderr)")

        try Self.screen("account", label: "Your account").write(to: docs.appendingPathComponent("account.yaml"), atomically: true, encoding: .utf8)
        let second = try runEarshot(["batch", docs.path, "-o", after.path, "--jobs", "1", "--baseline", before.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("baseline: 1 changed, 0 new, 0 removed, 1 unchanged (changed: account)\n"), "\(second.stdout)")

        let kept = after.appendingPathComponent("account/baseline")
        let diff = try String(contentsOf: kept.appendingPathComponent("transcript.diff"), encoding: .utf8)
        #expect(diff.contains("\n-") && diff.contains("Account, Heading") && diff.contains("\n+") && diff.contains("Your account, Heading"))
        let old = try EncodedAudioReader.read(kept.appendingPathComponent("walkthrough.mp3"))
        let original = try WAVFile(contentsOf: before.appendingPathComponent("account/walkthrough.wav"))
        #expect(abs(old.duration - original.duration) < 0.02, "\(old.duration) against \(original.duration)")
        #expect(!FileManager.default.fileExists(atPath: kept.appendingPathComponent("walkthrough.wav").path))
        #expect(!FileManager.default.fileExists(atPath: after.appendingPathComponent("privacy/baseline").path))

        let page = try String(contentsOf: after.appendingPathComponent("account/review.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "Changed since the baseline").count == 2)
        #expect(page.contains("src=\"baseline/walkthrough.mp3\"") && page.contains("src=\"walkthrough.mp3\""))
        #expect(!page.contains(".wav\""))
        #expect(!(try String(contentsOf: after.appendingPathComponent("privacy/review.html"), encoding: .utf8)).contains("Changed since the baseline"))
        // The index marks the changed screen, and offers to show only the changed ones.
        let index = try String(contentsOf: after.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "data-changed=\"1\"").count == 2)
        #expect(index.contains("id=\"filter-changed\""))

        // The same comparison again after the screen is put back: nothing changed, nothing kept.
        try Self.screen("account", label: "Account").write(to: docs.appendingPathComponent("account.yaml"), atomically: true, encoding: .utf8)
        let third = try runEarshot(["batch", docs.path, "-o", after.path, "--jobs", "1", "--baseline", before.path])
        #expect(third.stdout.contains("baseline: 0 changed, 0 new, 0 removed, 2 unchanged\n"), "\(third.stdout)")
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        let unchangedPage = try String(contentsOf: after.appendingPathComponent("account/review.html"), encoding: .utf8)
        #expect(!unchangedPage.contains("Changed since the baseline"))
        let unchangedIndex = try String(contentsOf: after.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!unchangedIndex.contains("data-changed=\"1\"") && !unchangedIndex.contains("id=\"filter-changed\""))
    }

    @Test func aFolderThatIsNoBatchOutputIsRefusedInOneLine() throws {
        let root = try Repository.temporaryDirectory("batch-baseline-bad")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Self.screen("a", label: "A").write(to: docs.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let missing = try runEarshot(["batch", docs.path, "-o", root.appendingPathComponent("out").path,
                                      "--baseline", root.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such folder"))
        let empty = try runEarshot(["batch", docs.path, "-o", root.appendingPathComponent("out").path, "--baseline", docs.path])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("not the output folder of an earshot batch"), "\(empty.stderr)")
    }
}
