import Normalizer
import Testing

/// Hebrew through CLDR and the profile's data. Expected strings are the usual spoken forms (checked
/// against the grammar references the profile names, not copied from output).
@Suite("Hebrew normalization")
struct HebrewTests {
    @Test(arguments: [
        // espeak-ng's he voice says nothing for digits: every number must become words.
        ("123", "מאה עשרים ושלוש"), ("₪20.50", "עשרים שקלים וחמישים אגורות"), ("₪1", "שקל אחד"), ("₪2", "שני שקלים"),
        ("£2", "שתי לירות שטרלינג"), ("14:30", "ארבע עשרה ושלושים"), ("2 h", "שעתיים"), ("5 h", "חמש שעות"),
        ("1/2", "חצי"), ("2/3", "שני שלישים"), ("2/5", "שתי חמישיות"), ("17/20", "שבע עשרה חלקי עשרים"),
        // A zero denominator is read as other fractions past the named ones, its numerator alike.
        ("17/0", "שבע עשרה חלקי אפס"), ("-5/0", "מינוס חמש חלקי אפס"),
    ])
    func numbersMoneyTimesFractions(_ written: String, _ spoken: String) { #expect(say(written, "he-IL") == spoken) }
}
