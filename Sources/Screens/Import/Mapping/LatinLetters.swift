/// Latin letters that only one of the profiles' languages writes, for guessing a capture's
/// language: ł and ż are Polish, ř Czech, ő Hungarian, ğ Turkish, ß German, ã Portuguese, ñ
/// Spanish, đ Croatian. Letters two profiles share (å, ø, ç, é, ä, ö, ü) tell nothing and are not listed;
/// nor are Vietnamese letters, which ``LanguageGuess`` counts by word.
enum LatinLetters {
    static let onlyIn: [Unicode.Scalar: String] = {
        let letters: [(String, String)] = [
            ("pl-PL", "ąęłńśźżĄĘŁŃŚŹŻ"),
            ("cs-CZ", "ěřůĚŘŮ"),
            ("sk-SK", "ľĺŕĽĹŔ"),
            ("hu-HU", "őűŐŰ"),
            ("tr-TR", "ğıİĞ"),
            ("ro-RO", "șțȘȚ"),
            ("de-DE", "ß"),
            ("pt-BR", "ãõÃÕ"),
            ("es-ES", "ñÑ"),
            ("hr-HR", "đĐ"),
            ("ca-ES", "ŀĿ"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (language, written) in letters { for letter in written.unicodeScalars { table[letter] = language } }
        return table
    }()
}
