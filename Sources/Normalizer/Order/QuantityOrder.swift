import VoiceProfiles

/// What a quantity's number is tried as, in order, once its digits are read and before a scale,
/// currency or unit counts it: the first reading whose guard holds and that reads says it.
enum WholeNumberReading: CaseIterable {
    /// A code said digit by digit (`DigitCodeRecognizer/readAsDigits(_:start:end:)`).
    case codeDigits
    /// After an ordinal word ("thứ 4", "第5").
    case afterOrdinalWord
    /// After the month word ("tháng 4"), with a year after it where one follows.
    case monthAfterMonthWord
    /// With an ordinal suffix ("1st", "2º", "3.", "5-го"; `OrdinalSuffixReader`).
    case ordinalSuffix
    /// A decade ("1980s", "'80s").
    case decade
    /// A year with its era ("2334 BC"; `EraRecognizer`).
    case era

    /// The cases in order, made once (`allCases` builds its array at every call).
    static let order: [WholeNumberReading] = allCases
}

/// What a number is tried as, in order, where nothing before it made it money or a scale: the
/// readings that take the word after it as part of the item.
enum NumberBeforeWordReading: CaseIterable {
    /// A year before the language's word for "year", in its case ("в 2026 году"; `YearCaseReader`).
    case yearInItsCase
    /// A year before the profile's year abbreviation ("в 2005 г.").
    case yearMarked
    /// A model's plural after a model code ("F-16s"; `DigitCodeRecognizer/followsModelCode(_:)`).
    case modelPlural

    /// The cases in order, made once (`allCases` builds its array at every call).
    static let order: [NumberBeforeWordReading] = allCases
}

/// A quantity's number as read, with what the readings' guards look at.
struct ReadNumber {
    let number: Numeral
    /// Where the item starts (its sign or currency included) and where the digits end.
    let start: Int
    let end: Int
    let hasCurrency: Bool
    /// What the word before the number is to it (an ordinal or month word).
    let context: Lexicon.ContextWord
}

extension QuantityRecognizer {
    /// The first of `WholeNumberReading` that reads `read`, in order.
    func readWholeNumber(_ read: ReadNumber) -> NumberItem? {
        for reading in WholeNumberReading.order {
            if let item = self.read(reading, of: read) { return item }
        }
        return nil
    }

    /// One entry of `WholeNumberReading`: its guard, then its reading.
    func read(_ reading: WholeNumberReading, of read: ReadNumber) -> NumberItem? {
        let number = read.number, start = read.start, index = read.end
        guard !read.hasCurrency else { return nil }
        switch reading {
        case .codeDigits:
            guard !number.negative, number.isInteger, !number.grouped else { return nil }
            return recognizers.digitCodes.readAsDigits(number, start: start, end: index).map { NumberItem(end: index, spoken: $0) }
        case .afterOrdinalWord:
            guard number.isInteger, !number.negative, read.context.contains(.ordinal) else { return nil }
            // A reading that says the ordinal word again (ja "第" + "第一") says it once.
            var item = NumberItem(end: index, spoken: rules.afterOrdinalWord(number.significant))
            item.dropsRepeatedWord = true
            return item
        case .monthAfterMonthWord:
            guard number.isInteger, read.context.contains(.month), let month = number.intValue, (1...12).contains(month),
                  !isDigit(index + 1) || at(index) != "/" else { return nil }
            if let (year, end) = recognizers.writtenDates.readYear(after: index), at(index) == " " {
                return recognizers.numericDates.dated(rules.date(year: year, month: month, day: nil, dayFirst: false), end: end)
            }
            return NumberItem(end: index, spoken: rules.monthName(month))
        case .ordinalSuffix:
            guard number.isInteger, let (suffix, ahead) = recognizers.ordinalSuffixes.ordinalSuffix(at: index) else { return nil }
            return ordinal(number, suffix: suffix, start: start, end: index, suffixEnd: ahead)
        case .decade:
            guard number.isInteger, !number.negative, number.integer.count == 4 || number.integer.count == 2,
                  number.integer.last == 0 else { return nil }
            var ahead = index
            if at(ahead) == " ", number.integer.count == 4 { ahead += 1 }
            if at(ahead) == "'" || at(ahead) == "’", at(ahead + 1) == "s" { ahead += 1 }
            guard at(ahead) == "s", !isLetter(ahead + 1), let spoken = rules.decadeReading(number) else { return nil }
            return NumberItem(end: ahead + 1, spoken: spoken, yearSpoken: spoken)
        case .era:
            // With the profile's template ("公元{year}年").
            guard number.isInteger, !number.negative, let scalar = at(skipSpaces(index)), scalar.isOneOf("aAbBcC"),
                  let (era, runEnd) = recognizers.eras.eraMarker(at: skipSpaces(index)) else { return nil }
            let template = rules.word(era)
            guard !template.isEmpty else { return nil }
            return NumberItem(end: runEnd, spoken: template.replacingAll("{year}", with: rules.year(number)), isMeasured: true)
        }
    }

    /// The first of `NumberBeforeWordReading` that reads the number at `start..<end`, in order.
    func readNumberBeforeWord(_ number: Numeral, start: Int, end index: Int) -> NumberItem? {
        for reading in NumberBeforeWordReading.order {
            switch reading {
            case .yearInItsCase:
                if let year = recognizers.yearCases.yearInItsCase(number, start: start, end: index) { return year }
            case .yearMarked:
                if number.isInteger, !number.negative, !number.grouped, number.integer.count == 4,
                   let value = number.intValue, (1000...2099).contains(value),
                   let marked = recognizers.numericDates.yearMarked(rules.date(year: number, month: nil, day: nil, dayFirst: false), after: index) {
                    return marked
                }
            case .modelPlural:
                // After a model code in capitals and a hyphen, an "s" glued to the number is the
                // plural of the model ("seventy fives"), not seconds.
                if at(index) == "s", !isLetter(index + 1), number.isInteger, number.integer.count <= 3,
                   recognizers.digitCodes.followsModelCode(start), let plural = rules.decadeReading(number) {
                    return NumberItem(end: index + 1, spoken: plural)
                }
            }
        }
        return nil
    }
}
