import Foundation
import Synchronization

/// A locale's date patterns by the fields a date has, each asked of ICU the first time a date of
/// that shape is read: most texts hold no date, and asking for all seven when a CLDR language's
/// normalizer was built cost 2.7 M instructions of its set-up (de-DE; seven
/// `DateFormatter.dateFormat(fromTemplate:)` calls and their parsing).
final class DatePatterns: Sendable {
    private let locale: Locale
    /// By fields (day 1, month 2, year 4); a known nil: the locale has no such pattern.
    private let made = Mutex<[Int: DatePattern?]>([:])

    init(locale: Locale) {
        self.locale = locale
    }

    /// The pattern for a date with the fields in `mask`, nil if the locale has none.
    func pattern(_ mask: Int) -> DatePattern? {
        made.withLock { made in
            if let known = made[mask] { return known }
            let pattern = DatePattern(locale: locale, day: mask & 1 != 0, month: mask & 2 != 0, year: mask & 4 != 0)
            made[mask] = .some(pattern)
            return pattern
        }
    }
}
