import Basics

/// Prints a DocumentNode as block-style YAML. Strings stay plain only when no YAML reader could
/// take them for anything else; all others are double-quoted with escapes, so labels with colons,
/// quotes, newlines, leading digits or words like "No" come back exactly.
enum YAMLEmitter {
    static func text(_ root: DocumentNode) -> String {
        var out = ""
        emit(root, indent: 0, afterDash: false, into: &out)
        return out
    }

    /// Writes `node` at `indent`; `afterDash` puts a map's first key on the list item's dash line.
    private static func emit(_ node: DocumentNode, indent: Int, afterDash: Bool, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch node {
        case .commented(let lines, let inner):
            // Before a list item's dash, or at the top of the file.
            let commentPad = afterDash ? String(repeating: " ", count: max(0, indent - 2)) : pad
            for line in lines { out += commentPad + "# " + EscapedText.oneLine(line) + "\n" }
            emit(inner, indent: indent, afterDash: afterDash, into: &out)
        case .map(let entries):
            for (index, entry) in entries.enumerated() {
                out += index == 0 && afterDash ? String(repeating: " ", count: indent - 2) + "- " : pad
                out += entry.key
                if let inline = inline(entry.value) {
                    out += ": " + inline + "\n"
                } else {
                    out += ":\n"
                    emit(entry.value, indent: indent + 2, afterDash: false, into: &out)
                }
            }
        case .list(let items, _):
            for item in items {
                if let inline = inline(item) {
                    out += pad + "- " + inline + "\n"
                } else if item.isMap {
                    emit(item, indent: indent + 2, afterDash: true, into: &out)
                } else {
                    out += pad + "-\n"
                    emit(item, indent: indent + 2, afterDash: false, into: &out)
                }
            }
        default:
            out += pad + (inline(node) ?? "") + "\n"
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
        case .commented:
            return nil
        }
    }

    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Plain only for text that starts with a letter, has no YAML indicators where they would
    /// count, no line breaks or control characters, and is no YAML 1.1 boolean or null.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, let last = text.last, !last.isWhitespace, last != ":" else { return false }
        if text.count <= 5, reservedWords.contains(text.lowercased()) { return false }
        var previous: Unicode.Scalar = "\0"
        for scalar in text.unicodeScalars {
            // ": " starts a mapping value and " #" a comment.
            if (previous == ":" && scalar == " ") || (previous == " " && scalar == "#") { return false }
            if scalar != " ", scalar.properties.isWhitespace || !isPrintable(scalar) || scalar == "\u{FEFF}" { return false }
            previous = scalar
        }
        return true
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
        "\"" + Escaping.backslashed(text, quotes: true) { scalar in
            isPrintable(scalar) && scalar != "\u{FEFF}" && scalar != "\u{2028}" && scalar != "\u{2029}"
        } + "\""
    }
}

extension DocumentNode {
    /// A mapping, commented or not: printed after a list item's dash.
    var isMap: Bool {
        switch self {
        case .map: true
        case .commented(_, let inner): inner.isMap
        default: false
        }
    }
}
