import VoiceProfiles

/// Vietnamese: groups of three with nghìn, triệu, tỷ (and "nghìn tỷ", "tỷ tỷ" above), "linh"
/// for a zero ten ("một trăm linh một"), mốt/tư/lăm after a ten, decimals with "phẩy". The words
/// are the profile's (`grammar: {family: vietnamese}`, ``VietnameseWords``); this file is the grammar.
struct VietnameseRules: LanguageRules {
    let locale: LocaleData
    private let tables: VietnameseWords
    private let groups: GroupReadings
    private let innerGroups: GroupReadings

    init(data: NormalizationData) {
        locale = LocaleData(data)
        let tables = VietnameseWords(data.grammar)
        self.tables = tables
        groups = GroupReadings(count: 1000) { tables.spelledGroup($0, inner: false) }
        innerGroups = GroupReadings(count: 1000) { tables.spelledGroup($0, inner: true) }
    }
    var readsHourMarkAsClock: Bool { true }

    func digitName(_ digit: UInt8) -> String { tables.units[Int(digit)] }

    /// A group below 1000; `inner` when a higher group precedes it (no "không trăm").
    func group(_ n: Int, inner: Bool) -> String { inner ? innerGroups[n] : groups[n] }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if digits.allSatisfy({ $0 == 0 }) { words.add(tables.units[0]); return }
        // Above a billion, the part above "tỷ" is itself a number: "một nghìn tỷ", "một tỷ tỷ".
        if digits.count > 9 {
            let low = digits.suffix(9)
            appendCardinal(digits.prefix(digits.count - 9), gender: gender, to: &words)
            words.add(tables.billion)
            if !low.allSatisfy({ $0 == 0 }) { appendBelowBillion(low, inner: true, to: &words) }
            return
        }
        appendBelowBillion(digits, inner: false, to: &words)
    }

    private func appendBelowBillion(_ digits: ArraySlice<UInt8>, inner: Bool, to words: inout SpokenWords) {
        if digits.count <= 3 { words.add(group(Numeral.value(digits) ?? 0, inner: inner)); return }
        let groups = threeDigitGroups(digits)
        var first = true
        for (index, value) in groups.enumerated() where value != 0 {
            // "linh" fills a zero ten only in the last group: "một triệu một nghìn linh một".
            let isLast = index == groups.count - 1
            words.add(group(value, inner: isLast && (inner || !first)))
            words.add(tables.scales[groups.count - 1 - index])
            first = false
        }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? { nil }

    /// After "thứ": 1 is "nhất", 4 is "tư".
    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String {
        switch Numeral.value(digits) {
        case 1: tables.first
        case 4: tables.fourth
        default: cardinal(digits, gender: .masculine)
        }
    }

    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        let den = denominator.intValue == 4 ? tables.fourth : cardinal(denominator.significant, gender: .masculine)
        return join([number(numerator), tables.over, den])
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        join([number(whole), word("and"), fraction(numerator: numerator, denominator: denominator)])
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        let (hour, period) = onOwnClock(hour: hour, period: period, written: writtenPeriod)
        var h = hour
        if locale.data.twelveHourClock, h > 12 { h -= 12 }
        var words = SpokenWords(separator: separator)
        appendCardinal(h, gender: .masculine, to: &words)
        words.add(tables.hour)
        if minute > 0 {
            appendCardinal(minute, gender: .masculine, to: &words)
            words.add(tables.minute)
        }
        if let second, second > 0 {
            appendCardinal(second, gender: .masculine, to: &words)
            words.add(tables.second)
        }
        words.add(periodWord(period, written: writtenPeriod))
        return words.string
    }

    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String {
        clock(hour: hours ?? 0, minute: minutes ?? 0, second: seconds, period: nil, writtenPeriod: nil, zeroPadded: false)
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        var parts: [String] = []
        if let day { parts += [word("dayWord"), cardinal(day, gender: .masculine)] }
        if let month { parts += [word("monthWord"), monthName(month)] }
        if let year { parts += [word("yearWord"), self.year(year)] }
        return join(parts)
    }
}
