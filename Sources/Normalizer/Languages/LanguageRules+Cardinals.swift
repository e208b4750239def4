import VoiceProfiles

/// CLDR's plural categories, as far as the languages need them.
enum PluralCategory { case one, two, few, many, other }

/// How a language says whole numbers, decimals and ordinals, and the words and joins every other
/// subject builds on: the profile's words by role, the separator between words, a noun's form by
/// plural category. The defaults are what the languages share.
protocol CardinalRules: Sendable {
    var locale: LocaleData { get }
    /// Between words: " ", or "" for Chinese.
    var separator: String { get }
    /// Adds a whole number's words, from its digits (no sign, no leading zeros), to `words`:
    /// amounts and measures are built in one buffer rather than joined from Strings.
    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords)
    /// A whole number said before the noun it counts, where the language has a form for that
    /// (hu "két óra", not the counting "kettő"; ro "un minut", "o oră"); else its cardinal.
    func appendCount(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords)
    /// A whole number before a word that is not a unit or currency ("1 nuovo messaggio", hu "2 új
    /// üzenet"), or before a scale word when `word` is nil (sv "1 miljon" en miljon): the form
    /// said before a noun where the profile says which words are nouns or the scale's gender, in
    /// the noun's gender where its ending tells it (``NounGenderReader/nounGender(after:)``); nil to read
    /// it as counted.
    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String?
    func digitName(_ digit: UInt8) -> String
    /// Digits one by one ("one two three"), for codes and phone numbers.
    func digitNames<C: Collection>(_ digits: C) -> String where C.Element == UInt8
    /// An ordinal with the suffix written after it ("st", "º", "-го"); nil if the suffix does not fit.
    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String?
    func plural(_ number: Numeral) -> PluralCategory
    func decimal(_ number: Numeral, gender: GrammaticalGender) -> String
    /// A decimal said before its noun, or before a scale word when `scaleFollows` (es "una coma
    /// cero una millas"); where numbers do not agree, as ``decimal(_:gender:)``.
    func decimal(_ number: Numeral, beforeNoun gender: GrammaticalGender, scaleFollows: Bool) -> String
    /// "3" after an ordinal word ("thứ 3", "第3"): the form that word asks for.
    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String
    /// A bare number, given the characters after it (zh "2015年" is a year).
    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String
    /// A whole number, and its noun's form after it where `noun` is given, in a case other than
    /// the nominative ("genitive": ru "от 5 ₽" от пяти рублей), asked for by the preposition
    /// before it (`cases.caseAfter`); nil where the language does not decline numbers.
    func cardinal(_ number: Numeral, inCase grammaticalCase: String, noun: PluralForms?, gender: GrammaticalGender) -> String?
    /// Whether ``cardinal(_:inCase:noun:gender:)`` declines any number: only then are the words
    /// before a number looked at.
    var declinesCardinals: Bool { get }
    /// Letters written right after a number that make it an ordinal ("st", "er", "ème"), with the
    /// gender or ICU rule set they mark; "." for languages that write ordinals "2." (de).
    var ordinalSuffixes: [String: String] { get }
    /// Whether "5-й", "2-го" (a hyphen and a short ending) mark ordinals (ru).
    var readsHyphenedOrdinals: Bool { get }
    /// Whether a number is said as one word with its scale (ko "삼십억", not "삼십 억").
    var joinsNumberWords: Bool { get }
}

extension CardinalRules {
    var separator: String { " " }

    func appendCount(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        appendCardinal(digits, gender: gender, to: &words)
    }

    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String? { nil }

    func cardinal(_ number: Numeral, inCase grammaticalCase: String, noun: PluralForms?, gender: GrammaticalGender) -> String? { nil }

    var declinesCardinals: Bool { false }

    var ordinalSuffixes: [String: String] { locale.data.ordinalSuffixes }

    var readsHyphenedOrdinals: Bool { false }

    var joinsNumberWords: Bool { false }

    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String {
        self.number(number)
    }

    /// A number with nothing after it that changes its reading, as counted ("eins", "uno"): a
    /// version's groups, a Roman numeral said as a number.
    func standalone(_ number: Numeral) -> String { contextual(number, after: nil, afterNext: nil) }

    func word(_ key: String) -> String { locale.data.words[key] ?? "" }

    /// Inlined so that the array literal at each call site can live on the stack instead of the heap.
    @inline(__always)
    func join(_ parts: [String]) -> String {
        var length = 0
        for p in parts { length += p.utf8.count + 1 }
        var words = SpokenWords(separator: separator, capacity: length)
        for p in parts { words.add(p) }
        return words.string
    }

    func digitNames<C: Collection>(_ digits: C) -> String where C.Element == UInt8 {
        var words = SpokenWords(separator: separator, capacity: digits.count * 6)
        for digit in digits { words.add(digitName(digit)) }
        return words.string
    }

    /// A whole number, from its digits (no sign, no leading zeros).
    func cardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender) -> String {
        var words = SpokenWords(separator: separator)
        appendCardinal(digits, gender: gender, to: &words)
        return words.string
    }

    /// The cardinal of a value such as an hour, a day or a month.
    func cardinal(_ value: Int, gender: GrammaticalGender) -> String {
        cardinal(Numeral.digits(value)[...], gender: gender)
    }

    /// The same, added to `words`.
    func appendCardinal(_ value: Int, gender: GrammaticalGender, to words: inout SpokenWords) {
        appendCardinal(Numeral.digits(value)[...], gender: gender, to: &words)
    }

    /// Whether ten of a written scale is said beginning with ten ("zehn Tausend", "десять тысяч",
    /// "mười nghìn"). Where it is not, the language counts by other steps (zh 一万 and ja イチマン
    /// for 10,000, th หนึ่งหมื่น, hi एक करोड़ for ten million), and a number with that scale is read
    /// multiplied out.
    func saysTens(of scale: ScaleName) -> Bool {
        let tenOfScale = Numeral(integer: [1] + Array(repeating: 0, count: scale.exponent + 1))
        return cardinal(tenOfScale.significant, gender: .masculine).hasPrefix(cardinal(10, gender: .masculine))
    }

    /// A plain number as a quantity: sign, integer (digit by digit when it is a code, unsigned
    /// with a leading zero, or longer than the locale reads as a number), decimal digits.
    func number(_ n: Numeral, gender: GrammaticalGender = .masculine) -> String {
        var words = SpokenWords(separator: separator)
        appendNumber(n, gender: gender, to: &words)
        return words.string
    }

    /// ``number(_:gender:)``, added to `words`; `beforeNoun`: a whole number in the form said
    /// before the noun it counts (``appendCount(_:gender:to:)``).
    func appendNumber(_ n: Numeral, gender: GrammaticalGender = .masculine, beforeNoun: Bool = false, to words: inout SpokenWords) {
        if n.fraction != nil { words.add(decimal(n, gender: gender)); return }
        if n.negative { words.add(word("minus")) }
        // Thousands separators make it a quantity however long ("124,444,234,854,823,834,553").
        let readsAsNumber = n.integer.count <= locale.data.cardinalDigitLimit || n.grouped
        // A code has no sign: "-050" is a quantity, minus fifty, where "050" is said digit by digit.
        if n.hasLeadingZero, !n.negative {
            for digit in n.integer { words.add(digitName(digit)) }
        } else if !readsAsNumber {
            words.add(longDigits(n.integer))
        } else if beforeNoun {
            appendCount(n.significant, gender: gender, to: &words)
        } else {
            appendCardinal(n.significant, gender: gender, to: &words)
        }
    }

    /// A long digit string in groups of four (three at the front), a comma pause between groups.
    func longDigits(_ digits: [UInt8]) -> String {
        var groups: [String] = []
        var start = 0
        let head = digits.count % 4
        if head > 0 { groups.append(digitNames(digits[0..<head])); start = head }
        while start < digits.count {
            groups.append(digitNames(digits[start..<min(digits.count, start + 4)]))
            start += 4
        }
        return groups.joined(separator: ", ")
    }

    func plural(_ number: Numeral) -> PluralCategory {
        number.isInteger && number.significant == [1] ? .one : .other
    }

    func noun(_ forms: PluralForms, _ category: PluralCategory) -> String {
        switch category {
        case .one: forms.one
        case .two: forms.two ?? forms.other
        case .few: forms.few ?? forms.other
        case .many: forms.many ?? forms.other
        case .other: forms.other
        }
    }

    func decimal(_ n: Numeral, gender: GrammaticalGender) -> String {
        var words = SpokenWords(separator: separator)
        if n.negative { words.add(word("minus")) }
        if !n.integer.isEmpty { appendCardinal(n.significant, gender: gender, to: &words) }
        words.add(word("point"))
        for digit in n.fraction ?? [] { words.add(digitName(digit)) }
        return words.string
    }

    func decimal(_ n: Numeral, beforeNoun gender: GrammaticalGender, scaleFollows: Bool) -> String {
        decimal(n, gender: gender)
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { cardinal(digits, gender: .masculine) }

    /// A power said with the profile's `words.power` phrase, "{exponent}" the number in words or
    /// "{ordinal}" its ordinal ("to the power of six", "hoch sechs", hu "a hatodik hatványon",
    /// zh "的六次方"); nil where the profile has none. CLDR has no words for powers.
    func power(_ exponent: Numeral) -> String? {
        let template = word("power")
        guard !template.isEmpty else { return nil }
        let cardinal = number(exponent)
        var phrase = template.replacingAll("{exponent}", with: cardinal)
        if phrase.contains("{ordinal}") {
            let ordinal = exponent.negative ? nil : self.ordinal(exponent.significant, gender: .masculine, suffix: "")
            phrase = phrase.replacingAll("{ordinal}", with: ordinal ?? cardinal)
        }
        return phrase
    }
}
