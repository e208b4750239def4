import VoiceProfiles

/// Fractions and mixed numbers, with the unit after them in the number they ask for.
struct FractionRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// "1/2", "3 2/4", "1/4th", "-1/3"; not dates (three parts) and not "24/7"-like parts of paths.
    func readFraction(at start: Int) -> NumberItem? {
        // Part of a path or serial ("31/31/100", "MIG-25/235212"): not a fraction.
        if at(start - 1) == "/" { return nil }
        var begin = start
        var negative = false
        if let sign = at(start), sign == "-" || sign == "\u{2212}" { negative = true; begin += 1 }
        guard let (parsed, index) = numerals.parseNumeral(at: begin), parsed.isInteger else { return nil }
        var whole = parsed
        whole.negative = negative
        var numerator = whole
        var wholePart: Numeral?
        var slash = index
        if at(index) == " ", isDigit(index + 1), let (num, k2) = numerals.parseNumeral(at: index + 1), num.isInteger, at(k2) == "/",
           isDigit(k2 + 1) {
            wholePart = whole
            numerator = num
            slash = k2
        }
        guard at(slash) == "/", isDigit(slash + 1), let (den, end) = numerals.parseNumeral(at: slash + 1), den.isInteger,
              at(end) != "/", !(at(end) == "." && isDigit(end + 1)) else { return nil }
        // The hours of a day over the days of a week or a year ("24/7", "24/365") is round-the-clock
        // availability, said as its two numbers ("twenty-four seven", Merriam-Webster), not a fraction.
        if wholePart == nil, !negative, numerator.intValue == 24, den.intValue == 7 || den.intValue == 365 {
            return NumberItem(end: end, spoken: rules.join([rules.number(numerator), rules.number(den)]))
        }
        // Where a fraction is said with numbers on both sides (hi "{numerator} बटा {denominator}",
        // ar "على" past the named ones) a zero denominator can be said too ("3/0"), and any
        // numerator a number can be; the language's fraction reading says it.
        let fractions = locale.data.fractions
        if den.isZero {
            let saysNumbers = fractions?.template != nil || (fractions?.namedUpTo != nil && fractions?.overTemplate != nil)
            guard saysNumbers, wholePart == nil, end == slash + 2, !numerator.hasLeadingZero,
                  numerator.integer.count <= lexicon.cardinalDigitLimit else { return nil }
            return NumberItem(end: end, spoken: rules.fraction(numerator: numerator, denominator: den))
        }
        // Grouped denominators may be long ("1/1.000.000": a millionth).
        let numeratorLimit = fractions?.template != nil && !numerator.hasLeadingZero ? lexicon.cardinalDigitLimit : 6
        if numerator.integer.count > numeratorLimit || den.integer.count > (den.grouped ? 12 : 6) { return nil }
        var runEnd = end
        if let (suffix, suffixEnd) = recognizers.ordinalSuffixes.ordinalSuffix(at: runEnd), ["th", "rd", "nd", "st"].contains(suffix) { runEnd = suffixEnd }
        // Before a unit, where numbers agree with its noun: "medio milímetro", "una y tres quintos de milla".
        let unitStart = skipSpaces(runEnd)
        if let (unit, unitEnd) = recognizers.units.unitAt(unitStart, spaced: unitStart > runEnd), unit.prefix != true,
           let (words, adjective) = rules.fraction(whole: wholePart, numerator: numerator, denominator: den,
                                                   beforeNoun: unit.gender ?? .masculine) {
            let noun = rules.noun(unit.name, .one)
            var item = NumberItem(end: unitEnd, spoken: rules.join(adjective ? [words, noun] : [words, rules.fractionUnitLink, noun]))
            item.isMeasured = true
            return item
        }
        let spoken = wholePart.map { rules.mixedFraction(whole: $0, numerator: numerator, denominator: den) }
            ?? rules.fraction(numerator: numerator, denominator: den)
        let belowOne = rules.properFractionTakesSingular && !numerator.negative
            && (numerator.intValue ?? Int.max) < (den.intValue ?? 0)
        let category = rules.fractionNounCategory ?? (wholePart == nil && (numerator.significant == [1] || belowOne) ? .one : .other)
        var item = finishQuantityWords(spoken, category: category, end: runEnd)
        item.isMeasured = item.end > runEnd
        return item
    }

    /// A spoken number followed by a unit in the plural it asks for ("four and a half pounds").
    func finishQuantityWords(_ spoken: String, category: PluralCategory, end: Int) -> NumberItem {
        let unitStart = skipSpaces(end)
        if let (unit, runEnd) = recognizers.units.unitAt(unitStart, spaced: unitStart > end), unit.prefix != true {
            // After a link word the unit is the whole that is divided: singular (es "tres quintos de metro").
            let link = rules.fractionUnitLink
            let noun = rules.noun(unit.name, category == .one || !link.isEmpty ? .one : category)
            return NumberItem(end: runEnd, spoken: rules.join([spoken, link, noun]))
        }
        return NumberItem(end: end, spoken: spoken)
    }
}
