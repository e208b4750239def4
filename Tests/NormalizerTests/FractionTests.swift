import Testing

/// Fractions where the denominator is a noun made from the ordinal, agreeing with the numerator:
/// without the profile's fraction words these read as two numbers ("tre fire") or an ordinal
/// ("tre quarto", "trois quatrième").
@Suite("Fraction words")
struct FractionTests {
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
