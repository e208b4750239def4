import Foundation
import Screens
import Simulator
import Testing

/// SwiftUI's structure and the iOS 17+ APIs, one row per rule (docs/simulation.md, "SwiftUI
/// structure", "Custom rotors", "Announcements", "VoiceOver on macOS").
@Suite("SwiftUI and iOS 17+ accessibility rules")
struct SwiftUIRuleTests {
    struct OrderCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var elements: String
        var expected: [String]
        var testDescription: String { rule }
    }

    static let orderCases: [OrderCase] = [
        OrderCase(rule: "sortPriority: higher first among siblings, whatever the frames",
                  elements: "[{id: a, label: A, frame: [0, 0, 10, 10]}, {id: b, label: B, frame: [0, 50, 10, 10], sortPriority: 2}, {id: c, label: C, frame: [0, 90, 10, 10], sortPriority: 1}]",
                  expected: ["b", "c", "a"]),
        OrderCase(rule: "sortPriority: frame order among equal priorities",
                  elements: "[{id: a, label: A, frame: [0, 90, 10, 10], sortPriority: 1}, {id: b, label: B, frame: [0, 0, 10, 10]}, {id: c, label: C, frame: [0, 50, 10, 10], sortPriority: 1}]",
                  expected: ["c", "a", "b"]),
        OrderCase(rule: "sortPriority: negative after the default 0",
                  elements: "[{id: a, label: A, frame: [0, 0, 10, 10], sortPriority: -1}, {id: b, label: B, frame: [0, 50, 10, 10]}]",
                  expected: ["b", "a"]),
        OrderCase(rule: "sortPriority orders within its container only: a contained group keeps its stops together",
                  elements: "[{id: top, label: Top, frame: [0, 0, 10, 10]}, {id: group, childBehavior: contain, frame: [0, 50, 100, 100], children: [{id: x, label: X, frame: [0, 50, 10, 10]}, {id: y, label: Y, frame: [0, 90, 10, 10], sortPriority: 5}]}]",
                  expected: ["top", "y", "x"]),
        OrderCase(rule: "sortPriority on a contained group moves the whole group",
                  elements: "[{id: top, label: Top, frame: [0, 0, 10, 10]}, {id: group, childBehavior: contain, sortPriority: 1, frame: [0, 50, 100, 100], children: [{id: x, label: X, frame: [0, 50, 10, 10]}, {id: y, label: Y, frame: [0, 90, 10, 10]}]}]",
                  expected: ["x", "y", "top"]),
        OrderCase(rule: "childBehavior contain keeps the children as separate stops, together",
                  elements: "[{id: g, childBehavior: contain, children: [{id: a, label: A, frame: [0, 0, 10, 10]}, {id: b, label: B, frame: [0, 100, 10, 10]}]}, {id: mid, label: M, frame: [0, 50, 10, 10]}]",
                  expected: ["a", "b", "mid"]),
        OrderCase(rule: "childBehavior combine makes one stop of its children",
                  elements: "[{id: card, childBehavior: combine, children: [{label: A}, {label: B}]}]",
                  expected: ["card"]),
        OrderCase(rule: "childBehavior ignore makes one stop and hides its children",
                  elements: "[{id: card, label: Card, childBehavior: ignore, children: [{label: A}, {label: B}]}]",
                  expected: ["card"]),
        OrderCase(rule: "a heading level alone makes a stop",
                  elements: "[{id: h, label: Title, headingLevel: 2}]",
                  expected: ["h"]),
    ]

    @Test(arguments: orderCases)
    func order(_ c: OrderCase) throws {
        #expect(try focusOrder(c.elements) == c.expected)
    }

    struct SayCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var elements: String
        var text: String
        var delayed: String = ""
        var platform: Platform = .ios
        var testDescription: String { rule }
    }

    static let sayCases: [SayCase] = [
        SayCase(rule: "combine joins the children's labels and values in focus order",
                elements: "[{childBehavior: combine, children: [{label: Total, frame: [0, 0, 50, 10]}, {label: Price, value: '$42', frame: [60, 0, 50, 10]}]}]",
                text: "Total, Price, $42"),
        SayCase(rule: "combine follows the children's sortPriority",
                elements: "[{childBehavior: combine, children: [{label: First, frame: [0, 0, 50, 10]}, {label: Second, frame: [0, 20, 50, 10], sortPriority: 1}]}]",
                text: "Second, First"),
        SayCase(rule: "combine skips hidden children",
                elements: "[{childBehavior: combine, children: [{label: Seen}, {label: Hidden, hidden: true}]}]",
                text: "Seen"),
        SayCase(rule: "combine: the element's own label replaces the children's",
                elements: "[{childBehavior: combine, label: Own, children: [{label: A}, {label: B}]}]",
                text: "Own"),
        SayCase(rule: "combine merges traits, without staticText",
                elements: "[{childBehavior: combine, children: [{label: Photo, traits: [image]}, {label: Name, traits: [staticText, header]}]}]",
                text: "Photo, Name, Heading, Image"),
        SayCase(rule: "combine: one button child gives the button trait",
                elements: "[{childBehavior: combine, children: [{label: Song}, {label: Play, traits: [button]}]}]",
                text: "Song, Play, Button"),
        SayCase(rule: "combine: several button children become named actions, their labels left out, Button kept (WWDC24 comment card)",
                elements: "[{childBehavior: combine, children: [{label: Song}, {label: Play, traits: [button]}, {label: Share, traits: [button]}]}]",
                text: "Song, Button", delayed: "Actions available"),
        SayCase(rule: "combine merges the children's custom content, a later entry with the same key replacing",
                elements: "[{childBehavior: combine, children: [{label: Rex, customContent: [{key: age, label: Age, value: one year, importance: high}]}, {label: Photo, customContent: [{key: age, label: Age, value: two years, importance: high}, {label: Owner, value: Ann}]}]}]",
                text: "Rex, Photo, two years", delayed: "More content available"),
        SayCase(rule: "combine nests: an inner combined child counts as one",
                elements: "[{childBehavior: combine, children: [{label: Outer}, {childBehavior: combine, children: [{label: In1}, {label: In2}]}]}]",
                text: "Outer, In1, In2"),
        SayCase(rule: "combine: the children's hints joined when it has none",
                elements: "[{childBehavior: combine, children: [{label: A, hint: Opens A.}, {label: B}]}]",
                text: "A, B", delayed: "Opens A."),
        SayCase(rule: "ignore: only the element's own properties",
                elements: "[{childBehavior: ignore, label: Card, children: [{label: Hidden text}]}]",
                text: "Card"),
        SayCase(rule: "headingLevel says its level and implies the heading trait",
                elements: "[{label: Dogs, headingLevel: 2}]", text: "Dogs, Heading level 2"),
        SayCase(rule: "inputLabels are never spoken",
                elements: "[{label: Send, traits: [button], inputLabels: [Send, Submit, Go]}]", text: "Send, Button"),
        SayCase(rule: "a keyed custom content entry replaces an earlier one with its key",
                elements: "[{label: Rex, customContent: [{key: age, label: Age, value: one, importance: high}, {key: age, label: Age, value: two, importance: high}]}]",
                text: "Rex, two"),
        SayCase(rule: "macOS: high-importance custom content is read label first",
                elements: "[{label: Bailey, value: beagle, customContent: [{label: Age, value: three years, importance: high}]}]",
                text: "Bailey, beagle, Age, three years", platform: .macos),
        SayCase(rule: "macOS: role words",
                elements: "[{label: Name, traits: [textEntry]}]", text: "Name, edit text", platform: .macos),
        SayCase(rule: "macOS: adjustable is a slider, without the iOS swipe hint",
                elements: "[{label: Volume, value: 50%, traits: [adjustable]}]", text: "Volume, 50%, slider", platform: .macos),
        SayCase(rule: "macOS: search field",
                elements: "[{label: Search, traits: [searchField]}]", text: "Search, search text field", platform: .macos),
        SayCase(rule: "macOS: heading with level",
                elements: "[{label: Dogs, headingLevel: 1}]", text: "Dogs, heading level 1", platform: .macos),
        SayCase(rule: "macOS: switch",
                elements: "[{label: Wi-Fi, value: '1', traits: [button, toggleButton]}]", text: "Wi-Fi, switch, on", platform: .macos),
        SayCase(rule: "macOS: a table cell says its own row and column words",
                elements: "[{containerType: dataTable, children: [{label: A, row: 1, column: 2}]}]",
                text: "A, row 1, column 2", platform: .macos),
        SayCase(rule: "macOS: list edges",
                elements: "[{containerType: list, children: [{label: A, frame: [0, 0, 10, 10]}, {label: B, frame: [0, 20, 10, 10]}]}]",
                text: "A, list", platform: .macos),
    ]

    @Test(arguments: sayCases)
    func say(_ c: SayCase) throws {
        let walk = try simulate(c.elements, settings: SimulationSettings(platform: c.platform))
        let first = try #require(walk.first)
        #expect(first.text == c.text)
        #expect(first.delayedText == c.delayed)
    }

    @Test func inputLabelsAndActivationPointAreCarriedNotSpoken() throws {
        let u = try simulate("[{id: send, label: Send, traits: [button], inputLabels: [Send, Submit], activationPoint: [10, 20]}]")
        #expect(u[0].inputLabels == ["Send", "Submit"])
        #expect(u[0].activationPoint == Point(x: 10, y: 20))
        #expect(!u[0].text.contains("Submit"))
    }

    @Test func speechRunsReachTheUtterancePartWithTheirAttributes() throws {
        let u = try simulate("""
            [{label: [{text: 'Code '}, {text: ABC, spellOut: true}], value: [{text: high, pitch: 1.5}], hint: [{text: bonjour, language: fr-FR}]}]
            """)
        let label = try #require(u[0].immediate.first { $0.role == .label })
        #expect(label.text == "Code ABC")
        #expect(label.speech?.map(\.spellOut) == [false, true])
        #expect(u[0].immediate.first { $0.role == .value }?.speech?.first?.pitch == 1.5)
        #expect(u[0].delayed.first { $0.role == .hint }?.speech?.first?.language == "fr-FR")
    }

    @Test func plainRunsStayPlainText() throws {
        let u = try simulate("[{label: [Hello, ' world']}]")
        #expect(u[0].text == "Hello world")
        #expect(u[0].immediate[0].speech == nil)
    }

    struct ContextCase: CustomTestStringConvertible, Sendable {
        var context: TextualContext
        var speaksPunctuation: Bool
        var testDescription: String { context.rawValue }
    }

    static let contextCases: [ContextCase] = TextualContext.allCases.map {
        ContextCase(context: $0, speaksPunctuation: $0 == .sourceCode || $0 == .console)
    }

    @Test(arguments: contextCases)
    func textualContext(_ c: ContextCase) throws {
        let u = try simulate("[{label: 'a.b();', textualContext: \(c.context.rawValue)}]")
        #expect((u[0].immediate[0].speech?.allSatisfy(\.punctuation) ?? false) == c.speaksPunctuation)
    }

    @Test func combinedChildrenInAnotherLanguageKeepTheirVoice() throws {
        let u = try simulate("[{childBehavior: combine, children: [{label: Menu}, {label: Croissant, language: fr-FR}]}]")
        let runs = try #require(u[0].immediate[0].speech)
        #expect(runs.map(\.text) == ["Menu", ", ", "Croissant"])
        #expect(runs.map(\.language) == [nil, nil, "fr-FR"])
    }
}
