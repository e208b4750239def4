extension CapturedElement {
    /// What the element shows as text, once: a static text's label (or its value when it has no
    /// label); another element's label and value.
    var shownText: [String] {
        if kind == .staticText || kind == .header {
            let text = label.isEmpty ? value : label
            return text.isEmpty ? [] : [text]
        }
        return [label, value].filter { !$0.isEmpty }
    }
}
