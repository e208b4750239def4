import VoiceProfiles

/// Mandarin: numbers in groups of four (万, 亿) with 零 for skipped places, years digit by digit,
/// percentages and fractions with the denominator first (百分之五, 三分之一), words without spaces.
/// The words are the profile's (`grammar: {family: chinese}`, ``ChineseWords``); this file is the
/// grammar.
struct ChineseRules: LanguageRules {
    let locale: LocaleData
    private let tables: ChineseWords
    /// 零 ... 九百九十九; a group of four is its thousands digit and one of these.
    private let belowThousand: GroupReadings
    /// The decimal point, also the hour's mark in a time (点; Traditional 點).
    private let pointCharacter: String

    init(data: NormalizationData) {
        locale = LocaleData(data)
        let tables = ChineseWords(data.grammar)
        self.tables = tables
        belowThousand = GroupReadings(count: 1000, tables.spelledGroup)
        pointCharacter = data.words["point"] ?? ""
    }
    var separator: String { "" }

    func digitName(_ digit: UInt8) -> String { tables.digits[Int(digit)] }

    /// One group of up to four digits, without a leading 零: 一千零五, 一千零五十, 一百零五.
    private func group(_ value: Int) -> String {
        if value < 1000 { return belowThousand[value] }
        let rest = value % 1000
        let thousands = tables.digits[value / 1000] + tables.places[3]
        if rest == 0 { return thousands }
        // Below a hundred after the thousands, the skipped hundreds are said as 零.
        return thousands + (rest < 100 ? tables.digits[0] : "") + belowThousand[rest]
    }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        let count = (digits.count + 3) / 4
        guard count <= tables.scales.count else { words.add(longDigits(Array(digits))); return }
        // Where this number starts: `words` may already hold a sign or other words.
        let begin = words.count
        var pendingZero = false
        // Groups of four from the most significant; the first may be shorter.
        var start = digits.startIndex
        var end = start + (digits.count - (count - 1) * 4)
        for index in 0..<count {
            let value = Numeral.value(digits[start..<end]) ?? 0
            start = end
            end += 4
            let started = words.count > begin
            if value == 0 { pendingZero = started; continue }
            if started, pendingZero || value < 1000 { words.append(tables.digits[0]) }
            // 一十 at the very start is said 十 (10, 十万); elsewhere it stays 一十 (一百零一十 is not used).
            let reading = group(value)
            words.append(!started && (10...19).contains(value) ? String(reading.unicodeScalars.dropFirst()) : reading)
            words.append(tables.scales[count - 1 - index])
            pendingZero = false
        }
        if words.count == begin { words.add(tables.digits[0]) }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? { nil }

    func decimal(_ n: Numeral, gender: GrammaticalGender) -> String {
        let sign = n.negative ? word("minus") : ""
        return sign + cardinal(n.significant, gender: gender) + pointCharacter + digitNames(n.fraction ?? [])
    }

    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        (numerator.negative ? word("minus") : "") + cardinal(denominator.significant, gender: .masculine) + tables.fractionOf
            + cardinal(numerator.significant, gender: .masculine)
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        number(whole) + tables.wholeAnd + fraction(numerator: numerator, denominator: denominator)
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        var h = hour
        if locale.data.twelveHourClock, h > 12 { h -= 12 }
        // Two o'clock is 两点 (兩點), the measure form of two, as Mandarin counts (not 二点).
        var out = (h == 2 && !word("clockTwo").isEmpty ? word("clockTwo") : cardinal(h, gender: .masculine)) + pointCharacter
        if minute > 0 || second != nil { out += cardinal(minute, gender: .masculine) + tables.minuteMark }
        if let second { out += cardinal(second, gender: .masculine) + tables.secondMark }
        let period = period ?? afternoonOnTheDial(hour: hour, zeroPadded: zeroPadded)
        let marker = periodWord(period, written: writtenPeriod)
        // 上午/下午 go before the time; a marker kept as written stays after it.
        if locale.data.clockPeriods?.am != nil { return marker + out }
        return out + marker
    }

    func year(_ number: Numeral) -> String { digitNames(number.integer) }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        var out = ""
        if let year { out += self.year(year) + tables.yearMark }
        if let month { out += cardinal(month, gender: .masculine) + tables.monthMark }
        if let day { out += cardinal(day, gender: .masculine) + tables.dayMark }
        return out
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { cardinal(digits, gender: .masculine) }

    /// 2015年 is a year (digits one by one); 08月, 05日, 03点 drop the leading zero.
    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String {
        guard number.isInteger, !number.negative, let after else { return self.number(number) }
        if after == "年", number.integer.count >= 2 { return year(number) }
        if "月日号点時时分秒點".unicodeScalars.contains(after) || ((after == "个" || after == "個") && afterNext != nil) {
            return cardinal(number.significant, gender: .masculine)
        }
        return self.number(number)
    }

    /// Short Latin words in Chinese labels are abbreviations (ATM, GPU): upper-cased so espeak-ng
    /// says them letter by letter. (Not only beside Han characters: the rule must give the same
    /// answer when the text is normalized again.)
    /// "am" and "pm" stay words; a word in capitals already is kept as written.
    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String? {
        guard (2...4).contains(word.count), word.allSatisfy({ $0.isASCIILetter }),
              word.contains(where: { $0.value >= 0x61 }) else { return nil }
        let first = Lexicon.folded(word[word.startIndex]), second = Lexicon.folded(word[word.startIndex + 1])
        if word.count == 2, first == "a" || first == "p", second == "m" { return nil }
        // An English word ("of", "ago", "Page") is read as the word, not spelled.
        let spelled = String(String.UnicodeScalarView(word))
        if KnownWords.named("english")?.contains(spelled.lowercased()) == true { return nil }
        return spelled.uppercased()
    }

    func money(_ amount: Numeral, currency: CurrencyName, scale: String?) -> String {
        var positive = amount
        positive.negative = false
        if positive.trimmedFraction.isEmpty { positive.fraction = nil }
        return (amount.negative ? word("minus") : "") + number(positive) + (scale ?? "") + currency.name.other
    }
}
