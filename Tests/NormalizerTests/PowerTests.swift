import Testing

/// Powers written with superscript digits or "^" ("10⁶", "2^10", "10⁻³"): the profile's phrase
/// for raising to a power with the exponent in words, never the base and the exponent read as two
/// numbers side by side ("ten six"). A lone ² or ³ keeps the profile's own word where it has one.
@Suite("Powers")
struct PowerTests {
    @Test(arguments: [
        ("en-US", "10⁶", "ten to the power of six"), ("en-US", "2^10", "two to the power of ten"),
        ("en-US", "10⁻³", "ten to the power of minus three"), ("en-US", "x^-2", "x to the power of minus two"),
        ("en-US", "10²", "ten squared"), ("en-US", "E=mc²", "E equals mc squared"),
        ("de-DE", "10⁶", "zehn hoch sechs"), ("fr-FR", "10^6", "dix puissance six"), ("es-ES", "2⁵", "dos elevado a cinco"),
        ("ru-RU", "10⁶", "десять в степени шесть"), ("pt-BR", "10⁹", "dez elevado a nove"), ("vi-VN", "10⁶", "mười mũ sáu"),
        ("pl-PL", "2³", "dwa do potęgi trzy"), ("hu-HU", "10⁶", "tíz a hatodik hatványon"),
        // Joined to the base where words are not spaced or the phrase starts with a particle.
        ("zh-CN", "10⁶", "十的六次方"), ("th-TH", "10⁶", "สิบยกกำลังหก"), ("ko-KR", "10⁶", "십의 육제곱"),
    ])
    func powersAreSaidAsPowers(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// After a longer word a superscript is a footnote mark, the number it writes; subscripts are
    /// never powers ("H₂O").
    @Test(arguments: [("en-US", "Terms¹", "Terms one"), ("en-US", "H₂O", "H two O"), ("de-DE", "Preis¹", "Preis ein")])
    func footnotesAndSubscriptsAreNumbers(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Every profile names its power phrase, so no language reads "10⁶" as two numbers.
    @Test func everyProfileSaysAPower() throws {
        let languages = Fixture.store.languages
        #expect(languages.count >= 39)
        for language in languages {
            let spoken = say("10⁶", language)
            let bare = say("10 6", language)
            #expect(spoken != bare, "\(language): \(spoken)")
        }
    }
}
