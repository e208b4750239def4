import Normalizer
import Testing
import VoiceProfiles

/// German and French through CLDR and the profiles' `normalization:` data: one row per rule,
/// the reading a German or French speaker gives the written form.
@Suite("German and French readings")
struct GermanAndFrenchTests {
    @Test(arguments: [
        // Cents with the currency's minor unit, no "und" between ("zwei Euro zwanzig").
        ("€2,20", "zwei Euro zwanzig Cent"),
        ("£2,01", "zwei Pfund ein Penny"),
        ("€0,01", "ein Cent"),
        // CLDR's scale words complete the profile's own ("Mio.", "K"): "millionen" written out.
        ("90 millionen g", "neunzig millionen Gramm"),
        // A unit written exactly beats a currency matched in another case (HUF is "Ft").
        ("0 ft", "null Fuß"),
        ("5 Ft", "fünf Ungarische Forint"),
        // Times with seconds name the hour as the clock does; Minute and Sekunde are feminine.
        ("00:00:00 Uhr", "null Uhr null Minuten null Sekunden"),
        ("01:01:01 Uhr", "ein Uhr eine Minute eine Sekunde"),
        // Mixed fractions without "und" ("eineinhalb").
        ("1 1/2", "ein ein halb"),
        // Abbreviations with dots inside the word, and English titles.
        ("ich mag z.B. Eis", "ich mag zum Beispiel Eis"),
        ("Mr. Smith", "Mister Smith"),
        // A space before the slash of a unit is still "pro"; Quadrat said apart for espeak-ng.
        ("56,3 /km²", "sechs und fünfzig Komma drei pro Quadrat Kilometer"),
        // Written ordinal endings pick the inflected form ("121tem", "3ten").
        ("121tem", "ein hundert ein und zwanzigstem"),
        ("3ten", "dritten"),
        ("1 mV", "ein Millivolt"),
    ])
    func german(_ written: String, _ spoken: String) {
        #expect(say(written, "de-DE") == spoken)
    }

    @Test(arguments: [
        // Abbreviations written without a final dot, superscript letters included.
        ("Mᵐᵉ Dupont", "madame Dupont"),
        ("Mme Dupont", "madame Dupont"),
        ("Dʳ Martin", "docteur Martin"),
        // Seconds: the hour as the clock names it, then minutes and seconds with their units.
        ("14:05:09", "quatorze heures cinq minutes neuf secondes"),
    ])
    func french(_ written: String, _ spoken: String) {
        #expect(say(written, "fr-FR") == spoken)
    }

    @Test(arguments: ["de-DE", "fr-FR"])
    func readingsAreFixedPoints(_ language: String) {
        for text in ["€2,20 z.B. 00:00:00 Uhr", "Mᵐᵉ 56,3 /km² 0 ft", "1 1/2 121tem 90 millionen g"] {
            let once = say(text, language)
            #expect(say(once, language) == once, "\(text) → \(once)")
        }
    }
}
