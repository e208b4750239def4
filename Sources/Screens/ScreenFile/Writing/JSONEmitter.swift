import Basics

/// Prints a DocumentNode as JSON, keys in the screen format's order, two-space indents, short
/// lists (traits, frame) on one line.
enum JSONEmitter {
    static func text(_ root: DocumentNode) -> String {
        var out = ""
        emit(root, indent: 0, into: &out)
        return out + "\n"
    }

    private static func emit(_ node: DocumentNode, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent + 2), closePad = String(repeating: " ", count: indent)
        switch node {
        case .commented(_, let inner): emit(inner, indent: indent, into: &out)
        case .string(let text): out += Escaping.jsonString(text)
        case .number(let number): out += ScreenDocument.text(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .list(let items, let isInline):
            if items.isEmpty { out += "[]"; return }
            if isInline {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    emit(item, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                emit(item, indent: indent + 2, into: &out)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += closePad + "]"
        case .map(let entries):
            if entries.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, entry) in entries.enumerated() {
                out += pad + Escaping.jsonString(entry.key) + ": "
                emit(entry.value, indent: indent + 2, into: &out)
                out += index < entries.count - 1 ? ",\n" : "\n"
            }
            out += closePad + "}"
        }
    }
}
