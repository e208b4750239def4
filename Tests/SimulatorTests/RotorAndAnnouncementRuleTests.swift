import Foundation
import Screens
import Simulator
import Testing

/// Custom rotors, the Headings rotor by level, the macOS More Content menu and iOS 17's
/// announcement priorities, one row per rule.
@Suite("Custom rotors and announcement priorities")
struct RotorAndAnnouncementRuleTests {
    static let list = """
        [{id: title, label: Inbox, headingLevel: 1, frame: [0, 0, 100, 20]},
         {id: m1, label: Mail 1, frame: [0, 30, 100, 20]},
         {id: sec, label: Unread, headingLevel: 2, frame: [0, 60, 100, 20]},
         {id: m2, label: Mail 2, frame: [0, 90, 100, 20], customRotors: [{name: Attachments, items: [m3]}]},
         {id: sec2, label: Older, headingLevel: 2, frame: [0, 120, 100, 20]},
         {id: m3, label: Mail 3, frame: [0, 150, 100, 20]},
         {id: gone, label: Gone, hidden: true, frame: [0, 180, 100, 20]}]
        """
    static let screenRotor = "{name: Flagged, items: [m3, gone, m1]}"

    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var script: String
        /// "focus: text" of each utterance after the opening one.
        var expected: [String]
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "turning a custom rotor speaks its name; rotorNext visits its items in the rotor's order, skipping non-stops",
             script: "[{rotor: Flagged}, rotorNext, rotorNext, rotorNext]",
             expected: ["title: Flagged", "m3: Mail 3", "m1: Mail 1", "m1: [boundary]"]),
        Case(rule: "rotorPrevious goes back; the boundary sound at the start, no wrap",
             script: "[{rotor: Flagged}, rotorNext, rotorNext, rotorPrevious, rotorPrevious]",
             expected: ["title: Flagged", "m3: Mail 3", "m1: Mail 1", "m3: Mail 3", "m3: [boundary]"]),
        Case(rule: "rotorPrevious with focus on no item starts from the last",
             script: "[{rotor: Flagged}, rotorPrevious]",
             expected: ["title: Flagged", "m1: Mail 1"]),
        Case(rule: "an element's rotor is offered while focus is on it",
             script: "[next, next, next, {rotor: Attachments}, rotorNext]",
             expected: ["m1: Mail 1", "sec: Unread, Heading level 2", "m2: Mail 2", "m2: Attachments", "m3: Mail 3"]),
        Case(rule: "the Headings rotor visits every heading",
             script: "[{rotor: headings}, rotorNext, rotorNext, rotorNext]",
             expected: ["title: Headings", "sec: Unread, Heading level 2", "sec2: Older, Heading level 2", "sec2: [boundary]"]),
        Case(rule: "the Headings rotor with a level visits only that level",
             script: "[last, {rotor: {name: headings, level: 1}}, rotorPrevious, rotorPrevious]",
             expected: ["m3: Mail 3", "m3: Heading level 1", "title: Inbox, Heading level 1", "title: [boundary]"]),
    ]

    @Test(arguments: cases)
    func rotor(_ c: Case) throws {
        let yaml = "name: t\nlanguage: en-US\ncustomRotors: [\(Self.screenRotor)]\nelements: \(Self.list)\nscript: \(c.script)\n"
        let screen = try ScreenLoader.load(data: Data(yaml.utf8), path: "t.yaml")
        let u = try Simulator(screen: screen, profiles: voices).run()
        let lines = u.dropFirst().map { utterance in
            "\(utterance.focus ?? "-"): " + (utterance.text.isEmpty ? "[" + utterance.sounds.map(\.rawValue).joined(separator: ", ") + "]" : utterance.text)
        }
        #expect(lines == c.expected)
    }

    @Test func anElementsRotorIsNotOfferedElsewhere() throws {
        let yaml = "name: t\nelements: \(Self.list)\nscript: [{rotor: Attachments}]\n"
        let screen = try ScreenLoader.load(data: Data(yaml.utf8), path: "t.yaml")
        #expect(throws: SimulationError.self) { try Simulator(screen: screen, profiles: voices).run() }
    }

    @Test func anUnknownRotorNameIsALoadError() {
        let yaml = "name: t\nelements: [{id: a, label: A}]\nscript:\n  - rotor: Nowhere\n"
        #expect { try ScreenLoader.load(data: Data(yaml.utf8), path: "t.yaml") } throws: { error in
            "\(error)".contains("t.yaml:4:12: script[0].rotor: unknown rotor 'Nowhere'")
        }
    }

    @Test func aRotorItemThatIsNoElementIsALoadError() {
        let yaml = "name: t\nelements:\n  - {id: a, label: A, customRotors: [{name: R, items: [zz]}]}\n"
        #expect { try ScreenLoader.load(data: Data(yaml.utf8), path: "t.yaml") } throws: { error in
            "\(error)".contains("elements[0].customRotors[0].items[0]: rotor 'R' lists 'zz'")
        }
    }

    struct AnnounceCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var step: String
        /// Whether it is spoken at all, whether it interrupts, and the listening left on the stop before it.
        var spoken: Bool
        var interrupts: Bool = true
        var before: Listening = .immediately
        var testDescription: String { rule }
    }

    static let announceCases: [AnnounceCase] = [
        AnnounceCase(rule: "the string form is default priority: it interrupts after the phrase in progress",
                     step: "{announce: Saved}", spoken: true),
        AnnounceCase(rule: "high interrupts", step: "{announce: {text: Saved, priority: high}}", spoken: true),
        AnnounceCase(rule: "default interrupts", step: "{announce: {text: Saved, priority: default}}", spoken: true),
        AnnounceCase(rule: "low is dropped while speech is going on",
                     step: "{announce: {text: Saved, priority: low}}", spoken: false, before: .untilDone),
        AnnounceCase(rule: "queue: true waits for speech to finish",
                     step: "{announce: {text: Saved, queue: true}}", spoken: true, interrupts: false, before: .untilDone),
        AnnounceCase(rule: "queued, the older spelling, still waits",
                     step: "{announce: {text: Saved, queued: true}}", spoken: true, interrupts: false, before: .untilDone),
        AnnounceCase(rule: "a run with queue: true queues the announcement",
                     step: "{announce: [{text: Saved, queue: true}]}", spoken: true, interrupts: false, before: .untilDone),
    ]

    @Test(arguments: announceCases)
    func announce(_ c: AnnounceCase) throws {
        let u = try simulate("[{id: a, label: Alpha, hint: A hint.}]", script: "[\(c.step)]")
        let announcement = u.first { $0.cause == .step(.announce) }
        #expect((announcement != nil) == c.spoken)
        if let announcement {
            #expect(announcement.text == "Saved")
            #expect(announcement.interrupts == c.interrupts)
        }
        #expect(u[0].listening == c.before)
    }

    @Test func aLowAnnouncementAfterAWaitIsSpokenQueued() throws {
        let u = try simulate("[{id: a, label: Alpha}]", script: "[{wait: 2}, {announce: {text: Saved, priority: low}}]")
        #expect(u.count == 2 && u[1].text == "Saved" && !u[1].interrupts && u[1].priority == .low)
    }

    static let kennel = """
        [{id: bailey, label: Bailey, value: beagle, customContent: [
          {key: age, label: Age, value: three years, importance: high}, {label: Weight, value: 25 pounds},
          {label: Temperament, value: friendly}]}]
        """

    @Test func macOSOpensTheMoreContentMenuWithItsCountAndFirstItem() throws {
        let u = try simulate(Self.kennel, script: "[{rotor: moreContent}, rotorNext, rotorNext, rotorNext]",
                             settings: SimulationSettings(platform: .macos))
        #expect(u.dropFirst().map(\.text) == ["More Content menu, 3 items, Age, three years", "Weight, 25 pounds",
                                             "Temperament, friendly", "Age, three years"])
        #expect(u[4].sounds == [.wrapAround])
    }

    @Test func iOSReadsTheMoreContentRotorValueFirst() throws {
        let u = try simulate(Self.kennel, script: "[{rotor: moreContent}, rotorNext]")
        #expect(u.dropFirst().map(\.text) == ["More Content", "three years, Age"])
    }

    @Test func thePlatformKeyAndTheSettingAgreeAndTheSettingWins() throws {
        let yaml = "name: t\nplatform: macos\nelements: [{label: Name, traits: [textEntry]}]\n"
        let screen = try ScreenLoader.load(data: Data(yaml.utf8), path: "t.yaml")
        #expect(try Simulator(screen: screen, profiles: voices).run()[0].text == "Name, edit text")
        #expect(try Simulator(screen: screen, profiles: voices, settings: SimulationSettings(platform: .ios)).run()[0].text == "Name, Text Field")
    }
}
