import Testing

/// Where the comma is the decimal mark, a decimal written with a dot ("2.5 GB", from an app that
/// formats its own numbers) is still a decimal; the dot before three digits still groups
/// thousands, and a list of dotted numbers stays a list.
@Suite("A dot decimal where the comma is the mark")
struct DotDecimalTests {
    static let commaLanguages = Fixture.allLanguages(withDecimalMark: ",")

    @Test(arguments: commaLanguages)
    func dotDecimalReadsAsTheLocalDecimal(language: String) {
        #expect(say("2.5 GB", language) == say("2,5 GB", language))
        #expect(say("0.75", language) == say("0,75", language))
    }

    @Test(arguments: commaLanguages)
    func dotBeforeThreeDigitsStillGroups(language: String) {
        #expect(say("1.234", language) == say("1234", language))
    }

    /// A dot time ("14.30", read so in de, fi, da) is an amount when a currency or unit follows.
    @Test(arguments: commaLanguages)
    func anAmountWithADotIsNoTimeOfDay(language: String) {
        #expect(say("12.50 €", language) == say("12,50 €", language))
        #expect(say("14.30 kg", language) == say("14,30 kg", language))
    }

    @Test func theCommaLanguagesAreMany() {
        #expect(Self.commaLanguages.count >= 20)
        #expect(Self.commaLanguages.contains("de-DE") && !Self.commaLanguages.contains("en-US"))
    }
}
