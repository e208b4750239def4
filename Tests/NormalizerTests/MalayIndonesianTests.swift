import Testing

/// Indonesian and Malay: fractions ("per" before the denominator) and Malay's day halves, which
/// CLDR writes as abbreviations ("PTG") that must be said as words.
@Suite("Indonesian and Malay normalization")
struct MalayIndonesianTests {
    @Test(arguments: [
        ("id-ID", "3/4", "tiga perempat"), ("id-ID", "2/5", "dua perlima"),
        ("ms-MY", "3/4", "tiga per empat"), ("ms-MY", "2/5", "dua per lima"),
    ])
    func fractions(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test func malayDayHalvesAreWords() {
        let spoken = say("9:05 PG, 12:30 PTG", "ms-MY")
        #expect(spoken.contains("pagi") && spoken.contains("petang"), "\(spoken)")
        #expect(!spoken.contains("PG") && !spoken.contains("PTG"), "\(spoken)")
    }
}
