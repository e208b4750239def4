import Testing

/// A German ordinal written with a dot declines weakly after its determiner ("zum 3. Mal" zum
/// dritten Mal); alone it keeps the strong masculine ("2. Platz" zweiter Platz).
@Suite("Ordinal endings after a determiner")
struct DeterminerEndingTests {
    @Test(arguments: [
        ("zum 3. Mal", "zum dritten Mal"),
        ("der 2. Platz", "der zweite Platz"),
        ("die 4. Klasse", "die vierte Klasse"),
        ("im 5. Stock", "im fünften Stock"),
        ("den 10. Geburtstag", "den zehnten Geburtstag"),
        ("in der 2. Klasse", "in der zweiten Klasse"),
        ("2. Platz", "zweiter Platz"),
    ])
    func germanOrdinalDeclinesAfterItsDeterminer(written: String, spoken: String) {
        #expect(say(written, "de-DE") == spoken)
    }

    /// A date's day takes the same ending ("am 3. Mai" am dritten Mai, was "am dritter Mai"),
    /// written with its dot or as digits; a date alone keeps the form said alone.
    @Test(arguments: [
        ("am 3. Mai", "am dritten Mai"),
        ("Am 1. Januar", "Am ersten Januar"),
        ("vom 3. Mai bis zum 5. Juni", "vom dritten Mai bis zum fünften Juni"),
        ("bis zum 24. Dezember", "bis zum vier und zwanzigsten Dezember"),
        ("am 03.05.2024", "am " + say("dritten Mai 2024", "de-DE")),
        ("3. Mai", "dritter Mai"),
    ])
    func germanDateDayDeclinesAfterItsDeterminer(written: String, spoken: String) {
        #expect(say(written, "de-DE") == spoken)
    }

    /// A profile without the table keeps its reading ("der" is no determiner in English).
    @Test func otherLanguagesAreUnchanged() {
        #expect(say("der 2. Platz", "en-US") == say("der", "en-US") + " " + say("2. Platz", "en-US"))
    }
}
