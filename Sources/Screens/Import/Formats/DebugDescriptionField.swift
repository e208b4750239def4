/// A field after an element's type and address in a debugDescription line.
enum DebugDescriptionField: Equatable {
    case frame(Substring)
    case keyed(String, String)
    case flag(String)

    /// The keys XCUITest prints; a quoted value ends at a quote followed by one of these (or a
    /// flag, or the end), which is what makes unescaped quotes inside labels readable.
    static let knownKeys = ["identifier", "label", "value", "placeholderValue", "pid", "title"]
    static let knownFlags = ["Selected", "Disabled", "Keyboard Focused", "Focused", "Enabled", "Hittable"]

    /// Splits `, {{…}}, identifier: 'x', label: 'y', Selected`.
    static func split(_ rest: Substring) -> [DebugDescriptionField] {
        var fields: [DebugDescriptionField] = []
        var text = rest
        while text.hasPrefix(", ") {
            text = text.dropFirst(2)
            if text.hasPrefix("{{"), let end = text.range(of: "}}") {
                fields.append(.frame(text[..<end.upperBound]))
                text = text[end.upperBound...]
            } else if let key = leadingKey(text) {
                text = text.dropFirst(key.count + 2)
                if text.hasPrefix("'") {
                    let body = text.dropFirst()
                    let end = quotedEnd(body)
                    fields.append(.keyed(key, String(body[..<end])))
                    text = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
                } else {
                    let end = nextBoundary(text)
                    fields.append(.keyed(key, String(text[..<end])))
                    text = text[end...]
                }
            } else {
                let end = nextBoundary(text)
                let word = text[..<end].trimmingCharacters(in: .whitespaces)
                if !word.isEmpty { fields.append(.flag(word)) }
                text = text[end...]
            }
        }
        return fields
    }

    /// `label` in `label: 'x'…`: a known key, or any lowerCamel word followed by ": ".
    private static func leadingKey(_ text: Substring) -> String? {
        guard let colon = text.range(of: ": ") else { return nil }
        let key = text[..<colon.lowerBound]
        guard let first = key.first, first.isLowercase, key.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
        return String(key)
    }

    /// The closing quote of a quoted value: the first quote followed by the end of the line or by
    /// `, ` and the next field.
    private static func quotedEnd(_ body: Substring) -> Substring.Index {
        var search = body.startIndex
        while let quote = body[search...].firstIndex(of: "'") {
            let after = body[body.index(after: quote)...]
            if after.isEmpty || startsField(after) { return quote }
            search = body.index(after: quote)
        }
        // No quote is followed by a known field: the last quote closes (an unknown flag follows).
        return body.lastIndex(of: "'") ?? body.endIndex
    }

    /// Where an unquoted value ends: at the next `, ` that starts a field.
    private static func nextBoundary(_ text: Substring) -> Substring.Index {
        var search = text.startIndex
        while let comma = text[search...].range(of: ", ") {
            if startsField(text[comma.lowerBound...]) { return comma.lowerBound }
            search = comma.upperBound
        }
        return text.endIndex
    }

    /// Whether `text` (from a ", ") begins the next field: a known key, a lowerCamel key, a frame or
    /// a known flag ending there.
    private static func startsField(_ text: Substring) -> Bool {
        guard text.hasPrefix(", ") else { return false }
        let next = text.dropFirst(2)
        if next.hasPrefix("{{") { return true }
        if knownKeys.contains(where: { next.hasPrefix($0 + ": ") }) { return true }
        if leadingKey(next) != nil, let colon = next.range(of: ": "), next[colon.upperBound...].hasPrefix("'") { return true }
        return knownFlags.contains { flag in
            next.hasPrefix(flag) && (next.dropFirst(flag.count).isEmpty || next.dropFirst(flag.count).hasPrefix(", "))
        }
    }
}
