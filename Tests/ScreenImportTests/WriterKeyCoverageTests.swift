import Foundation
import Screens
import Testing

/// Ties the importer's writer to the screen format's key tables (``ScreenFormat``): a screen that
/// uses every key the format defines is written, every mapping of the written file holds exactly
/// the keys its table lists, and the file reads back as the same screen. A key added to a table
/// but not to the writer (or to the model but not to the table) fails here, not in a user's file.
@Suite("The writer writes every key of the screen format")
struct WriterKeyCoverageTests {
    static let runs = [
        SpeechRun(text: "Call ", spellOut: true, punctuation: true, pitch: 1.5, language: "fr-FR", ipa: "kɔl", queue: true),
        SpeechRun(text: "555"),
    ]
    static let content = [CustomContent(label: "Size", value: "2 MB", importance: .high, key: "size")]
    static let rotors = [CustomRotor(name: "Picks", items: ["slider"])]

    /// Every element key set to something other than its default.
    static let fullElement: Element = {
        var element = Element(id: "slider", label: "Volume", traits: [.adjustable], frame: Frame(x: 0, y: 40, width: 390, height: 44))
        element.value = "5"
        element.hint = "Adjusts"
        element.speech.label = [SpeechRun(text: "Volume", pitch: 1.2)]
        element.language = "en-GB"
        element.isAccessibilityElement = true
        element.children = [Element(id: "cell", label: "Cell", traits: [.staticText]), Element(id: "knob", label: "Knob")]
        element.order = ["cell", "knob"]
        element.elementsHidden = true
        element.hidden = true
        element.viewIsModal = true
        element.shouldGroupAccessibilityChildren = true
        element.containerType = .dataTable
        element.customActions = ["Mute"]
        element.customContent = content
        element.steps = ["4", "5", "6"]
        element.pages = Pages(current: 1, count: 3)
        element.busy = true
        element.alert = true
        element.row = 1
        element.column = 2
        element.rowSpan = 2
        element.columnSpan = 3
        element.rowHeaders = ["slider"]
        element.columnHeaders = ["slider"]
        element.segmentedControl = true
        element.scrollView = true
        element.directTouchOptions = [.requiresActivation]
        element.childBehavior = .contain
        element.sortPriority = 2
        element.headingLevel = 2
        element.inputLabels = ["Volume", "Loudness"]
        element.activationPoint = Point(x: 10, y: 60)
        element.textualContext = .sourceCode
        element.customRotors = rotors
        return element
    }()

    /// Every key a `set` step takes.
    static let fullChange = ElementChange(
        id: "slider", label: "Loud", value: "6", hint: "Louder", traits: [.adjustable], hidden: false, elementsHidden: false,
        viewIsModal: false, busy: false, customActions: ["Unmute"], customContent: content,
        frame: Frame(x: 0, y: 0, width: 10, height: 10), pages: Pages(current: 2, count: 3), alert: false,
        speech: SpeechAttributes(hint: [SpeechRun(text: "Louder", spellOut: true)]), childBehavior: .ignore,
        sortPriority: 1, headingLevel: 3, inputLabels: ["Loud"], activationPoint: Point(x: 1, y: 2),
        textualContext: .console, customRotors: rotors)

    static let fullScreen = withScreenshot(Screen(
        name: "every key", language: "en-US", size: [390, 844], elements: [fullElement],
        script: ScriptStep.bareSteps + [
            .rotor(.custom("Picks")), .rotor(.headings(level: 2)), .scroll(.down), .wait(0.5),
            .announce(Announcement(text: "Saved", priority: .high, queued: true)),
            .announce(Announcement(text: SpeechRun.plainText(runs), runs: runs)),
            .screenChanged("slider"), .layoutChanged("slider"), .layoutChangedAnnouncement("Moved"), .set(fullChange),
        ],
        platform: .macos, customRotors: rotors))

    static func withScreenshot(_ screen: Screen) -> Screen {
        var screen = screen
        screen.screenshot = Screenshot(path: "shots/every key.png", scale: 3)
        return screen
    }

    /// The keys of every mapping of the written file, by the table that should list them.
    struct WrittenKeys {
        var byTable: [String: Set<String>] = [:]
        var steps: Set<String> = []

        mutating func add(_ table: String, _ map: [String: Any]) { byTable[table, default: []].formUnion(map.keys) }

        mutating func runs(_ value: Any?) {
            for case let run as [String: Any] in value as? [Any] ?? [] { add("speechRun", run) }
        }

        mutating func element(_ element: [String: Any], table: String) {
            add(table, element)
            for key in ["label", "value", "hint"] { runs(element[key]) }
            for case let entry as [String: Any] in element["customContent"] as? [Any] ?? [] { add("customContent", entry) }
            for case let rotor as [String: Any] in element["customRotors"] as? [Any] ?? [] { add("customRotor", rotor) }
            if let pages = element["pages"] as? [String: Any] { add("pages", pages) }
            for case let child as [String: Any] in element["children"] as? [Any] ?? [] { self.element(child, table: table) }
        }

        init(_ document: [String: Any]) {
            add("screen", document)
            for case let rotor as [String: Any] in document["customRotors"] as? [Any] ?? [] { add("customRotor", rotor) }
            if let screenshot = document["screenshot"] as? [String: Any] { add("screenshot", screenshot) }
            for case let element as [String: Any] in document["elements"] as? [Any] ?? [] { self.element(element, table: "element") }
            for step in document["script"] as? [Any] ?? [] {
                if let name = step as? String { steps.insert(name); continue }
                guard let map = step as? [String: Any], let (name, value) = map.first else { continue }
                steps.insert(name + ":")
                guard let fields = value as? [String: Any] else { runs(value); continue }
                switch name {
                case "rotor": add("rotorChoice", fields)
                case "announce": add("announce", fields); runs(fields["text"])
                case "layoutChanged": add("layoutChanged", fields)
                case "set": self.element(fields, table: "set")
                default: break
                }
            }
        }
    }

    @Test func everyKeyOfEveryTableIsWrittenAndReadBack() throws {
        let json = ScreenFileWriter.text(Self.fullScreen, as: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let written = WrittenKeys(document)
        let tables: [String: [String]] = [
            "screen": ScreenFormat.screenKeys, "element": ScreenFormat.elementKeys, "set": ScreenFormat.setKeys,
            "customContent": ScreenFormat.customContentKeys, "pages": ScreenFormat.pagesKeys,
            "speechRun": ScreenFormat.speechRunKeys, "customRotor": ScreenFormat.customRotorKeys,
            "rotorChoice": ScreenFormat.rotorChoiceKeys, "screenshot": ScreenFormat.screenshotKeys, "layoutChanged": ScreenFormat.layoutChangedKeys,
            // `queued` is read as another spelling of `queue`; the writer writes `queue`.
            "announce": ScreenFormat.announceKeys.filter { $0 != "queued" },
        ]
        for (table, keys) in tables {
            #expect(written.byTable[table] == Set(keys), "\(table): the format lists \(keys.sorted()), the writer wrote \((written.byTable[table] ?? []).sorted())")
        }
        #expect(written.steps == Set(ScreenFormat.bareSteps + ScreenFormat.keyedSteps.map { $0 + ":" }),
                "steps written: \(written.steps.sorted())")
        for syntax in ScreenFileWriter.Syntax.allCases {
            let text = ScreenFileWriter.text(Self.fullScreen, as: syntax)
            let read = try ScreenLoader.load(data: Data(text.utf8), path: "every-key.\(syntax.rawValue)")
            #expect(read == Self.fullScreen, "\(syntax): \(text)")
        }
    }
}
