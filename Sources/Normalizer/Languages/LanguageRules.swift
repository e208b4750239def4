import VoiceProfiles

/// CLDR's plural categories, as far as the five languages need them.
enum PluralCategory { case one, two, few, many, other }

/// The morning/afternoon marker written after a time ("pm", "a.m.").
enum ClockPeriod { case am, pm }

/// How one language says numbers, times, dates and amounts. Recognizers find what the text
/// means; a `LanguageRules` value says it. Default implementations cover what the languages
/// share; each language overrides its grammar (agreement, zero rules, word order).
protocol LanguageRules: Sendable {
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
    func fraction(numerator: Numeral, denominator: Numeral) -> String
    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String
    /// A fraction or mixed number before the noun of its unit, in the noun's gender, and whether
    /// it is an adjective the noun follows at once (es "medio metro") rather than through the link
    /// word ("una y tres quintos de milla"); nil where numbers do not agree with nouns.
    func fraction(whole: Numeral?, numerator: Numeral, denominator: Numeral, beforeNoun gender: GrammaticalGender) -> (words: String, adjective: Bool)?
    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String
    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String
    /// A date whose day is written with an ordinal mark, or after a determiner, that gives its
    /// form (de "am 3. Mai" am dritten Mai, uk "5-го травня" п'ятого травня): the day said through
    /// that mark (as ``ordinal(_:gender:suffix:)`` takes it) where the date says it as an ordinal.
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String
    func year(_ number: Numeral) -> String
    func money(_ amount: Numeral, currency: CurrencyName, scale: String?) -> String
    func measure(_ number: Numeral, unit: UnitName, scale: String?) -> String
    /// "3" after an ordinal word ("thứ 3", "第3"): the form that word asks for.
    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String
    /// A bare number, given the characters after it (zh "2015年" is a year).
    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String
    /// A Latin-script word of the source as this language says it, nil to keep it as written
    /// (most words: they are copied with no String made). Chinese spells short ones as letters.
    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String?
    /// Whether "14h" is a time of day (pt, vi) rather than a number of hours.
    var readsHourMarkAsClock: Bool { get }
    /// The word between a fraction and its unit (vi none, en none).
    var fractionUnitLink: String { get }
    /// Whether a fraction below one names its unit in the singular (en "seven eighths inch").
    var properFractionTakesSingular: Bool { get }
    /// The noun's form after any fraction, where it is one form whatever the numerator: in the
    /// Slavic languages the genitive singular, as after a decimal (ru "одна четвертая километра",
    /// "три четвертых километра"); nil where it follows the numerator.
    var fractionNounCategory: PluralCategory? { get }
    /// A year as an ordinal in a case ("locative": ru "две тысячи двадцать шестом"), before the
    /// language's word for "year" in that case; nil where the language has no such reading.
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String?
    /// A whole number, and its noun's form after it where `noun` is given, in a case other than
    /// the nominative ("genitive": ru "от 5 ₽" от пяти рублей), asked for by the preposition
    /// before it (`caseAfter:` words); nil where the language does not decline numbers.
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
    /// Whether a time zone's letters are written apart ("E S T") for the voice to spell them.
    var spacesZoneLetters: Bool { get }
    /// "1980s" as a decade, nil where the language has no such form.
    func decadeReading(_ number: Numeral) -> String?
    /// A four-digit number's reading as a year, when the language reads years apart from
    /// quantities (en "nineteen ninety four"); nil where it does not.
    func yearAlternative(_ number: Numeral) -> String?
    /// A house number as addresses say it (en "seven oh eight"); nil where the language has no
    /// street-address reading.
    func houseNumber(_ digits: [UInt8]) -> String?
    /// The plural form of a noun after a scale word ("2,5 million dollars"; ru "тысячи рублей",
    /// the genitive plural).
    var categoryAfterScale: PluralCategory { get }
    /// A group of a telephone number: digit by digit, or as the language groups them (ru
    /// "девятьсот тринадцать").
    func telephoneGroup(_ digits: [UInt8]) -> String
}

extension LanguageRules {
    var separator: String { " " }
    func appendCount(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        appendCardinal(digits, gender: gender, to: &words)
    }
    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String? { nil }
    var readsHourMarkAsClock: Bool { false }
    var fractionUnitLink: String { "" }
    var properFractionTakesSingular: Bool { false }
    var fractionNounCategory: PluralCategory? { nil }
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String? { nil }
    func cardinal(_ number: Numeral, inCase grammaticalCase: String, noun: PluralForms?, gender: GrammaticalGender) -> String? { nil }
    var declinesCardinals: Bool { false }
    var ordinalSuffixes: [String: String] { locale.data.ordinalSuffixes }
    var readsHyphenedOrdinals: Bool { false }
    var joinsNumberWords: Bool { false }
    var spacesZoneLetters: Bool { false }
    func decadeReading(_ number: Numeral) -> String? { nil }
    func yearAlternative(_ number: Numeral) -> String? { nil }
    func houseNumber(_ digits: [UInt8]) -> String? { nil }
    /// The profile's `words.categoryAfterScale` ("many": pl "10 tys. zł" dziesięć tysięcy złotych,
    /// the genitive plural, where CLDR's other is the genitive singular of decimals), else other.
    var categoryAfterScale: PluralCategory { word("categoryAfterScale") == "many" ? .many : .other }
    func telephoneGroup(_ digits: [UInt8]) -> String { digitNames(digits) }

    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String {
        self.number(number)
    }

    /// A number with nothing after it that changes its reading, as counted ("eins", "uno"): a
    /// version's groups, a Roman numeral said as a number.
    func standalone(_ number: Numeral) -> String { contextual(number, after: nil, afterNext: nil) }

    func rewrittenLatinWord(_ word: ArraySlice<Unicode.Scalar>) -> String? { nil }

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

    func fraction(whole: Numeral?, numerator: Numeral, denominator: Numeral, beforeNoun gender: GrammaticalGender) -> (words: String, adjective: Bool)? {
        nil
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        join([number(whole), word("and"), fraction(numerator: numerator, denominator: denominator)])
    }

    func year(_ number: Numeral) -> String { self.number(number) }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String {
        date(year: year, month: month, day: day, dayFirst: dayFirst)
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { cardinal(digits, gender: .masculine) }

    /// Amounts with two decimals are read with the minor unit; other decimals as a decimal number.
    func money(_ amount: Numeral, currency: CurrencyName, scale: String?) -> String {
        var words = SpokenWords(separator: separator)
        if amount.negative { words.add(word("minus")) }
        var positive = amount
        positive.negative = false
        let trimmed = positive.trimmedFraction
        if scale == nil, let minor = currency.minor, positive.fraction != nil, trimmed.count <= 2 {
            let cents = Numeral(integer: trimmed.count == 1 ? [trimmed[0], 0] : (trimmed.isEmpty ? [0] : trimmed))
            let whole = Numeral(integer: positive.integer.isEmpty ? [0] : positive.integer)
            if !whole.isZero || cents.isZero {
                appendCounted(whole, forms: currency.name, gender: currency.gender ?? .masculine, to: &words)
            }
            if cents.isZero { return words.string }
            var minorWords = SpokenWords(separator: separator)
            appendCounted(cents, forms: minor, gender: currency.minorGender ?? .masculine, to: &minorWords)
            if !whole.isZero, locale.data.joinsAnd {
                words.add(word("moneyAnd") + minorWords.string)
            } else {
                if !whole.isZero { words.add(word("moneyAnd")) }
                words.add(minorWords.string)
            }
            return words.string
        }
        if positive.fraction != nil, trimmed.isEmpty { positive.fraction = nil }
        // Zeros past the cents say nothing ("$2,2010" is two point two zero one dollars).
        if scale == nil, var fraction = positive.fraction, fraction.count > 2 {
            while fraction.count > 2, fraction.last == 0 { fraction.removeLast() }
            positive.fraction = fraction
        }
        if currency.attached == true {
            // One word with its number (ko "이천원"): the number, the scale, the name, no separator.
            appendNumber(positive, gender: currency.gender ?? .masculine, beforeNoun: scale == nil, to: &words)
            words.append(scale ?? "")
            words.append(noun(currency.name, scale == nil ? plural(positive) : .other))
            return words.string
        }
        appendQuantity(positive, forms: currency.name, gender: currency.gender ?? .masculine, scale: scale, to: &words)
        return words.string
    }

    func measure(_ number: Numeral, unit: UnitName, scale: String?) -> String {
        var words = SpokenWords(separator: separator)
        if unit.prefix == true {
            if number.negative { words.add(word("minus")) }
            var positive = number
            positive.negative = false
            words.add(noun(unit.name, .other))
            appendNumber(positive, gender: unit.gender ?? .masculine, to: &words)
            words.add(scale ?? "")
        } else {
            appendQuantity(number, forms: unit.name, gender: unit.gender ?? .masculine, scale: scale, to: &words)
        }
        return words.string
    }

    /// Number, scale word, noun in agreement: "two point five million dollars", "um milhão de reais".
    func appendQuantity(_ number: Numeral, forms: PluralForms, gender: GrammaticalGender, scale: String?,
                        to words: inout SpokenWords) {
        // A leading zero before a unit is padding ("05p", "03s"), not a code.
        var number = number
        if number.hasLeadingZero { number.integer = Array(number.significant) }
        if number.fraction != nil {
            words.add(decimal(number, beforeNoun: gender, scaleFollows: scale != nil))
        } else if scale == nil, number.isInteger, !number.negative, countsInNoun(plural(number), forms) {
            words.add(noun(forms, plural(number)))
            return
        } else {
            // Before a scale word the number counts the scale ("két millió", ro "două milioane":
            // `words.scaleGender`), else the noun.
            // A noun the profile lists in `words.countingFormBefore` ("|" apart) takes the counting
            // form: ro "unu la sută", where "la sută" is no noun.
            let counting = scale == nil && word("countingFormBefore").split(separator: "|").contains { $0 == forms.other }
            let scaleGender = scale == nil ? gender : GrammaticalGender(rawValue: word("scaleGender")) ?? gender
            appendNumber(number, gender: scaleGender, beforeNoun: !counting, to: &words)
        }
        // After a scale word: the profile's "ofLarge" word links the noun (es "de euros"), and
        // its "ofLargeElided" form is written onto a noun that begins with a vowel (fr "d'euros").
        let link = word("ofLarge")
        let ofLarge = forms.ofLarge ?? (link.isEmpty ? nil : linked(link, noun(forms, .other)))
        if let scale {
            if joinsNumberWords { words.append(scale) } else { words.add(scale) }
            words.add(ofLarge ?? noun(forms, categoryAfterScale))
        } else if let ofLarge, number.isInteger, isRoundMillion(number) {
            words.add(ofLarge)
        } else {
            words.add(noun(forms, plural(number)))
        }
    }

    /// The profile's link word before a noun, elided onto it where the profile writes an elided
    /// form and the noun begins with a vowel.
    func linked(_ link: String, _ noun: String) -> String {
        let elided = word("ofLargeElided")
        guard !elided.isEmpty, let first = noun.unicodeScalars.first,
              "aeiouyàâäéèêëîïôöùûüœæ".unicodeScalars.contains(first.properties.lowercaseMapping.unicodeScalars.first ?? first)
        else { return link + separator + noun }
        return elided + noun
    }

    /// A scale's word after `number`, in the form its plural category takes where the profile
    /// gives forms (ru "пять тысяч", "две тысячи"; ar "ثلاثة آلاف", "أحد عشر ألفًا").
    func scaleWord(_ scale: ScaleName, after number: Numeral) -> String {
        scale.name.map { noun($0, plural(number)) } ?? scale.spoken
    }

    /// A whole number and its noun; only the noun where its form says the count (ar دولاران).
    func appendCounted(_ number: Numeral, forms: PluralForms, gender: GrammaticalGender, to words: inout SpokenWords) {
        let category = plural(number)
        if !countsInNoun(category, forms) { appendCount(number.significant, gender: gender, to: &words) }
        words.add(noun(forms, category))
    }

    /// Whether the noun's form for `category` says the count by itself (profile `countInNoun`;
    /// "two" only for nouns that have a form for it).
    func countsInNoun(_ category: PluralCategory, _ forms: PluralForms) -> Bool {
        let names = locale.data.countInNoun
        guard !names.isEmpty else { return false }
        switch category {
        case .one: return names.contains("one")
        case .two: return forms.two != nil && names.contains("two")
        default: return false
        }
    }

    func isRoundMillion(_ n: Numeral) -> Bool {
        let s = n.significant
        return s.count >= 7 && s.suffix(6).allSatisfy { $0 == 0 }
    }

    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String {
        var parts: [String] = []
        for (value, id) in [(hours, "hour"), (minutes, "minute"), (seconds, "second")] {
            guard let value, let unit = unit(id) else { continue }
            parts.append(measure(Numeral(value), unit: unit, scale: nil))
        }
        return join(parts)
    }

    func unit(_ id: String) -> UnitName? { locale.data.units.first { $0.id == id }.map(locale.named) }

    func monthName(_ month: Int) -> String {
        guard month >= 1, month <= locale.data.months.count else { return cardinal(month, gender: .masculine) }
        return locale.data.months[month - 1].spoken
    }

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

    /// A 12-hour time written with AM/PM in a locale that reads the 24-hour clock and has no
    /// spoken words for the day halves, moved onto that clock ("9:05 PM": 21:05, "12:30 AM":
    /// 0:30) with the marker gone, rather than a Latin "PM" read out after a local time. A
    /// marker that is one of the profile's own phrases ("16:00 da tarde") is said as written.
    func onOwnClock(hour: Int, period: ClockPeriod?, written: String?) -> (hour: Int, period: ClockPeriod?) {
        guard let period, (1...12).contains(hour), !locale.data.twelveHourClock else { return (hour, period) }
        let periods = locale.data.clockPeriods
        guard periods?.am == nil, periods?.pm == nil else { return (hour, period) }
        if let written, case let own = (periods?.writtenAM ?? []) + (periods?.writtenPM ?? []),
           own.contains(where: { $0.caseInsensitiveCompare(written) == .orderedSame }) { return (hour, period) }
        return (period == .pm ? hour % 12 + 12 : hour % 12, nil)
    }

    /// The day half a time written without a marker keeps on a 12-hour dial: p.m. for an hour
    /// written on the 24-hour dial from 12 ("14:30", "12:05"), none otherwise ("9:05" may be
    /// either half).
    func afternoonOnTheDial(hour: Int, zeroPadded: Bool) -> ClockPeriod? {
        locale.data.twelveHourClock && zeroPadded && (12..<24).contains(hour) ? .pm : nil
    }

    func periodWord(_ period: ClockPeriod?, written: String?) -> String {
        guard let period else { return "" }
        let spoken = period == .am ? locale.data.clockPeriods?.am : locale.data.clockPeriods?.pm
        return spoken ?? written ?? ""
    }
}

/// The profile's locale data behind one reference, so rules reach a field without copying the
/// whole struct (and retaining every array in it) on each look-up.
final class LocaleData: Sendable {
    let data: NormalizationData
    /// CLDR's unit names, read on first use; nil where every unit is the profile's own.
    private let unitNames: CLDRUnitNames?

    init(_ data: NormalizationData, unitNames: CLDRUnitNames? = nil) {
        self.data = data
        self.unitNames = unitNames
    }

    /// A unit of `data` (as the lexicon found it) with its names: the ones CLDR has are read the
    /// first time a text uses the unit.
    func named(_ unit: UnitName) -> UnitName { unitNames?.named(unit) ?? unit }
}

extension NormalizationData {
    /// The noun forms of the profile's unit `id` (a time's "hour", "minute", "second"), empty
    /// forms where the profile has no such unit.
    func unitNouns(_ id: String) -> PluralForms {
        units.first { $0.id == id }?.name ?? PluralForms(one: "", other: "")
    }
}
