import Foundation
import VoiceProfiles

extension Rewriter {
    // MARK: times

    /// 22:58, 1:01:01, 5pm, 1:00 a.m., 14h30, 14.30 (where "." is not the decimal mark), with an
    /// optional a.m./p.m. marker and time-zone letters after it.
    func readTime(at start: Int) -> NumberItem? {
        var k = start
        var hourDigits = 0
        var hour = 0
        while isDigit(k), hourDigits < 2 { hour = hour * 10 + Int(s[k].digitValue); k += 1; hourDigits += 1 }
        guard !isDigit(k), hour <= 24 else { return nil }
        var minute: Int?
        var second: Int?
        if let sep = at(k), sep == ":" || sep == "h" || sep == "H" || sep == "g" || (sep == "." && !lexicon.decimalIsDot),
           isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3) {
            let m = Int(s[k + 1].digitValue) * 10 + Int(s[k + 2].digitValue)
            guard m < 60 else { return nil }
            if sep != ":", isLetter(k + 3) { return nil }
            if sep == ".", at(k + 3) == ".", isDigit(k + 4) { return nil }
            minute = m
            k += 3
            if sep == ":", at(k) == ":", isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3) {
                let sec = Int(s[k + 1].digitValue) * 10 + Int(s[k + 2].digitValue)
                guard sec < 60 else { return nil }
                second = sec
                k += 3
            }
            if sep == ":", at(k) == ":" || (at(k) == "." && isDigit(k + 1)) { return nil }
        } else if lexicon.decimalIsDot, at(k) == ".", isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3),
                  clockPeriod(at: skipSpaces(k + 3)) != nil {
            // "1.59 p.m.": a dot time only with its marker, where "." is the decimal mark.
            minute = Int(s[k + 1].digitValue) * 10 + Int(s[k + 2].digitValue)
            k += 3
        } else if let sep = at(k), sep == "h" || sep == "H", !isLetter(k + 1), rules.readsHourMarkAsClock {
            // "14h", "0h": the hour alone.
            minute = 0
            k += 1
        }
        let periodStart = skipSpaces(k)
        var period: ClockPeriod?
        var writtenPeriod: String?
        if let (p, written, e) = clockPeriod(at: periodStart) {
            guard hour <= 12 || minute != nil else { return nil }
            period = p
            writtenPeriod = written
            k = e
        }
        guard minute != nil || period != nil else { return nil }
        // "12.50 €", "14.30 kg": a dot between the digits is a decimal mark when an amount's
        // currency or unit follows, and the time needs its marker or clock word ("14.30 Uhr").
        if at(start + hourDigits) == ".", period == nil, !clockWordFollows(periodStart), followsCurrencyOrUnit(periodStart) {
            return nil
        }
        // "24:15" is no time of day, unless the clock word written after it says so ("24:15 Uhr").
        if let m = minute, hour == 24, m > 0, !clockWordFollows(skipSpaces(k)) { return nil }
        let zeroPadded = hourDigits == 2
        var spoken = rules.clock(hour: hour, minute: minute ?? 0, second: second, period: period,
                                 writtenPeriod: writtenPeriod, zeroPadded: zeroPadded)
        // ru "с 9:00 до 18:00": the preposition's case.
        if second == nil, period == nil, let cased = clockInCase(hour: hour, minute: minute ?? 0, start: start) { spoken = cased }
        // Time-zone letters after the time: "est", "e.s.t", "GMT".
        let z = skipSpaces(k)
        var zoned = false
        if let (zone, e) = timeZone(at: z) {
            spoken = rules.join([spoken, zone])
            k = e
            zoned = true
            if let (offset, e) = zoneOffset(at: k) {
                spoken = rules.join([spoken, offset])
                k = e
            }
        }
        // A word the spoken time already contains ("08:00 Uhr", "14h30 heures") is read once,
        // and a zone may follow it ("01:01:01 Uhr est").
        if let e = clockWordEnd(z) {
            k = e
            if !zoned, let (zone, e) = timeZone(at: skipSpaces(k)) {
                spoken = rules.join([spoken, zone])
                k = e
            }
        }
        return NumberItem(end: k, spoken: spoken, isMeasured: true)
    }

    /// "-3", "+1:30" right after a zone ("GMT-3"): the offset's sign and its hours and minutes as
    /// numbers ("menos tres", "más una treinta"), not a range or a second time of day.
    func zoneOffset(at k: Int) -> (String, Int)? {
        guard let sign = at(k), sign == "+" || sign == "-" || sign == "\u{2212}", isDigit(k + 1) else { return nil }
        var e = k + 1
        var hours = 0
        while isDigit(e), e - k <= 2 { hours = hours * 10 + Int(s[e].digitValue); e += 1 }
        guard !isDigit(e), hours <= 14 else { return nil }
        var parts = [rules.word(sign == "+" ? "plus" : "minus"), rules.cardinal(hours, gender: locale.data.clock?.hourGender ?? .masculine)]
        if at(e) == ":", isDigit(e + 1), isDigit(e + 2), !isDigit(e + 3) {
            let minutes = Int(s[e + 1].digitValue) * 10 + Int(s[e + 2].digitValue)
            if minutes > 0 { parts.append(rules.cardinal(minutes, gender: .masculine)) }
            e += 3
        }
        return (rules.join(parts), e)
    }

    /// The end of one of the profile's clock words written after a time ("Uhr") at `z`.
    func clockWordEnd(_ z: Int) -> Int? {
        guard let after = locale.data.clock?.writtenAfter, z < n, isLetter(z) else { return nil }
        for word in after {
            let e = z + word.unicodeScalars.count
            if !isLetter(e), matchesFolded(word.lowercased(), scalars: nil, from: z, end: e) { return e }
        }
        return nil
    }

    func clockWordFollows(_ z: Int) -> Bool { clockWordEnd(z) != nil }

    /// a.m., am, AM, a.m, p.m., pm, PM, and the profile's own written forms.
    func clockPeriod(at k: Int) -> (ClockPeriod, String, Int)? {
        for written in lexicon.writtenPeriods {
            let e = k + written.length
            if matchesFolded(written.folded, scalars: written.scalars, from: k, end: e), !isLetter(e) {
                return (written.period, string(k, e), e)
            }
        }
        guard let c = at(k), c == "a" || c == "p" || c == "A" || c == "P" else { return nil }
        var e = k + 1
        if at(e) == "." { e += 1 }
        guard let m = at(e), m == "m" || m == "M" else { return nil }
        e += 1
        if at(e) == ".", !isLetter(e + 1) || isTimeZoneStart(e + 1) { e += 1 }
        if isLetter(e), !isTimeZoneStart(e) { return nil }
        let period: ClockPeriod = (c == "a" || c == "A") ? .am : .pm
        return (period, string(k, e), e)
    }

    /// Whether `string(from, end).lowercased() == folded`; scalar by scalar when `scalars` (the
    /// scalars of `folded`, given when they compare literally) and the text's scalars allow it.
    func matchesFolded(_ folded: String, scalars: [Unicode.Scalar]?, from: Int, end: Int) -> Bool {
        if let scalars, from >= 0, from <= n, scalars.count == end - from, s[from..<min(end, n)].allSatisfy(\.comparesLiterally) {
            // Text cut short by the end of the line has fewer scalars: it cannot be equal.
            guard end <= n else { return false }
            for (offset, expected) in scalars.enumerated() where Lexicon.folded(s[from + offset]) != expected { return false }
            return true
        }
        return string(from, end).lowercased() == folded
    }

    func isTimeZoneStart(_ k: Int) -> Bool { timeZone(at: k) != nil }

    /// Two to four letters naming a zone ("est", "e.s.t", "UTC", "gmt"), spoken as capitals
    /// (apart where the language's rules say so: es reads "EST" as a word).
    func timeZone(at k: Int) -> (String, Int)? {
        var letters = ""
        var e = k
        while let c = at(e), c.isASCIILetter || (c == "." && isLetter(e + 1) && !letters.isEmpty) {
            if c != "." { letters.unicodeScalars.append(c) }
            e += 1
        }
        if at(e) == ".", letters.count >= 2, string(k, e).contains(".") { e += 1 }
        guard (3...4).contains(letters.count), !isLetter(e) else { return nil }
        let upper = letters.uppercased()
        guard upper.hasSuffix("T") || upper == "UTC" else { return nil }
        return (rules.spacesZoneLetters ? upper.map(String.init).joined(separator: " ") : upper, e)
    }

    // MARK: dates

    /// "2Q22", "3Q2024": a fiscal quarter and its year, with the profile's `quarter` template
    /// ("the {ordinal} quarter of {year}"); languages without one read it as written.
    func readQuarter(at start: Int) -> NumberItem? {
        guard let q = at(start), (1...4).contains(q.digitValue), at(start + 1) == "Q" else { return nil }
        var e = start + 2
        while isDigit(e) { e += 1 }
        let yearDigits = e - start - 2
        guard yearDigits == 2 || yearDigits == 4, !isLetter(e), at(e) != ".", case let template = rules.word("quarter"),
              !template.isEmpty, let ordinal = rules.ordinal([q.digitValue], gender: .masculine, suffix: "") else { return nil }
        let year = rules.year(Numeral(integer: (start + 2..<e).map { s[$0].digitValue }))
        return NumberItem(end: e, spoken: template.replacingAll("{ordinal}", with: ordinal).replacingAll("{year}", with: year),
                          isMeasured: true)
    }

    /// 2016-11-03, 10/06/2005, 15.01.2020, 11/17/05, 12/2/2 (zh), and after the profile's day or
    /// month word a two-part date: "ngày 14/4", "tháng 04/1969".
    func readNumericDate(at start: Int) -> NumberItem? {
        // Up to three fields of at most five digits, kept as ranges of the text: digit arrays are
        // made only for the year of a date found (most candidates are not dates).
        var fields = (start..<start, start..<start, start..<start)
        var count = 0
        var k = start
        var separator: Unicode.Scalar?
        while count < 3 {
            let fieldStart = k
            while isDigit(k), k - fieldStart < 5 { k += 1 }
            guard k > fieldStart, !isDigit(k) else { return nil }
            switch count {
            case 0: fields.0 = fieldStart..<k
            case 1: fields.1 = fieldStart..<k
            default: fields.2 = fieldStart..<k
            }
            count += 1
            guard count < 3, let sep = at(k), sep == "/" || sep == "-" || sep == "." || sep == "·",
                  separator == nil || separator == sep, isDigit(k + 1) else { break }
            separator = sep
            k += 1
        }
        if isDigit(k) || (at(k) == separator && isDigit(k + 1)) { return nil }
        if at(k) == ".", isDigit(k + 1) { return nil }
        let values = (fieldValue(fields.0), fieldValue(fields.1), fieldValue(fields.2))
        if count == 2 {
            // Only after the profile's day or month word ("ngày 14/4", "tháng 04/1969").
            let context = previousContextWord
            if context.contains(.day), fields.1.count <= 2,
               (1...31).contains(values.0), (1...12).contains(values.1) {
                return dated(rules.date(year: nil, month: values.1, day: values.0, dayFirst: true), end: k)
            }
            // ISO 8601 year and month ("2003-03"): a four-digit year, a two-digit month with its zero;
            // not the next year's last digits, which make a season ("2006-07": 2006 to 2007).
            if separator == "-", fields.0.count == 4, s[fields.0.lowerBound] != "0", fields.1.count == 2, s[fields.1.lowerBound] == "0",
               (1...9).contains(values.1), values.1 != (values.0 + 1) % 100 {
                let year = Numeral(integer: digitValues(fields.0.lowerBound, fields.0.upperBound))
                return dated(rules.date(year: year, month: values.1, day: nil, dayFirst: false), end: k)
            }
            // A month and a year ("11/2024", "03-2025": a card's expiry, a billing month): the month
            // in two digits, a year of this century or the last; "1/2000" (a shutter speed) and
            // "11.2024" (a decimal in en) are not.
            // Not the end of a longer date or code ("10/10/2020" read otherwise, "A-11/2024").
            let joined = at(start - 1).map { $0 == "/" || $0 == "-" || $0 == "." || $0.isASCIIDigit || $0.isWordLetter } ?? false
            let monthAndYear = !joined && separator != "." && fields.0.count == 2 && fields.1.count == 4 && (1900...2099).contains(values.1)
            if context.contains(.month) || monthAndYear, fields.1.count == 4, (1...12).contains(values.0) {
                let year = Numeral(integer: digitValues(fields.1.lowerBound, fields.1.upperBound))
                return dated(rules.date(year: year, month: values.0, day: nil, dayFirst: false), end: k)
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
        let spoken = rules.date(year: yearDigits, month: month, day: day, dayFirst: dayFirst, dayMark: endingAfterDeterminer(before: start))
        return yearMarked(spoken, after: k) ?? dated(spoken, end: k)
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
    func yearMarkEnd(after k: Int) -> Int? {
        let mark = rules.word("yearMark")
        guard !mark.isEmpty else { return nil }
        var e = at(k) == " " ? k + 1 : k
        let start = e
        for scalar in mark.unicodeScalars where scalar != "." {
            guard at(e) == scalar else { return nil }
            e += 1
        }
        guard e > start, !isLetter(e), !isDigit(e) else { return nil }
        if mark.hasSuffix("."), at(e) == "." { e += 1 }
        return e
    }

    /// The value of a date field (at most five digits, so it always fits).
    private func fieldValue(_ field: Range<Int>) -> Int {
        var v = 0
        for k in field { v = v * 10 + Int(s[k].digitValue) }
        return v
    }

    func dated(_ spoken: String, end: Int) -> NumberItem {
        NumberItem(end: end, spoken: spoken, isMeasured: true, dropsRepeatedWord: true)
    }

    /// The profile's month name at `k` (with an optional abbreviation dot): its number and end.
    func monthName(at k: Int) -> (Int, Int)? {
        var e = k
        while isLetter(e) { e += 1 }
        guard e > k, let month = lexicon.months.exactMatch(in: s, from: k, end: e, folded: true, string: { string(k, e).lowercased() }) else { return nil }
        if at(e) == ".", !isLetter(e + 1) { e += 1 }
        return (month, e)
    }

    /// "25 july 2012", "25th jul 2012", "15 de março de 2024", "15 january".
    func readDayFirstDate(at start: Int) -> NumberItem? {
        var k = start
        var day = 0
        var digits = 0
        while isDigit(k), digits < 2 { day = day * 10 + Int(s[k].digitValue); k += 1; digits += 1 }
        guard !isDigit(k), (1...31).contains(day) else { return nil }
        // A hyphened month name ("03-фев-2002") is no ordinal ending.
        var dayMark = endingAfterDeterminer(before: start)
        if let (suffix, e) = ordinalSuffix(at: k), !(at(k) == "-" && monthName(at: k + 1) != nil) {
            k = e
            // A written ending gives the day's case (uk "5-го"); a dot leaves it to the determiner.
            if suffix != "." { dayMark = suffix }
        }
        // Days listed before one month ("les 17/18 juin", "17-18-19 juin"): each day as the date says it.
        var listed: [Int] = []
        while let sep = at(k), sep == "/" || sep == "-", isDigit(k + 1) {
            var next = 0
            var e = k + 1
            while isDigit(e), e - k <= 2 { next = next * 10 + Int(s[e].digitValue); e += 1 }
            guard !isDigit(e), (1...31).contains(next), next > day else { return nil }
            listed.append(day)
            day = next
            k = e
        }
        guard at(k) == " " || at(k) == "-" && listed.isEmpty else { return nil }
        k += 1
        k = skipDateOf(k)
        guard let (month, e) = monthName(at: k) else { return nil }
        k = e
        let year = readYear(after: k)
        let days = listed.map { rules.date(year: nil, month: nil, day: $0, dayFirst: true, dayMark: dayMark) }
        // A language with no reading for a day alone reads the list as it did before.
        guard !days.contains(where: \.isEmpty) else { return nil }
        let spoken = rules.join(days + [rules.date(year: year?.0, month: month, day: day, dayFirst: true, dayMark: dayMark)])
        if let year, let marked = yearMarked(spoken, after: year.1) { return marked }
        return dated(spoken, end: year?.1 ?? k)
    }

    /// "2010. április 1.", "2010. április": a year written with a dot before a month name (hu, where
    /// the year leads the date), then the day with its ordinal mark; said as the locale's pattern.
    /// The month of a year-first date may also be written as a number or a Roman numeral with a
    /// dot ("2010. 4. 1.", "2010. IV. 1.", as Hungarian writes dates); then a day must follow.
    func readYearFirstDate(at start: Int) -> NumberItem? {
        let yearEnd = digitRunEnd(start)
        guard yearEnd - start == 4, at(yearEnd) == ".", at(yearEnd + 1) == " " else { return nil }
        let named = monthName(at: yearEnd + 2)
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
        return dated(rules.date(year: year, month: month, day: day, dayFirst: true, dayMark: endingAfterDeterminer(before: start)), end: end)
    }

    /// The day after a month at `k` (" 1.", " 1", " 1-jén"), its end, and a case ending written
    /// after a hyphen.
    func dottedDay(at k: Int) -> (day: Int, end: Int, ending: String?)? {
        guard at(k) == " ", isDigit(k + 1) else { return nil }
        let dayEnd = digitRunEnd(k + 1)
        let value = fieldValue((k + 1)..<dayEnd)
        guard dayEnd - k <= 3, (1...31).contains(value), !isLetter(dayEnd), !isDigit(dayEnd) else { return nil }
        if at(dayEnd) == "-", isLetter(dayEnd + 1) {
            var e = dayEnd + 1
            while isLetter(e) { e += 1 }
            if e - dayEnd <= 5 { return (value, e, string(dayEnd + 1, e)) }
        }
        return (value, ordinalSuffix(at: dayEnd)?.1 ?? dayEnd, nil)
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
    func numberedMonth(at k: Int) -> (Int, Int)? {
        var e = k
        if isDigit(k) {
            e = digitRunEnd(k)
            guard e - k <= 2, at(e) == ".", case let value = fieldValue(k..<e), (1...12).contains(value) else { return nil }
            return (value, e + 1)
        }
        while let c = at(e), c == "I" || c == "V" || c == "X" { e += 1 }
        guard e > k, at(e) == ".", let value = RomanNumeral.value(Substring(string(k, e))), (1...12).contains(value) else { return nil }
        return (value, e + 1)
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
        var k = start
        var end = start
        while true {
            let digitsStart = k
            k = digitRunEnd(k)
            guard k > digitsStart, k - digitsStart <= 4, let c = at(k),
                  let field = counters.firstIndex(of: c), field > last else { break }
            let value = fieldValue(digitsStart..<k)
            if field == 1, !(1...12).contains(value) { break }
            if field == 2, !(1...31).contains(value) { break }
            if field == 0 { yearDigits = Numeral(integer: digitValues(digitsStart, k)) }
            values[field] = value
            last = field
            k += 1
            end = k
            if at(k) == " ", isDigit(k + 1) { k += 1 } else if !isDigit(k) { break }
        }
        let found = values.compactMap { $0 }.count
        guard found >= 2 || values[1] != nil else { return nil }
        return dated(rules.date(year: yearDigits, month: values[1], day: values[2], dayFirst: false), end: end)
    }

    /// Past the profile's `dateOf` word and a space at `k` ("de " in "15 de março"), or `k`.
    func skipDateOf(_ k: Int) -> Int {
        guard let of = lexicon.dateOf else { return k }
        let end = k + of.scalarCount
        return matchesFolded(of.spaced, scalars: of.scalars, from: k, end: end) ? end : k
    }

    /// A 4-digit year after a date: " 2012", ", 2012", " de 2024", "-2020".
    func readYear(after k: Int) -> (Numeral, Int)? {
        var j = k
        if at(j) == "," { j += 1 }
        guard at(j) == " " || at(j) == "-" else { return nil }
        j += 1
        j = skipDateOf(j)
        let digitsStart = j
        j = digitRunEnd(j)
        guard j - digitsStart == 4, !isLetter(j), at(j) != ":" else { return nil }
        return (Numeral(integer: digitValues(digitsStart, j)), j)
    }

    /// "july 25 2012", "Jan. 15", "SEPT. 15", "jan-15-2020", "july 1506".
    func readMonthFirstDate(at start: Int) -> SpokenItem? {
        // Runs on every word: only one whose first letter starts a month form, and no longer than
        // the longest such form, can be a month name (what `monthName` would find).
        guard let first = at(start), let longest = lexicon.months.longestStarting(with: Lexicon.folded(first)) else { return nil }
        var wordEnd = start
        while isLetter(wordEnd) {
            wordEnd += 1
            if wordEnd - start > longest { return nil }
        }
        if at(wordEnd) == "." { wordEnd += 1 }
        guard at(wordEnd) == " " || at(wordEnd) == "-", isDigit(wordEnd + 1) else { return nil }
        guard let (month, e) = monthName(at: start), at(e) == " " || at(e) == "-" else { return nil }
        var k = e + 1
        if let (year, end) = readYear(after: e), !isDigit(end) {
            return SpokenItem(end: end, spoken: rules.date(year: year, month: month, day: nil, dayFirst: false))
        }
        var day = 0
        var digits = 0
        while isDigit(k), digits < 2 { day = day * 10 + Int(s[k].digitValue); k += 1; digits += 1 }
        guard digits > 0, !isDigit(k), (1...31).contains(day), at(k) != ":", at(k) != "/" else { return nil }
        if let (_, e2) = ordinalSuffix(at: k) { k = e2 }
        guard !isLetter(k) || at(k) == nil else { return nil }
        let year = readYear(after: k)
        return SpokenItem(end: year?.1 ?? k, spoken: rules.date(year: year?.0, month: month, day: day, dayFirst: false))
    }
}

extension Rewriter {
    /// "Mon 24 Nov", "Tue, Nov 25", "Fr. 9:00", "lun. 24 nov.": a weekday written short before a
    /// date or a time is the weekday in full (CLDR's short weekday names, `weekday:<short>`
    /// words), as said aloud; alone ("Sun", "Mo") it stays a word. The dot of "Mo." is the
    /// abbreviation's. Nil unless a digit or a month name follows, after a comma and spaces.
    func readWeekdayBeforeDate(at start: Int) -> SpokenItem? {
        // Runs on every word: the shape after it (a comma, a space, a digit or a month) is
        // checked before the word is looked up.
        guard !lexicon.weekdays.isEmpty else { return nil }
        var e = start
        while isLetter(e), e - start <= 5 { e += 1 }
        // One letter only with its dot, outside the Latin script (th "จ." วันจันทร์): "M. Smith" is a name.
        guard e - start >= 2 || (e - start == 1 && at(e) == "." && !s[start].isASCII), !isLetter(e) else { return nil }
        var end = e
        if at(end) == "." { end += 1 }
        var k = end
        if at(k) == "," { k += 1 }
        guard at(k) == " " else { return nil }
        k = skipSpaces(k)
        guard isDigit(k) || readMonthFirstDate(at: k) != nil,
              let name = lexicon.weekdays[string(start, e).lowercased()] else { return nil }
        return SpokenItem(end: end, spoken: name)
    }

    /// "(月)", "(금)", "(月・祝)", "(월〜금)" after a date: the weekdays in full, from the profile's
    /// `weekday:<short>` words (CLDR's short weekday names fill them). Only right after a CJK
    /// character or Hangul (日, 일), where such a note follows a date.
    func readWeekday(at start: Int) -> SpokenItem? {
        guard !lexicon.weekdays.isEmpty, let p = at(start - 1), p.isCJK || p.isKanaOrHangul else { return nil }
        var k = start + 1
        var words: [String] = []
        var part = String.UnicodeScalarView()
        func flush() -> Bool {
            guard !part.isEmpty, let name = lexicon.weekdays[String(part).lowercased()] else { return false }
            words.append(name)
            part = String.UnicodeScalarView()
            return true
        }
        while let c = at(k), k - start <= 12 {
            if c == ")" || c == "）" {
                guard flush() else { return nil }
                return SpokenItem(end: k + 1, spoken: rules.join(words))
            }
            if c == "・" || c == "," || c == "、" {
                guard flush() else { return nil }
            } else if c == "〜" || c == "～" || c == "~" {
                guard flush() else { return nil }
                words.append(rules.word("to"))
            } else if c.isWordLetter || c.isCJK {
                part.append(c)
            } else {
                return nil
            }
            k += 1
        }
        return nil
    }
}
