import Testing

/// "3rd", "21st" written in any language (untranslated strings, product names) are that
/// language's own ordinal, where the ending agrees with the number.
@Suite("English ordinal endings in every language")
struct EnglishOrdinalMarkTests {
    @Test(arguments: [
        ("de-DE", "3rd", "dritter"),
        ("fr-FR", "21st", "vingt-et-unième"),
        ("pt-BR", "1st place", "primeiro place"),
        ("ja-JP", "2nd", "ダイニ"),
        ("tr-TR", "11th", "on birinci"),
        ("hi-IN", "22nd", "बाईसवाँ"),
    ])
    func endingMarksTheOwnOrdinal(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Languages whose ordinals have no reading yet (no rule set: ro; their own rules: ru, vi,
    /// zh) say the number and the letters.
    static let withoutOrdinals: Set<String> = ["ro", "ru", "vi", "zh"]

    /// (English itself has its own tests: "fourth" is "four" and "th".)
    @Test(arguments: Fixture.allLanguages(except: withoutOrdinals.union(["en"])))
    func noEndingIsSaidAsLetters(language: String) {
        for written in ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "101st"] {
            let number = String(written.dropLast(2)), ending = String(written.suffix(2))
            let cardinal = say(number, language).lowercased()
            let out = say(written, language).lowercased()
            #expect(out != cardinal + " " + ending && out != cardinal + ending, "\(language): \(written) -> \(out)")
        }
    }

    /// An ending that does not agree with the number is no ordinal in any language ("1th"): its
    /// letters are said as the language says them alone ("th", ru "ти эйч").
    @Test(arguments: Fixture.allLanguages)
    func aWrongEndingIsNoOrdinal(language: String) {
        #expect(say("1th", language).lowercased().hasSuffix(say("th", language).lowercased()), "\(language): \(say("1th", language))")
    }
}
