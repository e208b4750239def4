import VoiceProfiles

/// The word tables ``PortugueseRules`` reads, from the profile's grammar (family `portuguese`;
/// the profile is refused at load when a table is missing or of another size), and the spelling
/// of numbers below 1000 from them.
struct PortugueseWords: Sendable {
    /// 0–19, the whole tens and the hundreds, masculine.
    let units, tens, hundreds: [String]
    /// Each group's scale word after one and after other counts ("milhão", "milhões"); the
    /// first, the units' group, empty, the second the thousands ("mil", said without "um").
    let scales: [(one: String, many: String)]
    let ordinalUnits, ordinalTens, ordinalHundreds: [String]
    /// The word between a number's parts ("cento e dez"), the profile's `and`.
    let and: String
    /// Feminine forms of whole words (um: uma) and of endings (entos: entas), the longest first.
    private let feminineWords: [String: String]
    private let feminineEndings: [(String, String)]
    let hundredAlone, thousandth, feminineOrdinalLetter, half, third, plural, over: String

    init(_ grammar: Grammar, and: String) {
        let list = grammar.list
        (units, tens, hundreds) = (list("units"), list("tens"), list("hundreds"))
        (ordinalUnits, ordinalTens, ordinalHundreds) = (list("ordinalUnits"), list("ordinalTens"), list("ordinalHundreds"))
        scales = list("scales").map { scale -> (one: String, many: String) in
            let parts = scale.split(separator: " ").map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : ("", "")
        }
        self.and = and
        feminineWords = grammar.map("feminineWords")
        feminineEndings = grammar.map("feminineEndings")
            .sorted { $0.key.count > $1.key.count || $0.key.count == $1.key.count && $0.key < $1.key }.map { ($0.key, $0.value) }
        let word = grammar.word
        (hundredAlone, thousandth, feminineOrdinalLetter) = (word("hundredAlone"), word("thousandth"), word("feminineOrdinalLetter"))
        (half, third, plural, over) = (word("half"), word("third"), word("plural"), word("over"))
    }

    /// A number word in the feminine ("uma", "duas", "duzentas").
    func feminine(_ word: String) -> String {
        if let feminine = feminineWords[word] { return feminine }
        for (ending, feminine) in feminineEndings where word.hasSuffix(ending) { return String(word.dropLast(ending.count)) + feminine }
        return word
    }

    /// 0–999, "e" between hundreds, tens and units; one and two and the hundreds in `gender`.
    func spelledBelow1000(_ n: Int, gender: GrammaticalGender) -> String {
        if n == 100 { return hundredAlone }
        var out = ""
        func add(_ word: String, agrees: Bool = true) {
            if !out.isEmpty { out += " " + and + " " }
            out += agrees && gender == .feminine ? feminine(word) : word
        }
        let h = n / 100, r = n % 100
        if h > 0 { add(hundreds[h]) }
        if r > 0 {
            if r < 20 {
                add(units[r])
            } else {
                add(tens[r / 10], agrees: false)
                if r % 10 > 0 { add(units[r % 10]) }
            }
        }
        return out.isEmpty ? units[0] : out
    }
}
