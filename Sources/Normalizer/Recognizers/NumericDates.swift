import Foundation
import VoiceProfiles

/// Dates written in digits: "24/11/2025", "2025-11-24", "24. 11.", "11月24日", quarters.
struct NumericDateRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// "2Q22", "3Q2024": a fiscal quarter and its year, with the profile's `quarter` template
    /// ("the {ordinal} quarter of {year}"); languages without one read it as written.
    func readQuarter(at start: Int) -> NumberItem? {
        guard let quarter = at(start), (1...4).contains(quarter.digitValue), at(start + 1) == "Q" else { return nil }
        var runEnd = start + 2
        while isDigit(runEnd) { runEnd += 1 }
        let yearDigits = runEnd - start - 2
        guard yearDigits == 2 || yearDigits == 4, !isLetter(runEnd), at(runEnd) != ".", case let template = rules.word("quarter"),
              !template.isEmpty, let ordinal = rules.ordinal([quarter.digitValue], gender: .masculine, suffix: "") else { return nil }
        let year = rules.year(Numeral(integer: (start + 2..<runEnd).map { scalars[$0].digitValue }))
        return NumberItem(end: runEnd, spoken: template.replacingAll("{ordinal}", with: ordinal).replacingAll("{year}", with: year),
                          isMeasured: true)
    }

    /// 2016-11-03, 10/06/2005, 15.01.2020, 11/17/05, 12/2/2 (zh), and after the profile's day or
    /// month word a two-part date: "ngày 14/4", "tháng 04/1969".
    func readNumericDate(at start: Int) -> NumberItem? {
        // Up to three fields of at most five digits, kept as ranges of the text: digit arrays are
        // made only for the year of a date found (most candidates are not dates).
        var fields = (start..<start, start..<start, start..<start)
        var count = 0
        var index = start
        var separator: Unicode.Scalar?
        while count < 3 {
            let fieldStart = index
            while isDigit(index), index - fieldStart < 5 { index += 1 }
            guard index > fieldStart, !isDigit(index) else { return nil }
            switch count {
            case 0: fields.0 = fieldStart..<index
            case 1: fields.1 = fieldStart..<index
            default: fields.2 = fieldStart..<index
            }
            count += 1
            guard count < 3, let sep = at(index), sep == "/" || sep == "-" || sep == "." || sep == "·",
                  separator == nil || separator == sep, isDigit(index + 1) else { break }
            separator = sep
            index += 1
        }
        if isDigit(index) || (at(index) == separator && isDigit(index + 1)) { return nil }
        if at(index) == ".", isDigit(index + 1) { return nil }
        let values = (fieldValue(fields.0), fieldValue(fields.1), fieldValue(fields.2))
        if count == 2 {
            // Only after the profile's day or month word ("ngày 14/4", "tháng 04/1969").
            let context = previousContextWord
            if context.contains(.day), fields.1.count <= 2,
               (1...31).contains(values.0), (1...12).contains(values.1) {
                return dated(rules.date(year: nil, month: values.1, day: values.0, dayFirst: true), end: index)
            }
            // ISO 8601 year and month ("2003-03"): a four-digit year, a two-digit month with its zero;
            // not the next year's last digits, which make a season ("2006-07": 2006 to 2007).
            if separator == "-", fields.0.count == 4, scalars[fields.0.lowerBound] != "0", fields.1.count == 2, scalars[fields.1.lowerBound] == "0",
               (1...9).contains(values.1), values.1 != (values.0 + 1) % 100 {
                let year = Numeral(integer: digitValues(fields.0.lowerBound, fields.0.upperBound))
                return dated(rules.date(year: year, month: values.1, day: nil, dayFirst: false), end: index)
            }
            // A month and a year ("11/2024", "03-2025": a card's expiry, a billing month): the month
            // in two digits, a year of this century or the last; "1/2000" (a shutter speed) and
            // "11.2024" (a decimal in en) are not.
            // Not the end of a longer date or code ("10/10/2020" read otherwise, "A-11/2024").
            let joined = at(start - 1).map { $0 == "/" || $0 == "-" || $0 == "." || $0.isASCIIDigit || $0.isWordLetter } ?? false
            let monthAndYear = !joined && separator != "." && fields.0.count == 2 && fields.1.count == 4 && (1900...2099).contains(values.1)
            if context.contains(.month) || monthAndYear, fields.1.count == 4, (1...12).contains(values.0) {
                let year = Numeral(integer: digitValues(fields.1.lowerBound, fields.1.upperBound))
                return dated(rules.date(year: year, month: values.0, day: nil, dayFirst: false), end: index)
            }
            return nil
        }
        guard count == 3, let separator else { return nil }
        var year: Range<Int>, month: Int, day: Int
        var dayFirst = false
        // yy/mm/dd where the year comes first, unless the last field is the four-digit year (fr-CA,
        // which writes 2026-11-24, also reads "24/11/2026").
        if fields.0.count == 4 || (locale.data.dateOrder == .ymd && fields.0.count == 2 && separator != "-" && fields.2.count <= 2) {
            (year, month, day) = (fields.0, values.1, values.2)
        } else if fields.2.count == 4 || (fields.2.count == 2 && separator == "/" )
                    // dd.mm.yy where the day comes first: zero-padded, as dates are written ("31.01.06").
                    || (fields.2.count == 2 && separator == "." && locale.data.dateOrder == .dmy && fields.0.count == 2 && fields.1.count == 2) {
            guard fields.0.count <= 2, fields.1.count <= 2 else { return nil }
            let monthFirst = (locale.data.dateOrder == .mdy && values.0 <= 12) || values.1 > 12
            (year, month, day) = (fields.2, monthFirst ? values.0 : values.1, monthFirst ? values.1 : values.0)
            dayFirst = !monthFirst
        } else {
            return nil
        }
        guard (1...12).contains(month), (1...31).contains(day), fields.1.count <= 2 else { return nil }
        let yearDigits = Numeral(integer: digitValues(year.lowerBound, year.upperBound))
        let spoken = rules.date(year: yearDigits, month: month, day: day, dayFirst: dayFirst, dayMark: recognizers.determinerEndings.endingAfterDeterminer(before: start))
        return yearMarked(spoken, after: index) ?? dated(spoken, end: index)
    }

    /// A date or year whose year ends at `yearEnd` and is followed by the profile's year
    /// abbreviation (ru "г."): the spoken date, then the abbreviation as the profile says it
    /// (`yearMarkSpoken`, "года"), ending after the abbreviation; nil where none is written.
    func yearMarked(_ spoken: @autoclosure () -> String, after yearEnd: Int) -> NumberItem? {
        guard let markEnd = yearMarkEnd(after: yearEnd) else { return nil }
        // Said once where the locale's date pattern says it already (uk "року", bg "година").
        let date = spoken(), mark = rules.word("yearMarkSpoken")
        return dated(date.hasSuffix(" " + mark) ? date : rules.join([date, mark]), end: markEnd)
    }

    /// The end of the profile's year abbreviation written after a year (ru "г.", with or without
    /// its dot, a space before it or none), said as the profile's `yearMarkSpoken` ("года"); nil if none.
    func yearMarkEnd(after yearEnd: Int) -> Int? {
        let mark = rules.word("yearMark")
        guard !mark.isEmpty else { return nil }
        var runEnd = at(yearEnd) == " " ? yearEnd + 1 : yearEnd
        let start = runEnd
        for scalar in mark.unicodeScalars where scalar != "." {
            guard at(runEnd) == scalar else { return nil }
            runEnd += 1
        }
        guard runEnd > start, !isLetter(runEnd), !isDigit(runEnd) else { return nil }
        if mark.hasSuffix("."), at(runEnd) == "." { runEnd += 1 }
        return runEnd
    }

    /// The value of a date field (at most five digits, so it always fits).
    func fieldValue(_ field: Range<Int>) -> Int {
        var value = 0
        for index in field { value = value * 10 + Int(scalars[index].digitValue) }
        return value
    }

    func dated(_ spoken: String, end: Int) -> NumberItem {
        NumberItem(end: end, spoken: spoken, isMeasured: true, dropsRepeatedWord: true)
    }

    /// "2010. április 1.", "2010. április": a year written with a dot before a month name (hu, where
    /// the year leads the date), then the day with its ordinal mark; said as the locale's pattern.
    /// The month of a year-first date may also be written as a number or a Roman numeral with a
    /// dot ("2010. 4. 1.", "2010. IV. 1.", as Hungarian writes dates); then a day must follow.
    func readYearFirstDate(at start: Int) -> NumberItem? {
        let yearEnd = digitRunEnd(start)
        guard yearEnd - start == 4, at(yearEnd) == ".", at(yearEnd + 1) == " " else { return nil }
        let named = recognizers.writtenDates.monthName(at: yearEnd + 2)
        guard let (month, monthEnd) = named ?? numberedMonth(at: yearEnd + 2) else { return nil }
        let year = Numeral(integer: digitValues(start, yearEnd))
        var end = monthEnd
        var day: Int?
        var caseEnding: String?
        if let (value, dayEnd, ending) = dottedDay(at: monthEnd) {
            day = value
            end = dayEnd
            caseEnding = ending
        }
        if named == nil, day == nil { return nil }
        return dated(withCaseEnding(rules.date(year: year, month: month, day: day, dayFirst: false), caseEnding), end: end)
    }

    /// A month and day without a year where ordinals are written with a dot ("4. 1.", "04.
    /// 1-jén": hu április elseje, elsején): a numbered month and a dotted day are a date there.
    func readMonthDayDate(at start: Int) -> NumberItem? {
        guard rules.ordinalSuffixes["."] != nil, let (month, monthEnd) = numberedMonth(at: start),
              let (day, end, ending) = dottedDay(at: monthEnd), at(end - 1) == "." || ending != nil else { return nil }
        return dated(withCaseEnding(rules.date(year: nil, month: month, day: day, dayFirst: false), ending), end: end)
    }

    /// "24. 11. 2026", "24. 11.": a day and a numbered month with their dots and a space after
    /// each, as Czech, Slovak, German and the other languages that write ordinals with a dot write
    /// a date (ÚJČ, "psaní data": "24. 11. 2026"); said as the locale's date ("dvacátého čtvrtého
    /// listopadu"; was "dvacátý čtvrtý jedenáctý", two ordinals). Only where the day comes first.
    func readSpacedDottedDate(at start: Int) -> NumberItem? {
        guard locale.data.dateOrder == .dmy, rules.ordinalSuffixes["."] != nil else { return nil }
        let dayEnd = digitRunEnd(start)
        let day = fieldValue(start..<dayEnd)
        guard (1...31).contains(day), at(dayEnd) == ".", at(dayEnd + 1) == " ", isDigit(dayEnd + 2) else { return nil }
        let monthEnd = digitRunEnd(dayEnd + 2)
        let month = fieldValue((dayEnd + 2)..<monthEnd)
        guard monthEnd - dayEnd <= 4, (1...12).contains(month), at(monthEnd) == "." else { return nil }
        var end = monthEnd + 1
        var year: Numeral?
        if at(end) == " ", isDigit(end + 1), case let yearEnd = digitRunEnd(end + 1), yearEnd - end == 5,
           !isDigit(yearEnd), !isLetter(yearEnd), at(yearEnd) != ":" {
            year = Numeral(integer: digitValues(end + 1, yearEnd))
            end = yearEnd
        } else if isDigit(end) || isLetter(end) {
            return nil
        }
        return dated(rules.date(year: year, month: month, day: day, dayFirst: true, dayMark: recognizers.determinerEndings.endingAfterDeterminer(before: start)), end: end)
    }

    /// The day after a month at `index` (" 1.", " 1", " 1-jén"), its end, and a case ending written
    /// after a hyphen.
    func dottedDay(at index: Int) -> (day: Int, end: Int, ending: String?)? {
        guard at(index) == " ", isDigit(index + 1) else { return nil }
        let dayEnd = digitRunEnd(index + 1)
        let value = fieldValue((index + 1)..<dayEnd)
        guard dayEnd - index <= 3, (1...31).contains(value), !isLetter(dayEnd), !isDigit(dayEnd) else { return nil }
        if at(dayEnd) == "-", isLetter(dayEnd + 1) {
            var endingEnd = dayEnd + 1
            while isLetter(endingEnd) { endingEnd += 1 }
            if endingEnd - dayEnd <= 5 { return (value, endingEnd, string(dayEnd + 1, endingEnd)) }
        }
        return (value, recognizers.ordinalSuffixes.ordinalSuffix(at: dayEnd)?.1 ?? dayEnd, nil)
    }

    /// The date's last word with a case ending written after the day ("1-jén", "2-án", "3-ig"). An
    /// ending that starts with the spoken day's last letter, or with the "j" of a last "je",
    /// replaces it, long and short vowels alike (hu "elseje" + "jén" elsején, "másodika" + "án"
    /// másodikán); another follows it, a last "a" or "e" lengthened as before any Hungarian
    /// suffix ("harmadika" + "ig" harmadikáig). Said apart where neither fits.
    func withCaseEnding(_ spoken: String, _ ending: String?) -> String {
        guard let ending, let first = ending.first, var last = spoken.last, last != " " else { return spoken }
        func plain(_ c: Character) -> String { String(c).folding(options: .diacriticInsensitive, locale: nil).lowercased() }
        let letters = Array(spoken)
        if plain(last) == plain(first) { return String(letters.dropLast()) + ending }
        if letters.count > 2, plain(letters[letters.count - 2]) == plain(first), first == "j" { return String(letters.dropLast(2)) + ending }
        switch last {
        case "a": last = "á"
        case "e": last = "é"
        default: return spoken + " " + ending
        }
        return String(letters.dropLast()) + String(last) + ending
    }

    /// A month written "4." or "04." (1–12) or as a Roman numeral "IV." (I–XII), with its dot.
    func numberedMonth(at index: Int) -> (Int, Int)? {
        var runEnd = index
        if isDigit(index) {
            runEnd = digitRunEnd(index)
            guard runEnd - index <= 2, at(runEnd) == ".", case let value = fieldValue(index..<runEnd), (1...12).contains(value) else { return nil }
            return (value, runEnd + 1)
        }
        while let scalar = at(runEnd), scalar == "I" || scalar == "V" || scalar == "X" { runEnd += 1 }
        guard runEnd > index, at(runEnd) == ".", let value = RomanNumeral.value(Substring(string(index, runEnd))), (1...12).contains(value) else { return nil }
        return (value, runEnd + 1)
    }

    /// "2024년 3월 20일", "8월20일", "6월": numbers each followed by the profile's year, month or
    /// day counter (`dateYear`, `dateMonth`, `dateDay` words), in that order; a month, or two
    /// fields or more, make a date (a lone "20일" may be a count of days).
    func readCounterDate(at start: Int) -> NumberItem? {
        let counters = lexicon.dateCounters
        guard !counters.isEmpty else { return nil }
        var values: [Int?] = [nil, nil, nil]
        var yearDigits: Numeral?
        var last = -1
        var index = start
        var end = start
        while true {
            let digitsStart = index
            index = digitRunEnd(index)
            guard index > digitsStart, index - digitsStart <= 4, let scalar = at(index),
                  let field = counters.firstIndex(of: scalar), field > last else { break }
            let value = fieldValue(digitsStart..<index)
            if field == 1, !(1...12).contains(value) { break }
            if field == 2, !(1...31).contains(value) { break }
            if field == 0 { yearDigits = Numeral(integer: digitValues(digitsStart, index)) }
            values[field] = value
            last = field
            index += 1
            end = index
            if at(index) == " ", isDigit(index + 1) { index += 1 } else if !isDigit(index) { break }
        }
        let found = values.compactMap { $0 }.count
        guard found >= 2 || values[1] != nil else { return nil }
        return dated(rules.date(year: yearDigits, month: values[1], day: values[2], dayFirst: false), end: end)
    }
}
