import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// AccessibilitySnapshot's hierarchy JSON, as its own model's encoder writes it (the fixtures'
/// provenance is in Fidelity/accessibilitysnapshot.md), read through the real Simulator.
@Suite("AccessibilitySnapshot hierarchy JSON")
struct AccessibilitySnapshotTests {
    static func imported(_ name: String) throws -> ImportedScreen {
        try FidelityTests.load("accessibilitysnapshot-\(name).json")
    }

    static func utterances(_ screen: Screen) throws -> [Utterance] {
        try Simulator(screen: screen, profiles: Repository.voiceStore()).run()
    }

    @Test func isRecognizedByContent() throws {
        let data = try Data(contentsOf: FidelityTests.directory.appendingPathComponent("accessibilitysnapshot-pet-profile.json"))
        #expect(CaptureFormat.detect(data) == .accessibilitySnapshot)
        #expect(CaptureFormat.captures.contains(.accessibilitySnapshot) && !CaptureFormat.captures.contains(.screenFile))
        #expect(try Self.imported("pet-profile").format == .accessibilitySnapshot)
    }

    /// Hints (without the system hint the parser appends), custom content, custom actions, the
    /// list, the semantic group and the tab bar, as VoiceOver speaks them.
    @Test func transcribesWithHintsCustomContentAndContainers() throws {
        let utterances = try Self.utterances(Self.imported("pet-profile").screen)
        #expect(utterances.map(\.text) == [
            "Profile, Heading",
            // The important custom content entry's value is spoken with the description.
            "Biscuit, Beagle, Image",
            // The switch is the list's first stop; its hint is the app's alone.
            "Walk reminders, Switch Button, On, List start",
            "Daily walks, 2, Adjustable",
            "Vet, Dr. Ortega, Button",
            "Notes, Text Field, List end",
            // Entering the labelled semantic group says its label first (docs/voiceover.md section 10).
            "Adoption fee, Fee, $120",
            "Adopt, Dimmed, Button",
            "Selected, Pets, Tab, 1 of 3",
            "Search, Tab, 2 of 3",
            "Account, Tab, 3 of 3",
        ])
        let after = utterances.map(\.delayedText)
        // Custom content of default importance and custom actions are announced before the hint.
        #expect(after[1] == "More content available, Actions available, Shows the photo full screen.")
        // The app's hint, then VoiceOver's own for a switch: once, not twice.
        #expect(after[2] == "Reminds you twice a day. Double tap to toggle setting.")
        #expect(after[4] == "Actions available, Opens the vet's details.")
    }

    @Test func carriesWhatNoOtherCaptureDoes() throws {
        let screen = try Self.imported("pet-profile").screen
        let all = Stops.all(screen.elements)
        let photo = try #require(all.first { $0.id == "biscuit" })
        #expect(photo.customContent.map(\.label) == ["Breed", "Age", "Weight"])
        #expect(photo.customContent.first?.importance == .high)
        #expect(photo.customActions == ["Share", "Save to Photos"])
        #expect(all.first { $0.id == "vet" }?.inputLabels == ["Vet", "Doctor"])
        #expect(all.contains { $0.containerType == .list })
        #expect(all.contains { $0.containerType == .semanticGroup && $0.label == "Adoption fee" })
        #expect(all.contains { $0.has(.tabBar) && $0.children.count == 3 })
    }

    /// A landmark holding a data table, an element in another language, a rotor whose results
    /// name elements by their descriptions, a back button, a secure field, a link.
    @Test func landmarksTablesRotorsAndLanguages() throws {
        let imported = try Self.imported("bill-split")
        let lines = try Self.utterances(imported.screen).map(\.text)
        #expect(lines.first == "Back Button")
        // A row's first cell says no column header (docs/voiceover.md section 9, data tables);
        // a secure field says its length, never its characters.
        #expect(lines.contains("Lena, Row 2, Column 1"))
        #expect(lines.contains { $0.hasPrefix("Name, Row 1, Column 1, Heading, Landmark") })
        #expect(lines.contains("Card PIN, 4 characters, Secure Text Field"))
        #expect(lines.last == "How splitting works, Link")
        let all = Stops.all(imported.screen.elements)
        #expect(all.first { $0.label == "Buon appetito!" }?.language == "it-IT")
        #expect(all.first { $0.id == "dinner-at-roma" }?.customRotors == [CustomRotor(name: "Unpaid", items: ["lena", "18-50"])])
        #expect(!imported.warnings.contains { $0.message.contains("rotor") })
    }

    @Test func badHierarchiesFailWithOneLine() throws {
        for (text, expected) in [
            (#"[{"element": {"traversalIndex": 0}}]"#, "without its \"_0\" fields"),
            (#"[{"container": {"_0": {"frame": [[0, 0], [1, 1]]}, "children": []}, "traversalIndex": 1}]"#, "without a type"),
            (#"[{"other": 1, "traversalIndex": 0}]"#, "neither \"element\" nor \"container\""),
            (#"[{"element": {"_0": {}, "traversalIndex": 0}]"#, "not valid JSON"),
        ] {
            #expect(throws: ImportError.self) { try ScreenSource.load(data: Data(text.utf8), path: "bad.json") }
            do {
                _ = try ScreenSource.load(data: Data(text.utf8), path: "bad.json")
            } catch let error as ImportError {
                #expect(error.description.hasPrefix("bad.json") && error.description.contains(expected), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
