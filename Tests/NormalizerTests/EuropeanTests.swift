import Testing

/// The generic CLDR mechanisms as the European profiles use them (minor units, decimals said as a
/// number, dotted and colon ordinals, grouping dots, clock templates, dotted abbreviations).
/// Expected strings are the usual spoken forms in each language, not copied from output.
@Suite("European profiles through CLDR")
struct EuropeanTests {
    @Test(arguments: [
        // Money in the major and the minor unit (minorUnits), without a conjunction.
        ("3,23€", "tre euro ventitré centesimi"), ("4,20 £", "quattro sterline venti penny"), ("1 £", "una sterlina"),
        // Decimals as a number after "virgola".
        ("33,32", "trentatré virgola trentadue"),
        // Long compounds said apart after hundreds and thousands; not inside "millesimo".
        ("369", "trecento sessantanove"), ("2345", "duemila trecento quarantacinque"), ("1006", "millesei"),
        // Clock: "le dodici e trenta"; on the hour the hour alone.
        ("12:30", "dodici e trenta"), ("alle 16:00", "alle sedici"),
        // Abbreviations with letters after the dot are the profile's words, never an address.
        ("sig.na Sonia", "signorina Sonia"), ("dott.ssa Rossi", "dottoressa Rossi"), ("p.za Garibaldi", "piazza Garibaldi"),
        ("15 A", "quindici ampere"), ("155 d", "cento cinquantacinque giorni"),
    ])
    func italian(_ written: String, _ spoken: String) { #expect(say(written, "it-IT") == spoken) }

    @Test(arguments: [
        // "hundra", "tusen" without "ett" where a number starts with them, never inside a word.
        ("100", "hundra"), ("1095", "tusen nittiofem"), ("8100", "åttatusen hundra"), ("101000", "hundraettusen"),
        ("21000", "tjugoettusen"),
        ("$20,50", "tjugo dollar femtio cent"), ("$0,02", "två cent"), ("£1,20", "ett pund tjugo pence"), ("5,50 kr", "fem kronor femtio öre"),
        ("3,15", "tre komma femton"),
        // Ordinals written with a colon.
        ("2:a", "andra"), ("1:a", "första"), ("20:e", "tjugonde"),
        ("14:05", "fjorton noll fem"), ("kl. 12", "klockan tolv"), ("12:30 e.m.", "tolv trettio eftermiddag"),
        ("s:t Erik", "sankt Erik"),
    ])
    func swedish(_ written: String, _ spoken: String) { #expect(say(written, "sv-SE") == spoken) }

    @Test(arguments: [
        // Ordinals written with a dot.
        ("2.", "második"),
        // A dot before exactly three digits groups thousands where the comma is the decimal mark.
        ("1.000", "ezer"), ("2.000.000.000", "kétmilliárd"),
        ("$1,01", "egy dollár egy cent"), ("08:05", "nyolc óra öt perc"), ("tel. 5", "telefon öt"),
    ])
    func hungarian(_ written: String, _ spoken: String) { #expect(say(written, "hu-HU") == spoken) }
}
