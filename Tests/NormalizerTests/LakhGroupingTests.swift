import Testing

/// India groups digits in pairs above the last three ("1,00,000", "12,34,567"), in Hindi and in
/// English alike; where the comma groups thousands, such a number is one number.
@Suite("Indian digit grouping")
struct LakhGroupingTests {
    @Test(arguments: [
        ("hi-IN", "₹1,00,000", "एक लाख रुपए"),
        ("hi-IN", "12,34,567", "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ"),
        ("hi-IN", "1,23,45,678", "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर"),
        ("en-US", "₹1,00,000", "one hundred thousand rupees"),
        ("en-US", "3,50,000 views", "three hundred fifty thousand views"),
    ])
    func pairsAboveTheThousandsAreOneNumber(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Only pairs followed by three digits: anything else keeps its old reading, and where the
    /// comma is the decimal mark it stays one.
    @Test func otherCommasAreNotLakhGroups() {
        #expect(say("1,000,000", "en-US") == "one million")
        #expect(!say("1,00,00", "en-US").contains("thousand"))
        #expect(say("1,00,000", "de-DE").hasPrefix("eins Komma"))
    }
}
