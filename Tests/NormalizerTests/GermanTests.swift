import Testing

/// German through CLDR and the profile's `normalization:` data: one row per rule, the reading a
/// German speaker gives the written form.
@Suite("German readings")
struct GermanTests {
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
        ("00:00:05 Uhr", "null Uhr null Minuten fünf Sekunden"),
        ("01:01:01 Uhr", "ein Uhr eine Minute eine Sekunde"),
        // Written seconds are said even when zero: the writer wanted the precision (a timer).
        ("00:00:00 Uhr", "null Uhr null Minuten null Sekunden"),
        ("14:30:00", "vierzehn Uhr dreißig Minuten null Sekunden"),
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
        // Hour 24 with minutes is a time when the clock word says so; a zone after "Uhr".
        ("24:15 Uhr", "vier und zwanzig Uhr fünfzehn"),
        ("01:01:01 Uhr est", "ein Uhr eine Minute eine Sekunde E S T"),
        // ISO year and month.
        ("2003-03", "März zwei tausend drei"),
        // Zeros past the cents say nothing; with a scale word the digits stay as written.
        ("$2,2010", "zwei Komma zwei null eins Dollar"),
        ("€2,200 millionen", "zwei Komma zwei null null millionen Euro"),
    ])
    func readings(_ written: String, _ spoken: String) {
        #expect(say(written, "de-DE") == spoken)
    }
}
