/// Word lists a profile names by key (`initialisms.wordList: english`), for rules that must tell a
/// word from a token that only looks like one. Built on first use: most texts never ask.
enum KnownWords {
    /// The list named `name`, or nil when the normalizer has none by that name.
    static func named(_ name: String) -> Set<String>? {
        switch name {
        case "english": english
        default: nil
        }
    }

    static let names = ["english"]

    // A static let is built once, on first use, and safely across threads.
    private static let english: Set<String> = Set(englishText.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
