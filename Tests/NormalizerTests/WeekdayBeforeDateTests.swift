import Foundation
import Testing

/// A weekday written short before a date or a time ("Mon 24 Nov", "Fr. 9:00") is said in full,
/// from CLDR's abbreviated weekday names; alone it stays a word.
@Suite("Weekdays written short before a date")
struct WeekdayBeforeDateTests {
    @Test(arguments: [
        ("en-US", "Mon 24 Nov", "Monday the twenty fourth of november"),
        ("en-GB", "Thurs 3 Dec", "Thursday the third of december"),
        ("en-US", "Tue 9:41 AM", "Tuesday nine forty one a.m."),
        ("en-US", "MON, Nov 24", "Monday, november twenty fourth"),
        ("de-DE", "Mo., 24. Nov.", "Montag, vier und zwanzigster November"),
        ("fr-FR", "lun. 24 nov.", "lundi vingt-quatre novembre"),
        ("es-ES", "sáb., 3 de mayo", "sábado, tres de mayo"),
    ])
    func aShortWeekdayBeforeADateIsSaidInFull(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [("en-US", "Sun"), ("en-US", "Opens Sat."), ("de-DE", "So"), ("en-US", "Wed to Fri")])
    func aShortWeekdayAloneStaysAWord(language: String, written: String) {
        #expect(say(written, language) == written)
    }

    /// Every profile with CLDR's weekday names says its own short Monday before a date in full.
    @Test(arguments: Fixture.allLanguages)
    func everyProfileSaysItsShortMonday(language: String) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: language)
        guard let short = calendar.shortWeekdaySymbols.dropFirst().first, let full = calendar.weekdaySymbols.dropFirst().first,
              short.count >= 2, short != full, short.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "." }),
              language != "ja-JP", !language.hasPrefix("zh"), language != "ko-KR" else { return }
        let spoken = say(short + " 24", language)
        #expect(spoken.lowercased().contains(full.lowercased()), "\(language): \(short) 24 → \(spoken)")
    }
}
