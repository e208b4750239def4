import Foundation
import Testing
import TestSupport

@Suite("earshot import")
struct ImportCommandTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/ScreenImportTests/Fixtures")

    private func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    @Test func writesTheScreenFileAndReportsWarningsOnStderr() throws {
        let dir = try Repository.temporaryDirectory()
        let out = dir.appendingPathComponent("settings.yaml")
        let input = fixture("appium-settings.xml")
        let r = try runEarshot(["import", input, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let written = try String(contentsOf: out, encoding: .utf8)
        // Warnings about what was dropped head the file as comments; those about a stop sit above it.
        let comments = written.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        let text = written.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            .joined(separator: "\n")
        #expect(text.hasPrefix("name: appium-settings\nlanguage: en-US\nsize: [390, 844]\nelements:\n"))
        #expect(text.contains("label: Background App Refresh"))
        #expect(!text.contains("XCUIElementType") && !text.contains("scroll bar") && !text.contains("9:41"))
        #expect(comments.contains { $0.contains("scroll bar 'Vertical scroll bar, 1 page' dropped") })
        // One line per kind of warning, each with the file; a kind seen once with its line and
        // element path, a repeated kind with its count and first places. Eight about the tree
        // (four merged rows, two scroll bars, an image, the status bar), one saying that en-US
        // was guessed from the labels' words (WebDriverAgent records no language).
        let warnings = r.stderr.split(separator: "\n")
        #expect(warnings.count == 5, "\(r.stderr)")
        #expect(warnings.contains { $0.contains("language en-US guessed from the labels' script, letters and words") })
        #expect(warnings.contains { $0.contains("4 × mergedRow (at line 42 ") })
        #expect(comments.count == 9)
        #expect(warnings.allSatisfy { $0.hasPrefix("\(input):") && $0.contains(": warning: ") })
        #expect(warnings.contains { $0.contains("2 × silencedScrollBar (at line 62 Window[0]/Other[0]×32/Table[1]/Other[7], ") })
        #expect(r.stdout.contains(out.path) && r.stdout.contains("9 warnings"))
        // Nothing but the file was left in the folder (written atomically).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["settings.yaml"])
    }

    /// An image or prose that does not parse as YAML is told it is neither, as a list or a word
    /// is: not the YAML parser's complaint about the bytes or a colon.
    @Test func anImageOrProseIsNeitherAScreenFileNorACapture() throws {
        let dir = try Repository.temporaryDirectory()
        let png = dir.appendingPathComponent("screen.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]).write(to: png)
        let prose = dir.appendingPathComponent("notes.txt")
        try "Release notes: what changed.\nThe settings screen: new toggles: two.\n  - and: more\n".write(to: prose, atomically: true, encoding: .utf8)
        for file in [png, prose] {
            let r = try runEarshot(["transcript", file.path])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("earshot: \(file.path): neither a screen file nor a recognized capture"), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
        // A screen file with a syntax error keeps its own error, at its line.
        let typo = dir.appendingPathComponent("typo.yaml")
        try "name: s\nelements:\n  - {label: \"A}\n".write(to: typo, atomically: true, encoding: .utf8)
        let r = try runEarshot(["transcript", typo.path])
        #expect(r.stderr.hasPrefix("earshot: \(typo.path):3:13: YAML syntax"), "\(r.stderr)")
    }

    /// Plain text is no screen file, and no capture either: the error says so and where every
    /// format read is listed, whatever command reads it, in a line of reasonable length.
    @Test func textThatIsNoKnownCaptureListsTheFormats() throws {
        let dir = try Repository.temporaryDirectory()
        let text = dir.appendingPathComponent("notes.txt")
        try "hello world\n".write(to: text, atomically: true, encoding: .utf8)
        for command in [["transcript"], ["import"], ["render", "-o", dir.appendingPathComponent("out").path]] {
            let r = try runEarshot(command + [text.path])
            #expect(r.status == 1, "\(command): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n").filter { $0.hasPrefix("earshot: ") }
            #expect(lines.count == 1, "\(r.stderr)")
            let line = String(lines.first ?? "")
            #expect(line.hasPrefix("earshot: \(text.path): neither a screen file nor a recognized capture; allowed: "), "\(line)")
            #expect(!line.contains("expected a mapping"), "\(line)")
            #expect(line.hasSuffix("(formats: `earshot import --help`)"), "\(line)")
            #expect(line.count - text.path.count < 160, "\(line)")
        }
    }

    @Test func printsToStdoutWithNameLanguageAndJSON() throws {
        let r = try runEarshot(["import", fixture("idb-settings-flat.json"), "--format", "json",
                                "--name", "Home", "--language", "pt-BR"])
        #expect(r.status == 0, "\(r.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(document["name"] as? String == "Home")
        #expect(document["language"] as? String == "pt-BR")
        #expect((document["elements"] as? [Any])?.count == 11)
    }

    @Test func jsonIsChosenByTheOutputsExtension() throws {
        let dir = try Repository.temporaryDirectory()
        let out = dir.appendingPathComponent("alert.json")
        let r = try runEarshot(["import", fixture("xcuitest-alert-cjk.txt"), "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        #expect(document["language"] as? String == "zh-CN")
        #expect(r.stderr.contains("zh-CN guessed"))
    }

    @Test func warningsWithLineBreaksStayOneLine() throws {
        let dir = try Repository.temporaryDirectory()
        let capture = dir.appendingPathComponent("cell.xml")
        try Data("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
            <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Two&#10;lines"/>
            </XCUIElementTypeCell></XCUIElementTypeApplication></AppiumAUT>
            """.utf8).write(to: capture)
        let r = try runEarshot(["import", capture.path, "--language", "en-US"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("Two\\nlines"), "\(r.stderr)")
        #expect(lines[0].hasPrefix("\(capture.path):2: warning: Cell[0]: "))
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let dir = try Repository.temporaryDirectory()
        let capture = dir.appendingPathComponent("broken.xml")
        try Data("<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n<oops".utf8).write(to: capture)
        let out = dir.appendingPathComponent("out.yaml")
        let r = try runEarshot(["import", capture.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("\(capture.path):2: not well-formed XML"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let missing = try runEarshot(["import", dir.appendingPathComponent("nope.xml").path])
        #expect(missing.status == 1 && missing.stderr.contains("nope.xml: cannot read"), "\(missing.stderr)")
    }

    /// A tab bar pasted without its application: read as a fragment, one warning saying so, the
    /// screen the stated device size; a size that is not WIDTHxHEIGHT is refused in one line.
    @Test func aFragmentTakesTheStatedScreenSize() throws {
        let dir = try Repository.temporaryDirectory()
        let capture = dir.appendingPathComponent("tabs.xml")
        try Data("""
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="761" width="390" height="83">
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Home" x="0" y="761" width="195" height="49"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Library" x="195" y="761" width="195" height="49"/>
            </XCUIElementTypeTabBar>
            """.utf8).write(to: capture)
        let r = try runEarshot(["import", capture.path, "--language", "en-US", "--screen-size", "390x844"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("size: [390, 844]") && r.stdout.contains("label: Library"), "\(r.stdout)")
        let warnings = r.stderr.split(separator: "\n")
        #expect(warnings.count == 1 && warnings[0].contains("a fragment of a capture") && warnings[0].contains("390 × 844 points (as stated)"), "\(r.stderr)")
        let bad = try runEarshot(["import", capture.path, "--screen-size", "390 by 844"])
        #expect(bad.status != 0 && bad.stderr.contains("--screen-size '390 by 844' is not WIDTHxHEIGHT"), "\(bad.stderr)")
    }

    @Test func transcriptTakesACaptureDirectly() throws {
        let input = fixture("appium-settings.xml")
        let r = try runEarshot(["transcript", input])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Background App Refresh, Switch Button, On"))
        #expect(!r.stdout.contains("scroll bar") && !r.stdout.contains("XCUIElementType"))
        let warnings = r.stderr.split(separator: "\n")
        #expect(warnings.count == 5 && warnings.allSatisfy { $0.hasPrefix("\(input):") }, "\(r.stderr)")
        // A screen file still goes to the screen loader, with its own errors.
        let dir = try Repository.temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.yaml")
        try Data("name: x\nelements:\n  - label: A\n    traits: [buton]\n".utf8).write(to: bad)
        let rejected = try runEarshot(["transcript", bad.path])
        #expect(rejected.status == 1 && rejected.stderr.contains("buton"), "\(rejected.stderr)")
    }

    @Test func badUsageExitsTwo() throws {
        let input = fixture("appium-alert.xml")
        let format = try runEarshot(["import", input, "--format", "xml"])
        #expect(format.status == 2 && format.stderr.contains("format"))
        let language = try runEarshot(["import", input, "--language", "english please"])
        #expect(language.status == 2 && language.stderr.contains("BCP 47"))
        // A tag the loader would refuse in the written file (longer than 35 characters) is
        // refused here too: one syntax for every language tag.
        let long = try runEarshot(["import", input, "--language", "en-US-" + Array(repeating: "abcdefgh", count: 4).joined(separator: "-")])
        #expect(long.status == 2 && long.stderr.contains("BCP 47") && long.stdout.isEmpty, "\(long.stderr)")
        let help = try runEarshot(["import", "--help"])
        #expect(help.status == 0 && help.stdout.contains("Example: earshot import"))
    }
}
