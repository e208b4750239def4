/// Prints a DocumentNode as block-style YAML. Strings stay plain only when no YAML reader could
/// take them for anything else; all others are double-quoted with escapes, so labels with colons,
/// quotes, newlines, leading digits or words like "No" come back exactly.
enum YAMLEmitter {
    static func text(_ root: DocumentNode) -> String {
        var lines: [String] = []
        emit(root, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func emit(_ node: DocumentNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch node {
        case .map(let entries):
            for (key, value) in entries {
                if let inline = inline(value) {
                    lines.append("\(pad)\(key): \(inline)")
                } else {
                    lines.append("\(pad)\(key):")
                    emit(value, indent: indent + 2, into: &lines)
                }
            }
        case .list(let items, _):
            for item in items {
                if let inline = inline(item) {
                    lines.append("\(pad)- \(inline)")
                    continue
                }
                var itemLines: [String] = []
                emit(item, indent: indent + 2, into: &itemLines)
                guard let first = itemLines.first else { continue }
                // The item's first line goes after the dash.
                lines.append("\(pad)- " + first.dropFirst(indent + 2))
                lines.append(contentsOf: itemLines.dropFirst())
            }
        default:
            lines.append(pad + (inline(node) ?? ""))
        }
    }

    /// The one-line form of scalars, inline lists and empty collections; nil for block ones.
    private static func inline(_ node: DocumentNode) -> String? {
        switch node {
        case .string(let text): return scalar(text)
        case .number(let number): return ScreenDocument.text(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items, let isInline):
            if items.isEmpty { return "[]" }
            guard isInline else { return nil }
            let parts = items.compactMap { item -> String? in
                // Inside [ ], commas and brackets end a plain scalar.
                if case .string(let text) = item { return text.contains(where: ",[]{}".contains) ? quoted(text) : scalar(text) }
                return inline(item)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .map(let entries):
            return entries.isEmpty ? "{}" : nil
        }
    }

    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Plain only for text that starts with a letter, has no YAML indicators where they would
    /// count, no line breaks or control characters, and is no YAML 1.1 boolean or null.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, let last = text.last, !last.isWhitespace, last != ":" else { return false }
        if reservedWords.contains(text.lowercased()) { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar == " " || (!scalar.properties.isWhitespace && isPrintable(scalar) && scalar != "\u{FEFF}")
        }
    }

    private static let reservedWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]

    /// YAML's printable set; everything else is escaped.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + EscapedText.escape(text, quotes: true) { scalar in
            isPrintable(scalar) && scalar != "\u{FEFF}" && scalar != "\u{2028}" && scalar != "\u{2029}"
        } + "\""
    }
}
