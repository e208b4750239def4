import Foundation
import VoiceProfiles

/// Paths of the checkout the tests run from, found from this file's own location.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var voices: URL { root.appendingPathComponent("Voices") }
    public static var samples: URL { root.appendingPathComponent("Samples") }
    /// How many sample screens `Samples/` holds (tests over all samples count from it).
    public static var sampleCount: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(".yaml") }.count
    }

    public static func voiceStore() throws -> VoiceProfileStore {
        try VoiceProfileStore(directory: voices)
    }

    /// The `earshot` executable SwiftPM built next to the test bundle.
    public static var earshotExecutable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("earshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        // `swift test` runs the xctest bundle from the build products folder.
        for config in ["debug", "release"] {
            let candidate = root.appendingPathComponent(".build/\(config)/earshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/earshot")
    }

    /// A fresh empty folder for one test, removed with every other when the test process ends
    /// (``TestScratch``): the one way tests make temporary folders.
    public static func temporaryDirectory(_ name: String = "earshot-test") throws -> URL {
        let url = TestScratch.root.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The user's cache folder (`XDG_CACHE_HOME`) of every `earshot` a test runs: in the test
    /// process's scratch folder, so tests leave nothing in HOME.
    public static var userCache: URL { TestScratch.root.appendingPathComponent("user-cache", isDirectory: true) }

    /// Tells checkouts apart, for folders outside them that tests keep between runs (each
    /// worktree builds its own copy of a package that depends on this one).
    public static var checkoutTag: String {
        String(root.path.unicodeScalars.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1.value)) &* 1_099_511_628_211 }, radix: 36)
    }

    /// The `swift` on PATH, for tests that build a second package.
    public static func swiftExecutable() -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
