import Testing

/// French through CLDR and the profile's `normalization:` data: one row per rule, the reading a
/// French speaker gives the written form; German's and French's readings said again are the same.
@Suite("French readings")
struct FrenchTests {
    @Test(arguments: [
        // Abbreviations written without a final dot, superscript letters included.
        ("Mᵐᵉ Dupont", "madame Dupont"),
        ("Mme Dupont", "madame Dupont"),
        ("Dʳ Martin", "docteur Martin"),
        // Seconds: the hour as the clock names it, then minutes and seconds with their units.
        ("14:05:09", "quatorze heures cinq minutes neuf secondes"),
        ("14:05:00", "quatorze heures cinq minutes zéro seconde"),
        // Square and cubic units from CLDR's names; a power after a number is said.
        ("5 cm²", "cinq centimètres carrés"), ("2 ft³", "deux pieds cubes"), ("10²", "dix au carré"),
        ("Mˡˡᵉˢ", "mesdemoiselles"),
        // A half or a quarter after a whole number drops its "un".
        ("1 1/2", "un et demi"),
        ("2 1/4", "deux et quart"),
        ("1 3/4", "un et trois quarts"),
        // Days listed before one month.
        ("les 17/18 juin", "les dix-sept dix-huit juin"),
        ("les 17-18-19 juin 2025", "les dix-sept dix-huit dix-neuf juin deux mille vingt-cinq"),
        // A round scale word takes "de" before its noun, elided before a vowel; a count that
        // goes on after the scale word does not.
        ("2.000.000 €", "deux millions d'euros"), ("1 000 000 $", "un million de dollars"),
        ("2 000 000 km", "deux millions de kilomètres"), ("1.500.000 €", "un million cinq cent mille euros"),
    ])
    func readings(_ written: String, _ spoken: String) {
        #expect(say(written, "fr-FR") == spoken)
    }

    @Test(arguments: ["de-DE", "fr-FR"])
    func readingsAreFixedPoints(_ language: String) {
        for text in ["€2,20 z.B. 00:00:05 Uhr", "Mᵐᵉ 56,3 /km² 0 ft", "1 1/2 121tem 90 millionen g"] {
            let once = say(text, language)
            #expect(say(once, language) == once, "\(text) → \(once)")
        }
    }
}
