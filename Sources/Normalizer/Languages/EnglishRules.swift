import VoiceProfiles

/// American English: short-scale numbers without "and", years in pairs ("nineteen ninety-four"),
/// the 12-hour clock with a.m./p.m. when the profile asks for it. The words are the profile's
/// (`grammar: {family: english}`, ``EnglishWords``); this file is the grammar.
struct EnglishRules: LanguageRules {
    /// "⅞ inch" is "seven eighths inch" (of an inch), as "half inch": less than one of the unit.
    var properFractionTakesSingular: Bool { true }
    let locale: LocaleData
    private let tables: EnglishWords
    /// "zero" ... "nine hundred ninety nine".
    private let groups: GroupReadings
    /// The spelling the voice's dictionary knows (`words: {spelling: american}`): en-US reads
    /// British spellings as American ones ("organisation" → "organization"); en-GB keeps them.
    private let respellings: SpellingTable?
    /// How a time without a day half is read where the clock has 12 hours: an option of the
    /// normalizer (the render's `--twelve-hour-times`), never profile data.
    private let times: TimeReading

    init(data: NormalizationData, times: TimeReading = .asVoiceOver) {
        locale = LocaleData(data)
        self.times = times
        respellings = data.words["spelling"].flatMap(Respellings.named)
        let tables = EnglishWords(data)
        self.tables = tables
        groups = GroupReadings(count: 1000, tables.spelledBelow1000)
    }

    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String? {
        respellings?.respelling(of: word)
    }

    func digitName(_ digit: UInt8) -> String { tables.units[Int(digit)] }

    /// 0–999 in words ("nine hundred ninety nine"), from the table.
    func below1000(_ n: Int) -> String { groups[n] }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if digits.count <= 3 { words.add(below1000(Numeral.value(digits) ?? 0)); return }
        let groups = threeDigitGroups(digits)
        guard groups.count <= tables.scales.count else { words.add(longDigits(Array(digits))); return }
        if groups.allSatisfy({ $0 == 0 }) { words.add(tables.units[0]); return }
        for (index, group) in groups.enumerated() where group != 0 {
            words.add(below1000(group))
            words.add(tables.scales[groups.count - 1 - index])
        }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? {
        let words = cardinal(digits, gender: gender)
        if !suffix.isEmpty {
            guard EnglishOrdinalMark.agrees(suffix, with: digits) else { return nil }
        }
        return tables.ordinal(ofCardinal: words)
    }

    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        let num = number(numerator)
        let many = !(numerator.isInteger && numerator.significant == [1])
        let den: String
        switch denominator.intValue {
        case 2: den = many ? tables.halves : tables.half
        case 4: den = many ? tables.quarters : tables.quarter
        case 1: return join([num, tables.over, tables.units[1]])
        default:
            let ord = tables.ordinal(ofCardinal: cardinal(denominator.significant, gender: .masculine))
            den = many ? ord + "s" : ord
        }
        return join([num, den])
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        if numerator.significant == [1], denominator.intValue == 2 { return join([number(whole), tables.andAHalf]) }
        return join([number(whole), word("and"), fraction(numerator: numerator, denominator: denominator)])
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        // "1:01:01" without a marker is a duration (a media length), not a time of day.
        if let second, period == nil, hour <= 12 { return duration(hours: hour, minutes: minute, seconds: second) }
        var h = hour
        var p = period
        let leadingZero = zeroPadded && hour < 10
        if locale.data.twelveHourClock, p == nil {
            switch second == nil ? times : .twelveHour {
            case .asVoiceOver:
                // VoiceOver adds no day half: a time plainly on the 24-hour clock ("22:58", "00:15",
                // "08:00") is read as the numbers written, "14:00" as "fourteen" (a developer's
                // device report, docs/voiceover.md section 7; checkedOnDevice: false for the rest).
                if leadingZero || hour == 0 || hour >= 13 { return bareClockNumbers(hour: hour, minute: minute) }
            case .twelveHour:
                // The audit's fix: the time written on the 12-hour clock with its day half, where
                // the written time is plainly 24-hour: "08:00", "00:15", "12:00", "22:58"; "10:30"
                // and "1:30" may already be 12-hour times and are read without one.
                if leadingZero || hour == 0 || hour >= 12 { p = hour >= 12 ? .pm : .am }
            }
        }
        if p != nil || locale.data.twelveHourClock {
            if h == 0 { h = 12 } else if h > 12 { h -= 12 }
        }
        // With seconds, each field is named ("ten hours zero minutes and zero seconds p.m."): the
        // clock reading has no place for seconds, and "ten and zero seconds" would lose the minutes.
        if let second { return join([duration(hours: h, minutes: minute, seconds: second), periodWord(p, written: writtenPeriod)]) }
        var words = SpokenWords(separator: separator)
        words.add(below1000(h))
        if minute == 0 {
            if p == nil { words.add(tables.oClock) }
        } else {
            if minute < 10 { words.add(tables.oh) }
            words.add(below1000(minute))
        }
        words.add(periodWord(p, written: writtenPeriod))
        return words.string
    }

    /// A 24-hour time as VoiceOver reads it where the clock has 12 hours: the hour's number, then
    /// the minutes' ("oh five" below ten), nothing for ":00".
    private func bareClockNumbers(hour: Int, minute: Int) -> String {
        var words = SpokenWords(separator: separator)
        words.add(below1000(hour))
        if minute > 0 {
            if minute < 10 { words.add(tables.oh) }
            words.add(below1000(minute))
        }
        return words.string
    }

    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String {
        var parts: [String] = []
        if let hours { parts.append(below1000(hours) + " " + (hours == 1 ? tables.hourForms.one : tables.hourForms.other)) }
        if let minutes { parts.append(below1000(minutes) + " " + (minutes == 1 ? tables.minuteForms.one : tables.minuteForms.other)) }
        if let seconds {
            if !parts.isEmpty { parts.append(word("and")) }
            parts.append(below1000(seconds) + " " + (seconds == 1 ? tables.secondForms.one : tables.secondForms.other))
        }
        return join(parts)
    }

    /// Years in pairs: 1994 "nineteen ninety-four", 1906 "nineteen oh six", 2005 "two thousand five",
    /// 2012 "twenty twelve", 1900 "nineteen hundred".
    func year(_ number: Numeral) -> String {
        guard let v = number.intValue, number.isInteger, !number.negative else { return self.number(number) }
        if v >= 1000, v < 10000, v % 1000 != 0, !(2000...2009).contains(v) {
            let hi = v / 100, lo = v % 100
            if lo == 0 { return below1000(hi) + " " + tables.hundred }
            return below1000(hi) + " " + lo2(lo)
        }
        if v < 100, number.integer.count == 2 { return lo2(v) }
        if v >= 100, v < 1000, v % 100 != 0 { return below1000(v / 100) + " " + lo2(v % 100) }
        return cardinal(number.significant, gender: .masculine)
    }

    /// A year's last two digits: "oh six", "twelve".
    private func lo2(_ v: Int) -> String { v < 10 ? tables.oh + " " + below1000(v) : below1000(v) }

    /// "1980s" → "nineteen eighties"; "80s" → "eighties"; "2000s" → "two thousands".
    func decade(_ number: Numeral) -> String {
        let words = number.integer.count == 4 ? year(number) : cardinal(number.significant, gender: .masculine)
        if words.hasSuffix("y") { return words.dropLast() + "ies" }
        return words + (words.hasSuffix("x") ? "es" : "s")
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        let y = year.map { self.year($0) } ?? ""
        guard let month else { return y }
        let m = monthName(month)
        guard let day else { return join([m, y]) }
        let d = tables.ordinal(ofCardinal: cardinal(day, gender: .masculine))
        if dayFirst { return join([tables.dayArticle, d, tables.dayOf, m, y]) }
        return join([m, d, y])
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { cardinal(digits, gender: .masculine) }

    var ordinalSuffixes: [String: String] { Self.suffixes }
    private static let suffixes = Dictionary(uniqueKeysWithValues: EnglishOrdinalMark.endings.map { ($0, "masculine") })
    func decadeReading(_ number: Numeral) -> String? { decade(number) }
    func yearAlternative(_ number: Numeral) -> String? { year(number) }
}

/// Splits digits into groups of three from the right, as Ints.
func threeDigitGroups(_ digits: ArraySlice<UInt8>) -> [Int] {
    guard !digits.isEmpty else { return [0] }
    var groups: [Int] = []
    groups.reserveCapacity(digits.count / 3 + 1)
    // Most significant first: the leading group holds what is left over after threes.
    var start = digits.startIndex
    var end = start + (digits.count % 3 == 0 ? 3 : digits.count % 3)
    while start < digits.endIndex {
        groups.append(Numeral.value(digits[start..<end]) ?? 0)
        start = end
        end = min(end + 3, digits.endIndex)
    }
    return groups
}

extension EnglishRules {
    /// 12 "twelve", 708 "seven oh eight", 2788 "twenty seven eighty eight", 95051 digit by digit.
    func houseNumber(_ digits: [UInt8]) -> String? {
        let value = Numeral.value(digits) ?? 0
        switch digits.count {
        case 1, 2: return cardinal(digits[...], gender: .masculine)
        case 3, 4:
            let hi = value / 100, lo = value % 100
            if lo == 0 { return cardinal(digits[...], gender: .masculine) }
            return below1000(hi) + " " + (lo < 10 ? "oh " + below1000(lo) : below1000(lo))
        default: return digitNames(digits)
        }
    }
}
