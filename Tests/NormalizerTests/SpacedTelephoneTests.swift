import Testing

/// Phone numbers written with spaces alone between their groups ("0800 123 4567"), as apps and
/// address books print them in many countries, and the groups a language says as numbers.
@Suite("Phone numbers with spaces between the groups")
struct SpacedTelephoneTests {
    @Test(arguments: [
        // The trunk zero, or a group of four digits among three, makes it a phone number.
        ("en-GB", "0800 123 4567", "zero eight zero zero, one two three, four five six seven"),
        ("en-US", "555 123 4567", "five five five, one two three, four five six seven"),
        ("en-GB", "07700 900123", "zero seven seven zero zero, nine zero zero one two three"),
        ("de-DE", "030 1234567", "null drei null, eins zwei drei vier fünf sechs sieben"),
        ("es-ES", "0800 123 4567", "cero ocho cero cero, uno dos tres, cuatro cinco seis siete"),
        // hu says each group as a number, a group that starts with zero digit by digit.
        ("hu-HU", "06 30 123 4567", "nulla hat, harminc, százhuszonhárom, négyezerötszázhatvanhét"),
        ("hu-HU", "+36 1 441 4000", "plusz harminchat, egy, négyszáznegyvenegy, négyezer"),
    ])
    func spacedGroupsArePhoneNumbers(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // One number grouped by thousands, and years listed, are not phone numbers.
        ("es-ES", "612 345 678", "612345678"), ("de-DE", "3 500 000", "3500000"),
    ])
    func thousandsGroupedBySpacesStayOneNumber(language: String, written: String, plain: String) {
        #expect(say(written, language) == say(plain, language))
    }

    @Test func yearsListedStayYears() {
        #expect(say("2019 2020 2021", "en-US") == "twenty nineteen twenty twenty twenty twenty one")
    }
}
