/// Undoes the values captures put where the app set none, so nothing is read twice or invented:
/// WebDriverAgent's "1" for a selected button, a static text's value repeating its label, and the
/// placeholder shown as the value of an empty text field (WebDriverAgent and XCUITest both do it).
struct ValueSubstitutions {
    var label: String
    var value: String
    var selected: Bool?
    /// The value repeated the label of a text field with no placeholder given: read once.
    var droppedRepeatedFieldValue = false

    init(_ element: CapturedElement, substitutesValues: Bool) {
        label = element.label
        value = element.value
        selected = element.selected
        let kind = element.kind
        if substitutesValues, kind == .button || kind == .tab || kind == .backButton, value == "1", selected != false {
            value = ""
            selected = true
        }
        if kind == .staticText || kind == .header {
            if value == label { value = "" }
            if label.isEmpty { swap(&label, &value) }
        }
        if kind.isTextEntry {
            if let placeholder = element.placeholder, !placeholder.isEmpty {
                if value == placeholder { value = "" }
                // VoiceOver reads the placeholder of an empty field that has no label.
                if label.isEmpty, value.isEmpty { label = placeholder }
            } else if !label.isEmpty, value == label {
                value = ""
                droppedRepeatedFieldValue = true
            }
        }
    }
}
