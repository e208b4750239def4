import Simulator
import Testing

/// docs/voiceover.md section 9: Earshot's rules checked against AccessibilitySnapshot's model of
/// VoiceOver (cashapp/AccessibilitySnapshot, `UIAccessibility+SnapshotAdditions.swift` and its
/// iOS 26.2 reference images) and SwiftUI's combined elements. Each row names its source: a
/// reference image is `AS <test name>`, its legend read from the PNG.
@Suite("Rules reconciled with AccessibilitySnapshot's model")
struct SnapshotModelRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var source: String
        var elements: String
        var text: String
        var delayed: String = ""
        var focus: String? = nil
        var testDescription: String { "\(rule) (\(source))" }
    }

    static let cases: [Case] = [
        // Switches.
        Case(rule: "a switch says Switch Button and its state, then the toggle hint",
             source: "AS testSwitchControls: 'Label. Switch Button. On.' / 'Double tap to toggle setting.'",
             elements: "[{label: Label, value: '1', traits: [button, toggleButton, button]}]",
             text: "Label, Switch Button, On", delayed: "Double tap to toggle setting."),
        Case(rule: "a switch's own hint comes before the toggle hint",
             source: "AS testSwitchControls: 'Hint. Double tap to toggle setting.'",
             elements: "[{label: Label, value: '1', hint: Hint, traits: [button, toggleButton]}]",
             text: "Label, Switch Button, On", delayed: "Hint, Double tap to toggle setting."),
        Case(rule: "a dimmed switch has no system hint",
             source: "AS testSwitchControls: 'Dimmed. Switch Button. On.' with no hint",
             elements: "[{value: '1', traits: [button, toggleButton, notEnabled]}]", text: "Dimmed, Switch Button, On"),
        Case(rule: "value 2 is Mixed",
             source: "AS testSwitchControls: 'Fake Label. Switch Button. Mixed.'",
             elements: "[{label: Fake Label, value: '2', traits: [button, toggleButton, button]}]",
             text: "Fake Label, Switch Button, Mixed", delayed: "Double tap to toggle setting."),
        Case(rule: "a value other than 0, 1, 2 is said as written after Switch Button (iOS 17 and later)",
             source: "AS testSwitchControls: 'Fake Label. Switch Button. Value'",
             elements: "[{label: Fake Label, value: Value, traits: [button, toggleButton, button]}]",
             text: "Fake Label, Switch Button, Value", delayed: "Double tap to toggle setting."),
        Case(rule: "a switch without a value says no state",
             source: "AccessibilitySnapshot's model: no state word for a nil value",
             elements: "[{label: Wi-Fi, traits: [button, toggleButton]}]",
             text: "Wi-Fi, Switch Button", delayed: "Double tap to toggle setting."),
        Case(rule: "a switch that is also adjustable gets the toggle hint only; trait words in VoiceOver's order",
             source: "AS testSwitchControls: 'Selected: Label. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.' / 'Hint. Double tap to toggle setting.'",
             elements: "[{label: Label, value: '0', hint: Hint, traits: [button, toggleButton, button, selected, header, link, adjustable, image, searchField]}]",
             text: "Selected, Label, Switch Button, Off, Heading, Link, Adjustable, Image, Search Field",
             delayed: "Hint, Double tap to toggle setting."),
        Case(rule: "the dimmed form of the same: Dimmed before Switch Button, the own hint alone",
             source: "AS testSwitchControls: 'Selected: Label. Dimmed. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.' / 'Hint'",
             elements: "[{label: Label, value: '0', hint: Hint, traits: [button, toggleButton, notEnabled, selected, header, link, adjustable, image, searchField]}]",
             text: "Selected, Label, Dimmed, Switch Button, Off, Heading, Link, Adjustable, Image, Search Field",
             delayed: "Hint"),
        // System hints per kind of control.
        Case(rule: "a text field's system hint replaces its own hint",
             source: "AccessibilitySnapshot's model: the text entry hint is set, not appended",
             elements: "[{label: Name, hint: Your full name, traits: [textEntry]}]",
             text: "Name, Text Field", delayed: "Double tap to edit."),
        Case(rule: "a text field being edited has the misspelled-words hint in place of its own",
             source: "AccessibilitySnapshot's model and en string trait.text_field_is_editing.hint: 'Use the rotor to access Misspelled Words'",
             elements: "[{label: Name, hint: Your full name, traits: [textEntry, isEditing]}]",
             text: "Name, Text Field, Is editing", delayed: "Use the rotor to access Misspelled Words"),
        Case(rule: "a text area not being edited has the edit hint, then the misspelled-words hint",
             source: "AccessibilitySnapshot's en string trait.text_area.hint: 'Double tap to edit., Use the rotor to access Misspelled Words'",
             elements: "[{label: Notes, hint: Anything else, traits: [textEntry, textArea]}]",
             text: "Notes, Text Field", delayed: "Double tap to edit. Use the rotor to access Misspelled Words"),
        Case(rule: "a text area being edited has the misspelled-words hint alone",
             source: "AccessibilitySnapshot's model: isEditing is checked before textArea",
             elements: "[{label: Notes, traits: [textEntry, textArea, isEditing]}]",
             text: "Notes, Text Field, Is editing", delayed: "Use the rotor to access Misspelled Words"),
        Case(rule: "a search field without text entry has no edit hint",
             source: "AccessibilitySnapshot's model: the edit hint belongs to the text entry trait",
             elements: "[{label: Search, traits: [searchField]}]", text: "Search, Search Field"),
        Case(rule: "an adjustable element with only a hint says it as its description and gets no adjust hint",
             source: "AccessibilitySnapshot's model: hasHintOnly hides the adjustable hint",
             elements: "[{hint: Volume, traits: [adjustable]}]", text: "Volume, Adjustable"),
        Case(rule: "an adjustable element with a label gets its own hint, then the adjust hint",
             source: "AccessibilitySnapshot's model: adjustable hint format '%@. Swipe up or down…'",
             elements: "[{label: Speed, value: '3', hint: Sets the speed., traits: [adjustable]}]",
             text: "Speed, 3, Adjustable", delayed: "Sets the speed. Swipe up or down with one finger to adjust the value."),
        // Lists and landmarks.
        Case(rule: "a list of one stop says only List start",
             source: "AccessibilityHierarchyParser: index 0 is listStart before the last-index test",
             elements: "[{containerType: list, children: [{label: Only}]}]", text: "Only, List start"),
        Case(rule: "a landmark of one stop says only Landmark",
             source: "AccessibilityHierarchyParser: index 0 is landmarkStart before the last-index test",
             elements: "[{containerType: landmark, children: [{label: Only}]}]", text: "Only, Landmark"),
        // Tab bars.
        Case(rule: "a tab says Tab and N of M, never Button",
             source: "AS testTabBars; the model's tab context hides the button trait",
             elements: "[{traits: [tabBar], children: [{id: a, label: Home, traits: [button, selected]}, {label: Search, traits: [button]}]}]",
             text: "Selected, Home, Tab, 1 of 2", focus: "a"),
        // Segmented controls.
        Case(rule: "a segment says Button, then N of M",
             source: "AS testSegmentedControl: 'Selected: Segment B. Button. 2 of 3.'",
             elements: "[{segmentedControl: true, children: [{label: Segment A, traits: [button], frame: [0, 0, 100, 30]}, {id: b, label: Segment B, traits: [button, selected], frame: [100, 0, 100, 30]}, {label: Segment C, traits: [button], frame: [200, 0, 100, 30]}]}]",
             text: "Selected, Segment B, Button, 2 of 3", focus: "b"),
        // Data tables.
        Case(rule: "a cell reads its row's and column's headers first, then its label, Row on the row's first cell, Column, then its value",
             source: "AS testDataTableWithHeaders: 'B1: B1 Value. … A2: A2 Value. … A1. Row 1. Column 1. A1 Value'",
             elements: Self.table, text: "B1, B1 Value, A2, A2 Value, A1, Row 1, Column 1, A1 Value", focus: "a1"),
        Case(rule: "a cell after the first of its row says no Row and no row headers",
             source: "AS testDataTableWithHeaders: 'B1. Column 2. B1 Value'",
             elements: Self.table, text: "B1, Column 2, B1 Value", focus: "b1"),
        Case(rule: "a header cell is not read as its own header",
             source: "AccessibilityHierarchyParser: 'The cell is not read as a header for itself'",
             elements: Self.table, text: "A2, Row 2, Column 1, A2 Value", focus: "a2"),
        Case(rule: "a spanning cell says its spans before its row and column",
             source: "AccessibilitySnapshot strings: 'Spans %@ rows.', 'Spans %@ columns.'",
             elements: "[{containerType: dataTable, children: [{id: t, label: Total, row: 3, column: 1, rowSpan: 2, columnSpan: 2}]}]",
             text: "Total, Spans 2 rows, Spans 2 columns, Row 3, Column 1", focus: "t"),
        // SwiftUI combined elements (issue: a Text and a Toggle combined).
        Case(rule: "combine: a Text and a Toggle with the same label say it once, the switch's value as its state",
             source: "SwiftUI .accessibilityElement(children: .combine); the model's switch states",
             elements: "[{childBehavior: combine, children: [{label: Push, traits: [staticText], frame: [16, 0, 200, 44]}, {label: Push, value: '1', traits: [button, toggleButton, button], frame: [300, 0, 51, 44]}]}]",
             text: "Push, Switch Button, On", delayed: "Double tap to toggle setting."),
        Case(rule: "combine: a switch written without the button trait is still the combined stop's control",
             source: "SwiftUI Toggle carries the button and toggle traits",
             elements: "[{childBehavior: combine, children: [{label: Push, frame: [16, 0, 200, 44]}, {value: '0', traits: [button, toggleButton], frame: [300, 0, 51, 44]}]}]",
             text: "Push, Switch Button, Off", delayed: "Double tap to toggle setting."),
        Case(rule: "combine: the switch's hint is carried with it",
             source: "SwiftUI .combine merges hints",
             elements: "[{childBehavior: combine, children: [{label: Push}, {label: Push, value: '1', hint: Sends alerts., traits: [button, toggleButton]}]}]",
             text: "Push, Switch Button, On", delayed: "Sends alerts. Double tap to toggle setting."),
        Case(rule: "combine: two switches are two actions, each saying its state word, no Switch Button",
             source: "SwiftUI .combine: several controls become named actions",
             elements: "[{childBehavior: combine, children: [{label: Alerts}, {label: Push, value: '1', traits: [button, toggleButton]}, {label: Mail, value: '0', traits: [button, toggleButton]}]}]",
             text: "Alerts, Push, On, Mail, Off", delayed: "Actions available"),
    ]

    /// Two rows, two columns; b1 heads row 1, a2 heads column 1.
    static let table = """
        [{containerType: dataTable, rowHeaders: [b1], columnHeaders: [a2], children: [
          {id: a1, label: A1, value: A1 Value, row: 1, column: 1},
          {id: b1, label: B1, value: B1 Value, row: 1, column: 2},
          {id: a2, label: A2, value: A2 Value, row: 2, column: 1},
          {id: b2, label: B2, value: B2 Value, row: 2, column: 2}]}]
        """

    @Test(arguments: cases)
    func say(_ c: Case) throws {
        let walk = try simulate(c.elements)
        let stop = try #require(c.focus.map { focus in walk.first { $0.focus == focus } } ?? walk.first)
        #expect(stop.text == c.text)
        #expect(stop.delayedText == c.delayed)
    }

    @Test func activatingACombinedSwitchRowTogglesItsSwitchAndSaysTheNewState() throws {
        let u = try simulate("""
            [{id: row, childBehavior: combine, children: [{label: Push, traits: [staticText], frame: [16, 0, 200, 44]}, \
            {id: toggle, label: Push, value: '1', traits: [button, toggleButton, button], frame: [300, 0, 51, 44]}]}]
            """, script: "[activate, first, activate]")
        #expect(u[0].text == "Push, Switch Button, On")
        #expect(u[1].sounds == [.activated] && u[1].text == "Off")
        #expect(u[2].text == "Push, Switch Button, Off")
        #expect(u[3].text == "On")
    }
}
