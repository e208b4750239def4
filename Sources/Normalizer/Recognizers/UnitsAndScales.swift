import VoiceProfiles

/// Unit symbols and scale words after a number.
struct UnitRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// A unit symbol at `index`. With a space before it, only a unit that ends the word counts
    /// ("5 min ago", not "5 m" of "5 minutes"); "m" means minutes beside hours or duration words.
    func unitAt(_ index: Int, spaced: Bool) -> (UnitName, Int)? {
        guard let first = at(index), !first.isSpaceLike, !first.isASCIIDigit else { return nil }
        guard let (found, end) = longestMatch(at: index, in: lexicon.unitsExact, folded: false)
                ?? longestMatch(at: index, in: lexicon.unitsFolded, folded: true).flatMap({ $0.1 - index > 1 ? $0 : nil })
        else { return nil }
        var unit = rules.locale.named(found)
        // A straight quote closes a quotation unless the quotes before it are balanced ("12"" is inches).
        if scalars[index] == "\"", scalars[0..<index].filter({ $0 == "\"" }).count % 2 == 1 { return nil }
        if isLetter(end) { return nil }
        if unit.id == "metre", end - index == 1, let minute = lexicon.minute, meansMinutes(after: end, before: index) {
            unit = rules.locale.named(minute)
        }
        return (unit, end)
    }

    func meansMinutes(after end: Int, before start: Int) -> Bool {
        var ahead = skipSpaces(end)
        var wordEnd = ahead
        while isLetter(wordEnd) { wordEnd += 1 }
        if lexicon.durationWords.contains(string(ahead, wordEnd).lowercased()) { return true }
        // "1h 15m": an hour count just before.
        ahead = start - 1
        while let scalar = at(ahead), scalar.isASCIIDigit || scalar == " " { ahead -= 1 }
        return at(ahead) == "h" && !isLetter(ahead - 1) && ahead < start - 1
    }

    func scaleSuffix(at index: Int, afterMoney: Bool) -> (ScaleName, Int)? {
        if let (scale, end) = longestMatch(at: index, in: lexicon.scales, folded: false), !isLetter(end) || isCJKAt(end) {
            return (scale, end)
        }
        // After an amount of money a scale may be written in any case: "$6.5m" is millions, as
        // money is never measured in metres.
        if afterMoney, let (scale, end) = longestMatch(at: index, in: lexicon.moneyScales, folded: true), !isLetter(end) {
            return (scale, end)
        }
        // With a space, only a scale word ("2.5 million", not "5 M").
        let ahead = skipSpaces(index)
        // After an amount of money a lone letter is a scale too ("¥30 b"), and after a decimal
        // where the profile says so (`spacedScaleLetters: afterDecimal`: CLDR's compact patterns
        // write a space, fr, es-MX, ca "1,2 k", so "1.2 K" is a count there; "5 K" stays, and in
        // English "2.7 K" stays kelvins).
        var digitsStart = index - 1
        while isDigit(digitsStart), index - digitsStart <= 3 { digitsStart -= 1 }
        let afterDecimal = (1...2).contains(index - 1 - digitsStart) && (at(digitsStart) == "," || at(digitsStart) == ".") && isDigit(digitsStart - 1)
            && rules.word("spacedScaleLetters") == "afterDecimal"
        if ahead > index, let (scale, end) = longestMatch(at: ahead, in: afterMoney ? lexicon.moneyScales : lexicon.scales, folded: afterMoney),
           end - ahead > 1 || scalars[ahead].isCJK || ((afterMoney || afterDecimal) && !isLetter(end)) {
            return (scale, end)
        }
        return nil
    }
}
