import Foundation

/// Spaces and line breaks at either end of a captured label, value, placeholder or hint say
/// nothing (NetNewsWire's section headers are labelled "Smart Feeds Expanded "): VoiceOver speaks
/// the text between them, so they are taken out before any rule compares texts. A key labelled
/// only with a space reads its name.
enum LabelWhitespace {
    /// The elements with the whitespace at the ends of what they say taken out.
    static func trimmed(_ elements: [CapturedElement]) -> [CapturedElement] {
        elements.map { element in
            var element = element
            let label = trimmed(element.label)
            // WebDriverAgent labels the space bar " " and names it "space": VoiceOver says "space".
            if label.isEmpty, !element.label.isEmpty, element.kind == .key,
               let name = element.identifier.map(trimmed), !name.isEmpty {
                element.label = name
            } else {
                element.label = label
            }
            element.value = trimmed(element.value)
            element.placeholder = element.placeholder.map(trimmed)
            element.hint = trimmed(element.hint)
            element.children = trimmed(element.children)
            return element
        }
    }

    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
