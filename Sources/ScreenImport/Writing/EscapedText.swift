import EarshotSupport

/// Backslash escapes, shared by the JSON and YAML writers and by warning messages (which must stay
/// one line whatever the labels they quote hold).
enum EscapedText {
    /// `text` with line breaks, tabs and every scalar `keep` rejects written as escapes (`\n`,
    /// `\u00A0`, `\U0001F600`); with `quotes`, also `"` and `\` for a double-quoted string.
    static func escape(_ text: String, quotes: Bool, keep: (Unicode.Scalar) -> Bool) -> String {
        Escaping.backslashed(text, quotes: quotes, keep: keep)
    }

    /// One line for a message: control characters and line separators escaped, the rest as is.
    static func oneLine(_ text: String) -> String {
        escape(text, quotes: false) { scalar in
            scalar.properties.generalCategory != .control && scalar != "\u{2028}" && scalar != "\u{2029}"
        }
    }
}
