import Foundation
import Screens
import Testing

/// Every key of the SwiftUI and iOS 17 screen format written by the importer's writer and read
/// back by the loader, in YAML and JSON: one row per key, the screen read equal to the screen
/// written (so `earshot import` and `set` steps lose nothing).
@Suite("Screen writer round trip, one row per key")
struct ScreenWriterRoundTripTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var key: String
        var screen: Screen
        /// What the written file must contain (the key really written, not defaulted away).
        var written: String
        var testDescription: String { key }
    }

    static func screen(_ elements: [Element], script: [ScriptStep]? = nil, platform: Platform = .ios,
                       customRotors: [CustomRotor] = []) -> Screen {
        Screen(name: "round trip", language: "en-US", elements: elements + [Element(id: "b", label: "B", traits: [.button])],
               script: script, platform: platform, customRotors: customRotors)
    }

    static func element(_ change: (inout Element) -> Void) -> Element {
        var element = Element(id: "a", label: "A", traits: [.button])
        change(&element)
        return element
    }

    static let labelRuns = [SpeechRun(text: "Call "), SpeechRun(text: "555 0100", spellOut: true)]
    static let valueRuns = [SpeechRun(text: "high", pitch: 1.5), SpeechRun(text: " Bonjour", language: "fr-FR")]
    static let hintRuns = [SpeechRun(text: "Tomato", ipa: "təˈmɑːtoʊ"), SpeechRun(text: " a;b", punctuation: true)]
    static let announceRuns = [SpeechRun(text: "Saved "), SpeechRun(text: "ABC", spellOut: true, queue: true)]

    static let rows: [Row] = [
        Row(key: "childBehavior", screen: screen([element {
            $0.childBehavior = .combine
            $0.children = [Element(label: "inner")]
        }]), written: "childBehavior"),
        Row(key: "sortPriority", screen: screen([element { $0.sortPriority = 2.5 }]), written: "sortPriority"),
        Row(key: "headingLevel", screen: screen([element { $0.headingLevel = 3 }]), written: "headingLevel"),
        Row(key: "inputLabels", screen: screen([element { $0.inputLabels = ["Send", "Submit: now"] }]), written: "inputLabels"),
        Row(key: "activationPoint", screen: screen([element { $0.activationPoint = Point(x: 10, y: 20.5) }]),
            written: "activationPoint"),
        Row(key: "textualContext", screen: screen([element { $0.textualContext = .sourceCode }]), written: "sourceCode"),
        Row(key: "customRotors on an element", screen: screen([element {
            $0.customRotors = [CustomRotor(name: "Favorites", items: ["b", "a"])]
        }]), written: "Favorites"),
        Row(key: "label as runs (spellOut)", screen: screen([element {
            $0.label = SpeechRun.plainText(labelRuns)
            $0.speech.label = labelRuns
        }]), written: "spellOut"),
        Row(key: "value as runs (pitch, language)", screen: screen([element {
            $0.value = SpeechRun.plainText(valueRuns)
            $0.speech.value = valueRuns
        }]), written: "pitch"),
        Row(key: "hint as runs (ipa, punctuation)", screen: screen([element {
            $0.hint = SpeechRun.plainText(hintRuns)
            $0.speech.hint = hintRuns
        }]), written: "ipa"),
        Row(key: "customContent key", screen: screen([element {
            $0.customContent = [CustomContent(label: "Age", value: "3 years", importance: .high, key: "age")]
        }]), written: "key"),
        Row(key: "platform", screen: screen([element { _ in }], platform: .macos), written: "macos"),
        Row(key: "customRotors on the screen", screen: screen([element { _ in }],
                                                              customRotors: [CustomRotor(name: "Links", items: ["a"])]),
            written: "Links"),
        Row(key: "announce with priority", screen: screen([element { _ in }], script: [
            .announce(Announcement(text: "Done", priority: .high)), .announce(Announcement(text: "Later", priority: .low)),
            .announce(Announcement(text: "Queued", queued: true)),
        ]), written: "priority"),
        Row(key: "announce as runs", screen: screen([element { _ in }], script: [
            .announce(Announcement(text: SpeechRun.plainText(announceRuns), runs: announceRuns, queued: true)),
        ]), written: "spellOut"),
        // Queued by a run alone: the same announcement once written and read back.
        Row(key: "announce queued by a run", screen: screen([element { _ in }], script: [
            .announce(Announcement(text: SpeechRun.plainText(announceRuns), runs: announceRuns)),
        ]), written: "queue"),
        Row(key: "set childBehavior", screen: screen([element { _ in }], script: [.set(ElementChange(id: "a", childBehavior: .ignore))]),
            written: "ignore"),
        Row(key: "set sortPriority", screen: screen([element { _ in }], script: [.set(ElementChange(id: "a", sortPriority: -1))]),
            written: "sortPriority"),
        Row(key: "set headingLevel", screen: screen([element { _ in }], script: [.set(ElementChange(id: "a", headingLevel: 6))]),
            written: "headingLevel"),
        Row(key: "set inputLabels", screen: screen([element { _ in }], script: [.set(ElementChange(id: "a", inputLabels: ["Go"]))]),
            written: "inputLabels"),
        Row(key: "set activationPoint", screen: screen([element { _ in }], script: [
            .set(ElementChange(id: "a", activationPoint: Point(x: 1, y: 2))),
        ]), written: "activationPoint"),
        Row(key: "set textualContext", screen: screen([element { _ in }], script: [
            .set(ElementChange(id: "a", textualContext: .console)),
        ]), written: "console"),
        Row(key: "set customRotors", screen: screen([element { _ in }], script: [
            .set(ElementChange(id: "a", customRotors: [CustomRotor(name: "Picks", items: ["b"])])),
        ]), written: "Picks"),
        Row(key: "set label as runs", screen: screen([element { _ in }], script: [
            .set(ElementChange(id: "a", label: SpeechRun.plainText(labelRuns), speech: SpeechAttributes(label: labelRuns))),
        ]), written: "spellOut"),
        Row(key: "set hint as plain text", screen: screen([element { _ in }], script: [.set(ElementChange(id: "a", hint: "Now plain"))]),
            written: "Now plain"),
    ]

    @Test(arguments: rows, ScreenFileWriter.Syntax.allCases)
    func writtenAndReadBackUnchanged(_ row: Row, _ syntax: ScreenFileWriter.Syntax) throws {
        let text = ScreenFileWriter.text(row.screen, as: syntax)
        #expect(text.contains(row.written), "\(text)")
        let read = try ScreenLoader.load(data: Data(text.utf8), path: "round-trip.\(syntax.rawValue)")
        #expect(read == row.screen, "\(text)")
    }

    /// A `set` of a label as runs speaks them; a later plain `set` drops them.
    @Test func aPlainSetDropsRunsSetBefore() {
        var element = Element(id: "a", label: "A")
        ElementChange(id: "a", label: "Call 555", speech: SpeechAttributes(label: Self.labelRuns)).apply(to: &element)
        #expect(element.label == "Call 555" && element.speech.label == Self.labelRuns)
        ElementChange(id: "a", label: "Plain").apply(to: &element)
        #expect(element.label == "Plain" && element.speech.label == nil)
        ElementChange(id: "a", headingLevel: 2, customRotors: [CustomRotor(name: "R", items: ["a"])]).apply(to: &element)
        #expect(element.headingLevel == 2 && element.has(.header) && element.customRotors.map(\.name) == ["R"])
    }
}
