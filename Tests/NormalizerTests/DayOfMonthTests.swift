import Testing

/// The day of a date as each language says it: French, Italian, Catalan, Romanian and Greek say
/// the first of the month as an ordinal and the other days as cardinals; Bulgarian says every
/// day and the year as ordinals, and the pattern's "г." as "година".
@Suite("Day of the month")
struct DayOfMonthTests {
    @Test(arguments: [
        ("fr-FR", "01/05/2024", "premier mai deux mille vingt-quatre"),
        ("fr-FR", "02/05/2024", "deux mai deux mille vingt-quatre"),
        ("fr-CA", "le 1er mai", "le premier mai"),
        ("it-IT", "01/05/2024", "primo maggio duemila ventiquattro"),
        ("ca-ES", "01/05/2024", "primer de maig del dos mil vint-i-quatre"),
        ("ro-RO", "01.05.2024", "întâi mai două mii douăzeci şi patru"),
        ("el-GR", "01/05/2024", "πρώτη Μαΐου δύο χιλιάδες είκοσι τέσσερα"),
        ("bg-BG", "24.11.2026", "двайсет и четвърти ноември две хиляди двайсет и шеста година"),
        // The pattern's "ב" is written onto the month ("d בMMMM y"), not said apart; the day a
        // masculine cardinal (יום), as the Academy of the Hebrew Language gives it.
        ("he-IL", "24/11/2026", "עשרים וארבעה בנובמבר אלפיים עשרים ושש"),
        ("zh-CN", "2026-11-24", "二零二六年十一月二十四日"),
    ])
    func dayAsTheLanguageSaysIt(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Where the year comes first (fr-CA, sv, hu, ja), a date ending in a four-digit year is still
    /// a date, read day first; two digits at the end keep the year-first reading.
    @Test(arguments: [
        ("fr-CA", "24/11/2026", "vingt-quatre novembre deux mille vingt-six"),
        ("fr-CA", "01/05/2024", "premier mai deux mille vingt-quatre"),
        ("sv-SE", "24.11.2026", "tjugofjärde november tjugohundratjugosex"),
        ("fr-CA", "26/11/24", "vingt-quatre novembre vingt-six"),
    ])
    func yearLastInAYearFirstLocale(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
