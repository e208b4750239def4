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

    /// A profile without the table keeps its reading ("der" is no determiner in English).
    @Test func otherLanguagesAreUnchanged() {
        #expect(say("der 2. Platz", "en-US") == say("der", "en-US") + " " + say("2. Platz", "en-US"))
    }
}
