import VoiceProfiles

/// The recognizers of one language over one text: each reads one kind of item at a position (a
/// time, a date, an amount, a unit, a fraction, a range, a phone number, an address, a version,
/// a code) and says how it is said, as a `NumberItem` or a `SpokenItem` that ends where the item
/// ends. They write nothing and move nothing: the `Rewriter` asks them and speaks what they read.
/// This is what they share (the text, the language's rules and lexicon, the number reader) and
/// the one place each is made; `readItem(at:)` asks the number-led ones in the order
/// `NumberLedReader` lists (Order/NumberLedOrder.swift). A class, made once per rewriter, so
/// that a recognizer is one reference to it: making one to ask it costs nothing.
final class Recognizers<Rules: LanguageRules>: TextReading {
    let cursor: TextCursor
    let rules: Rules
    let lexicon: Lexicon
    /// What reads the digits and marks of one number.
    let numerals: NumeralReader
    /// What the address recognizer remembers of the line.
    let addressMemory = AddressMemory()

    init(cursor: TextCursor, rules: Rules, lexicon: Lexicon) {
        self.cursor = cursor
        self.rules = rules
        self.lexicon = lexicon
        numerals = NumeralReader(cursor: cursor, lexicon: lexicon)
    }

    /// Forgets what was read on the line before.
    func restart() {
        addressMemory.sawAddress = false
    }

    var times: TimeRecognizer<Rules> { TimeRecognizer(recognizers: self) }
    var numericDates: NumericDateRecognizer<Rules> { NumericDateRecognizer(recognizers: self) }
    var writtenDates: WrittenDateRecognizer<Rules> { WrittenDateRecognizer(recognizers: self) }
    var money: MoneyRecognizer<Rules> { MoneyRecognizer(recognizers: self) }
    var quantities: QuantityRecognizer<Rules> { QuantityRecognizer(recognizers: self) }
    var units: UnitRecognizer<Rules> { UnitRecognizer(recognizers: self) }
    var ranges: RangeRecognizer<Rules> { RangeRecognizer(recognizers: self) }
    var fractions: FractionRecognizer<Rules> { FractionRecognizer(recognizers: self) }
    var addresses: AddressRecognizer<Rules> { AddressRecognizer(recognizers: self) }
    var mobileNumbers: MobileNumberRecognizer<Rules> { MobileNumberRecognizer(recognizers: self) }
    var digitGroups: DigitGroupRecognizer<Rules> { DigitGroupRecognizer(recognizers: self) }
    var digitCodes: DigitCodeRecognizer<Rules> { DigitCodeRecognizer(recognizers: self) }
    var versions: VersionRecognizer<Rules> { VersionRecognizer(recognizers: self) }
    var eras: EraRecognizer<Rules> { EraRecognizer(recognizers: self) }
    // What the grammar around a number asks: the case a preposition sets, the noun's gender.
    var prepositionCases: PrepositionCaseReader<Rules> { PrepositionCaseReader(recognizers: self) }
    var outOfCounts: OutOfCountReader<Rules> { OutOfCountReader(recognizers: self) }
    var determinerEndings: DeterminerEndingReader<Rules> { DeterminerEndingReader(recognizers: self) }
    var nounGenders: NounGenderReader<Rules> { NounGenderReader(recognizers: self) }
    var oneBeforeNoun: OneBeforeNounReader<Rules> { OneBeforeNounReader(recognizers: self) }
    var ordinalSuffixes: OrdinalSuffixReader<Rules> { OrdinalSuffixReader(recognizers: self) }
    var yearCases: YearCaseReader<Rules> { YearCaseReader(recognizers: self) }
}

/// One recognizer: a small value made from the language's `Recognizers`, through which it reads
/// the text and asks the others.
protocol Recognizer: TextReading {
    var recognizers: Recognizers<Rules> { get }
}

extension Recognizer {
    var cursor: TextCursor { recognizers.cursor }
    var rules: Rules { recognizers.rules }
    var lexicon: Lexicon { recognizers.lexicon }
    var numerals: NumeralReader { recognizers.numerals }
}
