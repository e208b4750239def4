import VoiceProfiles

/// Era marks after a year ("340 A.D", "2334 BC").
extension Recognizers {
    /// AD, A.D., CE, BC, B.C., BCE in any case, ending a word: the key of the era's template.
    func eraMarker(at k: Int) -> (String, Int)? {
        var letters = ""
        var e = k
        while let c = at(e), c.isASCIILetter || (c == "." && !letters.isEmpty && isLetter(e + 1)) {
            if c != "." { letters.unicodeScalars.append(c) }
            e += 1
        }
        if at(e) == ".", !letters.isEmpty, string(k, e).contains(".") || letters.count == 2 { e += 1 }
        guard !isLetter(e) else { return nil }
        switch letters.lowercased() {
        case "ad", "ce": return ("eraAD", e)
        case "bc", "bce": return ("eraBC", e)
        default: return nil
        }
    }
}
