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
        // The day of a date is an ordinal though CLDR's pattern writes it bare (dates.dayOrdinal).
        ("2000-01-02", "andra januari tjugohundra"), ("3 mars", "tredje mars"),
    ])
    func swedish(_ written: String, _ spoken: String) { #expect(say(written, "sv-SE") == spoken) }

    @Test(arguments: [
        // Ordinals written with a dot.
        ("2.", "második"),
        // A dot before exactly three digits groups thousands where the comma is the decimal mark.
        ("1.000", "ezer"), ("2.000.000.000", "kétmilliárd"),
        ("$1,01", "egy dollár egy cent"),
        // A year written with a dot before a month name leads the date; it is no ordinal.
        ("2010. április 1.", "kétezertíz április elseje"), ("2010. április", "kétezertíz április"),
        // The day of a date takes the possessive ordinal (dates.dayEndings).
        ("április 1.", "április elseje"), ("2010-04-04", "kétezertíz április negyedike"), ("2021-03-15", "kétezerhuszonegy március tizenötödike"),
        ("2021-03-02", "kétezerhuszonegy március másodika"),
        // A year-first date with the month as a number or a Roman numeral, each with its dot.
        ("2010. 4. 1.", "kétezertíz április elseje"), ("2010. IV. 1.", "kétezertíz április elseje"), ("2010. 04. 20.", "kétezertíz április huszadika"), ("08:05", "nyolc óra öt perc"), ("tel. 5", "telefon öt"),
    ])
    func hungarian(_ written: String, _ spoken: String) { #expect(say(written, "hu-HU") == spoken) }

    /// Every profile that writes ordinals with a dot reads them, through any ordinal rule set its
    /// locale has (da "%spellout-ordinal-common").
    @Test(arguments: [("da-DK", "anden"), ("nb-NO", "andre"), ("fi-FI", "toinen"), ("hr-HR", "drugi"), ("tr-TR", "ikinci"),
                      ("hu-HU", "második"), ("de-DE", "zweiter")])
    func dottedOrdinals(_ language: String, _ spoken: String) { #expect(say("2.", language) == spoken) }

    /// Minor units reach the European profiles (minorUnits), in the noun's gender and plural form.
    @Test(arguments: [
        ("da-DK", "€1,01", "en euro og en cent"), ("fi-FI", "€3,03", "kolme euroa ja kolme senttiä"),
        ("cs-CZ", "€3,03", "tři eura a tři centy"), ("pl-PL", "€1,01", "jedno euro i jeden cent"),
        ("el-GR", "€3,03", "τρία ευρώ και τρία λεπτά"), ("uk-UA", "€1", "одне євро"), ("tr-TR", "€1,01", "bir avro bir sent"),
    ])
    func minorUnits(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    /// ICU's words corrected where the profile names a source (spelloutReplacements): el "χιλιάδες"
    /// without ICU's second accent, ro "un milion", "o mie" before the noun.
    @Test(arguments: [("el-GR", "2000", "δύο χιλιάδες"), ("ro-RO", "1000000", "un milion"), ("ro-RO", "1000", "o mie"),
                      ("ro-RO", "21", "douăzeci şi unu")])
    func correctedNumberWords(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    /// A natural clock in each profile: digital readings with a zero before single minutes, the
    /// language's hour word, or the unit names with the hour in its gender.
    @Test(arguments: [
        ("da-DK", "14:05", "fjorten nul fem"), ("nb-NO", "14:05", "fjorten null fem"), ("fi-FI", "14:05", "neljätoista nolla viisi"),
        ("nl-NL", "14:05", "veertien uur vijf"), ("tr-TR", "14:05", "saat on dört sıfır beş"), ("ro-RO", "02:30", "ora două și treizeci"),
        ("el-GR", "02:30", "δύο και τριάντα"), ("cs-CZ", "02:30", "dvě hodiny třicet minut"), ("uk-UA", "02:30", "дві години тридцять хвилин"),
    ])
    func clocks(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test(arguments: [("da-DK", "3,15", "tre komma femten"), ("nl-NL", "3,15", "drie komma vijftien"), ("tr-TR", "3,15", "üç virgül on beş")])
    func decimalsAsNumbers(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }
}

/// Fractions where the denominator is a noun made from the ordinal, agreeing with the numerator:
/// without the profile's fraction words these read as two numbers ("tre fire") or an ordinal
/// ("tre quarto", "trois quatrième").
@Suite("European fraction words")
struct EuropeanFractionTests {
    @Test(arguments: [
        ("fr-CA", "3/4", "trois quarts"), ("fr-CA", "5/8", "cinq huitièmes"),
        ("it-IT", "3/4", "tre quarti"), ("it-IT", "2/3", "due terzi"),
        ("sv-SE", "3/4", "tre fjärdedelar"), ("sv-SE", "1/2", "en halv"),
        ("nb-NO", "3/4", "tre fjerdedeler"), ("nb-NO", "2/3", "to tredjedeler"),
        ("da-DK", "3/4", "tre fjerdedele"), ("da-DK", "5/8", "fem ottendedele"),
        // "del" is common gender: "en", also for the whole of a mixed fraction.
        ("da-DK", "1/4", "en fjerdedel"), ("da-DK", "1 1/2", "en og en halv"),
        // A whole number alone is counted: "uno", not the "un" said before a noun.
        ("it-IT", "1 1/2", "uno e mezzo"), ("it-IT", "1 3/4", "uno e tre quarti"),
    ])
    func denominatorsAreNouns(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Slavic and Romanian: a feminine numerator, the denominator's noun or feminine ordinal in the
    /// form the numerator's plural category takes (pl one / few / many); no name: the "over" word.
    @Test(arguments: [
        ("pl-PL", "1/2", "jedna druga"), ("pl-PL", "3/4", "trzy czwarte"), ("pl-PL", "5/8", "pięć ósmych"),
        ("pl-PL", "22/3", "dwadzieścia dwie trzecie"), ("pl-PL", "1 1/2", "jeden i pół"), ("pl-PL", "1/12", "jeden przez dwanaście"),
        ("cs-CZ", "½", "jedna polovina"), ("cs-CZ", "3/4", "tři čtvrtiny"), ("cs-CZ", "5/8", "pět osmin"), ("cs-CZ", "1 1/2", "jeden a půl"),
        ("sk-SK", "2/5", "dve pätiny"), ("sk-SK", "¾", "tri štvrtiny"), ("sk-SK", "5/8", "päť osmín"),
        ("uk-UA", "1/2", "одна друга"), ("uk-UA", "3/4", "три четвертих"), ("uk-UA", "2/5", "дві п'ятих"),
        ("ro-RO", "1/2", "o doime"), ("ro-RO", "3/4", "trei pătrimi"), ("ro-RO", "2/5", "două cincimi"), ("ro-RO", "-1/3", "minus o treime"),
        ("ro-RO", "1 1/2", "unu și jumătate"),
        ("hr-HR", "1/2", "jedna polovina"), ("hr-HR", "3/4", "tri četvrtine"), ("hr-HR", "5/8", "pet osmina"),
        ("bg-BG", "1/2", "една втора"), ("bg-BG", "3/4", "три четвърти"), ("bg-BG", "5/8", "пет осми"),
        ("nl-NL", "1/2", "een half"), ("nl-NL", "2/5", "twee vijfde"),
        ("ca-ES", "1/2", "un mig"), ("ca-ES", "3/4", "tres quarts"), ("ca-ES", "2/5", "dos cinquens"), ("ca-ES", "1 1/2", "un i mig"),
    ])
    func denominatorsAgreeWithTheNumerator(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Denominators made from CLDR's own words with the profile's endings: the ordinal's stem (hu
    /// "negyed", fi "neljäsosa", el neuter "τέταρτο"/"τέταρτα") or the cardinal in the locative
    /// (tr "dörtte"), so denominators nobody listed are said too.
    @Test(arguments: [
        ("hu-HU", "3/4", "három negyed"), ("hu-HU", "1/2", "egy ketted"), ("hu-HU", "⅔", "kettő harmad"),
        ("hu-HU", "21/3443", "huszonegy háromezernégyszáznegyvenharmad"), ("hu-HU", "1 1/2", "egy egész egy ketted"),
        ("fi-FI", "1/4", "yksi neljäsosa"), ("fi-FI", "3/4", "kolme neljäsosaa"), ("fi-FI", "1/2", "yksi kahdesosa"), ("fi-FI", "1 1/2", "yksi ja puoli"),
        ("el-GR", "1/3", "ένα τρίτο"), ("el-GR", "3/4", "τρία τέταρτα"), ("el-GR", "5/8", "πέντε όγδοα"), ("el-GR", "1 1/2", "ένα και μισό"),
        ("tr-TR", "1/2", "ikide bir"), ("tr-TR", "3/4", "dörtte üç"), ("tr-TR", "1/12", "on ikide bir"), ("tr-TR", "5/40", "kırkta beş"),
        ("tr-TR", "1 3/4", "bir tam dörtte üç"),
    ])
    func denominatorsFromCLDRWords(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
