import Testing

/// Where the dot is the decimal mark, a number with two or more dots each before three digits
/// ("Rp 1.299.000" in an English or Malay app) groups thousands, as a decimal has one mark;
/// versions, addresses and phone numbers written with dots keep their readings.
@Suite("Thousands grouped by dots where the dot is the decimal mark")
struct DotGroupingTests {
    static let dotLanguages = Fixture.allLanguages(withDecimalMark: ".")

    @Test(arguments: dotLanguages)
    func dotsBeforeThreeDigitsGroupThousands(language: String) {
        #expect(say("1.299.000", language) == say("1299000", language))
        #expect(say("2.000.000", language) == say("2000000", language))
    }

    @Test(arguments: dotLanguages)
    func otherDottedDigitsAreNotOneNumber(language: String) {
        // A version's groups are not three digits; one dot is still a decimal.
        #expect(say("1.2.3", language) != say("123", language))
        #expect(say("1.299", language) != say("1299", language))
        #expect(say("555.555.5555", language) != say("5555555555", language))
    }

    @Test func theDotLanguagesAreMany() {
        #expect(Self.dotLanguages.count >= 10)
        #expect(Self.dotLanguages.contains("en-US") && !Self.dotLanguages.contains("de-DE"))
    }
}
