import Testing

/// Italian through CLDR and the profile's data, one row per rule. Expected strings are the usual
/// spoken forms, not copied from output.
@Suite("Italian readings")
struct ItalianTests {
    @Test(arguments: [
        // Money in the major and the minor unit (minorUnits), without a conjunction.
        ("3,23€", "tre euro ventitré centesimi"), ("4,20 £", "quattro sterline venti penny"), ("1 £", "una sterlina"),
        // Decimals as a number after "virgola".
        ("33,32", "trentatré virgola trentadue"),
        // Long compounds said apart after hundreds and thousands; not inside "millesimo".
        ("369", "trecento sessantanove"), ("2345", "duemila trecento quarantacinque"), ("1006", "millesei"),
        // Clock: "le dodici e trenta"; on the hour the hour alone.
        ("12:30", "dodici e trenta"), ("alle 16:00", "alle sedici"),
        // With seconds, minutes and seconds counted with their nouns.
        ("17:15:26", "diciassette e quindici minuti e ventisei secondi"), ("08:01:01", "otto e un minuto e un secondo"),
        // "di" after milione and miliardo; the first of the month is "primo".
        ("1.000.000 €", "un milione di euro"), ("2,5 milioni di euro", "due virgola cinque milioni di euro"),
        ("€2,5 mld", "due virgola cinque miliardi di euro"), ("3 milioni", "tre milioni"),
        ("1 gennaio 2024", "primo gennaio duemila ventiquattro"), ("01/05/2024", "primo maggio duemila ventiquattro"),
        ("2 gennaio", "due gennaio"),
        // "centottanta" said apart keeps its elided vowel.
        ("180 cm", "cento ottanta centimetri"), ("281", "duecento ottantuno"),
        // A time noun written out after a number: the number in the form said before a noun.
        ("1 giorno fa", "un giorno fa"), ("21 giorni", "ventun giorni"), ("1 minuto", "un minuto"),
        // Abbreviations with letters after the dot are the profile's words, never an address.
        ("sig.na Sonia", "signorina Sonia"), ("dott.ssa Rossi", "dottoressa Rossi"), ("p.za Garibaldi", "piazza Garibaldi"),
        ("15 A", "quindici ampere"), ("155 d", "cento cinquantacinque giorni"),
    ])
    func readings(_ written: String, _ spoken: String) { #expect(say(written, "it-IT") == spoken) }
}
