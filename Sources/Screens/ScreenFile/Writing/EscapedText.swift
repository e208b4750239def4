import Basics

/// Warning and error messages stay one line whatever the labels they quote hold.
enum EscapedText {
    /// One line for a message: control characters and line separators escaped, the rest as is.
    static func oneLine(_ text: String) -> String {
        Escaping.backslashed(text, quotes: false) { scalar in
            scalar.properties.generalCategory != .control && scalar != "\u{2028}" && scalar != "\u{2029}"
        }
    }
}
