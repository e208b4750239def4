import VoiceProfiles

/// Russian: gender in 1 and 2 (один/одна, два/две), тысяча feminine, plural forms one/few/many
/// ("два рубля", "пять рублей"), decimals as fractions ("одна целая две десятых").
/// Cases other than the nominative are not inflected except for ordinal suffixes. The words are
/// the profile's (`grammar: {family: russian}`, ``RussianWords``); this file is the grammar.
struct RussianRules: LanguageRules {
    let locale: LocaleData
    private let tables: RussianWords
    private let masculineGroups: GroupReadings
    private let feminineGroups: GroupReadings
    private let neuterGroups: GroupReadings
    /// The nouns of a time's hours, minutes and seconds (the profile's units).
    private let hourForms: PluralForms
    private let minuteForms: PluralForms
    private let secondForms: PluralForms

    var readsHyphenedOrdinals: Bool { true }
    /// After a fraction the noun is in the genitive singular, the form after "две" ("километра").
    var fractionNounCategory: PluralCategory? { .few }

    /// "в 2026 году": the year's ordinal in the case of "год" after it, by its written ending.
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String? {
        let ending = tables.yearEndings[grammaticalCase]
        return ending.flatMap { ordinal(number.significant, gender: .masculine, suffix: $0) }
    }
    /// How Russians name the Latin letters (`names.letters`: "эй", "би", "си").
    private let letterNames: [Unicode.Scalar: String]

    init(data: NormalizationData) {
        letterNames = Lexicon.letterNames(in: data.names.letters)
        var data = data
        // "3rd", "1st" in Russian text (English strings, product names): the Russian ordinal.
        data.ordinalSuffixes = EnglishOrdinalMark.added(to: data.ordinalSuffixes)
        locale = LocaleData(data)
        let tables = RussianWords(data.grammar)
        self.tables = tables
        masculineGroups = GroupReadings(count: 1000) { tables.spelledBelow1000($0, gender: .masculine) }
        feminineGroups = GroupReadings(count: 1000) { tables.spelledBelow1000($0, gender: .feminine) }
        neuterGroups = GroupReadings(count: 1000) { tables.spelledBelow1000($0, gender: .neuter) }
        (hourForms, minuteForms, secondForms) = (data.unitNouns("hour"), data.unitNouns("minute"), data.unitNouns("second"))
    }

    func digitName(_ digit: UInt8) -> String { tables.units[Int(digit)] }

    /// Latin letters in Russian text are named as Russians name them ("2-b-3" два би три, "abc"
    /// эй би си): a letter alone, and a word of up to four letters that is no English word and
    /// could not be said as one (a consonant cluster English neither opens nor closes words
    /// with). Words ("mail", "iPhone", "com") are left to the voice, which reads them as English
    /// words; capitals are initialisms (`initialisms:`), named the same way.
    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String? {
        guard !letterNames.isEmpty, (1...4).contains(word.count), word.allSatisfy(\.isASCIILetter) else { return nil }
        let text = String(String.UnicodeScalarView(word))
        if word.count > 1, KnownWords.named("english")?.contains(text.lowercased()) == true
            || InitialismReader.looksSayable(text.uppercased()) || InitialismReader.isRoman(text) {
            return nil
        }
        return InitialismReader.named(text, letterNames)
    }

    func below1000(_ n: Int, gender: GrammaticalGender) -> String {
        switch gender {
        case .masculine: masculineGroups[n]
        case .feminine: feminineGroups[n]
        case .neuter: neuterGroups[n]
        }
    }

    static func category(_ n: Int) -> PluralCategory {
        let last2 = n % 100, last = n % 10
        if last == 1, last2 != 11 { return .one }
        if (2...4).contains(last), !(12...14).contains(last2) { return .few }
        return .many
    }

    func plural(_ number: Numeral) -> PluralCategory {
        guard number.isInteger else { return .few }
        return Self.category(Numeral.value(number.significant.suffix(3)) ?? 0)
    }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if digits.count <= 3 { words.add(below1000(Numeral.value(digits) ?? 0, gender: gender)); return }
        let groups = threeDigitGroups(digits)
        guard groups.count <= tables.scales.count else { words.add(longDigits(Array(digits))); return }
        if groups.allSatisfy({ $0 == 0 }) { words.add(tables.units[0]); return }
        for (index, value) in groups.enumerated() where value != 0 {
            let scaleIndex = groups.count - 1 - index
            if scaleIndex == 0 { words.add(below1000(value, gender: gender)); continue }
            let (one, few, many, g) = tables.scales[scaleIndex]
            // A number that starts with one thousand says "тысяча" alone, as Russian is spoken
            // ("тысяча сто"); "одна тысяча" is the wording of cheques. Inside a count it stays
            // ("двадцать одна тысяча").
            if !(index == 0 && scaleIndex == 1 && value == 1) { words.add(below1000(value, gender: g)) }
            switch Self.category(value) {
            case .one: words.add(one)
            case .few: words.add(few)
            case .two, .many, .other: words.add(many)
            }
        }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? {
        guard let v = Numeral.value(digits), v < 1_000_000 else { return nil }
        // An English ending says the masculine nominative ("3rd" третий), where it agrees ("1th" does not).
        if locale.data.ordinalSuffixes[suffix.lowercased()] == EnglishOrdinalMark.role {
            return EnglishOrdinalMark.agrees(suffix, with: digits) ? ordinal(digits, gender: gender, suffix: "") : nil
        }
        // A written ending is the spoken word's last letters: "4-х" and "5-ти" end a cardinal in
        // the genitive ("четырех килограммовый", "пяти"), "5-х" an ordinal ("пятых").
        if tables.cardinalCaseEndings.contains(suffix), v < 1000, case let genitive = tables.genitive(v), genitive.hasSuffix(suffix) {
            return genitive
        }
        // Letters that are no ending ("2-б") are not an ordinal's: the number and the letters are said.
        guard suffix.isEmpty || tables.ordinalEndings[suffix] != nil || tables.irregularOrdinal[suffix] != nil || tables.nominativeEndings.contains(suffix) else { return nil }
        // Everything before the last non-zero part is said as a cardinal.
        let last2 = v % 100
        var stem: String
        var head = ""
        if v == 0 {
            stem = tables.ordinalUnits[0]
        } else if last2 != 0 {
            let lastPart = last2 < 20 ? last2 : (last2 % 10 == 0 ? last2 : last2 % 10)
            stem = last2 < 20 || last2 % 10 == 0 ? (last2 < 20 ? tables.ordinalUnits[last2] : tables.ordinalTens[last2 / 10])
                : tables.ordinalUnits[last2 % 10]
            head = ordinalHead(v - lastPart)
        } else if v % 1000 != 0 {
            stem = tables.ordinalHundreds[(v % 1000) / 100]
            head = ordinalHead(v - v % 1000)
        } else if (2...10).contains(v / 1000) {
            // Round thousands join the count in the genitive: "двухтысячный", "пятитысячных".
            stem = tables.genitiveUnits[v / 1000] + tables.thousandStem
        } else {
            stem = tables.thousandStem
            head = v > 1000 ? cardinal(v / 1000, gender: .masculine) : ""
        }
        let word: String
        if stem == tables.irregularStem {
            word = tables.irregularOrdinal[suffix] ?? tables.irregularOrdinal[""] ?? ""
        } else {
            word = stem + (tables.ordinalEndings[suffix] ?? (tables.stressedStems.contains(stem) ? tables.stressedOrdinalEnding : tables.ordinalEnding))
        }
        return join([head, word])
    }

    /// The cardinal words before an ordinal's last part ("тысяча девятьсот" пятидесятый: the
    /// cardinal itself says one thousand alone).
    private func ordinalHead(_ value: Int) -> String {
        value > 0 ? cardinal(value, gender: .masculine) : ""
    }

    var declinesCardinals: Bool { true }

    /// The genitive after "от", "до", "из", "для", "более"... (`cases.caseAfter`): "от 5 до 10"
    /// от пяти до десяти, "от 2 000 ₽" от двух тысяч рублей, "до 1 мин" до одной минуты. Every
    /// group is in the genitive and so is each scale word, singular after one ("двадцати одной
    /// тысячи") and plural after others ("пяти тысяч"); a thousand alone as in the nominative
    /// ("от 1 500" от тысячи пятисот). The noun is in the genitive singular after one — the form
    /// after "два", "рубля" — and plural after other numbers ("рублей"): in the oblique cases a
    /// noun agrees with the number in case (Русская грамматика 1980, § 2152).
    func cardinal(_ number: Numeral, inCase grammaticalCase: String, noun: PluralForms?, gender: GrammaticalGender) -> String? {
        guard grammaticalCase == "genitive", number.isInteger, !number.negative, !number.hasLeadingZero,
              number.significant.count <= 12, let value = number.intValue else { return nil }
        // "от 0 до 5": от нуля (the form usual beside "ноля").
        if value == 0 { return join([tables.zeroGenitive, noun.map { self.noun($0, .many) } ?? ""]) }
        var words: [String] = []
        let groups = threeDigitGroups(number.significant)
        for (index, group) in groups.enumerated() where group != 0 {
            let scaleIndex = groups.count - 1 - index
            if scaleIndex == 0 { words.append(tables.genitive(group, gender: gender)); continue }
            let (_, few, many, scaleGender) = tables.scales[scaleIndex]
            if !(index == 0 && scaleIndex == 1 && group == 1) { words.append(tables.genitive(group, gender: scaleGender)) }
            words.append(Self.category(group) == .one ? few : many)
        }
        if let noun { words.append(self.noun(noun, Self.category(value % 1000) == .one ? .few : .many)) }
        return join(words)
    }

    /// Russian reads the groups of a phone number as numbers ("983-56-01": "девятьсот восемьдесят
    /// три, пятьдесят шесть, ноль один"); a group that starts with zero digit by digit.
    func telephoneGroup(_ digits: [UInt8]) -> String {
        guard digits.count <= 3, digits.first != 0 else { return digitNames(digits) }
        return cardinal(digits[...], gender: .masculine)
    }

    /// After a scale word the noun is in the genitive plural: "две целых пять десятых тысячи рублей".
    var categoryAfterScale: PluralCategory { .many }

    func decimal(_ n: Numeral, gender: GrammaticalGender) -> String {
        let sign = n.negative ? word("minus") : ""
        let fraction = n.fraction ?? []
        guard fraction.count <= 4, let whole = Numeral.value(n.significant) else {
            return join([sign, cardinal(n.significant, gender: gender), word("point"), digitNames(fraction)])
        }
        let wholeWords = cardinal(n.significant, gender: .feminine) + " " + (Self.category(whole) == .one ? tables.wholeOne : tables.wholeOther)
        let num = Numeral.value(fraction) ?? 0
        let den = tables.decimalDenominators[fraction.count] + (Self.category(num) == .one ? tables.feminineEnding : tables.genitivePluralEnding)
        return join([sign, wholeWords, cardinal(num, gender: .feminine), den])
    }

    /// "3/4" три четвёртых: the numerator counts parts (feminine, as "доля"), the denominator is
    /// an ordinal, feminine after one ("одна четвёртая", "двадцать одна сотая") and genitive
    /// plural after other counts ("две пятых", "пять шестых"); past the ordinals, "из".
    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        if numerator.isInteger, denominator.isInteger, !denominator.negative,
           let single = ordinal(denominator.significant, gender: .feminine, suffix: tables.feminineEnding) {
            let one = Self.category(Numeral.value(numerator.significant) ?? 0) == .one
            // "четвёртая" → "четвёртых", "третья" → "третьих".
            let part = one ? single : tables.genitivePlural(ofFeminine: single)
            return join([number(numerator, gender: .feminine), part])
        }
        return join([number(numerator, gender: .feminine), tables.over, number(denominator)])
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        let hour = onOwnClock(hour: hour, period: period, written: writtenPeriod).hour
        var words = SpokenWords(separator: separator)
        appendCardinal(hour, gender: .masculine, to: &words)
        words.add(noun(hourForms, Self.category(hour)))
        if minute > 0 || second != nil {
            appendCardinal(minute, gender: .feminine, to: &words)
            words.add(noun(minuteForms, Self.category(minute)))
        }
        if let second {
            appendCardinal(second, gender: .feminine, to: &words)
            words.add(noun(secondForms, Self.category(second)))
        }
        return words.string
    }

    /// The day in the case the preposition before the date asks for, by the ending written after
    /// it (`cases.ordinalEndingAfter`, ru "к": "му", "с", "до": "го"): "к 5 мая" к пятому мая, "с
    /// 1 января" с первого января (Русская грамматика 1980, on prepositions' cases); else the
    /// nominative, as "5 мая" is said alone.
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String {
        date(year: year, month: month, day: day, dayFirst: dayFirst, dayEnding: dayMark ?? tables.dayEnding)
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        date(year: year, month: month, day: day, dayFirst: dayFirst, dayEnding: tables.dayEnding)
    }

    private func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayEnding: String) -> String {
        var parts: [String] = []
        if let day { parts.append(ordinal(Numeral.digits(day)[...], gender: .neuter, suffix: dayEnding) ?? "") }
        if let month { parts.append(monthName(month)) }
        // The year in the genitive; "года" only where "г." is written (the profile's `yearMark`),
        // as the date is read: "шестое марта две тысячи шестого".
        if let year {
            // A two-digit year keeps its written zero ("31.01.06" ноль шестого), as "06" is said:
            // "шестого" alone would be the sixth year.
            if year.integer.count == 2, year.integer.first == 0, year.intValue != 0 { parts.append(tables.units[0]) }
            parts.append(ordinal(year.significant, gender: .masculine, suffix: tables.yearEndings["genitive"] ?? "") ?? "")
        }
        return join(parts)
    }
}
