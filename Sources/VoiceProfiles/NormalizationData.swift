/// The normalizer's locale data for one language: separators, clock style, and the names of
/// currencies, units and symbols. The rules that use it live in the Normalizer module; number
/// words themselves are grammar (agreement, zero rules) and live with those rules.
///
/// Every key after the first three is optional in YAML, so a profile written before the
/// normalizer existed still loads; the normalizer then reads such items as written.
/// How times written on the 24-hour clock ("22:58") are read in a language whose clock has 12
/// hours (en-US): as VoiceOver reads them, or as they would be read once written on the 12-hour
/// clock, the audit's fix (docs/voiceover.md section 7).
public enum TimeReading: String, Codable, Hashable, Sendable, CaseIterable {
    /// VoiceOver's reading: the numbers written ("22:58" twenty-two fifty-eight, "14:00" fourteen).
    case asVoiceOver
    /// The reading of the 12-hour form with its day half ("10:58 PM" ten fifty-eight p.m.).
    case twelveHour
}

package struct NormalizationData: Codable, Hashable, Sendable {
    /// The decimal mark written in this locale: "." in en and zh, "," in pt, vi and ru.
    package var decimalMark: String
    /// The thousands separator written in this locale: "," in en, "." in pt and vi.
    package var groupMark: String
    /// Whether times are read on a 12-hour clock with a.m./p.m. (en) or as the locale's 24-hour reading.
    package var twelveHourClock: Bool
    /// Ungrouped digit strings longer than this are read digit by digit, in groups (IDs, card numbers).
    package var cardinalDigitLimit: Int = 12
    /// How numeric dates are written: `mdy`, `dmy` or `ymd`. A first field above 12 is always a day.
    package var dateOrder: DateOrder = .dmy
    /// The twelve months, January first: the spoken name and the written forms recognized.
    package var months: [MonthName] = []
    /// The a.m. / p.m. words; nil keeps a written marker as it is.
    package var clockPeriods: ClockPeriods? = nil
    /// Small grammar words by role: `minus`, `point`, `to`, `per`, `and`, `moneyAnd`, `dot`, `plus`,
    /// `dateOf`, `dayWord`, `monthWord`, `yearWord`, era templates `eraAD`/`eraBC` ("{year}").
    /// docs/normalization.md lists them. Tables keyed by a written form are fields of their own
    /// (`cases`, `nouns`, `names`).
    package var words: [String: String] = [:]
    /// The grammar around a number word by word: the case a preposition sets, a year's case
    /// before the word for "year", one as a declined article.
    package var cases: CaseWords = CaseWords()
    /// Nouns' genders, whole or by ending, and the forms said before them.
    package var nouns: NounWords = NounWords()
    /// How written things beside numbers are named: short weekdays, letters, marks in addresses.
    package var names: NamedForms = NamedForms()
    package var currencies: [CurrencyName] = []
    package var units: [UnitName] = []
    /// Compact-count suffixes: "K" → thousand, "万" → 万.
    package var scales: [ScaleName] = []
    /// Symbols and emoji spoken as words, each from a punctuation level on.
    package var symbols: [SymbolName] = []
    /// Words after which a number is read as an ordinal ("thứ 4" → "thứ tư"), or a Roman numeral
    /// is read as a number ("chương IV").
    package var ordinalWords: [String] = []
    package var romanNumeralWords: [String] = []
    /// Words that make an "m" after a number mean minutes, not metres ("56m remaining").
    package var durationWords: [String] = []
    /// Words or two-word phrases after which a number is read digit by digit: the last digits of a
    /// card or account ("ending in 8876" → "eight eight seven six").
    package var digitsAfter: [String] = []
    /// Abbreviations read as words, matched case-sensitively as written: with the dot ("Dr." →
    /// "doctor", "e.g."), or as a whole word without one ("vs" → "versus", "Mme").
    package var abbreviations: [String: String] = [:]
    /// Abbreviations read as words only before a number ("No. 5" → "number five", "p. 40" →
    /// "page forty", "#1" → "number one"): elsewhere "No." is the word no, "#" a hash.
    package var beforeNumbers: [String: String] = [:]
    /// Titles read as words only before a capitalized name and not after one ("St. John" →
    /// "saint", "dr Schmitz" → "doctor"), written without the dot and matched in any case, with or
    /// without a dot in the text: after a name the same letters are the street type ("Main St.").
    package var beforeNames: [String: String] = [:]
    /// All-caps tokens spelled letter by letter unless they are words ("EPA" → "E.P.A.").
    package var initialisms: InitialismWords? = nil
    /// Whether a Roman numeral of I, V and X after a capitalized word is a number ("Class II",
    /// "Rocky III"); a numeral after one of `regnalNames` is the ordinal of a name ("Henry VIII").
    package var romanAfterNames: Bool = false
    package var regnalNames: [String] = []
    /// Whether the digit groups of a phone number are separated by comma pauses. pt-BR reads them
    /// run together, which also keeps espeak-ng's linking between the words.
    package var digitGroupPause: Bool = true
    /// Whether a phone number's country code is said as a number ("+49": de "plus neunundvierzig")
    /// rather than digit by digit (en "plus four nine").
    package var countryCodeAsNumber: Bool = false
    /// Street addresses: street types, compass directions and region codes read as words.
    package var address: AddressWords? = nil
    /// Written suffixes that make the number before them an ordinal, with what they mark: a
    /// gender (`masculine`, `feminine`, `neuter`) or an ICU rule set (es "ᵉʳ":
    /// "%spellout-ordinal-masculine-adjective", "primer"); de ".", fr "e"/"er"/"re". Languages
    /// with rules in Swift know their own.
    package var ordinalSuffixes: [String: String] = [:]
    /// Whether the digits after the decimal mark are read as one number (es "treinta y tres coma
    /// treinta y dos") rather than digit by digit (de "Komma drei zwei").
    package var decimalFractionAsNumber: Bool = false
    /// A second decimal mark, read as one only where it cannot group thousands (ar ",": Arabic
    /// writers use it for "٫", and the Maghreb's CLDR locales write it; "6798,9", "2,2").
    package var alsoDecimalMark: String? = nil
    /// How fractions are said, for languages read through CLDR's number words.
    package var fractions: FractionWords? = nil
    /// How the day of a date is said beyond the locale's pattern (CLDR languages).
    package var dates: DateWords? = nil
    /// The country's mobile numbers as people write them without separators or a trunk zero
    /// ("9876543210", "98765 43210"), said digit by digit in the groups people say them in.
    package var mobileNumbers: MobileNumbers? = nil
    /// How clock times are said, for languages read through CLDR's number words.
    package var clock: ClockWords? = nil
    /// Counter words that take another set of number words (ko native numbers before 시, 개, 번째).
    package var counters: [CounterWords] = []
    /// Between words: " ", or "" where words are written without spaces (ja).
    package var wordSeparator: String? = nil
    /// A reading pass after normalization for a script espeak-ng cannot read alone: `mecab`
    /// (Japanese kanji to kana).
    package var reading: String? = nil
    /// ICU spell-out rule sets chosen by role where the locale's default is not the one spoken:
    /// `number`, `cardinal`, `cardinal-feminine`, `ordinal`, `ordinal-feminine`, `year`
    /// (de `ordinal: "%spellout-ordinal-r"`: "zweiter"), and for fractions `fraction` (the
    /// denominator's ordinal, el neuter), `fractionNumerator` (da "%spellout-cardinal-common":
    /// "en fjerdedel") and `fractionWhole` (the whole of "1 1/2", it "uno e mezzo").
    package var ruleSets: [String: String] = [:]
    /// Whether CLDR's number compounds are said as their parts (de "vier und zwanzig tausend"):
    /// espeak-ng 1.51 splits long German compounds wrongly ("vierzig" with a voiced v).
    package var splitNumberCompounds: Bool = false
    /// Whether the spaces inside CLDR's number words are left out (ko "구억구천만": a number is
    /// said as one word, which espeak-ng's ko voice links as a speaker does).
    package var joinNumberWords: Bool = false
    /// Whether a thousand that leads a group of ten thousand or more takes the word for one
    /// (ja 一千万, 一千億, while 1000 alone is 千): set by `thousandOneInGroups: true`.
    package var thousandOneInGroups: Bool = false
    /// Decimals of more than three digits read in pairs (es "3,1415": "tres coma catorce quince");
    /// a pair that starts with 0 and a last lone digit are read digit by digit.
    package var decimalFractionPairs: Bool = false
    /// Corrections to CLDR's number words, applied to every reading (es "decimoprimero" →
    /// "undécimo", "octingésimo" → "octingentésimo", the Real Academia's forms); a key starting
    /// with "^" only where a word starts (sv "^ettusen" → "tusen", not in "tjugoettusen").
    package var spelloutReplacements: [String: String] = [:]
    /// Whether every number word before a noun agrees with it (es): a decimal's whole part takes
    /// the noun's gender and its last word the form said before a noun ("una coma cero una
    /// millas", "uno coma cinco un millones"), and hundreds of thousands agree with a feminine
    /// noun ("doscientas mil millas", where CLDR says "doscientos mil").
    package var numbersAgreeWithNoun: Bool = false
    /// Minor-unit names by ISO code ("USD": cent, "SEK": öre), given to every currency of that code
    /// the profile or CLDR lists without one, so "$20,50" is said in dollars and cents. CLDR has
    /// no names for minor units.
    package var minorUnits: [String: PluralForms] = [:]
    /// The grammatical gender of those minor units where it is not masculine (el "λεπτό" neuter).
    package var minorUnitGenders: [String: GrammaticalGender] = [:]
    /// Words after which CLDR's long number compounds are said apart (it "cento", "mila",
    /// "mille": "trecento sessantanove"), where espeak-ng misreads the whole compound
    /// ("trecentosessantanove" with a voiced s and a schwa); only before five or more letters.
    package var numberCompoundBreaks: [String] = []
    /// Numbers from 1100 to 1999 said in hundreds when they stand alone or are years and
    /// ordinals (hi "उन्नीस सौ निन्यानबे", "सत्रह सौ बयासीवीं"); amounts and measures keep CLDR's words.
    package var yearsInHundreds: Bool = false
    /// Plural categories whose noun form says the count by itself, so no number word is said
    /// before it (ar: "two" دولاران, ثلثان; "one" نصف, دولار).
    package var countInNoun: [String] = []
    /// Whether the word for "and" is written joined to the word after it (ar و: "وخمسة سنتات").
    package var joinsAnd: Bool = false
    /// Where ICU's feminine rule set does not agree as the language does, the feminine is the
    /// plain cardinal with these words swapped in its last three digits (ar, where 3-10 take the
    /// short form before a feminine noun: "ثلاث ساعات", "ثلاث عشرة دقيقة", "ثلاثة آلاف ساعة").
    package var feminineWords: [String: String] = [:]
    /// Ordinals the normalizer makes where CLDR has none or lacks their cases (pl, cs, sk, uk,
    /// hr, ro): the grammar family's rule and its tables (`OrdinalGrammar`).
    package var ordinals: OrdinalGrammar? = nil
    /// The rule family that reads this language and its tables (`Grammar`); CLDR's where unset.
    package var grammar: Grammar = Grammar()

    /// Locale data with the three required keys; every other item keeps its default until set.
    package init(decimalMark: String, groupMark: String, twelveHourClock: Bool) {
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.twelveHourClock = twelveHourClock
    }

    private enum CodingKeys: String, CodingKey {
        case decimalMark, groupMark, twelveHourClock, cardinalDigitLimit, dateOrder, months, clockPeriods,
             words, cases, nouns, names, currencies, units, scales, symbols, ordinalWords, romanNumeralWords, durationWords,
             digitsAfter, abbreviations, digitGroupPause, countryCodeAsNumber, address, ordinalSuffixes, decimalFractionAsNumber, alsoDecimalMark,
             fractions, clock, counters, wordSeparator, reading, ruleSets, splitNumberCompounds, joinNumberWords,
             thousandOneInGroups, beforeNumbers, beforeNames, initialisms, romanAfterNames, regnalNames,
             decimalFractionPairs, spelloutReplacements, numbersAgreeWithNoun, minorUnits, minorUnitGenders, numberCompoundBreaks,
             yearsInHundreds, countInNoun, joinsAnd, feminineWords, dates, mobileNumbers, ordinals, grammar
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(decimalMark: try c.decode(String.self, forKey: .decimalMark),
                  groupMark: try c.decode(String.self, forKey: .groupMark),
                  twelveHourClock: try c.decode(Bool.self, forKey: .twelveHourClock))
        // Every other key is optional: absent, the declaration's default stands.
        try c.decodeIfPresent(&cardinalDigitLimit, forKey: .cardinalDigitLimit)
        try c.decodeIfPresent(&dateOrder, forKey: .dateOrder)
        try c.decodeIfPresent(&months, forKey: .months)
        try c.decodeIfPresent(&clockPeriods, forKey: .clockPeriods)
        try c.decodeIfPresent(&words, forKey: .words)
        // A table once written as prefixed `words` keys ("caseAfter:от") is a field now: one line
        // names the key and where it goes, rather than a key the normalizer silently ignores.
        if let (key, field) = words.keys.sorted().lazy.compactMap({ key in PrefixedWordKey.newField(for: key).map { (key, $0) } }).first {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.words],
                                                    debugDescription: "the key \"\(key)\" is no longer read here; write it under \(field)"))
        }
        try c.decodeIfPresent(&cases, forKey: .cases)
        try c.decodeIfPresent(&nouns, forKey: .nouns)
        try c.decodeIfPresent(&names, forKey: .names)
        try c.decodeIfPresent(&currencies, forKey: .currencies)
        try c.decodeIfPresent(&units, forKey: .units)
        try c.decodeIfPresent(&scales, forKey: .scales)
        try c.decodeIfPresent(&symbols, forKey: .symbols)
        try c.decodeIfPresent(&ordinalWords, forKey: .ordinalWords)
        try c.decodeIfPresent(&romanNumeralWords, forKey: .romanNumeralWords)
        try c.decodeIfPresent(&durationWords, forKey: .durationWords)
        try c.decodeIfPresent(&digitsAfter, forKey: .digitsAfter)
        try c.decodeIfPresent(&abbreviations, forKey: .abbreviations)
        try c.decodeIfPresent(&digitGroupPause, forKey: .digitGroupPause)
        try c.decodeIfPresent(&countryCodeAsNumber, forKey: .countryCodeAsNumber)
        try c.decodeIfPresent(&address, forKey: .address)
        try c.decodeIfPresent(&ordinalSuffixes, forKey: .ordinalSuffixes)
        try c.decodeIfPresent(&decimalFractionAsNumber, forKey: .decimalFractionAsNumber)
        try c.decodeIfPresent(&alsoDecimalMark, forKey: .alsoDecimalMark)
        try c.decodeIfPresent(&fractions, forKey: .fractions)
        try c.decodeIfPresent(&clock, forKey: .clock)
        try c.decodeIfPresent(&counters, forKey: .counters)
        try c.decodeIfPresent(&wordSeparator, forKey: .wordSeparator)
        try c.decodeIfPresent(&reading, forKey: .reading)
        try c.decodeIfPresent(&ruleSets, forKey: .ruleSets)
        try c.decodeIfPresent(&splitNumberCompounds, forKey: .splitNumberCompounds)
        try c.decodeIfPresent(&joinNumberWords, forKey: .joinNumberWords)
        try c.decodeIfPresent(&thousandOneInGroups, forKey: .thousandOneInGroups)
        try c.decodeIfPresent(&decimalFractionPairs, forKey: .decimalFractionPairs)
        try c.decodeIfPresent(&spelloutReplacements, forKey: .spelloutReplacements)
        try c.decodeIfPresent(&beforeNumbers, forKey: .beforeNumbers)
        try c.decodeIfPresent(&beforeNames, forKey: .beforeNames)
        try c.decodeIfPresent(&initialisms, forKey: .initialisms)
        try c.decodeIfPresent(&romanAfterNames, forKey: .romanAfterNames)
        try c.decodeIfPresent(&regnalNames, forKey: .regnalNames)
        try c.decodeIfPresent(&numbersAgreeWithNoun, forKey: .numbersAgreeWithNoun)
        try c.decodeIfPresent(&minorUnits, forKey: .minorUnits)
        try c.decodeIfPresent(&minorUnitGenders, forKey: .minorUnitGenders)
        try c.decodeIfPresent(&numberCompoundBreaks, forKey: .numberCompoundBreaks)
        try c.decodeIfPresent(&yearsInHundreds, forKey: .yearsInHundreds)
        try c.decodeIfPresent(&countInNoun, forKey: .countInNoun)
        try c.decodeIfPresent(&joinsAnd, forKey: .joinsAnd)
        try c.decodeIfPresent(&feminineWords, forKey: .feminineWords)
        try c.decodeIfPresent(&dates, forKey: .dates)
        try c.decodeIfPresent(&mobileNumbers, forKey: .mobileNumbers)
        try c.decodeIfPresent(&ordinals, forKey: .ordinals)
        try c.decodeIfPresent(&grammar, forKey: .grammar)
    }
}

/// A national numbering plan's mobile numbers (`NormalizationData.mobileNumbers`): `length`
/// digits starting with one of `firstDigits`, written in `groups` apart by spaces, or as one run
/// after a phone word (`digitsAfter`; alone such a run may be a count).
package struct MobileNumbers: Codable, Hashable, Sendable {
    package var length: Int
    /// The digits a mobile number may start with (hi "6789": TRAI's numbering plan).
    package var firstDigits: String
    /// The digit groups said apart, in order (hi [5, 5]: "98765, 43210").
    package var groups: [Int]

    package init(length: Int, firstDigits: String, groups: [Int]) {
        self.length = length
        self.firstDigits = firstDigits
        self.groups = groups
    }
}

extension KeyedDecodingContainer {
    /// Replaces `value` with the key's value when the key is present: a field absent from a
    /// profile keeps its declaration's default.
    func decodeIfPresent<T: Decodable>(_ value: inout T, forKey key: Key) throws {
        if let decoded = try decodeIfPresent(T.self, forKey: key) { value = decoded }
    }

    /// The same for an optional item, decoded as its wrapped type (nil stays nil).
    func decodeIfPresent<T: Decodable>(_ value: inout T?, forKey key: Key) throws {
        if let decoded = try decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
}

/// How all-caps tokens are told apart (`NormalizationData.initialisms`).
public struct InitialismWords: Codable, Hashable, Sendable {
    /// A word list built into the normalizer, by name (`english`): capitals that spell one of its
    /// words are read as that word.
    public var wordList: String
    /// Acronyms said as words though no list has them ("NASA", "NATO").
    public var saidAsWords: [String]
    /// Words spelled when written in capitals among lower-case words ("WHO", "ETA").
    public var spelledWords: [String]

    /// How initialisms are read; the lists default to empty.
    public init(wordList: String, saidAsWords: [String] = [], spelledWords: [String] = []) {
        self.wordList = wordList
        self.saidAsWords = saidAsWords
        self.spelledWords = spelledWords
    }

    private enum CodingKeys: String, CodingKey { case wordList, saidAsWords, spelledWords }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        wordList = try c.decode(String.self, forKey: .wordList)
        saidAsWords = try c.decodeIfPresent([String].self, forKey: .saidAsWords) ?? []
        spelledWords = try c.decodeIfPresent([String].self, forKey: .spelledWords) ?? []
    }
}

package enum DateOrder: String, Codable, Hashable, Sendable {
    case mdy, dmy, ymd
}

/// Grammatical gender, for languages whose numbers agree with the noun (pt "duas horas", ru "две минуты").
package enum GrammaticalGender: String, Codable, Hashable, Sendable {
    case masculine, feminine, neuter
}

/// A noun's forms by plural category (CLDR's names): en and pt use one/other, ru one/few/many.
package struct PluralForms: Codable, Hashable, Sendable {
    package var one: String
    /// CLDR's "two" (ar, he dual); nil: the `other` form.
    package var two: String?
    package var few: String?
    package var many: String?
    package var other: String
    /// The form after a round large number where the language needs one (pt "um milhão de reais").
    package var ofLarge: String?

    package init(one: String, two: String? = nil, few: String? = nil, many: String? = nil, other: String, ofLarge: String? = nil) {
        self.one = one
        self.two = two
        self.few = few
        self.many = many
        self.other = other
        self.ofLarge = ofLarge
    }
}

package struct MonthName: Codable, Hashable, Sendable {
    package var spoken: String
    /// Written names and abbreviations, matched case-insensitively, with or without a final dot.
    package var written: [String]

    package init(spoken: String, written: [String]) {
        self.spoken = spoken
        self.written = written
    }
}

package struct ClockPeriods: Codable, Hashable, Sendable {
    /// Spoken words for the morning and afternoon halves ("a.m.", "p.m."); nil keeps the
    /// written marker as it is.
    package var am: String?
    package var pm: String?
    /// Written markers beyond a.m./p.m. that name the half of the day ("da tarde").
    package var writtenAM: [String]?
    package var writtenPM: [String]?

    package init(am: String? = nil, pm: String? = nil, writtenAM: [String]? = nil, writtenPM: [String]? = nil) {
        self.am = am
        self.pm = pm
        self.writtenAM = writtenAM
        self.writtenPM = writtenPM
    }
}

package struct CurrencyName: Codable, Hashable, Sendable {
    /// ISO 4217 code, e.g. USD; the rules find a currency by it.
    package var code: String
    /// Written forms: symbols ("$", "R$"), codes ("usd") and words ("reais"), matched case-insensitively
    /// for letters.
    package var written: [String]
    package var name: PluralForms
    package var gender: GrammaticalGender?
    /// The minor unit (cents), if amounts are read with one.
    package var minor: PluralForms?
    package var minorGender: GrammaticalGender?
    /// Said as one word with its number where other names stand apart (ko 원: "이천원", but
    /// "이백 달러").
    package var attached: Bool?

    package init(code: String, written: [String], name: PluralForms, gender: GrammaticalGender? = nil,
                minor: PluralForms? = nil, minorGender: GrammaticalGender? = nil) {
        self.code = code
        self.written = written
        self.name = name
        self.gender = gender
        self.minor = minor
        self.minorGender = minorGender
    }
}

package struct UnitName: Codable, Hashable, Sendable {
    /// A stable name the rules use for the units they compose (hour, minute, second, percent).
    public var id: String
    /// Written symbols after a number ("km", "°C", "GB"); an exact match wins over a case-insensitive one.
    package var written: [String]
    package var name: PluralForms
    package var gender: GrammaticalGender?
    /// Whether the words come before the number (zh "百分之").
    package var prefix: Bool?

    package init(id: String, written: [String], name: PluralForms, gender: GrammaticalGender? = nil, prefix: Bool? = nil) {
        self.id = id
        self.written = written
        self.name = name
        self.gender = gender
        self.prefix = prefix
    }
}

package struct ScaleName: Codable, Hashable, Sendable {
    /// Written suffixes, matched exactly ("K", "k", "万").
    package var written: [String]
    /// The power of ten it multiplies by.
    package var exponent: Int
    /// The spoken word ("thousand", "万"), said after the number as written.
    package var spoken: String
    /// The word by the plural category of the number before it, where the language counts its
    /// scales as nouns (ru тысяча, тысячи, тысяч; ar ألف, ألفان, آلاف, ألفًا); nil: `spoken`
    /// after every number.
    package var name: PluralForms?
    /// The gender the number before a counted scale takes (ru тысяча feminine: "две тысячи").
    package var gender: GrammaticalGender?

    package init(written: [String], exponent: Int, spoken: String, name: PluralForms? = nil, gender: GrammaticalGender? = nil) {
        self.written = written
        self.exponent = exponent
        self.spoken = spoken
        self.name = name
        self.gender = gender
    }
}

package struct SymbolName: Codable, Hashable, Sendable {
    package var symbol: String
    package var spoken: String
    /// The lowest punctuation level at which it is spoken: `none` (always), `some`, or `all`.
    package var level: String

    package init(symbol: String, spoken: String, level: String) {
        self.symbol = symbol
        self.spoken = spoken
        self.level = level
    }
}

/// Words for street addresses ("708 N 1st St, San Jose, CA 95112"): keys are matched
/// case-insensitively, with or without a final dot.
package struct AddressWords: Codable, Hashable, Sendable {
    package var streetTypes: [String: String]
    package var directions: [String: String]
    /// Region codes after a comma in an address ("CA" → "California").
    package var regions: [String: String]

    package init(streetTypes: [String: String], directions: [String: String], regions: [String: String]) {
        self.streetTypes = streetTypes
        self.directions = directions
        self.regions = regions
    }
}
