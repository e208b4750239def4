import Renderer
import Screens
import Simulator
import Synthesizer
import Testing

/// The timing arithmetic alone, with made-up phrase lengths: fast, and exact to the sample.
@Suite("Timeline layout")
struct TimelineLayoutTests {
    // 1 "second" = 1000 samples keeps the numbers readable.
    let parameters = LayoutParameters(sampleRate: 1000, betweenParts: 100, hintDelay: 1000, gestureGap: 250,
                                      loadingInterval: 1000, failedPhraseSilence: 300)
    let voice = SpeechSettings(voice: "en-us")

    /// A part whose phrases have the lengths given (each phrase's text is its length).
    func speech(_ role: PartRole, _ lengths: [Int], pause: Int = 50) -> PlannedPart {
        var pieces: [PlannedPart.Piece] = []
        for (i, length) in lengths.enumerated() {
            if i > 0 { pieces.append(.pause(pause)) }
            pieces.append(.phrase(String(length)))
        }
        return PlannedPart(source: PartPosition(0), role: role, text: role.rawValue, spoken: role.rawValue,
                           content: .speech(pieces, voice))
    }

    func plan(_ immediate: [PlannedPart], _ delayed: [PlannedPart] = [], index: Int = 1,
              listening: Listening = .untilDone, busy: Bool = false, priority: Announcement.Priority? = nil) -> PlannedUtterance {
        var utterance = Utterance(focus: "x", cause: .step(.next), immediate: [], listening: listening, busy: busy)
        utterance.priority = priority
        return PlannedUtterance(index: UtteranceNumber(index), utterance: utterance, immediate: immediate, delayed: delayed)
    }

    /// Places `plans` in order; records which phrases were asked for.
    func place(_ plans: [PlannedUtterance], interrupts: [Bool]? = nil, failing: Set<String> = [])
        throws -> (placed: [PlacedUtterance], asked: [String]) {
        var layout = TimelineLayout(parameters: parameters)
        var asked: [String] = []
        var placed: [PlacedUtterance] = []
        for (i, plan) in plans.enumerated() {
            let next: Bool? = i + 1 < plans.count ? (interrupts?[i + 1] ?? true) : nil
            let priority = i + 1 < plans.count ? plans[i + 1].utterance.priority : nil
            var plan = plan
            plan.interruption = Interruption(nextInterrupts: next, nextPriority: priority, listening: plan.utterance.listening,
                                             highPriority: plan.utterance.priority == .high)
            placed.append(layout.place(plan, phraseLength: { id in
                let words = plan.phrase(id)?.words ?? "0"
                asked.append(words)
                return failing.contains(words) ? .failed("boom") : .samples(Int(words) ?? 0)
            }, earconLength: { $0 == .loading ? 40 : 200 }))
        }
        return (placed, asked)
    }

    @Test func partsFollowEachOtherWithPausesBetween() throws {
        let (placed, _) = try place([plan([speech(.label, [500, 300]), speech(.traits, [200])])])
        let speech = placed[0].events.filter { $0.kind == .speech }
        // label: 500 + 50 pause + 300; then 100 between parts; traits 200.
        #expect(speech.map(\.start) == [0, 950])
        #expect(speech.map(\.end) == [850, 1150])
        #expect(placed[0].events.contains { $0.kind == .silence && $0.role == .silence(.pause) && $0.start == 850 && $0.end == 950 })
        #expect(placed[0].sources.map(\.start) == [0, 550, 950])
        #expect(placed[0].end == 1150)
    }

    @Test func delayedPartStartsTheHintDelayAfterTheImmediatePart() throws {
        let (placed, _) = try place([plan([speech(.label, [400])], [speech(.hint, [600])]),
                                     plan([speech(.label, [100])], index: 2)])
        let first = placed[0]
        let hint = try #require(first.events.first { $0.role == .part(.hint) })
        #expect(hint.start == 400 + 1000 && hint.end == 2000 && hint.status == .played)
        let delay = try #require(first.events.first { $0.role == .silence(.hintDelay) })
        #expect(delay.start == 400 && delay.end == 1400)
        // Each event says which part of its utterance it belongs to; the wait belongs to neither.
        #expect(hint.section == .delayed && delay.section == .delayed)
        #expect(first.events.first { $0.role == .part(.label) }?.section == .immediate)
        #expect(first.events.first { $0.role == .silence(.wait) }?.section == nil)
        // Until done: the next step comes after the hint and the gesture gap.
        #expect(first.end == 2000 + 250)
        #expect(placed[1].start == 2250)
    }

    @Test func aGestureBeforeTheHintCancelsItWithoutSynthesizingIt() throws {
        let (placed, asked) = try place([plan([speech(.label, [400])], [speech(.hint, [600])], listening: .immediately),
                                         plan([speech(.label, [100])], index: 2)])
        let hint = try #require(placed[0].events.first { $0.role == .part(.hint) })
        #expect(hint.status == .notHeard && hint.start == 650 && hint.end == 650)
        #expect(!asked.contains("600"))
        #expect(placed[0].end == 650)
        #expect(placed[0].events.first { $0.role == .silence(.hintDelay) }?.status == .cut)
    }

    @Test func aGestureDuringTheHintCutsItAtThatSample() throws {
        let (placed, _) = try place([plan([speech(.label, [400])], [speech(.hint, [600]), speech(.systemHint, [500])],
                                          listening: .seconds(1.5)),
                                     plan([speech(.label, [100])], index: 2)])
        let hint = try #require(placed[0].events.first { $0.role == .part(.hint) })
        #expect(hint.start == 1400 && hint.end == 1900 && hint.status == .cut)
        let system = try #require(placed[0].events.first { $0.role == .part(.systemHint) })
        #expect(system.status == .notHeard)
        // The mixed audio stops at the cut too.
        #expect(placed[0].sources.map { $0.start + $0.length }.max() == 1900)
        #expect(placed[0].end == 1900 && placed[1].start == 1900)
        #expect(placed[0].audibleEnd == 1900)
    }

    @Test func aQueuedAnnouncementWaitsForTheHint() throws {
        let (placed, _) = try place([plan([speech(.label, [400])], [speech(.hint, [600])], listening: .immediately),
                                     plan([speech(.announcement, [300])], index: 2)],
                                    interrupts: [true, false])
        #expect(placed[0].events.first { $0.role == .part(.hint) }?.status == .played)
        #expect(placed[1].start == 2000)
    }

    @Test func anInterruptingAnnouncementCutsTheHint() throws {
        let (placed, _) = try place([plan([speech(.label, [400])], [speech(.hint, [600])], listening: .seconds(1.2)),
                                     plan([speech(.announcement, [300])], index: 2)],
                                    interrupts: [true, true])
        #expect(placed[0].events.first { $0.role == .part(.hint) }?.end == 1600)
        #expect(placed[1].start == 1600)
    }

    /// One row per rule of docs/simulation.md, "Announcements": what follows a stop (label 400,
    /// value 300, then after the hint delay a hint 600), and where the next utterance starts.
    struct PriorityRow: CustomTestStringConvertible, Sendable {
        var rule: String
        var listening: Listening
        /// nil: the next step is a gesture.
        var next: Announcement.Priority?
        var nextInterrupts = true
        /// The stop's own priority (an announcement itself).
        var own: Announcement.Priority? = nil
        /// label, value, hint: status and end sample.
        var fates: [String]
        var nextStart: Int
        var testDescription: String { rule }
    }

    static let priorityRows: [PriorityRow] = [
        .init(rule: "a gesture: the description is said, the hint not heard", listening: .immediately, next: nil,
              fates: ["played 400", "played 800", "notHeard 1050"], nextStart: 1050),
        .init(rule: "high, right after the step: interrupts the label being said", listening: .immediately, next: .high,
              fates: ["cut 250", "notHeard 250", "notHeard 250"], nextStart: 250),
        .init(rule: "default, right after the step: the label being said finishes, the rest is not heard",
              listening: .immediately, next: .default, fates: ["played 400", "notHeard 400", "notHeard 400"], nextStart: 400),
        .init(rule: "low after a wait (queued): everything is heard, hint included", listening: .seconds(0.5), next: .low,
              nextInterrupts: false, fates: ["played 400", "played 800", "played 2400"], nextStart: 2400),
        .init(rule: "high after a wait: cuts the hint at the sample", listening: .seconds(1.2), next: .high,
              fates: ["played 400", "played 800", "cut 2000"], nextStart: 2000),
        .init(rule: "default after a wait: the hint being said finishes", listening: .seconds(1.2), next: .default,
              fates: ["played 400", "played 800", "played 2400"], nextStart: 2400),
        .init(rule: "a gesture after a wait: cuts the hint at the sample", listening: .seconds(1.2), next: nil,
              fates: ["played 400", "played 800", "cut 2000"], nextStart: 2000),
        .init(rule: "a high announcement is not interrupted, not even by another high one", listening: .immediately,
              next: .high, own: .high, fates: ["played 400", "played 800", "played 2400"], nextStart: 2400),
    ]

    @Test(arguments: priorityRows)
    func announcementPriorities(_ row: PriorityRow) throws {
        let (placed, _) = try place([plan([speech(.label, [400]), speech(.value, [300])], [speech(.hint, [600])],
                                          listening: row.listening, priority: row.own),
                                     plan([speech(.announcement, [300])], index: 2, priority: row.next)],
                                    interrupts: [true, row.nextInterrupts])
        let fates = [PartRole.label, .value, .hint].map { role in
            placed[0].events.first { $0.role == .part(role) }.map { "\($0.status.rawValue) \($0.end)" } ?? "missing"
        }
        #expect(fates == row.fates)
        #expect(placed[1].start == row.nextStart)
        // The mixed audio holds nothing past what was heard.
        let heardEnd = placed[0].events.filter(\.isAudible).map(\.end).max() ?? 0
        #expect(placed[0].sources.map { $0.start + $0.length }.max() == heardEnd)
    }

    @Test func aBusyElementTicksEverySecondUntilTheNextStep() throws {
        let (placed, _) = try place([plan([speech(.label, [300])], listening: .seconds(3.2), busy: true),
                                     plan([speech(.label, [100])], index: 2)])
        let ticks = placed[0].events.filter { $0.sound == .loading }
        #expect(ticks.map(\.start) == [0, 1000, 2000, 3000])
        #expect(placed[0].end == 3500)
        #expect(placed[0].sources.filter { $0.audio == .earcon(.loading) }.count == 4)
    }

    @Test func aFailedPhraseBecomesTheErrorEarconAndAMarkedSilence() throws {
        let (placed, asked) = try place([plan([speech(.label, [400]), speech(.value, [777]), speech(.traits, [200])])],
                                        failing: ["777"])
        let events = placed[0].events
        let error = try #require(events.first { $0.sound == .engineError })
        #expect(error.start == 500 && error.end == 700 && error.role == .part(.value))
        let silence = try #require(events.first { $0.kind == .silence && $0.error != nil })
        #expect(silence.start == 700 && silence.end == 1000 && silence.role == .part(.value) && silence.error == "boom")
        #expect(events.last?.role == .part(.traits) && events.last?.start == 1100)
        #expect(placed[0].incidents.count == 1 && placed[0].incidents[0].kind == .phraseFailed)
        #expect(asked.contains("200"))
    }

    @Test func theLastUtteranceKeepsTheListeningTimeTheScriptAsks() throws {
        let (placed, _) = try place([plan([speech(.label, [400])], listening: .seconds(2))])
        #expect(placed[0].end == 2400)
        #expect(placed[0].audibleEnd == 400)
        #expect(placed[0].events.last?.role == .silence(.wait))
    }

    @Test func earconPartsTakeTheirOwnLength() throws {
        let sound = PlannedPart(source: PartPosition(0), role: .event, text: "", spoken: "", content: .sound(.screenChanged))
        let (placed, _) = try place([plan([sound, speech(.label, [300])])])
        #expect(placed[0].sources.map(\.start) == [0, 300])
        #expect(placed[0].events.first?.sound == .screenChanged && placed[0].events.first?.end == 200)
    }
}
