import Testing

/// Dates as each language writes and reads them: dotted and spaced numeric dates, years, and
/// English weekdays before a date in another script.
@Suite("Dates")
struct DateTests {
    @Test(arguments: [
        // ca "24 de nov. 2026": the written "de" is read once.
        ("ca-ES", "24 de nov. 2026", "vint-i-quatre de novembre del dos mil vint-i-sis"),
        // A day and a numbered month each with a dot and a space are one date, not two ordinals.
        ("cs-CZ", "24. 11. 2026", "dvacátého čtvrtého listopadu dvě tisíce dvacet šest"), ("cs-CZ", "24. 11.", "dvacátého čtvrtého listopadu"),
        ("de-DE", "am 24. 11. 2026", "am vier und zwanzigsten November zwei tausend sechs und zwanzig"),
        // Years from 2000 as Danish and Norwegian read them ("totusind", not "tyvehundrede").
        ("da-DK", "24.11.2026", "fireogtyvende november totusind og seksogtyve"),
        ("nb-NO", "24.11.2026", "tjuefjerde november to tusen og tjueseks"), ("nb-NO", "1990", "tusen ni hundre og nitti"),
    ])
    func numericDates(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // An English short weekday before a date or a time, where the locale writes weekdays in
        // another script, is the locale's own weekday.
        ("Mon, 24 Nov", "월요일, 십일월 이십사일", "ko-KR"), ("Mon, 24 Nov", "सोमवार, चौबीस नवंबर", "hi-IN"),
        ("Fri 9:41 AM", "الجمعة الساعة التاسعة وواحدة وأربعون دقيقة صباحًا", "ar-SA"),
        // Alone it stays the word.
        ("Sun", "Sun", "ja-JP"),
    ])
    func englishWeekdays(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
