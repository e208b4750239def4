import Simulator
import Testing

/// docs/voiceover.md sections 2 and 3: what one stop says at once, and after the hint delay.
/// Each case is a one-stop screen (or the stop named by `focus`) read on the default walk.
@Suite("Utterance composition rules")
struct CompositionRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var elements: String
        var text: String
        var delayed: String = ""
        var focus: String? = nil
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "label then value", elements: "[{label: Volume, value: 50%}]", text: "Volume, 50%"),
        Case(rule: "value alone", elements: "[{value: Only a value}]", text: "Only a value"),
        Case(rule: "Selected comes first", elements: "[{label: Home, traits: [button, selected]}]", text: "Selected, Home, Button"),
        Case(rule: "Dimmed before Button", elements: "[{label: Save, traits: [notEnabled, button]}]", text: "Save, Dimmed, Button"),
        Case(rule: "a back button labelled Back drops the label",
             elements: "[{label: Back, traits: [button, backButton]}]", text: "Back Button"),
        Case(rule: "a back button with another label keeps it",
             elements: "[{label: Settings, traits: [backButton]}]", text: "Settings, Back Button"),
        Case(rule: "a switch speaks its state instead of its value; no Button",
             elements: "[{label: Wi-Fi, value: '1', traits: [button, toggleButton, button]}]",
             text: "Wi-Fi, Switch Button, On", delayed: "Double tap to toggle setting."),
        Case(rule: "switch off", elements: "[{label: Wi-Fi, value: '0', traits: [button, toggleButton]}]",
             text: "Wi-Fi, Switch Button, Off", delayed: "Double tap to toggle setting."),
        Case(rule: "a switch without a value says no state", elements: "[{label: Wi-Fi, traits: [button, toggleButton]}]",
             text: "Wi-Fi, Switch Button", delayed: "Double tap to toggle setting."),
        Case(rule: "switch mixed", elements: "[{label: All, value: '2', traits: [button, toggleButton]}]",
             text: "All, Switch Button, Mixed", delayed: "Double tap to toggle setting."),
        Case(rule: "a dimmed switch has no system hint",
             elements: "[{label: Data, value: '1', traits: [button, toggleButton, notEnabled]}]", text: "Data, Dimmed, Switch Button, On"),
        Case(rule: "text field", elements: "[{label: Name, value: Anna, traits: [textEntry]}]",
             text: "Name, Anna, Text Field", delayed: "Double tap to edit."),
        Case(rule: "a text field being edited says so and has the misspelled-words hint, not the edit hint",
             elements: "[{label: Name, traits: [textEntry, isEditing]}]", text: "Name, Text Field, Is editing",
             delayed: "Use the rotor to access Misspelled Words"),
        Case(rule: "secure text field", elements: "[{label: Password, traits: [secureTextField]}]",
             text: "Password, Secure Text Field", delayed: "Double tap to edit."),
        Case(rule: "a secure text field says how many characters it holds, never them",
             elements: "[{label: Password, value: '•••', traits: [secureTextField]}]",
             text: "Password, 3 characters, Secure Text Field", delayed: "Double tap to edit."),
        Case(rule: "a secure text field holding one character",
             elements: "[{label: PIN, value: secret, traits: [secureTextField]}, {id: code, label: Code, value: '•', traits: [secureTextField]}]",
             text: "Code, 1 character, Secure Text Field", delayed: "Double tap to edit.", focus: "code"),
        Case(rule: "heading", elements: "[{label: News, traits: [header]}]", text: "News, Heading"),
        Case(rule: "link", elements: "[{label: Terms, traits: [link]}]", text: "Terms, Link"),
        Case(rule: "adjustable", elements: "[{label: Speed, value: '3', traits: [adjustable]}]",
             text: "Speed, 3, Adjustable", delayed: "Swipe up or down with one finger to adjust the value."),
        Case(rule: "image", elements: "[{label: Cat, traits: [image]}]", text: "Cat, Image"),
        Case(rule: "search field: the edit hint comes with text entry", elements: "[{label: Search, traits: [searchField, textEntry]}]",
             text: "Search, Text Field, Search Field", delayed: "Double tap to edit."),
        Case(rule: "a keyboard key is not a Button", elements: "[{label: Q, traits: [keyboardKey, button]}]", text: "Q"),
        Case(rule: "traits with no words",
             elements: "[{label: X, traits: [staticText, playsSound, summaryElement, updatesFrequently, startsMediaSession, causesPageTurn, allowsDirectInteraction, tabBar]}]",
             text: "X"),
        Case(rule: "trait words in the fixed order, whatever the file's order",
             elements: "[{label: L, traits: [searchField, image, adjustable, link, header, button, notEnabled, selected]}]",
             text: "Selected, L, Dimmed, Button, Heading, Link, Adjustable, Image, Search Field"),
        Case(rule: "a tab: Tab and its position, no Button",
             elements: "[{traits: [tabBar], children: [{label: A, traits: [button]}, {id: b, label: B, traits: [button, selected]}, {label: C, traits: [button]}]}]",
             text: "Selected, B, Tab, 2 of 3", focus: "b"),
        Case(rule: "the model's tab example",
             elements: "[{traits: [tabBar], children: [{id: rec, label: Recommended, traits: [selected]}, {label: Film}, {label: TV}, {label: Games}, {label: Sports}]}]",
             text: "Selected, Recommended, Tab, 1 of 5", focus: "rec"),
        Case(rule: "label and value empty: the hint is promoted",
             elements: "[{hint: Opens settings, traits: [button]}]", text: "Opens settings, Button"),
        Case(rule: "a hint comes after the delay; a plain button has no system hint",
             elements: "[{label: Play, hint: Plays the video., traits: [button]}]", text: "Play, Button", delayed: "Plays the video."),
        Case(rule: "high-importance custom content is spoken; default waits behind More content available",
             elements: "[{label: Bailey, value: beagle, customContent: [{label: Age, value: three years, importance: high}, {label: Weight, value: 25 pounds}]}]",
             text: "Bailey, beagle, three years", delayed: "More content available"),
        Case(rule: "high-importance entries in order, after the value, before trait words",
             elements: "[{label: A, value: B, traits: [button], customContent: [{label: x, value: one, importance: high}, {label: y, value: two, importance: high}]}]",
             text: "A, B, one, two, Button"),
        Case(rule: "custom actions: Actions available",
             elements: "[{label: Video, customActions: [Like, More]}]", text: "Video", delayed: "Actions available"),
        Case(rule: "delayed order: more content, actions, own hint, system hint",
             elements: "[{label: S, value: '5', traits: [adjustable], hint: Own hint., customActions: [Reset], customContent: [{label: a, value: b}]}]",
             text: "S, 5, Adjustable",
             delayed: "More content available, Actions available, Own hint. Swipe up or down with one finger to adjust the value."),
        Case(rule: "List start on the first stop of a list",
             elements: "[{containerType: list, children: [{id: a, label: A}, {label: B}, {label: C}]}]", text: "A, List start", focus: "a"),
        Case(rule: "List end on the last stop of a list",
             elements: "[{containerType: list, children: [{label: A}, {label: B}, {id: c, label: C}]}]", text: "C, List end", focus: "c"),
        Case(rule: "nothing in the middle of a list",
             elements: "[{containerType: list, children: [{label: A}, {id: b, label: B}, {label: C}]}]", text: "B", focus: "b"),
        Case(rule: "Landmark on the first stop of a landmark",
             elements: "[{containerType: landmark, children: [{id: a, label: A}, {label: B}]}]", text: "A, Landmark", focus: "a"),
        Case(rule: "End on the last stop of a landmark",
             elements: "[{containerType: landmark, children: [{label: A}, {id: b, label: B}]}]", text: "B, End", focus: "b"),
        Case(rule: "a table cell: its column header first, its column from frames, no Row after the row's first cell",
             elements: table, text: "Age, 30, Column 2", focus: "age"),
        Case(rule: "the first cell of a row says its row, not the column header just above it",
             elements: table, text: "Bob, Row 2, Column 1", focus: "bob"),
        Case(rule: "a header cell does not repeat itself",
             elements: table, text: "Name, Row 1, Column 1, Heading", focus: "nameHeader"),
        Case(rule: "explicit row and column win over frames",
             elements: "[{containerType: dataTable, children: [{id: x, label: X, row: 4, column: 2, frame: [0, 0, 10, 10]}]}]",
             text: "X, Row 4, Column 2", focus: "x"),
    ]

    /// Name | Age header row; Bob | 30 below.
    static let table = """
        [{containerType: dataTable, children: [
          {id: nameHeader, label: Name, traits: [header], frame: [0, 0, 100, 20]},
          {label: Age, traits: [header], frame: [100, 0, 100, 20]},
          {id: bob, label: Bob, frame: [0, 30, 100, 20]},
          {id: age, label: '30', frame: [100, 30, 100, 20]}]}]
        """

    @Test(arguments: cases)
    func compose(_ c: Case) throws {
        let walk = try simulate(c.elements)
        let utterance = try #require(c.focus.map { id in walk.first { $0.focus == id } } ?? walk.first)
        #expect(utterance.text == c.text)
        #expect(utterance.delayedText == c.delayed)
    }

    @Test func partsAreTypedInOrder() throws {
        let walk = try simulate("""
            [{traits: [tabBar], children: [{label: Home, value: '2 new', hint: Goes home., traits: [selected], customContent: [{label: k, value: v, importance: high}, {label: d, value: e}], customActions: [Share]}]},
             {containerType: list, children: [{label: Only}]}]
            """)
        #expect(walk[0].immediate.map(\.role) == [.selected, .label, .value, .customContent, .traits, .position])
        #expect(walk[0].delayed.map(\.role) == [.moreContent, .actions, .hint])
        // A list of one stop says only its start (docs/voiceover.md section 9).
        #expect(walk[1].immediate.map(\.role) == [.event, .label, .containerEdge])
        #expect(walk[1].text == "Only, List start")
    }

    @Test func speakHintsOffDropsHintsButNotMoreContent() throws {
        let elements = "[{label: S, value: '5', traits: [adjustable], hint: Own., customContent: [{label: a, value: b}]}]"
        let walk = try simulate(elements, settings: SimulationSettings(speakHints: false))
        #expect(walk[0].delayedText == "More content available")
    }

    @Test func moreContentAndActionsAsSounds() throws {
        let elements = "[{label: V, customActions: [Like], customContent: [{label: a, value: b}]}]"
        let walk = try simulate(elements, settings: SimulationSettings(moreContent: .sound, actions: .sound))
        #expect(walk[0].delayedText == "")
        #expect(walk[0].sounds == [.moreContent, .actions])
        #expect(walk[0].delayed.map(\.role) == [.moreContent, .actions])
    }

    @Test func pitchModeShiftsTheDescriptionInsteadOfWords() throws {
        let elements = "[{label: V, value: W, customActions: [Like]}, {label: Plain}]"
        let walk = try simulate(elements, settings: SimulationSettings(actions: .pitch))
        #expect(walk[0].delayedText == "")
        #expect(walk[0].immediate.allSatisfy { $0.pitchShifted })
        #expect(walk[0].text == "V, W")
        #expect(!walk[1].immediate.contains { $0.pitchShifted })
    }

    @Test func noneAddsNothing() throws {
        let walk = try simulate("[{label: V, customActions: [Like], customContent: [{label: a, value: b}]}]",
                                settings: SimulationSettings(moreContent: .none, actions: .none))
        #expect(walk[0].delayed.isEmpty)
        #expect(!walk[0].immediate.contains { $0.pitchShifted })
    }

    @Test func vocabularyComesFromTheElementsLanguage() throws {
        let walk = try simulate("""
            [{id: en, label: Play, traits: [button]},
             {id: zh, label: 播放, language: zh-CN, traits: [button]},
             {id: box, language: pt-BR, children: [{id: pt, label: Tocar, traits: [button]}]},
             {id: fr, label: Jouer, language: fr-FR, traits: [button]},
             {id: tlh, label: Qapla, language: tlh, traits: [button]}]
            """)
        let byID = Dictionary(uniqueKeysWithValues: walk.map { ($0.focus!, $0) })
        #expect(byID["en"]?.text == "Play, Button")
        #expect(byID["zh"]?.text == "播放, 按钮")
        #expect(byID["zh"]?.immediate.filter { $0.sound == nil }.map(\.language) == ["zh-CN", "zh-CN"])
        #expect(byID["pt"]?.text == "Tocar, Botão")
        #expect(byID["pt"]?.immediate.last?.language == "pt-BR")
        #expect(byID["fr"]?.text == "Jouer, Bouton")
        // No Klingon profile: the label keeps its language, VoiceOver's words are the screen's.
        #expect(byID["tlh"]?.text == "Qapla, Button")
        #expect(byID["tlh"]?.immediate.filter { $0.sound == nil }.map(\.language) == ["tlh", "en-US"])
    }

    /// Every built-in profile has the misspelled-words hint (docs/voiceover.md section 9): said for a
    /// text field being edited in every language, not only en, de and ru.
    @Test func everyProfileHasTheMisspelledWordsHint() throws {
        for language in voices.languages {
            let walk = try simulate("[{label: L, traits: [textEntry, isEditing]}]", language: language)
            #expect(walk[0].delayed.count == 1 && !walk[0].delayedText.isEmpty, "\(language)")
            #expect(walk[0].delayed.first?.role == .systemHint, "\(language)")
        }
    }

    @Test func everyLanguageProfileNamesEveryWord() throws {
        for language in ["zh-CN", "pt-BR", "vi-VN", "ru-RU"] {
            let walk = try simulate("[{label: L, value: '1', traits: [button, toggleButton, selected]}]", language: language)
            #expect(!walk[0].text.contains("Switch Button"), "\(language): \(walk[0].text)")
            #expect(walk[0].text.split(separator: ",").count == 4, "\(language): \(walk[0].text)")
        }
    }
}
