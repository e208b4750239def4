import Normalizer
import Testing

/// A two-digit month, "/" or "-", and a four-digit year of this century or the last ("11/2024",
/// "03-2025": a card's expiry, a billing month) is a month and a year in every language, not a
/// fraction or two numbers. A one-digit numerator ("1/2000", a shutter speed), a dot ("11.2024")
/// and older years keep their readings.
@Suite("Month and year")
struct MonthAndYearTests {
    @Test(arguments: [
        ("11/2024", "en-US", "november twenty twenty four"), ("03-2025", "en-US", "march twenty twenty five"),
        ("11/2024", "it-IT", "novembre duemila ventiquattro"), ("11-2024", "hi-IN", "नवंबर दो हज़ार चौबीस"),
        ("03/2025", "fr-FR", "mars deux mille vingt-cinq"),
    ])
    func monthAndYear(_ written: String, _ language: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [("1/2000", "en-US"), ("11.2024", "en-US"), ("12/1500", "en-US"), ("13/2024", "en-US")])
    func notAMonth(_ written: String, _ language: String) {
        let spoken = say(written, language)
        for month in ["january", "november", "december"] { #expect(!spoken.lowercased().contains(month), "\(written): \(spoken)") }
    }

    /// The end of a longer date or code is not a month and year of its own.
    @Test(arguments: ["ja-JP", "zh-CN", "ko-KR"])
    func notTheEndOfALongerDate(_ language: String) {
        #expect(!say("10/10/2020", language).hasSuffix(say("10/2020", language)))
    }
}
