/// Backslash escapes, shared by the JSON and YAML writers and by warning messages (which must stay
/// one line whatever the labels they quote hold).
enum EscapedText {
    /// `text` with line breaks, tabs and every scalar `keep` rejects written as escapes (`\n`,
    /// `\u00A0`, `\U0001F600`); with `quotes`, also `"` and `\` for a double-quoted string.
    static func escape(_ text: String, quotes: Bool, keep: (Unicode.Scalar) -> Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if keep(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + hex(scalar.value, width: 4)
                } else {
                    out += "\\U" + hex(scalar.value, width: 8)
                }
            }
        }
        return out
    }

    /// One line for a message: control characters and line separators escaped, the rest as is.
    static func oneLine(_ text: String) -> String {
        escape(text, quotes: false) { scalar in
            scalar.properties.generalCategory != .control && scalar != "\u{2028}" && scalar != "\u{2029}"
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
