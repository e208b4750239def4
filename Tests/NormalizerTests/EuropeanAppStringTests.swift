import Testing

/// Short app strings said through the European profiles (branch euro2's probe of twenty strings a
/// profile): written ordinal endings, spaced dotted dates, unit abbreviations each language writes,
/// and the abbreviation dot of a unit inside a sentence.
@Suite("European app strings")
struct EuropeanAppStringTests {
    @Test(arguments: [
        // Dutch "1e", "2de", "8ste" and Catalan "1r", "2n", "4t", "2a" are ordinals (were "een e", "u r").
        ("nl-NL", "2e plaats", "tweede plaats"), ("nl-NL", "de 21e eeuw", "de eenentwintigste eeuw"), ("nl-NL", "8ste", "achtste"),
        ("ca-ES", "1r", "primer"), ("ca-ES", "4t", "quart"), ("ca-ES", "2a posició", "segona posició"),
        // ca "24 de nov. 2026": the written "de" is read once (was "vint-i-quatre de de novembre").
        ("ca-ES", "24 de nov. 2026", "vint-i-quatre de novembre del dos mil vint-i-sis"),
        // A day and a numbered month each with a dot and a space (was two ordinals: "dvacátý čtvrtý jedenáctý").
        ("cs-CZ", "24. 11. 2026", "dvacátého čtvrtého listopadu dvě tisíce dvacet šest"), ("cs-CZ", "24. 11.", "dvacátého čtvrtého listopadu"),
        ("de-DE", "am 24. 11. 2026", "am vier und zwanzigsten November zwei tausend sechs und zwanzig"),
        // Units as each language abbreviates them.
        ("pl-PL", "2 godz. temu", "dwie godziny temu"), ("cs-CZ", "1 hod", "jedna hodina"), ("tr-TR", "5 dk önce", "beş dakika önce"),
        ("tr-TR", "30 sn", "otuz saniye"), ("da-DK", "10 km/t", "ti kilometer i timen"), ("nb-NO", "10 km/t", "ti kilometer i timen"),
        ("fi-FI", "2,5 Gt", "kaksi pilkku viisi gigatavua"),
        // A unit's abbreviation dot before a lower-case word ends no sentence (was "fem minutter. siden").
        ("da-DK", "for 5 min. siden", "for fem minutter siden"), ("en-US", "5 min. Then", "five minutes. Then"),
        // Years from 2000 as Danish and Norwegian read them (was "tyvehundrede og seksogtyve").
        ("da-DK", "24.11.2026", "fireogtyvende november totusind og seksogtyve"),
        ("nb-NO", "24.11.2026", "tjuefjerde november to tusen og tjueseks"), ("nb-NO", "1990", "tusen ni hundre og nitti"),
    ])
    func appStrings(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
