import VoiceProfiles

/// The word tables ``ChineseRules`` reads, from the profile's grammar (family `chinese`; the
/// profile is refused at load when a table or word is missing or a list is of another size), in
/// the characters the profile writes (Simplified 万, 亿; Traditional 萬, 億, as CLDR's zh_Hant
/// spell-out), and the spelling of a group below 1000 from them. A class: the rule is copied
/// wherever it is used, and a reference keeps the copy small.
final class ChineseWords: Sendable {
    /// 零 to 九; the places within a group of four (items 1–3: 十, 百, 千); and each group of
    /// four's scale word (the first, the units' group, empty).
    let digits, places, scales: [String]
    /// The characters between a fraction's denominator and numerator (分之), between a whole and
    /// its fraction (又), and after a date's year, month and day and a time's minutes and seconds.
    let fractionOf, wholeAnd, yearMark, monthMark, dayMark, minuteMark, secondMark: String

    init(_ grammar: Grammar) {
        let list = grammar.list
        (digits, places, scales) = (list("digits"), list("places"), list("scales"))
        let word = grammar.word
        (fractionOf, wholeAnd) = (word("fractionOf"), word("wholeAnd"))
        (yearMark, monthMark, dayMark) = (word("yearMark"), word("monthMark"), word("dayMark"))
        (minuteMark, secondMark) = (word("minuteMark"), word("secondMark"))
    }

    private static let placeValues = [1, 10, 100]

    /// 0–999: a skipped place inside the number is said as one 零 (一百零五), none at the end (五百).
    func spelledGroup(_ value: Int) -> String {
        var out = ""
        var zero = false
        var started = false
        for place in stride(from: 2, through: 0, by: -1) {
            let d = (value / Self.placeValues[place]) % 10
            if d == 0 {
                zero = started
                continue
            }
            if zero { out += digits[0] }
            zero = false
            out += digits[d]
            out += places[place]
            started = true
        }
        return out
    }
}
