import Foundation
import VoiceProfiles

/// English month names and abbreviations ("Nov 24, 2026", "24 Sept 2026", "Updated Mar 5"), as
/// CLDR's en and en-GB write them: apps keep English date formats inside text of any language.
/// Recognized only where the profile's own month names are written in another script (ja 11月,
/// ru ноября, ar نوفمبر), since there a Latin month word beside a number can only be English; the
/// date is then said as the profile's own (CLDR's month names and date order).
enum EnglishMonthForms {
    /// Lower-cased written form → month number (1–12): full names and CLDR's abbreviations
    /// ("jan", "sep"), and "sept", en-GB's abbreviation since CLDR 38 (ICU 72 still writes "Sep").
    static let forms: [String: Int] = {
        var forms: [String: Int] = [:]
        for identifier in ["en_US_POSIX", "en_GB"] {
            let dates = DateFormatter()
            dates.locale = Locale(identifier: identifier)
            for names in [dates.monthSymbols, dates.shortMonthSymbols, dates.standaloneMonthSymbols]
            where names.count == 12 {
                for (index, name) in names.enumerated() {
                    let form = name.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                    if !form.isEmpty, !form.contains(where: \.isNumber) { forms[form] = index + 1 }
                }
            }
        }
        forms["sept"] = 9
        return forms
    }()

    /// Adds the English forms to `months` when none of the profile's own month names is written
    /// in Latin letters; a form the profile already has keeps its meaning.
    static func add(to months: inout [String: Int], profileMonths: [MonthName]) {
        let ownWords = profileMonths.flatMap { [$0.spoken] + $0.written }
        guard !ownWords.isEmpty, !ownWords.contains(where: isLatin) else { return }
        for (form, month) in forms where months[form] == nil { months[form] = month }
    }

    /// English short weekdays ("Mon, 24 Nov", "Fri 9:41 AM"), as `names.weekdays` entries naming
    /// the locale's own full weekday, where the locale's weekday names are in another script (ja
    /// 月曜日, ar الاثنين, th วันจันทร์): there a Latin weekday word before a date is English.
    /// `fullNames` are CLDR's, Sunday first, as Foundation gives them.
    static func addWeekdays(to weekdays: inout [String: String], fullNames: [String]) {
        guard fullNames.count == 7, !fullNames.contains(where: isLatin) else { return }
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        let written: [String] = dates.shortWeekdaySymbols
        for short in [written, ["Sun", "Mon", "Tues", "Wed", "Thurs", "Fri", "Sat"]] where short.count == 7 {
            for (abbreviation, name) in zip(short, fullNames) {
                let key = abbreviation.lowercased()
                if weekdays[key] == nil { weekdays[key] = name }
            }
        }
    }

    /// Whether a word has a Latin letter (ASCII, Latin-1 and Latin Extended-A/B, Vietnamese).
    private static func isLatin(_ word: String) -> Bool {
        word.unicodeScalars.contains { c in
            switch c.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: c.properties.isAlphabetic
            default: false
            }
        }
    }
}
