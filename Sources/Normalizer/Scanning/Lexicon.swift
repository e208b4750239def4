import Synchronization
import VoiceProfiles

/// The profile's locale data indexed for the scanner: written form → meaning. Built once per
/// ``TextNormalizer`` so scanning only does table look-ups.
final class Lexicon: Sendable {
    // A class so each normalization shares it instead of copying twenty tables; every field is a
    // constant, so it is Sendable as checked.
    let currencyPrefixes: FormTable<CurrencyName>
    /// Letter symbols that may stand before an amount, in their written case ("Rp", "RM").
    let letterCurrencyPrefixes: FormTable<CurrencyName>
    let currencySuffixes: FormTable<CurrencyName>
    let unitsExact: FormTable<UnitName>
    let unitsFolded: FormTable<UnitName>
    /// The unit with id "minute": what a lone "m" means beside hours or duration words (its names,
    /// like every unit's here, are read through `LocaleData.named`).
    let minute: UnitName?
    let scales: FormTable<ScaleName>
    /// The scales lower-cased, matched in any case after an amount of money, where "m" cannot
    /// be metres ("$6.5m").
    let moneyScales: FormTable<ScaleName>
    let months: FormTable<Int>
    let symbols: FormTable<SymbolName>
    let abbreviations: FormTable<String>
    /// Abbreviations read so only before a number ("No.", "#").
    let beforeNumbers: FormTable<String>
    /// Titles read so only before a name ("St. John"), by lower-cased form without the dot.
    let beforeNames: FormTable<String>
    /// All-caps tokens: spelled or said (nil where the profile has no word list).
    let initialisms: InitialismReader?
    /// Roman numerals after capitalized words, and the names after which they are ordinals.
    let romanAfterNames: Bool
    let regnalNames: Set<String>
    /// Address words (en): street types by lower-cased form, compass directions and region codes as written.
    let streetTypes: FormTable<String>
    let directions: FormTable<String>
    let regions: [String: String]
    /// Weekdays written short, in lower case without their dot, and their full names (the
    /// profile's `names.weekdays`: "月" 月曜日, "mon" Monday, "mo" Montag).
    let weekdays: [String: String]
    let romanWords: Set<String>
    let durationWords: Set<String>
    let digitsAfter: Set<String>
    /// The decimal mark and the marks that group thousands (a space too where "," is decimal).
    let decimalMark: Unicode.Scalar
    let groupMarks: [Unicode.Scalar]
    /// A second decimal mark, where it cannot group thousands (ar ",").
    let alsoDecimalMark: Unicode.Scalar?
    /// The word between day, month and year ("de"), with a space after it, as `matchesFolded` takes it.
    let dateOf: (spaced: String, scalarCount: Int, scalars: [Unicode.Scalar]?)?
    /// Words that change how the number after them is read, lower-cased: ordinal words ("thứ",
    /// "第"), the month word ("tháng"), the day word ("ngày"). Matched in the text in place.
    let contextWords: FormTable<ContextWord>
    /// Settings read on every number, copied out of the profile once.
    let decimalIsDot: Bool
    let hasAddress: Bool
    let cardinalDigitLimit: Int
    /// The country's mobile numbers, read digit by digit in groups (hi "98765 43210").
    let mobileNumbers: MobileNumbers?
    /// The profile's own written a.m./p.m. markers ("da tarde"), lower-cased, with their lengths in
    /// scalars, and their lower-cased scalars where these compare literally (text is then matched
    /// scalar by scalar, without a string per time read).
    let writtenPeriods: [(period: ClockPeriod, folded: String, length: Int, scalars: [Unicode.Scalar]?)]
    /// Whether the profile has a day or month word, before which a two-part date can stand ("ngày 14/4").
    let hasDateWords: Bool
    /// The year, month and day counters written after numbers (ko 년, 월, 일), from the profile's
    /// `dateYear`, `dateMonth`, `dateDay` words; empty unless all three are one scalar each.
    let dateCounters: [Unicode.Scalar]
    /// Particles that take another form after a vowel (ko "이"/"가", "은"/"는"), from the profile's
    /// The profile's `cases.particles`: (after a consonant, after a vowel).
    let particles: [(closed: [Unicode.Scalar], open: [Unicode.Scalar])]
    /// How the language names Latin letters where they are spelled (ko "케이" for K), from the
    /// profile's `names.letters`; empty: spelled as capitals for the voice to name.
    let letterNames: [Unicode.Scalar: String]
    /// The profile's `names.letters` by letter.
    static func letterNames(in letters: [String: String]) -> [Unicode.Scalar: String] {
        var names: [Unicode.Scalar: String] = [:]
        for (key, value) in letters {
            if let letter = key.unicodeScalars.first { names[letter] = value }
        }
        return names
    }

    /// Gender endings written after a mark inside a word (de "Kolleg*innen", "Nutzer:innen", he
    /// "הקש/י"), from the profile's `nouns.gendered`: how each is said ("" for not at all).
    let genderedEndings: [String: String]
    /// The written ending a dotted ordinal takes after a determiner, one or two words, lower-cased
    /// (de "zum" ten, "der" te, "in der" ten): `cases.ordinalEndingAfter`.
    let ordinalEndingsAfter: [String: String]
    /// Words after a number that are not nouns it counts ("di", "e", hu "és"), from the profile's
    /// `notNouns` word (space apart); empty where a number before any word is read as counted.
    let notNouns: Set<String>
    /// The words after which a dotted number is a version, lower-cased, where "." is not the
    /// decimal mark ("iOS 17.2", "Version 2.1"): ``VersionCues`` and the profile's `versionWords`.
    let versionCues: Set<String>
    /// Whether one before a noun is said as a declined article (`cases.oneBefore`, de).
    let declinesOne: Bool
    /// Whether case endings written after a hyphen on abbreviations, codes and units join the
    /// word said for them by Hungarian's rules (profile word `hyphenEndings: hungarian`).
    let joinsHungarianEndings: Bool
    /// Any other ISO currency code after an amount, named through CLDR (nil without a language).
    let currencyCodes: CurrencyCodeNames?

    /// CLDR's names of the emoji the profile does not name itself (nil without a language).
    let emojiNames: EmojiNames?
    /// Whether ten of each written scale is said beginning with ten, asked of the rules once per
    /// scale (``QuantityRecognizer/saysTens(of:)``): two spell-outs each time a "1.2K" is read otherwise.
    let tensOfScales = Mutex<[ScaleName: Bool]>([:])
    /// What a word before a number is to it; one word may be several things in a language.
    struct ContextWord: OptionSet, Sendable {
        let rawValue: UInt8
        static let ordinal = ContextWord(rawValue: 1)
        static let month = ContextWord(rawValue: 2)
        static let day = ContextWord(rawValue: 4)
    }

    init(_ data: NormalizationData, language: String? = nil) {
        currencyCodes = language.map { CurrencyCodeNames(tag: $0, data: data) }
        emojiNames = language.map { EmojiNames(tag: $0) }
        var weekdays: [String: String] = [:]
        // Sorted, so that two forms differing only in case resolve the same way every run.
        for key in data.names.weekdays.keys.sorted() {
            let short = key.lowercased()
            if weekdays[short] == nil { weekdays[short] = data.names.weekdays[key] }
        }
        self.weekdays = weekdays
        let counters = ["dateYear", "dateMonth", "dateDay"].compactMap { data.words[$0]?.unicodeScalars }
        dateCounters = counters.count == 3 && counters.allSatisfy({ $0.count == 1 }) ? counters.map { $0.first! } : []
        particles = data.cases.particles.sorted { $0.key < $1.key }.map { (Array($0.key.unicodeScalars), Array($0.value.unicodeScalars)) }
        letterNames = Self.letterNames(in: data.names.letters)
        genderedEndings = data.nouns.gendered
        ordinalEndingsAfter = data.cases.ordinalEndingAfter
        notNouns = Set((data.words["notNouns"] ?? "").split(separator: " ").map(String.init))
        declinesOne = !data.cases.oneBefore.isEmpty
        // Where "." is the decimal mark its word names a version's dot too ("seventeen point two"),
        // unless the language names that dot otherwise (`versionDot`: ms "titik", not "perpuluhan").
        versionCues = data.decimalMark == "." && data.words["versionDot"] == nil ? [] : VersionCues.products.union(
            (data.words["versionWords"] ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        joinsHungarianEndings = data.words["hyphenEndings"] == "hungarian"
        var currencyPrefixes: [String: CurrencyName] = [:]
        var letterCurrencyPrefixes: [String: CurrencyName] = [:]
        var currencySuffixes: [String: CurrencyName] = [:]
        var unitsExact: [String: UnitName] = [:]
        var unitsFolded: [String: UnitName] = [:]
        var scales: [String: ScaleName] = [:]
        for name in data.currencies {
            let currency = name
            for form in name.written {
                let folded = form.lowercased()
                currencySuffixes[folded] = currency
                // Symbols and upper-case codes may stand before the amount ("R$ 10", "USD 5").
                let isWord = form.unicodeScalars.allSatisfy { $0.isWordLetter }
                if !isWord || (form.count == 3 && form == form.uppercased()) { currencyPrefixes[folded] = currency }
                // So may short letter symbols as the locale writes them ("Rp 12.500", "RM12.50",
                // "Rs 500"), matched in their own case so that "ft" or "lei" in a sentence stay words.
                else if (2...3).contains(form.count), form.first?.isUppercase == true { letterCurrencyPrefixes[form] = currency }
            }
        }
        // Letter symbols the locale writes before the amount in lower case (`words.currencyBefore`;
        // CLDR nb's currency pattern "¤ #,##0.00": "kr 1 299,00").
        for form in (data.words["currencyBefore"] ?? "").split(separator: " ") {
            if let currency = currencySuffixes[form.lowercased()] { letterCurrencyPrefixes[String(form)] = currency }
        }
        let units = data.units
        minute = units.first { $0.id == "minute" }
        for unit in units {
            for form in unit.written {
                unitsExact[form] = unit
                if unitsFolded[form.lowercased()] == nil { unitsFolded[form.lowercased()] = unit }
            }
        }
        // An exact form of one unit beats a case-folded form of another ("M" million vs "m" metre).
        for unit in units { for form in unit.written where form == form.lowercased() { unitsFolded[form] = unit } }
        var moneyScales: [String: ScaleName] = [:]
        for scale in data.scales {
            for form in scale.written {
                scales[form] = scale
                // Of two forms differing only in case the exact one of the lower case wins.
                if moneyScales[form.lowercased()] == nil || form == form.lowercased() { moneyScales[form.lowercased()] = scale }
            }
        }
        self.moneyScales = FormTable(moneyScales)
        var months: [String: Int] = [:]
        for (index, month) in data.months.enumerated() {
            for form in month.written { months[form.lowercased()] = index + 1 }
        }
        EnglishMonthForms.add(to: &months, profileMonths: data.months)
        var symbols: [String: SymbolName] = [:]
        for symbol in data.symbols {
            symbols[symbol.symbol] = symbol
        }
        self.currencyPrefixes = FormTable(currencyPrefixes)
        self.letterCurrencyPrefixes = FormTable(letterCurrencyPrefixes)
        self.currencySuffixes = FormTable(currencySuffixes)
        self.unitsExact = FormTable(unitsExact)
        self.unitsFolded = FormTable(unitsFolded)
        self.scales = FormTable(scales)
        self.symbols = FormTable(symbols)
        self.months = FormTable(months)
        let monthWord = data.words["monthWord"] ?? ""
        let dayWord = data.words["dayWord"] ?? ""
        var contextWords: [String: ContextWord] = [:]
        for word in data.ordinalWords where !word.isEmpty { contextWords[word.lowercased(), default: []].insert(.ordinal) }
        if !monthWord.isEmpty { contextWords[monthWord.lowercased(), default: []].insert(.month) }
        if !dayWord.isEmpty { contextWords[dayWord.lowercased(), default: []].insert(.day) }
        self.contextWords = FormTable(contextWords)
        if let of = data.words["dateOf"], !of.isEmpty {
            let spaced = of + " "
            let scalars = Array(spaced.unicodeScalars)
            dateOf = (spaced, scalars.count, scalars.allSatisfy(\.comparesLiterally) ? scalars : nil)
        } else {
            dateOf = nil
        }
        decimalIsDot = data.decimalMark == "."
        hasAddress = data.address != nil
        cardinalDigitLimit = data.cardinalDigitLimit
        mobileNumbers = data.mobileNumbers
        var writtenPeriods: [(period: ClockPeriod, folded: String, length: Int, scalars: [Unicode.Scalar]?)] = []
        for (period, forms) in [(ClockPeriod.am, data.clockPeriods?.writtenAM ?? []), (.pm, data.clockPeriods?.writtenPM ?? [])] {
            for form in forms {
                let folded = form.lowercased()
                let scalars = Array(folded.unicodeScalars)
                let literal = scalars.count == form.unicodeScalars.count && scalars.allSatisfy(\.comparesLiterally)
                writtenPeriods.append((period, folded, form.unicodeScalars.count, literal ? scalars : nil))
            }
        }
        self.writtenPeriods = writtenPeriods
        hasDateWords = !dayWord.isEmpty || !monthWord.isEmpty
        decimalMark = data.decimalMark.unicodeScalars.first ?? "."
        // Where the comma is the decimal mark, an app that formats numbers itself still writes
        // "2.5 GB": a dot that cannot group thousands is a decimal mark too, not a silent break
        // between two numbers ("zwei fünf").
        alsoDecimalMark = data.alsoDecimalMark?.unicodeScalars.first ?? (data.decimalMark == "," ? "." : nil)
        // A space of any width groups thousands too where the comma is the decimal mark.
        let spaces: [Unicode.Scalar] = data.decimalMark == "," || data.groupMark == " " ? [" ", "\u{A0}", "\u{202F}"] : []
        // So does a dot where the comma is the decimal mark and a space groups (hu, sv "1.000"):
        // it can mean nothing else before exactly three digits.
        let dot: [Unicode.Scalar] = data.decimalMark == "," && data.groupMark != "." ? ["."] : []
        groupMarks = Array(data.groupMark.unicodeScalars) + spaces + dot
        abbreviations = FormTable(data.abbreviations)
        beforeNumbers = FormTable(data.beforeNumbers)
        // Of two forms differing only in case the first in sorted order wins, as for street types.
        var beforeNames: [String: String] = [:]
        for (form, word) in data.beforeNames.sorted(by: { $0.key < $1.key }) where beforeNames[form.lowercased()] == nil {
            beforeNames[form.lowercased()] = word
        }
        self.beforeNames = FormTable(beforeNames)
        initialisms = InitialismReader(data.initialisms, letterNames: self.letterNames)
        romanAfterNames = data.romanAfterNames
        regnalNames = Set(data.regnalNames.map { $0.lowercased() })
        // Street types match in any case; of two forms differing only in case the first in
        // sorted order wins, so the table never depends on dictionary order.
        var streetTypes: [String: String] = [:]
        for (form, word) in (data.address?.streetTypes ?? [:]).sorted(by: { $0.key < $1.key }) where streetTypes[form.lowercased()] == nil {
            streetTypes[form.lowercased()] = word
        }
        // The street types written in full prove an address too ("108 W 55th Street").
        for word in Set((data.address?.streetTypes ?? [:]).values) where streetTypes[word.lowercased()] == nil {
            streetTypes[word.lowercased()] = word
        }
        self.streetTypes = FormTable(streetTypes)
        directions = FormTable(data.address?.directions ?? [:])
        regions = data.address?.regions ?? [:]
        romanWords = Set(data.romanNumeralWords.map { $0.lowercased() })
        durationWords = Set(data.durationWords.map { $0.lowercased() })
        digitsAfter = Set(data.digitsAfter.map { $0.lowercased() })
    }

    /// The scalar as the folded tables store it (lower case; unchanged where its lower case is
    /// more than one scalar).
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 { return scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }
}
