import Foundation
import Screens
import Testing
import TestSupport

/// The DSL builds the same model as the screen file, key for key.
@Suite("Screen DSL: every key")
struct AllKeysTests {
    static let yamlURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AllKeys.yaml")

    static let swift = Screen("every-key", language: "en-US") {
        Element("Every key").id("header").value("all of them").hint("Used by the DSL tests.")
            .traits(.header, .staticText).frame(16, 48, 358, 40).language("en-GB")
            .headingLevel(2).sortPriority(1).inputLabels("Top", "Title").activationPoint(x: 20, y: 60)
            .textualContext(.narrative)
        Element {
            Element("A1").id("a1").cell(row: 1, column: 1).spans(rows: 2).frame(0, 100, 100, 40)
            Element("B2").id("b2").cell(row: 2, column: 2).spans(columns: 3).frame(x: 100, y: 140, width: 100, height: 40)
        }
        .id("table").containerType(.dataTable).shouldGroupAccessibilityChildren().order("b2", "a1")
        .headers(rows: ["a1"], columns: ["a1"])
        Element {
            Element("Day").traits(.button, .selected).frame(16, 200, 100, 32)
        }
        .id("period").segmentedControl().scrollView()
        Element("Drawing pad").id("pad").directTouch(options: .requiresActivation, .silentOnTouch)
        Element("Bailey") {
            Element("Photo").traits(.image)
        }
        .id("card").isAccessibilityElement()
        .actions("Adopt").actions("Share")
        .customContent("Age", "three years", importance: .high)
        .customContent("Weight", "25 pounds", key: "weight")
        .childBehavior(.combine)
        .customRotor("Photos", items: "pager")
        Element().id("flight")
            .label(.text("Flight "), SpeechRun(text: "UA", spellOut: true))
            .value(SpeechRun(text: "Boarding", pitch: 1.4), SpeechRun(text: " now", punctuation: true))
            .hint(SpeechRun(text: "bonjour", language: "fr-FR"), SpeechRun(text: "tomato", ipa: "təˈmeɪtoʊ"))
        Element("Volume").id("slider").value("50%").traits(.adjustable).steps("0%", "50%", "100%")
        Element("Photos").id("pager").pages(current: 1, count: 3).busy()
        Element("Gone").id("gone").hidden()
        Element("Muted").id("muted").elementsHidden()
        Element("Delete?").id("dialog").viewIsModal().alert()
    }
    .size(390, 844)
    .screenshot("AllKeys.png", scale: 2)
    .platform(.macos)
    .customRotor("Dogs", items: "card", "slider")
    .script(
        .next,
        .previous,
        .first,
        .last,
        .activate,
        .magicTap,
        .escape,
        .increment,
        .decrement,
        .rotor(.actions),
        .rotorNext,
        .rotorPrevious,
        .scroll(.down),
        .wait(1.5),
        .announce("Saved"),
        .announce("Done", priority: .high, queued: true),
        .rotor(.headings(level: 2)),
        .rotor(named: "Dogs"),
        .screenChanged("header"),
        .layoutChanged("card"),
        .set(ElementChange(id: "card", label: "Bailey the beagle", traits: [.button, .selected]))
    )

    @Test func theDSLBuildsWhatTheFileLoads() throws {
        let loaded = try ScreenLoader.load(contentsOf: Self.yamlURL)
        #expect(Self.swift.elements == loaded.elements)
        #expect(Self.swift.script == loaded.script)
        #expect(Self.swift == loaded)
    }

    @Test func modifiersReplaceOrAddAsDocumented() {
        let element = Element("x").traits(.button).addTraits(.selected, .button).customActions("A").actions("B")
        #expect(element.traits == [.button, .selected])
        #expect(element.customActions == ["A", "B"])
        #expect(Element("x").traits(.button).traits(.link).traits == [.link])
    }

    @Test func controlFlowWorksInsideBodies() {
        let names = ["Wi-Fi", "Bluetooth"]
        let showHelp = false
        let screen = Screen("flow") {
            for name in names { Element(name).traits(.button, .toggleButton).value("1") }
            if showHelp { Element("Help") } else { Element("No help") }
        }
        #expect(screen.elements.map(\.label) == ["Wi-Fi", "Bluetooth", "No help"])
    }
}

/// Every key the JSON Schema names (the screen file's contract) is used in AllKeys.yaml, so a key
/// added to the format without a DSL form fails here, naming it.
@Suite("Screen DSL: key coverage")
struct KeyCoverageTests {
    @Test func everySchemaKeyHasADSLForm() throws {
        let schemaURL = Repository.root.appendingPathComponent("schema/screen.schema.json")
        let schema = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        var keys = Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        for (_, definition) in schema["$defs"] as? [String: Any] ?? [:] {
            keys.formUnion(((definition as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let yaml = try String(contentsOf: AllKeysTests.yamlURL, encoding: .utf8)
        let used = Set(yaml.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        let missing = keys.subtracting(used).sorted()
        #expect(missing.isEmpty, "keys with no DSL form (add a modifier in Sources/Screens/DSL and a use in Tests/ScreenDSLTests/AllKeys.yaml and AllKeysTests): \(missing)")
        let steps = ScriptStep.bareSteps.map(\.name) + ScriptStep.keyedStepNames
        #expect(Set(steps).subtracting(used).isEmpty, "script steps missing from AllKeys.yaml")
    }
}
