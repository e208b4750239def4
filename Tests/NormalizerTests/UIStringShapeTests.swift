import Testing

/// Shapes of UI strings that looked like dates or fractions: a rate after a capitalized
/// abbreviation, round-the-clock hours, weekday ranges. Expected words are as a person reads
/// them ("24/7": Merriam-Webster, "twenty-four seven"; weekday names: CLDR, format wide).
@Suite("UI string shapes")
struct UIStringShapeTests {
    /// A day of the month is a whole number: a decimal or a percent after a month-like
    /// abbreviation is a rate, and the abbreviation is not a month.
    @Test(arguments: ["APR 24.99%", "MAR 3.5%", "AUG 2.5% cash back", "Apr 24%", "APR 24 %"])
    func aRateAfterAnAbbreviationIsNoDate(text: String) {
        let said = say(text)
        for month in ["april", "march", "august"] { #expect(!said.lowercased().contains(month), "\(text) -> \(said)") }
        #expect(said.contains("percent"), "\(text) -> \(said)")
    }

    @Test func aMonthBeforeADayIsStillADate() {
        #expect(say("Apr 24").lowercased().contains("april"))
        #expect(say("Due Aug 2, 2026").lowercased().contains("august"))
    }

    @Test func roundTheClockIsTwoNumbers() {
        #expect(say("24/7") == "twenty four seven")
        #expect(say("Support 24/7") == "Support twenty four seven")
        #expect(say("24/365") == "twenty four three hundred sixty five")
        // A fraction of another shape stays one.
        #expect(say("22/7") == "twenty two sevenths")
        #expect(say("3/4") == "three quarters")
    }

    @Test func aWeekdayRangeIsSaidInFull() {
        #expect(say("Mon–Fri 9–5") == "Monday to Friday nine to five")
        #expect(say("Mon-Sat") == "Monday to Saturday")
        #expect(say("Sat - Sun") == "Saturday to Sunday")
        #expect(say("Mo–Fr 9–17 Uhr", "de-DE").hasPrefix("Montag bis Freitag"))
        #expect(say("lun.–ven.", "fr-FR").hasPrefix("lundi"))
        // A word that is no weekday keeps its dash.
        #expect(!say("Mon-Key").contains("Monday"))
    }
}
