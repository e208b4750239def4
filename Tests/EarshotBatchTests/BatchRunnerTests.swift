import Renderer
import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

@Suite("The batch runner: incremental, isolated failures, shards", .serialized)
struct BatchRunnerTests {
    static let screens = [
        "home.yaml": "name=home\nsay=Search box\nsay=Recommended, Tab, 1 of 3\nsay=Like, Button\n",
        "settings/profile.yaml": "name=profile\nsay=Profile\nsay=Edit, Button\n",
        "settings/about.yaml": "name=about\nsay=About this app\n",
    ]

    @Test func coldThenWarmThenOneChangedLabel() throws {
        let set = try LinesSet(Self.screens)
        let cold = try set.run(jobs: 2)
        #expect(cold.rendered == 3 && cold.reused == 0 && cold.failures.isEmpty)
        #expect(cold.synthesized == 6)
        #expect(set.engine.spoken.count == 6)
        for folder in ["home", "profile", "about"] {
            let wav = try WAVFile(contentsOf: set.out.appendingPathComponent(folder).appendingPathComponent("walkthrough.wav"))
            #expect(wav.duration > 0.5)
            #expect(ScreenManifest.read(in: set.out.appendingPathComponent(folder)) != nil)
        }
        #expect(FileManager.default.fileExists(atPath: set.out.appendingPathComponent("index.html").path))

        // Nothing changed: nothing synthesized, no engine even started.
        let startsBefore = set.starts.count
        let warm = try set.run(jobs: 2)
        #expect(warm.reused == 3 && warm.rendered == 0)
        #expect(warm.synthesized == 0 && warm.enginesStarted == 0)
        #expect(set.starts.count == startsBefore)
        #expect(set.engine.spoken.count == 6)

        // One label changed: only that screen renders, and only that phrase is synthesized.
        try set.write("home.yaml", "name=home\nsay=Search box\nsay=Recommended, Tab, 1 of 3\nsay=Liked, Button\n")
        let changed = try set.run(jobs: 2)
        #expect(changed.rendered == 1 && changed.reused == 2)
        #expect(changed.outcomes.first { $0.status == .rendered }?.folder == "home")
        #expect(changed.synthesized == 1)
        #expect(set.engine.spoken.suffix(1) == ["Liked, Button"])
    }

    @Test func aFailingScreenNeverStopsTheOthers() throws {
        var screens = Self.screens
        screens["bad.yaml"] = "name=bad\nbroken\n"
        screens["README.json"] = "{\"not\": \"a screen\"}"
        let set = try LinesSet(screens)
        let report = try set.run()
        #expect(report.rendered == 3)
        #expect(report.failures.count == 1)
        #expect(report.skipped.map(\.relativePath) == ["README.json"])
        if case .failed(let message) = report.failures.first?.status {
            #expect(message.contains("bad.yaml") && message.contains("broken screen"))
        }
        let page = try String(contentsOf: set.out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Screens that failed to render") && page.contains("bad.yaml"))
    }

    @Test func aScreenThatBreaksKeepsItsPreviousRenderMarkedOnThePage() throws {
        let set = try LinesSet(Self.screens)
        _ = try set.run()
        try set.write("home.yaml", "name=home\nbroken\n")
        let report = try set.run()
        #expect(report.failures.count == 1 && report.reused == 2)
        #expect(FileManager.default.fileExists(atPath: set.out.appendingPathComponent("home/walkthrough.wav").path))
        let page = try String(contentsOf: set.out.appendingPathComponent("index.html"), encoding: .utf8)
        let rows = page.components(separatedBy: "<tr data-source=").dropFirst()
        #expect(rows.filter { $0.contains("failed to render in the last run") }.map { $0.contains(">home</a>") } == [true])
    }

    @Test func aDamagedManifestOrOutputIsRenderedAgainFromThePhraseCache() throws {
        let set = try LinesSet(Self.screens)
        _ = try set.run()
        try Data("{garbage".utf8).write(to: set.out.appendingPathComponent("home/.earshot-manifest.json"))
        try Data("RIFF".utf8).write(to: set.out.appendingPathComponent("profile/walkthrough.wav"))
        let again = try set.run()
        #expect(again.rendered == 2 && again.reused == 1)
        // Every phrase was in the phrase cache: no synthesis, no engine.
        #expect(again.synthesized == 0 && again.enginesStarted == 0)
        #expect(try WAVFile(contentsOf: set.out.appendingPathComponent("profile/walkthrough.wav")).duration > 0.3)
    }

    @Test func aRemovedScreenLeavesThePageAndTheCache() throws {
        let set = try LinesSet(Self.screens)
        _ = try set.run()
        let phraseFiles = { () -> Int in
            let root = set.cache.phrases
            return (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(DiskPhraseStore.fileExtension) }.count
        }
        #expect(phraseFiles() == 6)
        try FileManager.default.removeItem(at: set.docs.appendingPathComponent("settings/about.yaml"))
        // A folder the batch did not write is never touched.
        try FileManager.default.createDirectory(at: set.out.appendingPathComponent("mine"), withIntermediateDirectories: true)
        let report = try set.run()
        #expect(report.removedFolders == ["about"])
        #expect(!FileManager.default.fileExists(atPath: set.out.appendingPathComponent("about").path))
        #expect(FileManager.default.fileExists(atPath: set.out.appendingPathComponent("mine").path))
        #expect(phraseFiles() == 5)
        let page = try String(contentsOf: set.out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("about/review.html") && page.contains("home/review.html"))
    }

    @Test func shardsRenderDisjointPartsThatMergeIntoTheWhole() throws {
        var screens: [String: String] = [:]
        for i in 0..<12 { screens["s\(i).yaml"] = "name=same\nsay=Screen \(i)\n" }
        let set = try LinesSet(screens)
        let first = try set.run(shard: try Shard(index: 1, count: 3))
        let second = try set.run(shard: try Shard(index: 2, count: 3))
        let third = try set.run(shard: try Shard(index: 3, count: 3))
        let parts = [first, second, third].map { Set($0.outcomes.map(\.file.relativePath)) }
        #expect(parts.map(\.count).reduce(0, +) == 12)
        #expect(parts[0].isDisjoint(with: parts[1]) && parts[1].isDisjoint(with: parts[2]) && parts[0].isDisjoint(with: parts[2]))
        #expect(parts.allSatisfy { !$0.isEmpty })
        // Every shard named the duplicates alike, so the folders never clash.
        let folders = try FileManager.default.contentsOfDirectory(atPath: set.out.path).filter { !$0.hasPrefix(".") && $0 != "index.html" }
        #expect(Set(folders) == Set(["same"] + (2...12).map { "same-\($0)" }))
        // The whole set, unsharded, now reuses everything.
        let whole = try set.run()
        #expect(whole.reused == 12 && whole.synthesized == 0)
        #expect(whole.warnings.count == 11)
    }
}
