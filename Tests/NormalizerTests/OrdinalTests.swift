import Testing

/// Ordinals as each language writes them (a dot, an ending, an article) and in the case a
/// preposition asks for. Expected strings follow the grammars named in each profile's comments.
@Suite("Ordinals")
struct OrdinalTests {
    /// Every profile that writes ordinals with a dot reads them, through any ordinal rule set its
    /// locale has (da "%spellout-ordinal-common").
    @Test(arguments: [("da-DK", "anden"), ("nb-NO", "andre"), ("fi-FI", "toinen"), ("hr-HR", "drugi"), ("tr-TR", "ikinci"),
                      ("hu-HU", "második"), ("de-DE", "zweiter")])
    func dottedOrdinals(_ language: String, _ spoken: String) { #expect(say("2.", language) == spoken) }

    @Test(arguments: [
        // Dutch "1e", "2de", "8ste" and Catalan "1r", "2n", "4t", "2a" are ordinals.
        ("nl-NL", "2e plaats", "tweede plaats"), ("nl-NL", "de 21e eeuw", "de eenentwintigste eeuw"), ("nl-NL", "8ste", "achtste"),
        ("ca-ES", "1r", "primer"), ("ca-ES", "4t", "quart"), ("ca-ES", "2a posició", "segona posició"),
    ])
    func writtenOrdinalEndings(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Bulgarian definite ordinals: the article written after the ordinal's last letters.
        ("3-тия", "третия", "bg-BG"), ("1-вият", "първият", "bg-BG"), ("2-рата", "втората", "bg-BG"),
        ("5-ите", "петите", "bg-BG"), ("на 3-тия ред", "на третия ред", "bg-BG"), ("1-во място", "първо място", "bg-BG"),
    ])
    func bulgarianDefiniteOrdinals(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // A dotted ordinal after a preposition, in the case the noun's ending shows.
        ("na 2. miejscu", "na drugim miejscu"), ("po 5. dniu", "po piątym dniu"), ("w 2. edycji", "w drugiej edycji"),
        ("do 3. etapu", "do trzeciego etapu"), ("do 2. rundy", "do drugiej rundy"),
        // Without a preposition, or with a noun in the accusative, the nominative as before.
        ("2. miejsce", "drugie miejsce"), ("na 3. piętro", "na trzecie piętro"),
    ])
    func polishOrdinalAfterPreposition(_ written: String, _ spoken: String) {
        #expect(say(written, "pl-PL") == spoken)
    }

    @Test(arguments: [
        ("ve 2. ročníku", "ve druhém ročníku", "cs-CZ"), ("do 2. kola", "do druhého kola", "cs-CZ"),
        ("do 3. třídy", "do třetí třídy", "cs-CZ"), ("2. místo", "druhé místo", "cs-CZ"),
        ("v 2. ročníku", "v druhom ročníku", "sk-SK"), ("do 3. triedy", "do tretej triedy", "sk-SK"),
    ])
    func czechAndSlovakOrdinalAfterPreposition(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
