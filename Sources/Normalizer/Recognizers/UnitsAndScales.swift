import VoiceProfiles

/// Unit symbols and scale words after a number.
extension Recognizers {
    /// A unit symbol at `k`. With a space before it, only a unit that ends the word counts
    /// ("5 min ago", not "5 m" of "5 minutes"); "m" means minutes beside hours or duration words.
    func unitAt(_ k: Int, spaced: Bool) -> (UnitName, Int)? {
        guard let c = at(k), !c.isSpaceLike, !c.isASCIIDigit else { return nil }
        guard let (found, end) = longestMatch(at: k, in: lexicon.unitsExact, folded: false)
                ?? longestMatch(at: k, in: lexicon.unitsFolded, folded: true).flatMap({ $0.1 - k > 1 ? $0 : nil })
        else { return nil }
        var unit = rules.locale.named(found)
        // A straight quote closes a quotation unless the quotes before it are balanced ("12"" is inches).
        if scalars[k] == "\"", scalars[0..<k].filter({ $0 == "\"" }).count % 2 == 1 { return nil }
        if isLetter(end) { return nil }
        if unit.id == "metre", end - k == 1, let minute = lexicon.minute, meansMinutes(after: end, before: k) {
            unit = rules.locale.named(minute)
        }
        return (unit, end)
    }

    func meansMinutes(after end: Int, before start: Int) -> Bool {
        var j = skipSpaces(end)
        var e = j
        while isLetter(e) { e += 1 }
        if lexicon.durationWords.contains(string(j, e).lowercased()) { return true }
        // "1h 15m": an hour count just before.
        j = start - 1
        while let c = at(j), c.isASCIIDigit || c == " " { j -= 1 }
        return at(j) == "h" && !isLetter(j - 1) && j < start - 1
    }

    func scaleSuffix(at k: Int, afterMoney: Bool) -> (ScaleName, Int)? {
        if let (scale, end) = longestMatch(at: k, in: lexicon.scales, folded: false), !isLetter(end) || isCJKAt(end) {
            return (scale, end)
        }
        // After an amount of money a scale may be written in any case: "$6.5m" is millions, as
        // money is never measured in metres.
        if afterMoney, let (scale, end) = longestMatch(at: k, in: lexicon.moneyScales, folded: true), !isLetter(end) {
            return (scale, end)
        }
        // With a space, only a scale word ("2.5 million", not "5 M").
        let j = skipSpaces(k)
        // After an amount of money a lone letter is a scale too ("¥30 b"), and after a decimal
        // where the profile says so (`spacedScaleLetters: afterDecimal`: CLDR's compact patterns
        // write a space, fr, es-MX, ca "1,2 k", so "1.2 K" is a count there; "5 K" stays, and in
        // English "2.7 K" stays kelvins).
        var b = k - 1
        while isDigit(b), k - b <= 3 { b -= 1 }
        let afterDecimal = (1...2).contains(k - 1 - b) && (at(b) == "," || at(b) == ".") && isDigit(b - 1)
            && rules.word("spacedScaleLetters") == "afterDecimal"
        if j > k, let (scale, end) = longestMatch(at: j, in: afterMoney ? lexicon.moneyScales : lexicon.scales, folded: afterMoney),
           end - j > 1 || scalars[j].isCJK || ((afterMoney || afterDecimal) && !isLetter(end)) {
            return (scale, end)
        }
        return nil
    }
}
