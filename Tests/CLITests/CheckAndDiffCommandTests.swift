import Foundation
import Testing
import TestSupport

/// `earshot check` and `earshot diff`: the CI gates of developers' tests, run as a CI would.
@Suite("earshot check and diff")
struct CheckAndDiffCommandTests {
    static let settings = """
        name: settings
        language: en-US
        elements:
          - {id: general, label: General, traits: [button], frame: [16, 100, 358, 44]}
          - {id: privacy, label: Privacy, traits: [button], frame: [16, 150, 358, 44]}
          - {id: save, label: Save, traits: [button], frame: [16, 200, 358, 44]}

        """

    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func checkRecordsThenPassesThenFailsWithADiff() throws {
        let folder = try Repository.temporaryDirectory()
        let screen = try Self.write(Self.settings, "settings.yaml", in: folder)
        let expect = folder.appendingPathComponent("expect").path

        let missing = try runEarshot(["check", screen, "--expect", expect])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no reference"))
        #expect(missing.stdout.hasSuffix("1 screen: 1 missing\n"))

        let recorded = try runEarshot(["check", screen, "--expect", expect, "--record"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.hasSuffix("1 screen: 1 recorded\n"))
        let reference = try String(contentsOfFile: expect + "/settings.txt", encoding: .utf8)
        let transcript = try runEarshot(["transcript", screen])
        #expect(reference == transcript.stdout)

        let unchanged = try runEarshot(["check", screen, "--expect", expect])
        #expect(unchanged.status == 0, "\(unchanged.stdout)")
        #expect(unchanged.stdout == "unchanged: \(screen)\n1 screen: 1 unchanged\n")

        _ = try Self.write(Self.settings.replacingOccurrences(of: "label: Save, traits: [button]", with: "label: Save"),
                           "settings.yaml", in: folder)
        let changed = try runEarshot(["check", screen, "--expect", expect])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("-3  walk  save     [focusMoved] Save, Button\n+3  walk  save     [focusMoved] Save\n"),
                "\(changed.stdout)")
        #expect(changed.stdout.hasSuffix("1 screen: 1 changed\n"))
    }

    /// A script that visits one stop still gates every stop: renaming a button it never reaches
    /// fails the check, with the walk's diff.
    @Test func checkCoversStopsTheScriptNeverReaches() throws {
        let folder = try Repository.temporaryDirectory()
        let scripted = Self.settings + "script: [next]\n"
        let screen = try Self.write(scripted, "settings.yaml", in: folder)
        let expect = folder.appendingPathComponent("expect").path
        let recorded = try runEarshot(["check", screen, "--expect", expect, "--record"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let walk = try String(contentsOfFile: expect + "/settings.walk.txt", encoding: .utf8)
        let unscripted = try Self.write(Self.settings, "unscripted.yaml", in: folder)
        #expect(walk == (try runEarshot(["transcript", unscripted])).stdout)
        #expect(try runEarshot(["check", screen, "--expect", expect]).status == 0)

        _ = try Self.write(scripted.replacingOccurrences(of: "label: Save,", with: "label: Keep,"), "settings.yaml", in: folder)
        let changed = try runEarshot(["check", screen, "--expect", expect])
        #expect(changed.status == 1, "\(changed.stdout)")
        #expect(changed.stdout.contains("--- \(expect)/settings.walk.txt"), "\(changed.stdout)")
        #expect(changed.stdout.contains("-3  walk  save     [focusMoved] Save, Button\n+3  walk  save     [focusMoved] Keep, Button\n"),
                "\(changed.stdout)")
        #expect(changed.stdout.hasSuffix("changed: \(screen)\n1 screen: 1 changed\n"))

        // A reference folder from before the walk was checked lacks the walk: missing, not passed.
        try FileManager.default.removeItem(atPath: expect + "/settings.walk.txt")
        let missing = try runEarshot(["check", screen, "--expect", expect])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no reference \(expect)/settings.walk.txt"), "\(missing.stderr)")
    }

    @Test func diffNamesEachChangedStop() throws {
        let folder = try Repository.temporaryDirectory()
        let old = try Self.write(Self.settings, "old.yaml", in: folder)
        let new = try Self.write("""
            name: settings
            language: en-US
            elements:
              - {id: privacy, label: Privacy, traits: [button], frame: [16, 100, 358, 44]}
              - {id: general, label: General, frame: [16, 150, 358, 44]}
              - {id: share, label: Share, traits: [button], frame: [16, 250, 358, 44]}

            """, "new.yaml", in: folder)
        let same = try runEarshot(["diff", old, old])
        #expect(same.status == 0)
        #expect(same.stdout == "no changes\n")

        let r = try runEarshot(["diff", old, new])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let kinds = lines.dropLast().map { "\($0[0]) \($0[2])" }
        #expect(Set(kinds) == ["moved general", "changed general", "removed save", "added share"], "\(r.stdout)")
        #expect(r.stdout.hasSuffix("4 changes\n"))

        let json = try runEarshot(["diff", old, new, "--format", "json"])
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let added = try #require(changes.first { $0["change"] as? String == "added" })
        #expect(added["element"] as? String == "share")
        #expect(added["old"] == nil || added["old"] is NSNull)
        #expect((added["new"] as? [String: Any])?["text"] as? String == "Share, Button")
    }

    /// --record checks every file first: two screens with one name (or a file that does not
    /// load) leave the reference folder as it was, with exit 2, not a first reference written.
    @Test func recordWritesNothingUnlessEveryFileIsGood() throws {
        let folder = try Repository.temporaryDirectory()
        let first = try Self.write(Self.settings, "settings.yaml", in: folder)
        let second = try Self.write(Self.settings, "settings-copy.yaml", in: folder)
        let expect = folder.appendingPathComponent("expect")
        let sameName = try runEarshot(["check", first, second, "--expect", expect.path, "--record"])
        #expect(sameName.status == 2, "\(sameName.stderr)")
        #expect(sameName.stderr.contains("settings-copy.yaml") && sameName.stderr.contains("settings.txt"), "\(sameName.stderr)")
        #expect(!FileManager.default.fileExists(atPath: expect.appendingPathComponent("settings.txt").path),
                "a reference was written before the names were checked")

        let broken = try Self.write("name: broken\nelements: 3\n", "broken.yaml", in: folder)
        let badFile = try runEarshot(["check", first, broken, "--expect", expect.path, "--record"])
        #expect(badFile.status != 0)
        #expect(!FileManager.default.fileExists(atPath: expect.path), "the reference folder was made before every file loaded")
    }

    @Test func badInputIsOneLineNamingTheFile() throws {
        let folder = try Repository.temporaryDirectory()
        let bad = try Self.write("name: x\nelements: 3\n", "bad.yaml", in: folder)
        let r = try runEarshot(["diff", bad, bad])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("bad.yaml"))
    }
}
