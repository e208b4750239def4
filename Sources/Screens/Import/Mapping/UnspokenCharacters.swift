import Foundation

/// Characters in a captured label, value, placeholder or hint that VoiceOver does not speak, taken
/// out before any rule compares texts:
/// - U+FFFC (OBJECT REPLACEMENT CHARACTER) stands for a text attachment, an inline image, icon or
///   spacer in an attributed string ("1.8\u{FFFC}km"). VoiceOver reads an attachment only by a
///   label of its own, which no capture carries.
/// - Spaces and line breaks at either end say nothing ("Smart Feeds Expanded "). A key labelled
///   only with a space is the space bar, and reads its name.
enum UnspokenCharacters {
    static let attachment: Character = "\u{FFFC}"

    /// The elements with what they do not say taken out of their texts.
    static func removed(from elements: [CapturedElement]) -> [CapturedElement] {
        elements.map { element in
            var element = element
            let label = removed(from: element.label)
            // WebDriverAgent labels the space bar " " and names it "space": VoiceOver says "space".
            if label.isEmpty, !element.label.isEmpty, element.kind == .key,
               let name = element.identifier.map(removed(from:)), !name.isEmpty {
                element.label = name
            } else {
                element.label = label
            }
            element.value = removed(from: element.value)
            element.placeholder = element.placeholder.map(removed(from:))
            element.hint = removed(from: element.hint)
            element.children = removed(from: element.children)
            return element
        }
    }

    /// The text without attachments (one between two words leaves one space) and without
    /// whitespace at its ends.
    static func removed(from text: String) -> String {
        var text = text
        if text.contains(attachment) {
            var result = ""
            for character in text where character != attachment {
                if character == " ", result.last == " " { continue }
                result.append(character)
            }
            text = result
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
