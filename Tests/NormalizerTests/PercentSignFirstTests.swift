import Normalizer
import Testing

/// A percent sign written before its number ("%7" in Arabic text, Turkish "%50") is the number as
/// a percentage, said in the order the language says percentages; inside a word or after a number
/// (a URL's "%20", "50%%") it is not.
@Suite("Percent sign before a number")
struct PercentSignFirstTests {
    @Test(arguments: [
        ("%7", "ar-SA", "سبعة في المائة"), ("%50", "tr-TR", "yüzde elli"), ("%7,5", "tr-TR", "yüzde yedi virgül beş"),
        ("%7", "en-US", "seven percent"), ("%12", "de-DE", "zwölf Prozent"),
    ])
    func percentFirst(_ written: String, _ language: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test func signInsideAWordIsNoPercentage() {
        #expect(!say("a%20b", "en-US").contains("twenty percent"))
        #expect(say("7%", "ar-SA") == say("%7", "ar-SA"))
        // With a unit or currency after the number the sign is no percentage of it.
        #expect(!say("%5 kg", "en-US").contains("five percent"))
    }
}
