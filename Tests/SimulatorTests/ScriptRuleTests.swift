import Simulator
import Testing

/// The script's steps (screen-format.md) and the earcons they give (docs/voiceover.md sections 5 and 6).
@Suite("Script steps")
struct ScriptRuleTests {
    static let three = "[{id: a, label: A, traits: [header]}, {id: b, label: B, hint: Hint B.}, {id: c, label: C, traits: [header]}]"

    @Test func navigationMovesFocusWithTheFocusSoundFirst() throws {
        let u = try simulate(Self.three, script: "[next, next, previous, first, last]")
        #expect(u.map(\.cause.name) == ["open", "next", "next", "previous", "first", "last"])
        #expect(u.map(\.focus) == ["a", "b", "c", "b", "a", "c"])
        #expect(u[0].immediate.first?.sound == nil)
        for utterance in u.dropFirst() {
            #expect(utterance.immediate.first?.sound == .focusMoved)
        }
        #expect(u[2].text == "C, Heading")
    }

    @Test func aSwipeAtEitherEndBonksAndSaysTheElementAgain() throws {
        let u = try simulate(Self.three, script: "[previous, last, next]")
        #expect(u[1].sounds == [.boundary] && u[1].text == "A, Heading" && u[1].focus == "a")
        #expect(u[3].sounds == [.boundary] && u[3].text == "C, Heading" && u[3].focus == "c")
    }

    @Test func listeningFollowsWaits() throws {
        let u = try simulate(Self.three, script: "[{wait: 1}, next, {wait: 1.5}, {wait: 0.5}, next]")
        #expect(u[0].listening == .seconds(1))
        #expect(u[1].listening == .seconds(2))
        #expect(u[2].listening == .untilDone)  // nothing follows: heard to the end
        let gestures = try simulate(Self.three, script: "[next, next]")
        #expect(gestures.map(\.listening) == [.immediately, .immediately, .untilDone])
    }

    @Test func theDefaultWalkListensToEveryStopToTheEnd() throws {
        let u = try simulate(Self.three)
        #expect(u.map(\.cause.name) == ["open", "walk", "walk"])
        #expect(u.allSatisfy { $0.listening == .untilDone })
        #expect(u[1].delayedText == "Hint B.")
        #expect(u[1].sounds == [.focusMoved])
    }

    @Test func anEmptyScreenOpensOnNothing() throws {
        let u = try simulate("[{label: A, hidden: true}]", script: "[next, activate]")
        #expect(u[0].focus == nil && u[0].immediate.isEmpty)
        #expect(u[1].sounds == [.boundary] && u[2].sounds == [.boundary])
    }

    @Test func activatePlaysItsSoundAndTogglesASwitch() throws {
        let u = try simulate("[{id: s, label: Wi-Fi, value: '1', traits: [button, toggleButton]}, {id: b, label: OK, traits: [button]}]",
                             script: "[activate, activate, next, activate, magicTap, escape]")
        #expect(u[1].sounds == [.activated] && u[1].text == "Off")
        #expect(u[2].text == "On")
        #expect(u[4].sounds == [.activated] && u[4].text == "OK")
        #expect(u[5].cause.name == "magicTap" && u[5].immediate.isEmpty && u[5].focus == "b")
        #expect(u[6].cause.name == "escape" && u[6].immediate.isEmpty)
    }

    @Test func incrementAndDecrementSpeakTheNewValueAndStopAtTheEnds() throws {
        let u = try simulate("[{id: s, label: Size, value: M, traits: [adjustable], steps: [S, M, L]}]",
                             script: "[increment, increment, decrement, decrement, decrement, next]")
        #expect(u.dropFirst().prefix(5).map(\.text) == ["L", "L", "M", "S", "S"])
        #expect(u[1].immediate.map(\.role) == [.value])
        #expect(u[6].sounds == [.boundary])
    }

    @Test func incrementOffAnAdjustableElementIsAScriptError() {
        #expect {
            try simulate("[{id: b, label: OK, traits: [button]}]", script: "[increment]")
        } throws: { error in
            "\(error)" == "script[0] increment: focus is on 'b', which is not adjustable; allowed: focus on an element with the adjustable trait"
        }
        #expect {
            try simulate("[{id: b, label: OK, traits: [adjustable]}]", script: "[decrement]")
        } throws: { error in
            "\(error)".contains("has no steps")
        }
    }

    @Test func theActionsRotorEndsWithActivateAndWraps() throws {
        let u = try simulate("[{id: v, label: Video, customActions: [Like, Collection, More]}]",
                             script: "[{rotor: actions}, rotorNext, rotorNext, rotorNext, rotorNext, rotorNext, rotorPrevious]")
        #expect(u[1].text == "Actions" && u[1].immediate.map(\.role) == [.rotor])
        #expect(u.dropFirst(2).map(\.text) == ["Like", "Collection", "More", "Activate", "Like", "Activate"])
        #expect(u[6].sounds == [.wrapAround])
        #expect(u[7].sounds == [.wrapAround])
        #expect(u.allSatisfy { $0.focus == "v" })
    }

    @Test func theMoreContentRotorReadsValueThenLabel() throws {
        let u = try simulate("""
            [{id: d, label: Bailey, customContent: [{label: Age, value: Three years, importance: high}, {label: Weight, value: 25 pounds}]}]
            """, script: "[{rotor: moreContent}, rotorNext, rotorNext, rotorPrevious]")
        #expect(u.map(\.text) == ["Bailey, Three years", "More Content", "Three years, Age", "25 pounds, Weight", "Three years, Age"])
        #expect(u[2].immediate.map(\.role) == [.rotorItem, .rotorItem])
    }

    @Test func theMoreContentRotorWithoutContentBonks() throws {
        let u = try simulate("[{label: A}]", script: "[{rotor: moreContent}, rotorNext]")
        #expect(u[2].sounds == [.boundary])
    }

    @Test func theHeadingsRotorMovesFocusToHeadings() throws {
        let u = try simulate(Self.three, script: "[{rotor: headings}, rotorNext, rotorNext, rotorPrevious, rotorPrevious]")
        #expect(u.map(\.focus) == ["a", "a", "c", "c", "a", "a"])
        #expect(u[2].sounds == [.focusMoved] && u[2].text == "C, Heading")
        #expect(u[3].sounds == [.boundary])
        #expect(u[5].sounds == [.boundary])
    }

    @Test func aRotorStepBeforeAnyRotorIsAScriptError() {
        #expect {
            try simulate(Self.three, script: "[next, rotorNext]")
        } throws: { error in
            "\(error)".hasPrefix("script[1] rotorNext: no rotor chosen yet")
        }
    }

    @Test func scrollingSpeaksThePageStatus() throws {
        let u = try simulate("[{id: feed, pages: {current: 1, count: 3}, children: [{id: a, label: A}]}]",
                             script: "[{scroll: down}, {scroll: right}, {scroll: down}, {scroll: up}, {scroll: left}, {scroll: left}, {scroll: left}]")
        #expect(u.dropFirst().map(\.text) == ["Page 2 of 3", "Page 3 of 3", "", "Page 2 of 3", "Page 1 of 3", "", ""])
        #expect(u[1].sounds == [.pageScrolled] && u[1].immediate.map(\.role) == [.event, .status])
        #expect(u[3].sounds == [.boundary])
    }

    @Test func scrollingWithoutPagesIsAScriptError() {
        #expect(throws: SimulationError.self) { try simulate(Self.three, script: "[{scroll: down}]") }
    }

    /// A step that cannot apply carries what was said before it, as the steps before it said it.
    @Test func aFailingStepKeepsWhatWasSaidBeforeIt() throws {
        let before = try simulate(Self.three, script: "[next, next, {wait: 2}]")
        let error = try #require(throws: SimulationError.self) {
            try simulate(Self.three, script: "[next, next, {wait: 2}, increment, next]")
        }
        #expect(error.saidBefore == before)
        #expect(error.place == "script[3] increment")
    }

    @Test func announcementsInterruptUnlessQueued() throws {
        let u = try simulate(Self.three, script: "[next, {announce: Saved}, {announce: {text: Synced, queued: true}}]")
        #expect(u[2].text == "Saved" && u[2].interrupts && u[2].focus == nil && u[2].immediate.map(\.role) == [.announcement])
        #expect(u[3].text == "Synced" && !u[3].interrupts)
        #expect(u[1].listening == .immediately)
        #expect(u[2].listening == .untilDone)  // the queued announcement waits for it
    }

    @Test func screenChangedChimesAndMovesFocus() throws {
        let u = try simulate(Self.three, script: "[{screenChanged: c}, next, {screenChanged: ~}]")
        #expect(u[0].cause.name == "screenChanged" && u[0].focus == "c")  // the first step opens the screen on its target
        #expect(u[0].sounds == [.screenChanged])
        #expect(u[1].sounds == [.boundary])
        #expect(u[2].focus == "a" && u[2].sounds == [.screenChanged] && u[2].text == "A, Heading")
    }

    @Test func screenChangedOnAContainerFocusesItsFirstStop() throws {
        let u = try simulate("[{id: top, label: T}, {id: panel, children: [{id: p1, label: P1}, {id: p2, label: P2}]}]",
                             script: "[{screenChanged: panel}]")
        #expect(u[0].focus == "p1")
    }

    @Test func layoutChangedMovesFocusOrAnnounces() throws {
        let u = try simulate(Self.three, script: "[{layoutChanged: c}, {layoutChanged: ~}, {layoutChanged: {announce: Updated}}]")
        #expect(u[1].focus == "c" && u[1].sounds == [.focusMoved])
        #expect(u.count == 3)  // layoutChanged without argument says nothing while focus is still there
        #expect(u[2].text == "Updated" && u[2].cause.name == "layoutChanged")
    }

    @Test func layoutChangedAfterTheFocusedElementVanishedMovesToWhatFollowed() throws {
        let u = try simulate(Self.three, script: "[next, {set: {id: b, hidden: true}}, {layoutChanged: ~}]")
        #expect(u.count == 3)
        #expect(u[2].focus == "c")
    }

    @Test func aSilentSetSaysNothingAndChangesWhatIsRead() throws {
        let u = try simulate(Self.three, script: "[{set: {id: b, label: Bee, traits: [button]}}, next, {set: {id: c, hidden: true}}, next]")
        #expect(u.map(\.cause.name) == ["open", "next", "next"])
        #expect(u[1].text == "Bee, Button")
        #expect(u[2].sounds == [.boundary])
    }

    @Test func busyElementsTickAndLoadedPlaysWhenCleared() throws {
        let u = try simulate("[{id: a, label: A}, {id: spinner, label: Loading, busy: true}]",
                             script: "[next, {wait: 2}, {set: {id: spinner, busy: false}}, {set: {id: a, busy: true}}, previous]")
        #expect(u[1].sounds == [.focusMoved, .loading] && u[1].busy && u[1].text == "Loading")
        #expect(u[1].listening == .seconds(2))
        #expect(u[2].cause.name == "set" && u[2].sounds == [.loaded] && !u[2].busy)
        #expect(u[3].sounds == [.focusMoved, .loading] && u[3].busy)
    }

    @Test func aModalAlertPlaysTheAlertSoundOnce() throws {
        let u = try simulate("""
            [{id: a, label: A}, {id: dialog, alert: true, viewIsModal: true, hidden: true, children: [{id: ok, label: OK, traits: [button]}]}]
            """, script: "[{set: {id: dialog, hidden: false}}, {screenChanged: ok}, {set: {id: dialog, hidden: true}}, {screenChanged: ~}]")
        #expect(u[1].cause.name == "set" && u[1].sounds == [.alert])
        #expect(u[2].sounds == [.screenChanged] && u[2].text == "OK, Button")
        #expect(u[3].sounds == [.screenChanged] && u[3].focus == "a")
    }

    @Test func aScreenOpeningOnAnAlertPlaysIt() throws {
        let u = try simulate("[{id: a, label: A}, {alert: true, viewIsModal: true, children: [{id: ok, label: OK}]}]")
        #expect(u[0].sounds == [.alert] && u[0].focus == "ok")
    }
}
