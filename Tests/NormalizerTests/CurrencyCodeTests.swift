import Testing

/// An ISO currency code after an amount is the currency's name as CLDR gives it in the profile's
/// language, with its plural form, in every profile: never the letters spelled ("H R K").
@Suite("Currency codes")
struct CurrencyCodeTests {
    @Test(arguments: [
        ("en-US", "88.5 million HRK", "eighty eight point five million Croatian kunas"),
        ("en-US", "1 HRK", "one Croatian kuna"),
        ("en-US", "12.50 ZAR", "twelve point five zero South African rand"),
        ("ru-RU", "5 HRK", "пять хорватских кун"),
        ("it-IT", "12,50 HRK", "dodici virgola cinquanta kune croate"),
        ("it-IT", "12,50 EUR", "dodici euro cinquanta centesimi"),
        ("hu-HU", "2 HRK", "két horvát kuna"),
        // Before the amount only where it is a price with two decimals.
        ("en-US", "HRK 88.50", "eighty eight point five zero Croatian kunas"),
        ("en-US", "ZAR 1,299.00", "one thousand two hundred ninety nine South African rand"),
    ])
    func codesAreNamed(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: Fixture.allLanguages)
    func everyProfileNamesACode(language: String) {
        let spoken = say("88 HRK", language)
        #expect(!spoken.contains("HRK") && !spoken.contains("H R K") && !spoken.contains("H.R.K"), "\(language): \(spoken)")
        #expect(say("5 ISK", language) != say("5", language) + " ISK", "\(language)")
    }

    /// Only codes in capitals and known to ISO 4217: "3 cup" is a word, "2 XXX" (no currency)
    /// and "5 ABC" stay as written.
    @Test func onlyKnownCodesInCapitals() {
        #expect(say("3 cup", "en-US") == "three cup")
        #expect(say("5 ABC", "en-US") == "five " + say("ABC", "en-US"))
        #expect(say("2 XXX", "en-US") == "two XXX")
        #expect(say("TOP 10", "en-US").hasSuffix("ten"))
        #expect(!say("TOP 10", "en-US").contains("paʻanga"))
    }
}
