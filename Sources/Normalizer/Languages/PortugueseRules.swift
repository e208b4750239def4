import VoiceProfiles

/// Brazilian Portuguese: "e" before the last group when it is below 100 or a round hundred
/// ("mil e cem", "mil cento e dez"), "mil" without "um", gender agreement ("duas horas",
/// "duzentas gramas" is not said: grama is masculine), "de" after round millions. The words are
/// the profile's (`grammar: {family: portuguese}`, ``PortugueseWords``); this file is the grammar.
struct PortugueseRules: LanguageRules {
    let locale: LocaleData
    private let tables: PortugueseWords
    private let masculineGroups: GroupReadings
    private let feminineGroups: GroupReadings
    /// The nouns of a time's hours, minutes and seconds (the profile's units).
    private let hourForms: PluralForms
    private let minuteForms: PluralForms
    private let secondForms: PluralForms

    init(data: NormalizationData) {
        var data = data
        data.ordinalSuffixes = EnglishOrdinalMark.added(to: data.ordinalSuffixes)
        locale = LocaleData(data)
        let tables = PortugueseWords(data.grammar, and: data.words["and"] ?? "")
        self.tables = tables
        masculineGroups = GroupReadings(count: 1000) { tables.spelledBelow1000($0, gender: .masculine) }
        feminineGroups = GroupReadings(count: 1000) { tables.spelledBelow1000($0, gender: .feminine) }
        (hourForms, minuteForms, secondForms) = (data.unitNouns("hour"), data.unitNouns("minute"), data.unitNouns("second"))
    }
    var readsHourMarkAsClock: Bool { true }

    func digitName(_ digit: UInt8) -> String { tables.units[Int(digit)] }

    /// 0–999, "e" between hundreds, tens and units.
    func below1000(_ n: Int, gender: GrammaticalGender) -> String {
        gender == .feminine ? feminineGroups[n] : masculineGroups[n]
    }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if digits.count <= 3 { words.add(below1000(Numeral.value(digits) ?? 0, gender: gender)); return }
        let groups = threeDigitGroups(digits)
        guard groups.count <= tables.scales.count else { words.add(longDigits(Array(digits))); return }
        if groups.allSatisfy({ $0 == 0 }) { words.add(tables.units[0]); return }
        let lastNonZero = groups.lastIndex { $0 != 0 }!
        var first = true
        for (index, value) in groups.enumerated() where value != 0 {
            let scaleIndex = groups.count - 1 - index
            if index == lastNonZero, !first, value < 100 || value % 100 == 0 { words.add(tables.and) }
            first = false
            switch scaleIndex {
            case 0: words.add(below1000(value, gender: gender))
            case 1:
                if value != 1 { words.add(below1000(value, gender: gender)) }
                words.add(tables.scales[1].one)
            default:
                let (one, many) = tables.scales[scaleIndex]
                words.add(below1000(value, gender: .masculine))
                words.add(value == 1 ? one : many)
            }
        }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? {
        guard let v = Numeral.value(digits), v > 0, v < 10000 else { return nil }
        if locale.data.ordinalSuffixes[suffix.lowercased()] == EnglishOrdinalMark.role,
           !EnglishOrdinalMark.agrees(suffix, with: digits) { return nil }
        var parts: [String] = []
        if v >= 1000 { parts.append(v >= 2000 ? cardinal(v / 1000, gender: .masculine) + " " + tables.thousandth : tables.thousandth) }
        let r = v % 1000
        if r / 100 > 0 { parts.append(tables.ordinalHundreds[r / 100]) }
        if (r % 100) / 10 > 0 { parts.append(tables.ordinalTens[(r % 100) / 10]) }
        if r % 10 > 0 { parts.append(tables.ordinalUnits[r % 10]) }
        let words = parts.map { gender == .feminine ? String($0.dropLast()) + tables.feminineOrdinalLetter : $0 }
        return words.joined(separator: " ")
    }

    /// A number before a feminine noun the profile's endings or list tell ("2 fotos" duas fotos,
    /// "1 mensagem" uma mensagem, Gramática do Português: um/uma, dois/duas and the hundreds agree);
    /// nil before any other word, which keeps the masculine counted reading.
    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String? {
        guard word != nil, nounGender == .feminine, number.isInteger, !number.hasLeadingZero,
              number.integer.count <= 15 else { return nil }
        let spoken = cardinal(number.significant, gender: .feminine)
        return number.negative ? join([self.word("minus"), spoken]) : spoken
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { ordinal(digits, gender: .masculine, suffix: "º") ?? cardinal(digits, gender: .masculine) }

    func plural(_ number: Numeral) -> PluralCategory {
        number.isInteger && (number.significant == [1]) ? .one : .other
    }

    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        let many = !(numerator.significant == [1])
        let num = number(numerator)
        let den: String
        switch denominator.intValue ?? 0 {
        case 2: den = many ? tables.half + tables.plural : tables.half
        case 3: den = many ? tables.third + tables.plural : tables.third
        case 4...10:
            let base = ordinal(denominator.significant, gender: .masculine, suffix: "º") ?? ""
            den = many ? base + tables.plural : base
        case 100, 1000:
            let base = denominator.intValue == 100 ? tables.ordinalHundreds[1] : tables.thousandth
            den = many ? base + tables.plural : base
        default:
            den = cardinal(denominator.significant, gender: .masculine) + " " + tables.over
        }
        return join([num, den])
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        join([number(whole), tables.and, fraction(numerator: numerator, denominator: denominator)])
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        let (hour, period) = onOwnClock(hour: hour, period: period, written: writtenPeriod)
        var h = hour
        if period == .pm, (13...18).contains(h) { h -= 12 }
        var words = SpokenWords(separator: separator)
        appendCardinal(h, gender: .feminine, to: &words)
        words.add(noun(hourForms, h == 1 ? .one : .other))
        if let second {
            words.add(tables.and)
            appendCardinal(minute, gender: .masculine, to: &words)
            words.add(noun(minuteForms, minute == 1 ? .one : .other))
            words.add(tables.and)
            appendCardinal(second, gender: .masculine, to: &words)
            words.add(noun(secondForms, second == 1 ? .one : .other))
        } else if minute > 0 {
            words.add(tables.and)
            appendCardinal(minute, gender: .masculine, to: &words)
        }
        words.add(periodWord(period, written: writtenPeriod))
        return words.string
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        var parts: [String] = []
        if let day { parts.append(day == 1 ? tables.ordinalUnits[1] : cardinal(day, gender: .masculine)) }
        if let month { parts.append(contentsOf: day == nil ? [monthName(month)] : [word("dateOf"), monthName(month)]) }
        if let year { parts.append(contentsOf: month == nil ? [self.year(year)] : [word("dateOf"), self.year(year)]) }
        return join(parts)
    }
}
