import Foundation
import VoiceProfiles

/// Clock times and dates in CLDR's words, in the order and with the linking words of the
/// locale's patterns and the profile's clock templates.
extension CLDRRules {
    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        // "1:05:30" with a one-digit hour and no day half is a length (a video, a timer), as
        // English reads it: each field counted with its unit (ja 一時間五分三十秒, he "שעה אחת חמש
        // דקות ושלושים שניות", de "eine Stunde fünf Minuten dreißig Sekunden"), not one o'clock.
        // A two-digit hour ("00:30:00", "14:05:00") stays a time of day.
        // A profile whose references read them on the clock keeps that (`lengthsOnTheClock`, hi).
        if let second, period == nil, !zeroPadded, hour > 0, word("lengthsOnTheClock").isEmpty,
           let hours = unit("hour"), let minutes = unit("minute"),
           let seconds = unit("second") {
            // An hour noun that is a counter takes the counter's numbers (ko "한 시간", not "일 시간").
            let hourWords = counterReading(hour, noun: hours.name.other).map { join([$0, hours.name.other]) }
            return join([hourWords ?? measure(Numeral(hour), unit: hours, scale: nil), measure(Numeral(minute), unit: minutes, scale: nil),
                         word("unitsAnd"), measure(Numeral(second), unit: seconds, scale: nil)])
        }
        var h = hour
        if locale.data.twelveHourClock, period == nil, h > 12 { h -= 12 }
        // Midnight's hour on a 12-hour dial is twelve ("00:15": twelve fifteen a.m.), unless the
        // language says zero (ko 영시: `clock.midnightHourZero`).
        let midnightAsTwelve = locale.data.twelveHourClock && h == 0 && locale.data.clock?.midnightHourZero != true
        if midnightAsTwelve { h = 12 }
        // A 24-hour locale with no words for the day halves says a 12-hour time on its own clock
        // ("9:05 PM": einundzwanzig Uhr fünf), rather than the marker as written or not at all.
        let ownClock = onOwnClock(hour: hour, period: period, written: writtenPeriod)
        if period != nil, ownClock.period == nil { h = ownClock.hour }
        let period = ownClock.period
        let writtenPeriod = period == nil ? nil : writtenPeriod
        let style = locale.data.clock
        // An hour the profile names (`names.clockHours`: it "1" l'una, where the hour rule set says "uno").
        var hourWords = locale.data.names.clockHours[String(h)]
            ?? style?.hourRuleSet.flatMap { spellout.ruleSet($0) }.map { spelled(Numeral.digits(h)[...], ruleSet: $0) }
            ?? cardinal(h, gender: style?.hourGender ?? .masculine)
        var minuteWords = style?.minuteNames?[String(minute)] ?? cardinal(minute, gender: .feminine)
        let shownPeriod = period ?? (midnightAsTwelve && zeroPadded ? .am : afternoonOnTheDial(hour: hour, zeroPadded: zeroPadded))
        var periodWords = periodWord(shownPeriod, written: writtenPeriod)
        // Twelve o'clock has its own period words where the profile names them (es "del mediodía").
        if h == 12 || h == 0, let shownPeriod, case let own = word(shownPeriod == .pm ? "noonPeriod" : "midnightPeriod"), !own.isEmpty {
            periodWords = own
        }
        // Written seconds mean precision matters (timers, stopwatches): every field is said, zero
        // included ("00:00:00 Uhr" null Uhr null Minuten null Sekunden), as in English; a profile
        // whose convention drops them says so (`zeroSecondsUnsaid`).
        let second = second == 0 && style?.zeroSecondsUnsaid == true ? nil : second
        if let template = second != nil ? style?.withSeconds : minute == 0 ? style?.onTheHour : style?.withMinutes {
            // Before the hour's or the minute's noun in the template the number counts it (hu "két óra").
            if countedInClock.hours.contains(template) { hourWords = attributive(hourWords) }
            if countedInClock.minutes.contains(template) { minuteWords = attributive(minuteWords) }
            // "{hours}", "{minutes}", "{seconds}": counted with their noun, as the language counts (fr "une heure",
            // "vingt et une heures"; ar "خمس دقائق").
            func counted(_ value: Int, _ id: String, _ placeholder: String) -> String? {
                template.containsLiterally(placeholder) ? unit(id).map { measure(Numeral(value), unit: $0, scale: nil) } : nil
            }
            let spoken = template.replacingAll("{hours}", with: counted(h, "hour", "{hours}") ?? hourWords)
                .replacingAll("{hour}", with: hourWords)
                .replacingAll("{minutes}", with: counted(minute, "minute", "{minutes}") ?? minuteWords)
                .replacingAll("{minute}", with: minuteWords)
                .replacingAll("{seconds}", with: second.flatMap { counted($0, "second", "{seconds}") } ?? "")
                .replacingAll("{second}", with: second.map { cardinal($0, gender: .feminine) } ?? "")
                .replacingAll("{period}", with: periodWords).trimmingWhitespace()
            // A template without a place for the day half still says it where the locale writes it.
            if template.containsLiterally("{period}") || periodWords.isEmpty { return spoken }
            return periodFirst ? join([periodWords, spoken]) : join([spoken, periodWords])
        }
        // Without templates: the hour and minute with their unit names ("catorce horas treinta minutos").
        var parts = periodFirst ? [periodWords] : []
        // With seconds, the hour as the clock names it ("null Uhr", "十時") when the template has a
        // word for it; then minutes and seconds with their unit names.
        let namedHour = style?.onTheHour.map { $0.replacingAll("{period}", with: "").trimmingWhitespace() }
        if let namedHour, namedHour != "{hour}", namedHour.containsLiterally("{hour}") {
            parts.append(namedHour.replacingAll("{hour}", with: countedInClock.hours.contains(style?.onTheHour ?? "") ? attributive(hourWords) : hourWords))
        } else if let unit = unit("hour") { parts.append(join([attributive(hourWords), noun(unit.name, plural(Numeral(h)))])) } else { parts.append(hourWords) }
        if minute > 0 || second != nil {
            parts.append(unit("minute").map { measure(Numeral(minute), unit: $0, scale: nil) } ?? minuteWords)
        }
        if let second {
            // The profile's word before the last unit (es "y treinta y dos segundos").
            parts.append(word("unitsAnd"))
            parts.append(unit("second").map { measure(Numeral(second), unit: $0, scale: nil) } ?? cardinal(second, gender: .masculine))
        }
        if !periodFirst { parts.append(periodWords) }
        return join(parts)
    }


    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        date(year: year, month: month, day: day, dayFirst: dayFirst, dayMark: nil)
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String {
        let mask = (day != nil ? 1 : 0) | (month != nil ? 2 : 0) | (year != nil ? 4 : 0)
        guard let pattern = datePatterns.pattern(mask) else {
            return join([day.map { cardinal($0, gender: .masculine) } ?? "", month.map(monthName) ?? "", year.map(self.year) ?? ""])
        }
        var words = SpokenWords(separator: separator)
        var pendingLiteral: String?
        var pendingPrefix = ""
        for part in pattern.parts {
            switch part {
            case .literal(let text, let prefix):
                // A linking word is said only between fields ("de"), a counter after one ("年").
                if words.isEmpty { continue }
                if prefix {
                    pendingPrefix = text
                    continue
                }
                // An abbreviated word of the pattern (bg "г." година) as the profile says it.
                let said = locale.data.abbreviations[text + "."] ?? text
                pendingLiteral = (pendingLiteral.map { $0 + " " } ?? "") + said
            case .field(let field, let ordinal, let numeric):
                var spoken: String
                switch field {
                case .day:
                    guard let day else { continue }
                    let saysOrdinal = ordinal || locale.data.dates?.dayOrdinal == true || dateRuleSet("dateDay") != nil
                    if saysOrdinal, let dayMark, let marked = self.ordinal(Numeral.digits(day)[...], gender: .masculine, suffix: dayMark) {
                        spoken = marked
                    }
                    // The first as its own word (el "πρώτη") though the other days are cardinals.
                    else if day == 1, let first = locale.data.words["firstDay"] { spoken = first }
                    else if let ruleSet = dateRuleSet("dateDay") { spoken = spelled(Numeral.digits(day)[...], ruleSet: ruleSet) }
                    else if ordinal || locale.data.dates?.dayOrdinal == true,
                            let o = self.ordinal(Numeral.digits(day)[...], gender: .masculine, suffix: "") {
                        spoken = Self.replacingEnding(of: o, locale.data.dates?.dayEndings)
                    }
                    else { spoken = spelled(Numeral.digits(day)[...], ruleSet: numbering) }
                case .month:
                    guard let month else { continue }
                    spoken = numeric ? cardinal(month, gender: .masculine) : monthName(month)
                case .year:
                    guard let year else { continue }
                    let ruleSet = year.isInteger && !year.negative && !year.hasLeadingZero ? dateRuleSet("dateYear") : nil
                    spoken = ruleSet.map { spelled(year.significant, ruleSet: $0) } ?? self.year(year)
                }
                if let literal = pendingLiteral { attach(literal, to: &words) }
                pendingLiteral = nil
                words.add(pendingPrefix + spoken)
                pendingPrefix = ""
            }
        }
        if let literal = pendingLiteral { attach(literal, to: &words) }
        return words.string
    }

    /// The profile's rule set for a part of a date (`dateDay`, `dateYear`: pl "pierwszego maja dwa
    /// tysiące dwudziestego szóstego"), if the locale has it.
    private func dateRuleSet(_ role: String) -> String? {
        locale.data.ruleSets[role].flatMap { spellout.ruleSet($0) }
    }

    /// A pattern's word: a counter in a script without spaces (年) joins the number before it.
    private func attach(_ literal: String, to words: inout SpokenWords) {
        if literal.unicodeScalars.allSatisfy({ $0.isCJK || $0.properties.isIdeographic || $0.value >= 0xAC00 && $0.value <= 0xD7A3 }) {
            words.append(literal)
        } else {
            words.add(literal)
        }
    }
}
