import Foundation
import Testing
import TestSupport

@Suite("earshot transcript")
struct TranscriptCommandTests {
    func sample(_ name: String) -> String { Repository.samples.appendingPathComponent(name).path }

    @Test func jsonKeepsTheContractKeys() throws {
        let r = try runEarshot(["transcript", sample("woof-woof-kennel.en-US.yaml"), "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        for entry in entries {
            for key in ["focus", "text", "delayed", "sounds", "cause", "listening", "parts"] {
                #expect(entry.keys.contains(key), "\(key) in \(entry)")
            }
        }
        let bailey = try #require(entries.first { $0["focus"] as? String == "bailey" })
        #expect(bailey["text"] as? String == "Bailey, beagle, three years")
        #expect(bailey["delayed"] as? String == "More content available, Actions available")
        #expect(bailey["sounds"] as? [String] == ["focusMoved"])
        #expect(bailey["listening"] as? Double == 4)
        let parts = try #require(bailey["parts"] as? [[String: Any]])
        #expect(parts.map { $0["role"] as? String } == ["event", "label", "value", "customContent", "moreContent", "actions"])
        #expect(parts.allSatisfy { $0["language"] as? String == "en-US" })
        #expect(entries.first?["cause"] as? String == "open")
    }

    @Test func platformMacOSReadsTheSeedTalksMoreContentMenu() throws {
        let ios = try runEarshot(["transcript", sample("woof-woof-kennel-swiftui.en-US.yaml")])
        #expect(ios.status == 0, "\(ios.stderr)")
        #expect(ios.stdout.contains("three years, Age") && !ios.stdout.contains("More Content menu"))
        let mac = try runEarshot(["transcript", "--platform", "macos", sample("woof-woof-kennel-swiftui.en-US.yaml")])
        #expect(mac.status == 0, "\(mac.stderr)")
        #expect(mac.stdout.contains("More Content menu, 5 items, Age, three years"))
        let bad = try runEarshot(["transcript", "--platform", "watchos", sample("woof-woof-kennel-swiftui.en-US.yaml")])
        #expect(bad.status == 2 && bad.stderr.contains("platform"), "\(bad.stderr)")
    }

    @Test func jsonCarriesInputLabelsActivationPointPriorityAndSpeechRuns() throws {
        let r = try runEarshot(["transcript", sample("flight-board.en-US.yaml"), "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let refresh = try #require(entries.first { $0["focus"] as? String == "refresh" })
        #expect(refresh["inputLabels"] as? [String] == ["Refresh", "Reload"])
        #expect(refresh["activationPoint"] as? [Double] == [40, 720])
        #expect(!(refresh["text"] as? String ?? "").contains("Reload"))
        #expect(entries.contains { $0["priority"] as? String == "high" })
        let fi = try #require(entries.first { $0["focus"] as? String == "flight-fi" })
        let label = try #require((fi["parts"] as? [[String: Any]])?.first { $0["role"] as? String == "label" })
        let runs = try #require(label["speech"] as? [[String: Any]])
        #expect(runs.contains { $0["ipa"] as? String == "ˈreɪkjəvɪk" } && runs.contains { $0["spellOut"] as? Bool == true })
    }

    @Test func jsonFocusIsNullForAnnouncements() throws {
        let r = try runEarshot(["transcript", sample("pizza.pt-BR.yaml"), "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let announcement = try #require(entries.first { $0["cause"] as? String == "announce" })
        #expect(announcement["focus"] is NSNull)
    }

    @Test func textIsTheCaptionPanel() throws {
        let r = try runEarshot(["transcript", sample("settings.en-US.yaml")])
        #expect(r.status == 0, "\(r.stderr)")
        let golden = try String(contentsOf: Repository.root.appendingPathComponent("Tests/SimulatorTests/Golden/settings.en-US.txt"),
                                encoding: .utf8)
        #expect(r.stdout == golden)
    }

    @Test func verbosityFlagsChangeTheTranscript() throws {
        let file = sample("woof-woof-kennel.en-US.yaml")
        let sound = try runEarshot(["transcript", file, "--format", "json", "--more-content", "sound", "--actions", "none", "--no-hints"])
        #expect(sound.status == 0, "\(sound.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(sound.stdout.utf8)) as? [[String: Any]])
        let bailey = try #require(entries.first { $0["focus"] as? String == "bailey" })
        #expect(bailey["delayed"] as? String == "")
        #expect(bailey["sounds"] as? [String] == ["focusMoved", "moreContent"])
        let adopt = try #require(entries.first { $0["focus"] as? String == "adopt" })
        #expect(adopt["delayed"] as? String == "")
    }

    /// A script step that cannot apply ends the run, but what was said before it is printed
    /// first (stdout), then the error (stderr, exit 1), in both formats.
    @Test func aFailingStepPrintsWhatWasSaidUpToIt() throws {
        let dir = try Repository.temporaryDirectory()
        let elements = "name: s\nlanguage: en-US\nelements: [{id: a, label: Alpha, traits: [button]}, {id: b, label: Beta}]\n"
        let failing = dir.appendingPathComponent("failing.yaml")
        try (elements + "script: [next, next, increment, next]\n").write(to: failing, atomically: true, encoding: .utf8)
        let upToIt = dir.appendingPathComponent("up-to-it.yaml")
        try (elements + "script: [next, next]\n").write(to: upToIt, atomically: true, encoding: .utf8)
        for format in ["text", "json"] {
            let expected = try runEarshot(["transcript", upToIt.path, "--format", format])
            try #require(expected.status == 0, "\(expected.stderr)")
            let r = try runEarshot(["transcript", failing.path, "--format", format])
            #expect(r.status == 1)
            #expect(r.stdout == expected.stdout, "\(format): \(r.stdout)")
            #expect(r.stdout.contains("Beta"))
            #expect(r.stderr == "earshot: \(failing.path):4:22: script[2] increment: focus is on 'b', which is not adjustable; allowed: focus on an element with the adjustable trait\n",
                    "\(r.stderr)")
        }
    }

    @Test func badInputExitsOneWithOneLine() throws {
        let dir = try Repository.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.yaml")
        try "name: s\nelements:\n  - {label: a, traits: [buton]}\n".write(to: file, atomically: true, encoding: .utf8)
        let r = try runEarshot(["transcript", file.path])
        #expect(r.status == 1)
        #expect(r.stderr == "earshot: \(file.path):3:25: elements[0].traits[0]: unknown trait 'buton' (did you mean 'button'?); allowed: button, link, header … (23 in all: docs/screen-format.md)\n")
        #expect(r.stdout.isEmpty)

        let script = dir.appendingPathComponent("script.yaml")
        try "name: s\nelements: [{id: b, label: B}]\nscript: [increment]\n".write(to: script, atomically: true, encoding: .utf8)
        let s = try runEarshot(["transcript", script.path])
        #expect(s.status == 1)
        // The step's line and column, though the simulator found the problem, not the loader.
        #expect(s.stderr.hasPrefix("earshot: \(script.path):3:10: script[0] increment: focus is on 'b', which is not adjustable"))

        let language = dir.appendingPathComponent("lang.yaml")
        try "name: s\nlanguage: tlh\nelements: []\n".write(to: language, atomically: true, encoding: .utf8)
        let l = try runEarshot(["transcript", language.path])
        #expect(l.status == 1)
        #expect(l.stderr.hasPrefix("earshot: \(language.path):2:11: the screen's language 'tlh' (Klingon) has no voice profile; allowed: "))
        #expect(l.stderr.split(separator: "\n").count == 1)

        // The closest profiles are named as such, not as all that is allowed.
        let profileCount = try FileManager.default.contentsOfDirectory(atPath: Repository.voices.path).filter { $0.hasSuffix(".yaml") }.count
        try "name: s\nlanguage: kl-GL\nelements: []\n".write(to: language, atomically: true, encoding: .utf8)
        let kl = try runEarshot(["transcript", language.path])
        #expect(kl.status == 1)
        #expect(kl.stderr == "earshot: \(language.path):2:11: the screen's language 'kl-GL' (Kalaallisut) has no voice profile; "
                + "closest: en-US, fr-CA, es-MX; allowed: a language one of the \(profileCount) voice profiles speaks (`earshot voices` lists them)\n",
                "\(kl.stderr)")

        let missing = try runEarshot(["transcript", dir.appendingPathComponent("none.yaml").path])
        #expect(missing.status == 1 && missing.stderr.contains("none.yaml: cannot read the file: no such file or directory"))
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let dir = try Repository.temporaryDirectory()
        let file = dir.appendingPathComponent("deep.json")
        try ("{\"name\": \"s\", \"elements\": " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}")
            .write(to: file, atomically: true, encoding: .utf8)
        let r = try runEarshot(["transcript", file.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("nesting deeper than 200 levels"))
    }

    @Test func badUsageExitsTwo() throws {
        let r = try runEarshot(["transcript", sample("settings.en-US.yaml"), "--format", "xml"])
        #expect(r.status == 2)
        let m = try runEarshot(["transcript", sample("settings.en-US.yaml"), "--more-content", "loud"])
        #expect(m.status == 2)
        let none = try runEarshot(["transcript"])
        #expect(none.status == 2)
    }

    @Test func everySampleTranscribes() throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path) where file.hasSuffix(".yaml") {
            let r = try runEarshot(["transcript", sample(file), "--format", "json"])
            #expect(r.status == 0, "\(file): \(r.stderr)")
        }
    }
}

@Suite("earshot transcript JSON escaping")
struct TranscriptJSONEscapingTests {
    @Test func untrustedTextStaysValidJSON() throws {
        let dir = try Repository.temporaryDirectory()
        let file = dir.appendingPathComponent("quotes.yaml")
        try #"""
            name: q
            elements: [{id: "a\"b", label: "Say \"hi\"\\ \t tab\nline \u0001 \u2028 end"}]
            """#.write(to: file, atomically: true, encoding: .utf8)
        let r = try runEarshot(["transcript", file.path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(entries[0]["focus"] as? String == "a\"b")
        // U+0001 is removed by the loader; the other characters survive, escaped.
        #expect(entries[0]["text"] as? String == "Say \"hi\"\\ \t tab\nline  \u{2028} end")
    }
}
