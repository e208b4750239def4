import Testing

/// Swedish through CLDR and the profile's data, one row per rule.
@Suite("Swedish readings")
struct SwedishTests {
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
    func readings(_ written: String, _ spoken: String) { #expect(say(written, "sv-SE") == spoken) }
}
