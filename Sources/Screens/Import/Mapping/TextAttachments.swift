import Foundation

/// U+FFFC (OBJECT REPLACEMENT CHARACTER) stands in a captured label or value for a text
/// attachment: an inline image, icon or spacer in an attributed string ("1.8\u{FFFC}km"). VoiceOver
/// reads an attachment only by a label of its own, which no capture carries, so the character is
/// not read: it is taken out before any rule looks at the text.
enum TextAttachments {
    static let placeholder: Character = "\u{FFFC}"

    /// The elements with every attachment placeholder taken out of what they say.
    static func removed(from elements: [CapturedElement]) -> [CapturedElement] {
        elements.map { element in
            var element = element
            element.label = removed(from: element.label)
            element.value = removed(from: element.value)
            element.placeholder = element.placeholder.map(removed(from:))
            element.hint = removed(from: element.hint)
            element.children = removed(from: element.children)
            return element
        }
    }

    /// The text without attachment placeholders; an attachment between two words leaves one space.
    static func removed(from text: String) -> String {
        guard text.contains(placeholder) else { return text }
        var result = ""
        for character in text where character != placeholder {
            if character == " ", result.last == " " { continue }
            result.append(character)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
