import Foundation
import Renderer
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

@Suite("Batch planning: discovery, shards, folder names, keys")
struct BatchPlanningTests {
    @Test func discoveryIsRecursiveSortedAndSkipsHiddenAndOutput() throws {
        let root = try Repository.temporaryDirectory("batch-discovery")
        let docs = root.appendingPathComponent("docs")
        for path in ["b.yaml", "a/z.json", "a/y.YML", "c/capture.xml", "c/idb.txt", "notes.md", ".hidden/x.yaml",
                     "a/.secret.yaml", "out/rendered.json", "deep/er/still.yaml"] {
            let url = docs.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        // A link cycle must not hang discovery: links to folders are not followed.
        try FileManager.default.createSymbolicLink(at: docs.appendingPathComponent("a/loop"), withDestinationURL: docs)
        let found = try ScreenDiscovery.files(in: [docs], excluding: docs.appendingPathComponent("out"))
        #expect(found.map(\.relativePath) == ["a/y.YML", "a/z.json", "b.yaml", "c/capture.xml", "c/idb.txt", "deep/er/still.yaml"])
        #expect(found[0].displayPath.hasSuffix("docs/a/y.YML"))
    }

    @Test func aMissingInputIsOneLineNamingIt() throws {
        let root = try Repository.temporaryDirectory("batch-discovery")
        let missing = root.appendingPathComponent("nope")
        #expect(throws: DiscoveryError.self) { try ScreenDiscovery.files(in: [missing], excluding: nil) }
        do {
            _ = try ScreenDiscovery.files(in: [missing], excluding: nil)
        } catch {
            #expect("\(error)".contains(missing.path) && !"\(error)".contains("\n"))
        }
    }

    @Test func shardsPartitionTheSetAndAddingAScreenMovesNoOther() throws {
        let paths = (0..<400).map { "screens/group\($0 % 7)/screen-\($0).yaml" }
        let shards = try (1...4).map { try Shard(index: $0, count: 4) }
        var owner: [String: Int] = [:]
        for path in paths {
            let owners = shards.filter { $0.contains(path) }
            #expect(owners.count == 1, "\(path) is in \(owners.count) shards")
            owner[path] = owners.first?.index
        }
        // Every shard gets a fair share (400 screens: 100 expected each).
        for shard in shards {
            let count = paths.filter { shard.contains($0) }.count
            #expect((60...140).contains(count), "shard \(shard) has \(count)")
        }
        // The assignment depends on the path alone: a bigger set keeps every old screen's shard.
        let bigger = paths + (400..<450).map { "screens/new-\($0).yaml" }
        for path in bigger.prefix(400) {
            #expect(Shard.bucket(of: path, count: 4) == owner[path])
        }
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "a/b", "1/2/3", "", "-1/3", "2"])
    func badShardsAreRejected(_ text: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
    }

    @Test func shardParsesIOfN() throws {
        let shard = try Shard(parsing: "3/8")
        #expect(shard.index == 3 && shard.count == 8)
        #expect(try Shard(parsing: "1/1").contains("anything.yaml"))
    }

    @Test func duplicateNamesGetDistinctFoldersDeterministically() {
        let names: [String?] = ["home", "Home", nil, "home-2", "settings", "home", "index.html"]
        let sources = ["a.yaml", "b.yaml", "c.json", "d.yaml", "e.yaml", "f.yaml", "g.yaml"]
        let result = FolderNames.assign(names, sources: sources, reserved: ["index.html"])
        #expect(result.folders == ["home", "Home-3", "", "home-2", "settings", "home-4", "index.html-2"])
        #expect(result.warnings.count == 3)
        #expect(result.warnings[0].contains("b.yaml") && result.warnings[0].contains("a.yaml"))
        // Same input, same answer.
        #expect(FolderNames.assign(names, sources: sources, reserved: ["index.html"]) == result)
    }

    @Test func cacheKeysSeparateFieldsAndRejectGarbage() throws {
        let a = CacheKey(fields: [(name: "x", text: "ab"), (name: "y", text: "c")])
        let b = CacheKey(fields: [(name: "x", text: "a"), (name: "y", text: "bc")])
        let c = CacheKey(fields: [(name: "x", text: "ab"), (name: "y", text: "c")])
        #expect(a != b)
        #expect(a == c)
        #expect(a.hex.count == 64)
        #expect(CacheKey(hex: a.hex) == a)
        #expect(CacheKey(hex: "../../etc/passwd") == nil)
        #expect(CacheKey(hex: String(repeating: "G", count: 64)) == nil)
    }

    @Test func settingsDescriptionsAreStableAndSeeFileContents() throws {
        let dir = try Repository.temporaryDirectory("canonical")
        let tick = dir.appendingPathComponent("tick.wav"), bonk = dir.appendingPathComponent("bonk.wav")
        try Data("one".utf8).write(to: tick)
        try Data("two".utf8).write(to: bonk)
        var a = RenderSettings(hintDelay: 0.5)
        a.earconFiles[.focusMoved] = tick
        a.earconFiles[.boundary] = bonk
        var b = RenderSettings(hintDelay: 0.5)
        b.earconFiles[.boundary] = bonk
        b.earconFiles[.focusMoved] = tick
        #expect(CanonicalDescription.of(a) == CanonicalDescription.of(b))
        #expect(CanonicalDescription.of(a) != CanonicalDescription.of(RenderSettings(hintDelay: 0.6)))
        #expect(CanonicalDescription.of(a).contains("hintDelay=0.5"))
        // The same file name with other sounds in it is another setting.
        let before = CanonicalDescription.of(a)
        try Data("three".utf8).write(to: tick)
        #expect(CanonicalDescription.of(a) != before)
    }

    @Test func temporaryNamesCarryTheirWritersPid() {
        #expect(StaleTemporaries.writer(of: ".walkthrough.wav.1234.0A1B2C3D.partial") == 1234)
        #expect(StaleTemporaries.writer(of: ".home.77-DEADBEEF.partial") == 77)
        #expect(StaleTemporaries.writer(of: ".home.77-DEADBEEF.old") == 77)
        #expect(StaleTemporaries.writer(of: "home") == nil)
        #expect(StaleTemporaries.writer(of: ".earshot-cache") == nil)
        #expect(StaleTemporaries.writer(of: ".a.b.partial") == nil)
    }

    @Test func staleTemporariesOfDeadWritersAreSweptLiveOnesKept() throws {
        let out = try Repository.temporaryDirectory("batch-sweep")
        // A process id that is certainly not running: a child that has exited.
        let child = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo $$"])
        let dead = child.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let live = ProcessInfo.processInfo.processIdentifier
        let names = [".index.html.\(dead).0A1B2C3D.partial", ".home.\(dead)-0A1B2C3D.partial",
                     ".index.html.\(live).0A1B2C3D.partial", "home"]
        for name in names {
            try FileManager.default.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let removed = StaleTemporaries.sweep(out, cache: CacheFolder(out.appendingPathComponent("cache")))
        #expect(removed == 2)
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(left == [".index.html.\(live).0A1B2C3D.partial", "home"])
    }
}
