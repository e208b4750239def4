/// The normalizer's locale data for one language: separators, clock style, and the names of
/// currencies, units and symbols. The rules that use it live in the Normalizer module; number
/// words themselves are grammar (agreement, zero rules) and live with those rules.
///
/// Every key after the first three is optional in YAML, so a profile written before the
/// normalizer existed still loads; the normalizer then reads such items as written.
public struct NormalizationData: Codable, Hashable, Sendable {
    /// The decimal mark written in this locale: "." in en and zh, "," in pt, vi and ru.
    public var decimalMark: String
    /// The thousands separator written in this locale: "," in en, "." in pt and vi.
    public var groupMark: String
    /// Whether times are read on a 12-hour clock with a.m./p.m. (en) or as the locale's 24-hour reading.
    public var twelveHourClock: Bool
    /// Ungrouped digit strings longer than this are read digit by digit, in groups (IDs, card numbers).
    public var cardinalDigitLimit: Int
    /// How numeric dates are written: `mdy`, `dmy` or `ymd`. A first field above 12 is always a day.
    public var dateOrder: DateOrder
    /// The twelve months, January first: the spoken name and the written forms recognized.
    public var months: [MonthName]
    /// The a.m. / p.m. words; nil keeps a written marker as it is.
    public var clockPeriods: ClockPeriods?
    /// Small grammar words by role: `minus`, `point`, `to`, `per`, `and`, `moneyAnd`, `dot`, `plus`,
    /// `dateOf`, `dayWord`, `monthWord`, `yearWord`, era templates `eraAD`/`eraBC` ("{year}"), and
    /// `electronic<mark>` for marks inside addresses. docs/normalization.md lists them.
    public var words: [String: String]
    public var currencies: [CurrencyName]
    public var units: [UnitName]
    /// Compact-count suffixes: "K" → thousand, "万" → 万.
    public var scales: [ScaleName]
    /// Symbols and emoji spoken as words, each from a punctuation level on.
    public var symbols: [SymbolName]
    /// Words after which a number is read as an ordinal ("thứ 4" → "thứ tư"), or a Roman numeral
    /// is read as a number ("chương IV").
    public var ordinalWords: [String]
    public var romanNumeralWords: [String]
    /// Words that make an "m" after a number mean minutes, not metres ("56m remaining").
    public var durationWords: [String]
    /// Words or two-word phrases after which a number is read digit by digit: the last digits of a
    /// card or account ("ending in 8876" → "eight eight seven six").
    public var digitsAfter: [String]
    /// Abbreviations read as words ("Dr." → "doctor"), matched case-sensitively with the dot.
    public var abbreviations: [String: String]
    /// Whether the digit groups of a phone number are separated by comma pauses. pt-BR reads them
    /// run together, which also keeps espeak-ng's linking between the words.
    public var digitGroupPause: Bool
    /// Street addresses: street types, compass directions and region codes read as words.
    public var address: AddressWords?
    /// Written suffixes that make the number before them an ordinal, with what they mark: a
    /// gender (`masculine`, `feminine`, `neuter`) or an ICU rule set (es "ᵉʳ":
    /// "%spellout-ordinal-masculine-adjective", "primer"); de ".", fr "e"/"er"/"re". Languages
    /// with rules in Swift know their own.
    public var ordinalSuffixes: [String: String]
    /// Whether the digits after the decimal mark are read as one number (es "treinta y tres coma
    /// treinta y dos") rather than digit by digit (de "Komma drei zwei").
    public var decimalFractionAsNumber: Bool
    /// How fractions are said, for languages read through CLDR's number words.
    public var fractions: FractionWords?
    /// How clock times are said, for languages read through CLDR's number words.
    public var clock: ClockWords?
    /// Counter words that take another set of number words (ko native numbers before 시, 개, 번째).
    public var counters: [CounterWords]
    /// Between words: " ", or "" where words are written without spaces (ja).
    public var wordSeparator: String?
    /// A reading pass after normalization for a script espeak-ng cannot read alone: `mecab`
    /// (Japanese kanji to kana).
    public var reading: String?
    /// ICU spell-out rule sets chosen by role where the locale's default is not the one spoken:
    /// `number`, `cardinal`, `cardinal-feminine`, `ordinal`, `ordinal-feminine`, `year`
    /// (de `ordinal: "%spellout-ordinal-r"`: "zweiter").
    public var ruleSets: [String: String]
    /// Whether CLDR's number compounds are said as their parts (de "vier und zwanzig tausend"):
    /// espeak-ng 1.51 splits long German compounds wrongly ("vierzig" with a voiced v).
    public var splitNumberCompounds: Bool
    /// Whether the spaces inside CLDR's number words are left out (ko "구억구천만": a number is
    /// said as one word, which espeak-ng's ko voice links as a speaker does).
    public var joinNumberWords: Bool
    /// Whether a thousand that leads a group of ten thousand or more takes the word for one
    /// (ja 一千万, 一千億, while 1000 alone is 千): set by `thousandOneInGroups: true`.
    public var thousandOneInGroups: Bool

    public init(
        decimalMark: String, groupMark: String, twelveHourClock: Bool, cardinalDigitLimit: Int = 12,
        dateOrder: DateOrder = .dmy, months: [MonthName] = [], clockPeriods: ClockPeriods? = nil,
        words: [String: String] = [:], currencies: [CurrencyName] = [], units: [UnitName] = [],
        scales: [ScaleName] = [], symbols: [SymbolName] = [], ordinalWords: [String] = [],
        romanNumeralWords: [String] = [], durationWords: [String] = [], digitsAfter: [String] = [], abbreviations: [String: String] = [:],
        digitGroupPause: Bool = true, address: AddressWords? = nil,
        ordinalSuffixes: [String: String] = [:], decimalFractionAsNumber: Bool = false,
        fractions: FractionWords? = nil, clock: ClockWords? = nil, counters: [CounterWords] = [],
        wordSeparator: String? = nil, reading: String? = nil, ruleSets: [String: String] = [:],
        splitNumberCompounds: Bool = false, joinNumberWords: Bool = false, thousandOneInGroups: Bool = false
    ) {
        self.thousandOneInGroups = thousandOneInGroups
        self.joinNumberWords = joinNumberWords
        self.splitNumberCompounds = splitNumberCompounds
        self.ruleSets = ruleSets
        self.ordinalSuffixes = ordinalSuffixes
        self.decimalFractionAsNumber = decimalFractionAsNumber
        self.fractions = fractions
        self.clock = clock
        self.counters = counters
        self.wordSeparator = wordSeparator
        self.reading = reading
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.twelveHourClock = twelveHourClock
        self.cardinalDigitLimit = cardinalDigitLimit
        self.dateOrder = dateOrder
        self.months = months
        self.clockPeriods = clockPeriods
        self.words = words
        self.currencies = currencies
        self.units = units
        self.scales = scales
        self.symbols = symbols
        self.ordinalWords = ordinalWords
        self.romanNumeralWords = romanNumeralWords
        self.durationWords = durationWords
        self.digitsAfter = digitsAfter
        self.abbreviations = abbreviations
        self.digitGroupPause = digitGroupPause
        self.address = address
    }

    private enum CodingKeys: String, CodingKey {
        case decimalMark, groupMark, twelveHourClock, cardinalDigitLimit, dateOrder, months, clockPeriods,
             words, currencies, units, scales, symbols, ordinalWords, romanNumeralWords, durationWords,
             digitsAfter, abbreviations, digitGroupPause, address, ordinalSuffixes, decimalFractionAsNumber,
             fractions, clock, counters, wordSeparator, reading, ruleSets, splitNumberCompounds, joinNumberWords,
             thousandOneInGroups
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        decimalMark = try c.decode(String.self, forKey: .decimalMark)
        groupMark = try c.decode(String.self, forKey: .groupMark)
        twelveHourClock = try c.decode(Bool.self, forKey: .twelveHourClock)
        cardinalDigitLimit = try c.decodeIfPresent(Int.self, forKey: .cardinalDigitLimit) ?? 12
        dateOrder = try c.decodeIfPresent(DateOrder.self, forKey: .dateOrder) ?? .dmy
        months = try c.decodeIfPresent([MonthName].self, forKey: .months) ?? []
        clockPeriods = try c.decodeIfPresent(ClockPeriods.self, forKey: .clockPeriods)
        words = try c.decodeIfPresent([String: String].self, forKey: .words) ?? [:]
        currencies = try c.decodeIfPresent([CurrencyName].self, forKey: .currencies) ?? []
        units = try c.decodeIfPresent([UnitName].self, forKey: .units) ?? []
        scales = try c.decodeIfPresent([ScaleName].self, forKey: .scales) ?? []
        symbols = try c.decodeIfPresent([SymbolName].self, forKey: .symbols) ?? []
        ordinalWords = try c.decodeIfPresent([String].self, forKey: .ordinalWords) ?? []
        romanNumeralWords = try c.decodeIfPresent([String].self, forKey: .romanNumeralWords) ?? []
        durationWords = try c.decodeIfPresent([String].self, forKey: .durationWords) ?? []
        digitsAfter = try c.decodeIfPresent([String].self, forKey: .digitsAfter) ?? []
        abbreviations = try c.decodeIfPresent([String: String].self, forKey: .abbreviations) ?? [:]
        digitGroupPause = try c.decodeIfPresent(Bool.self, forKey: .digitGroupPause) ?? true
        address = try c.decodeIfPresent(AddressWords.self, forKey: .address)
        ordinalSuffixes = try c.decodeIfPresent([String: String].self, forKey: .ordinalSuffixes) ?? [:]
        decimalFractionAsNumber = try c.decodeIfPresent(Bool.self, forKey: .decimalFractionAsNumber) ?? false
        fractions = try c.decodeIfPresent(FractionWords.self, forKey: .fractions)
        clock = try c.decodeIfPresent(ClockWords.self, forKey: .clock)
        counters = try c.decodeIfPresent([CounterWords].self, forKey: .counters) ?? []
        wordSeparator = try c.decodeIfPresent(String.self, forKey: .wordSeparator)
        reading = try c.decodeIfPresent(String.self, forKey: .reading)
        ruleSets = try c.decodeIfPresent([String: String].self, forKey: .ruleSets) ?? [:]
        splitNumberCompounds = try c.decodeIfPresent(Bool.self, forKey: .splitNumberCompounds) ?? false
        joinNumberWords = try c.decodeIfPresent(Bool.self, forKey: .joinNumberWords) ?? false
        thousandOneInGroups = try c.decodeIfPresent(Bool.self, forKey: .thousandOneInGroups) ?? false
    }
}

public enum DateOrder: String, Codable, Hashable, Sendable {
    case mdy, dmy, ymd
}

/// Grammatical gender, for languages whose numbers agree with the noun (pt "duas horas", ru "две минуты").
public enum GrammaticalGender: String, Codable, Hashable, Sendable {
    case masculine, feminine, neuter
}

/// A noun's forms by plural category (CLDR's names): en and pt use one/other, ru one/few/many.
public struct PluralForms: Codable, Hashable, Sendable {
    public var one: String
    public var few: String?
    public var many: String?
    public var other: String
    /// The form after a round large number where the language needs one (pt "um milhão de reais").
    public var ofLarge: String?

    public init(one: String, few: String? = nil, many: String? = nil, other: String, ofLarge: String? = nil) {
        self.one = one
        self.few = few
        self.many = many
        self.other = other
        self.ofLarge = ofLarge
    }
}

public struct MonthName: Codable, Hashable, Sendable {
    public var spoken: String
    /// Written names and abbreviations, matched case-insensitively, with or without a final dot.
    public var written: [String]

    public init(spoken: String, written: [String]) {
        self.spoken = spoken
        self.written = written
    }
}

public struct ClockPeriods: Codable, Hashable, Sendable {
    /// Spoken words for the morning and afternoon halves ("a.m.", "p.m."); nil keeps the
    /// written marker as it is.
    public var am: String?
    public var pm: String?
    /// Written markers beyond a.m./p.m. that name the half of the day ("da tarde").
    public var writtenAM: [String]?
    public var writtenPM: [String]?

    public init(am: String? = nil, pm: String? = nil, writtenAM: [String]? = nil, writtenPM: [String]? = nil) {
        self.am = am
        self.pm = pm
        self.writtenAM = writtenAM
        self.writtenPM = writtenPM
    }
}

public struct CurrencyName: Codable, Hashable, Sendable {
    /// ISO 4217 code, e.g. USD; the rules find a currency by it.
    public var code: String
    /// Written forms: symbols ("$", "R$"), codes ("usd") and words ("reais"), matched case-insensitively
    /// for letters.
    public var written: [String]
    public var name: PluralForms
    public var gender: GrammaticalGender?
    /// The minor unit (cents), if amounts are read with one.
    public var minor: PluralForms?
    public var minorGender: GrammaticalGender?
    /// Said as one word with its number where other names stand apart (ko 원: "이천원", but
    /// "이백 달러").
    public var attached: Bool?

    public init(code: String, written: [String], name: PluralForms, gender: GrammaticalGender? = nil,
                minor: PluralForms? = nil, minorGender: GrammaticalGender? = nil) {
        self.code = code
        self.written = written
        self.name = name
        self.gender = gender
        self.minor = minor
        self.minorGender = minorGender
    }
}

public struct UnitName: Codable, Hashable, Sendable {
    /// A stable name the rules use for the units they compose (hour, minute, second, percent).
    public var id: String
    /// Written symbols after a number ("km", "°C", "GB"); an exact match wins over a case-insensitive one.
    public var written: [String]
    public var name: PluralForms
    public var gender: GrammaticalGender?
    /// Whether the words come before the number (zh "百分之").
    public var prefix: Bool?

    public init(id: String, written: [String], name: PluralForms, gender: GrammaticalGender? = nil, prefix: Bool? = nil) {
        self.id = id
        self.written = written
        self.name = name
        self.gender = gender
        self.prefix = prefix
    }
}

public struct ScaleName: Codable, Hashable, Sendable {
    /// Written suffixes, matched exactly ("K", "k", "万").
    public var written: [String]
    /// The power of ten it multiplies by.
    public var exponent: Int
    /// The spoken word ("thousand", "万"), said after the number as written.
    public var spoken: String

    public init(written: [String], exponent: Int, spoken: String) {
        self.written = written
        self.exponent = exponent
        self.spoken = spoken
    }
}

public struct SymbolName: Codable, Hashable, Sendable {
    public var symbol: String
    public var spoken: String
    /// The lowest punctuation level at which it is spoken: `none` (always), `some`, or `all`.
    public var level: String

    public init(symbol: String, spoken: String, level: String) {
        self.symbol = symbol
        self.spoken = spoken
        self.level = level
    }
}

/// Words for street addresses ("708 N 1st St, San Jose, CA 95112"): keys are matched
/// case-insensitively, with or without a final dot.
public struct AddressWords: Codable, Hashable, Sendable {
    public var streetTypes: [String: String]
    public var directions: [String: String]
    /// Region codes after a comma in an address ("CA" → "California").
    public var regions: [String: String]

    public init(streetTypes: [String: String], directions: [String: String], regions: [String: String]) {
        self.streetTypes = streetTypes
        self.directions = directions
        self.regions = regions
    }
}
