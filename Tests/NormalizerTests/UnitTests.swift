import Testing

/// Units as each language abbreviates them, and the abbreviation's dot inside a sentence.
@Suite("Units")
struct UnitTests {
    @Test(arguments: [
        // Units as each language abbreviates them.
        ("pl-PL", "2 godz. temu", "dwie godziny temu"), ("cs-CZ", "1 hod", "jedna hodina"), ("tr-TR", "5 dk önce", "beş dakika önce"),
        ("tr-TR", "30 sn", "otuz saniye"), ("da-DK", "10 km/t", "ti kilometer i timen"), ("nb-NO", "10 km/t", "ti kilometer i timen"),
        ("fi-FI", "2,5 Gt", "kaksi pilkku viisi gigatavua"),
        // A unit's abbreviation dot before a lower-case word ends no sentence.
        ("da-DK", "for 5 min. siden", "for fem minutter siden"), ("en-US", "5 min. Then", "five minutes. Then"),
    ])
    func abbreviatedUnits(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // "m" before an English time word is minutes, not metres, in every non-Latin profile.
        ("Updated 5m ago", "Updated חמש דקות ago", "he-IL"), ("12m left", "बारह मिनट left", "hi-IN"),
        ("5m ago", "五分鐘 ago", "zh-TW"), ("5m ago", "lima menit ago", "id-ID"),
    ])
    func minutesBeforeEnglishTimeWords(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
