import Simulator
import Testing

/// What VoiceOver says when the user acts (docs/voiceover.md section 10): each screen rebuilt
/// from what an Apple session shows, each expected line the words its device speaks. Text is as
/// composed; the Normalizer reads "2 of 3" and "/" as the recordings say them ("two of three", "slash").
@Suite("What VoiceOver says when the user acts")
struct InteractionRuleTests {
    // MARK: After a double tap

    /// A sidebar of buttons; choosing one selects it ("Selected, Collections").
    static let sidebar = """
        [{id: sidebar, shouldGroupAccessibilityChildren: true, children: [
          {id: library, label: Library, traits: [button, selected], frame: [0, 100, 300, 44]},
          {id: collections, label: Collections, traits: [button], frame: [0, 150, 300, 44]}]},
         {id: detail, label: Library, traits: [header], frame: [320, 100, 400, 44]}]
        """

    @Test func aDoubleTapSaysTheNewSelectedStateAndTheLabel() throws {
        let u = try simulate(Self.sidebar, script: "[next, activate, {set: {id: collections, traits: [button, selected]}}, {set: {id: library, traits: [button]}}]")
        #expect(u[2].cause.name == "activate" && u[2].focus == "collections")
        #expect(u[2].sounds == [.activated])
        #expect(u[2].text == "Selected, Collections")
        #expect(u[2].immediate.compactMap { $0.sound == nil ? $0.role : nil } == [.selected, .label])
        #expect(u.count == 3)  // the sets themselves say nothing
    }

    /// "Add" after activating an Add button the app does not change: the label again.
    @Test func aDoubleTapWithoutAChangeSaysTheLabelAgain() throws {
        let u = try simulate("[{id: add, label: Add, traits: [button]}]", script: "[activate, next]")
        #expect(u[1].text == "Add" && u[1].sounds == [.activated])
        #expect(u[2].sounds == [.boundary])
    }

    /// A list row picked: "Selected. Muir Woods".
    @Test func aPickedListRowSaysSelectedAndItsName() throws {
        let u = try simulate("""
            [{containerType: list, children: [{id: muir, label: Muir Woods, frame: [0, 0, 300, 44]},
                                              {id: yosemite, label: Yosemite, frame: [0, 50, 300, 44]}]}]
            """, script: "[activate, {set: {id: muir, traits: [selected]}}]")
        #expect(u[1].text == "Selected, Muir Woods")
    }

    @Test func aDoubleTapThatChangesTheValueSaysTheNewValue() throws {
        let u = try simulate("[{id: rating, label: Rating, value: 3 stars, traits: [button]}]",
                             script: "[activate, {set: {id: rating, value: 4 stars}}]")
        #expect(u[1].text == "4 stars")
    }

    @Test func aSwitchSaysItsNewStateAsBefore() throws {
        let u = try simulate("[{id: wifi, label: Wi-Fi, value: '1', traits: [button, toggleButton]}]", script: "[activate, activate]")
        #expect(u[1].text == "Off" && u[2].text == "On")
    }

    /// UIAccessibilityTraits.startsMediaSession: "silence the audio output of an assistive
    /// technology, such as VoiceOver, during a media session" (Apple's documentation).
    @Test func anElementStartingAMediaSessionIsNotEchoed() throws {
        let u = try simulate("[{id: play, label: Play, traits: [button, startsMediaSession]}]", script: "[activate]")
        #expect(u[1].text == "" && u[1].sounds == [.activated])
    }

    /// The reaction moves focus or changes the screen: the double tap says nothing of its own.
    @Test func nothingWhenTheReactionMovesFocus() throws {
        let elements = "[{id: open, label: Open, traits: [button]}, {id: title, label: Details, traits: [header]}]"
        let changed = try simulate(elements, script: "[activate, {set: {id: open, hidden: true}}, screenChanged]")
        #expect(changed[1].text == "" && changed[1].sounds == [.activated])
        #expect(changed[2].text == "Details, Heading")
        let moved = try simulate(elements, script: "[activate, {layoutChanged: title}]")
        #expect(moved[1].text == "")
        let gone = try simulate(elements, script: "[activate, {set: {id: open, hidden: true}}]")
        #expect(gone[1].text == "")
        let announced = try simulate(elements, script: "[activate, {announce: Saved}]")
        #expect(announced[1].text == "Open" && announced[1].listening == .immediately)  // interrupted
    }

    // MARK: Entering a labelled group

    /// A chart made a semantic group with a label: the label when focus enters it, then the first point.
    static let chart = """
        [{id: title, label: Coffee, traits: [header], frame: [0, 50, 390, 40]},
         {id: chart, containerType: semanticGroup, label: Cups of coffee versus lines of code, frame: [0, 100, 390, 300], children: [
           {id: monday, label: Monday, value: '2 cups, 120 lines', frame: [20, 150, 40, 250]},
           {id: tuesday, label: Tuesday, value: '4 cups, 300 lines', frame: [80, 150, 40, 250]}]},
         {id: done, label: Done, traits: [button], frame: [0, 420, 390, 44]}]
        """

    @Test func enteringALabelledGroupSaysItsLabelFirst() throws {
        let u = try simulate(Self.chart, script: "[next, next, next, previous, previous, previous]")
        #expect(u.map(\.text) == ["Coffee, Heading", "Cups of coffee versus lines of code, Monday, 2 cups, 120 lines",
                                  "Tuesday, 4 cups, 300 lines", "Done, Button",
                                  "Cups of coffee versus lines of code, Tuesday, 4 cups, 300 lines",
                                  "Monday, 2 cups, 120 lines", "Coffee, Heading"])
        #expect(u[1].immediate.compactMap { $0.sound == nil ? $0.role : nil }.first == .containerEdge)
    }

    /// SwiftUI's `.accessibilityElement(children: .contain)` with a label ("Sidebar"), its stops kept together.
    @Test func aContainElementWithALabelSaysItOnEntry() throws {
        let u = try simulate("""
            [{id: sidebar, childBehavior: contain, label: Sidebar, frame: [0, 0, 300, 800], children: [
               {id: toggle, label: Toggle sidebar, traits: [button], frame: [10, 10, 44, 44]},
               {id: recents, label: Recents, traits: [button], frame: [10, 400, 200, 44]}]},
             {id: edit, label: Edit, traits: [button], frame: [320, 10, 60, 44]}]
            """)
        #expect(u.map(\.text) == ["Sidebar, Toggle sidebar, Button", "Recents, Button", "Edit, Button"])
    }

    /// A semantic group without a label says nothing of its own (AccessibilitySnapshot leaves it out).
    @Test func anUnlabelledGroupSaysNothing() throws {
        let u = try simulate("[{containerType: semanticGroup, children: [{label: A}, {label: B}]}]")
        #expect(u.map(\.text) == ["A", "B"])
    }

    // MARK: SwiftUI .combine over buttons

    /// WWDC24 "Catch up on accessibility in SwiftUI": the comment card combined; its Favorite
    /// and Reply buttons become actions ("Unread, Looks like a wonderful time, Nick, button").
    @Test func combinedButtonsBecomeActionsAndKeepTheButtonTrait() throws {
        let u = try simulate("""
            [{id: card, childBehavior: combine, children: [
              {label: Unread, frame: [0, 4, 10, 10]},
              {label: Looks like a wonderful time, frame: [20, 0, 250, 20]},
              {label: Nick, frame: [20, 24, 100, 20]},
              {label: Favorite, traits: [button], frame: [280, 0, 30, 30]},
              {label: Reply, traits: [button], frame: [320, 0, 30, 30]}]}]
            """, script: "[{rotor: actions}, rotorNext, rotorNext, rotorNext]")
        #expect(u[0].text == "Unread, Looks like a wonderful time, Nick, Button")
        #expect(u[0].delayedText == "Actions available")
        #expect(u.dropFirst(2).map(\.text) == ["Favorite", "Reply", "Activate"])
    }

    // MARK: Three-finger scroll

    /// A page of continents; scrolling moves focus to the first element of the new page
    /// ("Page two of three, Australia slash Oceania, heading"), and the Headings rotor goes on from there.
    static let continents = """
        [{id: pager, pages: {current: 1, count: 3}, frame: [0, 100, 390, 600], children: [
          {id: africa, label: Africa, traits: [header], frame: [0, 110, 390, 40]},
          {id: asia, label: Asia, traits: [header], frame: [0, 400, 390, 40]},
          {id: oceania, label: Australia/Oceania, traits: [header], frame: [0, 710, 390, 40]},
          {id: sydney, label: Sydney, frame: [0, 760, 390, 40]},
          {id: europe, label: Europe, traits: [header], frame: [0, 1000, 390, 40]}]}]
        """

    @Test func scrollingMovesFocusToTheFirstElementOfTheNewPage() throws {
        let u = try simulate(Self.continents, script: "[{scroll: down}, {rotor: headings}, rotorNext, {scroll: up}]")
        #expect(u[1].text == "Page 2 of 3, Australia/Oceania, Heading" && u[1].focus == "oceania")
        #expect(u[1].sounds == [.pageScrolled])
        #expect(u[3].focus == "europe")
        #expect(u[4].text == "Page 1 of 3, Africa, Heading")
    }
}

/// Direct touch (`allowsDirectInteraction`, `directTouchOptions`): docs/voiceover.md section 10.
@Suite("Direct touch")
struct DirectTouchRuleTests {
    @Test func anAreaThatRequiresActivationSaysHowToStart() throws {
        let u = try simulate("[{label: Drawing pad, traits: [allowsDirectInteraction], directTouchOptions: [requiresActivation]}]")
        #expect(u[0].text == "Drawing pad")
        #expect(u[0].delayedText == "Activate to start direct touch interaction")
        #expect(u[0].delayed.map(\.role) == [.systemHint])
    }

    @Test func anAreaWithoutRequiresActivationHasNoSystemHint() throws {
        let u = try simulate("[{label: Piano, hint: Play the keys., traits: [allowsDirectInteraction], directTouchOptions: [silentOnTouch]}]")
        #expect(u[0].delayedText == "Play the keys.")
    }

    @Test func anUnknownOptionIsRefusedWithTheAllowedWords() {
        #expect {
            try simulate("[{label: Pad, traits: [allowsDirectInteraction], directTouchOptions: [requiresActivaton]}]")
        } throws: { error in
            "\(error)".contains("unknown direct touch option 'requiresActivaton'")
                && "\(error)".contains("allowed: silentOnTouch, requiresActivation")
        }
    }
}
