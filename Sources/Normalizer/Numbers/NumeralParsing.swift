import VoiceProfiles

/// Digits with the locale's group and decimal marks, read into a `Numeral`.
extension Recognizers {
    /// Digits with the locale's group and decimal marks: "1,234.56" (en), "1.234,56" (pt), "2 300" (ru).
    func parseNumeral(at start: Int) -> (Numeral, Int)? {
        var k = start
        var integer: [UInt8] = []
        var grouped = false
        if lexicon.decimalIsDot, at(k) == ".", isDigit(k + 1) {
            // ".5": no integer part
        } else {
            k = digitRunEnd(k)
            guard k > start else { return nil }
            if k - start <= 2, let end = lakhGroupsEnd(from: k) {
                k = end
                grouped = true
            } else if k - start <= 3 {
                while let g = at(k), groupMarks.contains(g), isDigit(k + 1), isDigit(k + 2), isDigit(k + 3), !isDigit(k + 4) {
                    // "1,000th" is grouped, "123,000012" is not; a space only groups before exactly three digits.
                    if g == " ", let after = at(k + 4), after == "-" || after == "/" || after == ":" { break }
                    k += 4
                    grouped = true
                }
                if !grouped, lexicon.decimalIsDot, let end = dotThousandsEnd(from: k) {
                    k = end
                    grouped = true
                }
            }
            // The digits between the group marks, in one allocation.
            integer = digitValues(start, k)
        }
        var fraction: [UInt8]?
        if at(k) == decimalMark, isDigit(k + 1) {
            let j = digitRunEnd(k + 1)
            fraction = digitValues(k + 1, j)
            k = j
        } else if let also = lexicon.alsoDecimalMark, at(k) == also, !grouped, isDigit(k + 1), at(start - 1) != also {
            // The second mark is decimal only where it cannot group thousands (not three digits
            // after at most three) and does not list numbers ("1,2,3").
            let j = digitRunEnd(k + 1)
            if !(k - start <= 3 && j - k == 4), !(at(j) == also && isDigit(j + 1)) {
                fraction = digitValues(k + 1, j)
                k = j
            }
        }
        return (Numeral(integer: integer, fraction: fraction, grouped: grouped), k)
    }

    /// "1.299.000" where "." is the decimal mark: two or more dots each before exactly three
    /// digits group thousands, as a decimal has one mark (an Indonesian or German price in an
    /// English app). `k` is after the first one to three digits; nil unless two such groups follow.
    func dotThousandsEnd(from k: Int) -> Int? {
        var j = k
        var groups = 0
        while at(j) == ".", isDigit(j + 1), isDigit(j + 2), isDigit(j + 3), !isDigit(j + 4) {
            j += 4
            groups += 1
        }
        guard groups >= 2, !(at(j) == "." && isDigit(j + 1)) else { return nil }
        return j
    }

    /// Where the comma groups thousands, the Indian grouping too: pairs above the last three
    /// digits ("1,00,000" one lakh, "12,34,567"), as India writes numbers in every language it
    /// uses (CLDR's hi, en-IN, bn patterns "#,##,##0"). `k` is after the first one or two digits;
    /// nil unless at least one pair and then three digits follow.
    func lakhGroupsEnd(from k: Int) -> Int? {
        guard groupMarks.first == "," else { return nil }
        var j = k
        while at(j) == ",", isDigit(j + 1), isDigit(j + 2), at(j + 3) == ",", isDigit(j + 4) { j += 3 }
        guard j > k, at(j) == ",", isDigit(j + 1), isDigit(j + 2), isDigit(j + 3), !isDigit(j + 4) else { return nil }
        return j + 4
    }

    /// The end of the run of ASCII digits starting at `k` (`k` itself when there is none).
    func digitRunEnd(_ k: Int) -> Int {
        var e = k
        while e >= 0, e < textEnd, scalars[e].isASCIIDigit { e += 1 }
        return e
    }

    /// The values of the ASCII digits in `scalars[from..<to]`, skipping anything else (group marks).
    /// (Appending is cheaper than `Array(unsafeUninitializedCapacity:)`, which is not specialized
    /// and costs ~500 instructions per array; the first append allocates room for all digits.)
    func digitValues(_ from: Int, _ to: Int) -> [UInt8] {
        var digits: [UInt8] = []
        for k in from..<to where scalars[k].isASCIIDigit { digits.append(scalars[k].digitValue) }
        return digits
    }
}
