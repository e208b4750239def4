import Simulator
import Testing

/// Earshot measured against screens it was not written from: AccessibilitySnapshot's iOS 26.2
/// reference images (`Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.<test>_26_2_402x874@3x.png`),
/// each view rebuilt as a screen file from its example view controller, each legend transcribed
/// from the PNG. A legend and Earshot's words are compared without case and punctuation ("Label.
/// Switch Button. On." and "Label, Switch Button, On" are the same words). Rows marked `differs`
/// are the differences docs/voiceover.md section 9 explains; the figure is in that section.
@Suite("AccessibilitySnapshot's iOS 26.2 legends, rebuilt")
struct SnapshotLegendTests {
    struct Legend: CustomTestStringConvertible, Sendable {
        var image: String
        var element: String
        var description: String
        var hint: String = ""
        /// A documented difference (docs/voiceover.md section 9).
        var differs = false
        var testDescription: String { "\(image): \(description)" }
    }

    static let toggle = "Double tap to toggle setting."
    static let adjust = "Swipe up or down with one finger to adjust the value."
    static let allTraits = "button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar"

    static let legends: [Legend] = [
        // testSwitchControls (SwitchControlViewController): UISwitches, then views with the switch trait.
        Legend(image: "testSwitchControls", element: "{value: '1', traits: [toggleButton, button]}", description: "Switch Button. On.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{value: '0', traits: [toggleButton, button]}", description: "Switch Button. Off.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{value: '1', traits: [toggleButton, button, notEnabled]}", description: "Dimmed. Switch Button. On."),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '1', traits: [toggleButton, button]}", description: "Label. Switch Button. On.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '0', traits: [toggleButton, button]}", description: "Label. Switch Button. Off.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '1', traits: [toggleButton, button]}", description: "Label. Switch Button. On.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '1', hint: Hint, traits: [toggleButton, button]}", description: "Label. Switch Button. On.", hint: "Hint. " + toggle),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '0', hint: Hint, traits: [toggleButton, button, selected, header, link, adjustable, image, searchField]}",
               description: "Selected: Label. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", hint: "Hint. " + toggle),
        Legend(image: "testSwitchControls", element: "{label: Label, value: '0', hint: Hint, traits: [toggleButton, button, notEnabled, selected, header, link, adjustable, image, searchField]}",
               description: "Selected: Label. Dimmed. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", hint: "Hint"),
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: '1', traits: [toggleButton, button]}", description: "Fake Label. Switch Button. On.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: '0', traits: [toggleButton, button]}", description: "Fake Label. Switch Button. Off.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: '2', traits: [toggleButton, button]}", description: "Fake Label. Switch Button. Mixed.", hint: toggle),
        // The switch trait without the button trait: the trait list is literal, only the state is said.
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: '1', traits: [toggleButton]}", description: "Fake Label. On.", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: '3', traits: [toggleButton]}", description: "Fake Label. 3", hint: toggle),
        Legend(image: "testSwitchControls", element: "{label: Fake Label, value: Value, traits: [button, toggleButton]}", description: "Fake Label. Switch Button. Value", hint: toggle),
        // testButtonTraits (ButtonAccessibilityTraitsViewController): one button per trait, then pairs.
        Legend(image: "testButtonTraits", element: "{label: '01', isAccessibilityElement: true}", description: "01"),
        Legend(image: "testButtonTraits", element: "{label: '02', traits: [button]}", description: "02. Button."),
        Legend(image: "testButtonTraits", element: "{label: '03', traits: [link]}", description: "03. Link."),
        Legend(image: "testButtonTraits", element: "{label: '04', traits: [header]}", description: "04. Heading."),
        Legend(image: "testButtonTraits", element: "{label: '05', traits: [searchField]}", description: "05. Search Field."),
        Legend(image: "testButtonTraits", element: "{label: '06', traits: [image]}", description: "06. Image."),
        Legend(image: "testButtonTraits", element: "{label: '07', traits: [selected]}", description: "Selected: 07"),
        Legend(image: "testButtonTraits", element: "{label: '08', traits: [playsSound]}", description: "08"),
        Legend(image: "testButtonTraits", element: "{label: '09', traits: [keyboardKey]}", description: "09"),
        Legend(image: "testButtonTraits", element: "{label: '10', traits: [staticText]}", description: "10"),
        Legend(image: "testButtonTraits", element: "{label: '11', traits: [summaryElement]}", description: "11"),
        Legend(image: "testButtonTraits", element: "{label: '12', traits: [notEnabled]}", description: "12. Dimmed."),
        Legend(image: "testButtonTraits", element: "{label: '13', traits: [updatesFrequently]}", description: "13"),
        Legend(image: "testButtonTraits", element: "{label: '14', traits: [startsMediaSession]}", description: "14"),
        Legend(image: "testButtonTraits", element: "{label: '15', traits: [adjustable]}", description: "15. Adjustable.", hint: adjust),
        Legend(image: "testButtonTraits", element: "{label: '16', traits: [allowsDirectInteraction]}", description: "16"),
        Legend(image: "testButtonTraits", element: "{label: '17', traits: [causesPageTurn]}", description: "17"),
        Legend(image: "testButtonTraits", element: "{label: '18', traits: [tabBar]}", description: "18"),
        Legend(image: "testButtonTraits", element: "{label: '19', traits: [button, link]}", description: "19. Button. Link."),
        Legend(image: "testButtonTraits", element: "{label: '20', traits: [button, header]}", description: "20. Button. Heading."),
        Legend(image: "testButtonTraits", element: "{label: '21', traits: [button, searchField]}", description: "21. Button. Search Field."),
        Legend(image: "testButtonTraits", element: "{label: '22', traits: [button, image]}", description: "22. Button. Image."),
        Legend(image: "testButtonTraits", element: "{label: '23', traits: [button, selected]}", description: "Selected: 23. Button."),
        Legend(image: "testButtonTraits", element: "{label: '24', traits: [button, notEnabled]}", description: "24. Dimmed. Button."),
        Legend(image: "testButtonTraits", element: "{label: '25', traits: [button, adjustable]}", description: "25. Button. Adjustable.", hint: adjust),
        Legend(image: "testButtonTraits", element: "{label: '26', traits: [button, keyboardKey]}", description: "26"),
        Legend(image: "testButtonTraits", element: "{label: '27', traits: [\(allTraits)]}",
               description: "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
        // testDescriptionEdgeCases.
        Legend(image: "testDescriptionEdgeCases", element: "{hint: Hint, traits: [adjustable]}", description: "Hint. Adjustable."),
        Legend(image: "testDescriptionEdgeCases", element: "{label: Label, hint: Hint, traits: [adjustable]}", description: "Label. Adjustable.", hint: "Hint. " + adjust),
        Legend(image: "testDescriptionEdgeCases", element: "{traits: [button, header]}", description: "Button. Heading."),
        Legend(image: "testDescriptionEdgeCases", element: "{traits: [adjustable]}", description: "Adjustable.", hint: adjust),
        Legend(image: "testDescriptionEdgeCases", element: "{hint: Hint, traits: [button]}", description: "Hint. Button."),
    ]

    /// Words without case or punctuation.
    static func words(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }

    @Test(arguments: legends)
    func legend(_ legend: Legend) throws {
        let stop = try #require(try simulate("[\(legend.element)]").first)
        let same = Self.words(stop.text) == Self.words(legend.description) && Self.words(stop.delayedText) == Self.words(legend.hint)
        #expect(same != legend.differs, "Earshot: \(stop.text) / \(stop.delayedText)")
    }

    /// A list's legend, `testList`: "Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End.".
    @Test func listLegend() throws {
        let walk = try simulate("[{containerType: list, children: [{label: Label 1, frame: [0, 0, 100, 20]}, {label: Label 2, frame: [0, 40, 100, 20]}, {label: Label 3, frame: [0, 80, 100, 20]}, {label: Label 4, frame: [0, 120, 100, 20]}]}]")
        #expect(walk.map { Self.words($0.text) } == ["Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End."].map(Self.words))
    }

    /// `testSegmentedControl`: "Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3.".
    @Test func segmentedControlLegend() throws {
        let walk = try simulate("[{segmentedControl: true, children: [{label: Segment A, traits: [button], frame: [0, 0, 100, 30]}, {label: Segment B, traits: [button, selected], frame: [100, 0, 100, 30]}, {label: Segment C, traits: [button], frame: [200, 0, 100, 30]}]}]")
        #expect(walk.map { Self.words($0.text) }
                == ["Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3."].map(Self.words))
    }
}
