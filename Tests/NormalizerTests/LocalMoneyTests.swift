import Testing

/// Prices as the language says them: the minor unit named after the major one, and the local
/// currency's letter symbol before the amount, as Indonesia and Malaysia write it.
@Suite("Local money")
struct LocalMoneyTests {
    @Test(arguments: [
        ("fr-FR", "12,50 €", "douze euros et cinquante centimes"),
        ("fr-FR", "1,01 €", "un euro et un centime"),
        ("fr-CA", "3,99 $", "trois dollars et quatre-vingt-dix-neuf cents"),
        ("id-ID", "Rp 12.500", "dua belas ribu lima ratus rupiah"),
        ("id-ID", "Rp12.500", "dua belas ribu lima ratus rupiah"),
        ("id-ID", "$3,99", "tiga dolar dan sembilan puluh sembilan sen"),
        ("ms-MY", "RM12.50", "dua belas ringgit dan lima puluh sen"),
        ("ms-MY", "RM 5", "lima ringgit"),
    ])
    func pricesAreSaidWithTheirUnits(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// A letter symbol stands before an amount only as written: lower-case "ft" or a word ending
    /// in the symbol's letters stays a word.
    @Test func letterSymbolsNeedTheirOwnCase() {
        #expect(say("rm 5", "ms-MY") != "lima ringgit")
        #expect(say("FARM5", "ms-MY").hasPrefix("FARM"))
        #expect(say("ARM64", "en-US") == "ARM sixty four")
    }
}
