import VoiceProfiles

/// The word tables ``VietnameseRules`` reads, from the profile's grammar (family `vietnamese`;
/// the profile is refused at load when a table or word is missing or a list is of another size),
/// and the spelling of a group below 1000 from them. A class: the rule is copied wherever it is
/// used, and a reference keeps the copy small.
final class VietnameseWords: Sendable {
    /// 0–9, and the scale words of the groups of three below a billion (the first, the units'
    /// group, empty: "", nghìn, triệu).
    let units, scales: [String]
    /// A hundred (trăm), ten alone (mười), the tens after their digit (mươi), a zero ten (linh),
    /// one, four and five after a ten (mốt, tư, lăm), and the billion the higher part is counted in.
    let hundred, ten, tensAfterDigit, zeroTen, oneAfterTens, fourAfterTens, fiveAfterTens, billion: String
    /// After "thứ", one and four (nhất, tư); four is also the quarter's denominator (một phần tư).
    let first, fourth: String
    /// Between a fraction's numerator and denominator (phần), and a time's hours, minutes, seconds.
    let over, hour, minute, second: String

    init(_ grammar: Grammar) {
        (units, scales) = (grammar.list("units"), grammar.list("scales"))
        let word = grammar.word
        (hundred, ten, tensAfterDigit, zeroTen) = (word("hundred"), word("ten"), word("tensAfterDigit"), word("zeroTen"))
        (oneAfterTens, fourAfterTens, fiveAfterTens, billion) = (word("oneAfterTens"), word("fourAfterTens"), word("fiveAfterTens"), word("billion"))
        (first, fourth, over) = (word("first"), word("fourth"), word("over"))
        (hour, minute, second) = (word("hour"), word("minute"), word("second"))
    }

    /// A group below 1000; `inner` when a higher group precedes it (no "không trăm", but "linh"
    /// for a zero ten).
    func spelledGroup(_ n: Int, inner: Bool) -> String {
        let h = n / 100, t = (n / 10) % 10, u = n % 10
        var out = ""
        func add(_ word: String) {
            if !out.isEmpty { out += " " }
            out += word
        }
        if h > 0 { add(units[h]); add(hundred) }
        if t == 0 {
            if u > 0 {
                if h > 0 || inner { add(zeroTen) }
                add(units[u])
            }
        } else {
            if t == 1 { add(ten) } else { add(units[t]); add(tensAfterDigit) }
            switch u {
            case 0: break
            case 1: add(t == 1 ? units[1] : oneAfterTens)
            case 4: add(t == 1 ? units[4] : fourAfterTens)
            case 5: add(fiveAfterTens)
            default: add(units[u])
            }
        }
        return out
    }
}
