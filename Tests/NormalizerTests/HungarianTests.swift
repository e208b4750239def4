import Testing

/// Hungarian through CLDR and the profile's data, one row per rule.
@Suite("Hungarian readings")
struct HungarianTests {
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
    func readings(_ written: String, _ spoken: String) { #expect(say(written, "hu-HU") == spoken) }
}
