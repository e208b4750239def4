import VoiceProfiles

/// Digits with the locale's group and decimal marks, read into a `Numeral`: "1,234.56" (en),
/// "1.234,56" (pt), "2 300" (ru), "1,00,000" (hi). Its state is the locale's marks.
struct NumeralReader: ScalarReading {
    let cursor: TextCursor
    /// The decimal mark and the marks that group thousands, as scalars.
    let decimalMark: Unicode.Scalar
    let groupMarks: [Unicode.Scalar]
    /// A second decimal mark where it cannot group thousands ("," beside "." in an English text).
    let alsoDecimalMark: Unicode.Scalar?
    let decimalIsDot: Bool

    init(cursor: TextCursor, lexicon: Lexicon) {
        self.cursor = cursor
        decimalMark = lexicon.decimalMark
        groupMarks = lexicon.groupMarks
        alsoDecimalMark = lexicon.alsoDecimalMark
        decimalIsDot = lexicon.decimalIsDot
    }

    /// Digits with the locale's group and decimal marks: "1,234.56" (en), "1.234,56" (pt), "2 300" (ru).
    func parseNumeral(at start: Int) -> (Numeral, Int)? {
        var index = start
        var integer: [UInt8] = []
        var grouped = false
        if decimalIsDot, at(index) == ".", isDigit(index + 1) {
            // ".5": no integer part
        } else {
            index = digitRunEnd(index)
            guard index > start else { return nil }
            if index - start <= 2, let end = lakhGroupsEnd(from: index) {
                index = end
                grouped = true
            } else if index - start <= 3 {
                while let g = at(index), groupMarks.contains(g), isDigit(index + 1), isDigit(index + 2), isDigit(index + 3), !isDigit(index + 4) {
                    // "1,000th" is grouped, "123,000012" is not; a space only groups before exactly three digits.
                    if g == " ", let after = at(index + 4), after == "-" || after == "/" || after == ":" { break }
                    index += 4
                    grouped = true
                }
                if !grouped, decimalIsDot, let end = dotThousandsEnd(from: index) {
                    index = end
                    grouped = true
                }
            }
            // The digits between the group marks, in one allocation.
            integer = digitValues(start, index)
        }
        var fraction: [UInt8]?
        if at(index) == decimalMark, isDigit(index + 1) {
            let ahead = digitRunEnd(index + 1)
            fraction = digitValues(index + 1, ahead)
            index = ahead
        } else if let also = alsoDecimalMark, at(index) == also, !grouped, isDigit(index + 1), at(start - 1) != also {
            // The second mark is decimal only where it cannot group thousands (not three digits
            // after at most three) and does not list numbers ("1,2,3").
            let ahead = digitRunEnd(index + 1)
            if !(index - start <= 3 && ahead - index == 4), !(at(ahead) == also && isDigit(ahead + 1)) {
                fraction = digitValues(index + 1, ahead)
                index = ahead
            }
        }
        return (Numeral(integer: integer, fraction: fraction, grouped: grouped), index)
    }

    /// "1.299.000" where "." is the decimal mark: two or more dots each before exactly three
    /// digits group thousands, as a decimal has one mark (an Indonesian or German price in an
    /// English app). `k` is after the first one to three digits; nil unless two such groups follow.
    func dotThousandsEnd(from k: Int) -> Int? {
        var ahead = k
        var groups = 0
        while at(ahead) == ".", isDigit(ahead + 1), isDigit(ahead + 2), isDigit(ahead + 3), !isDigit(ahead + 4) {
            ahead += 4
            groups += 1
        }
        guard groups >= 2, !(at(ahead) == "." && isDigit(ahead + 1)) else { return nil }
        return ahead
    }

    /// Where the comma groups thousands, the Indian grouping too: pairs above the last three
    /// digits ("1,00,000" one lakh, "12,34,567"), as India writes numbers in every language it
    /// uses (CLDR's hi, en-IN, bn patterns "#,##,##0"). `index` is after the first one or two digits;
    /// nil unless at least one pair and then three digits follow.
    func lakhGroupsEnd(from index: Int) -> Int? {
        guard groupMarks.first == "," else { return nil }
        var j = index
        while at(j) == ",", isDigit(j + 1), isDigit(j + 2), at(j + 3) == ",", isDigit(j + 4) { j += 3 }
        guard j > index, at(j) == ",", isDigit(j + 1), isDigit(j + 2), isDigit(j + 3), !isDigit(j + 4) else { return nil }
        return j + 4
    }
}
