import VoiceProfiles

/// Era marks after a year ("340 A.D", "2334 BC").
struct EraRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// AD, A.D., CE, BC, B.C., BCE in any case, ending a word: the key of the era's template.
    func eraMarker(at index: Int) -> (String, Int)? {
        var letters = ""
        var runEnd = index
        while let scalar = at(runEnd), scalar.isASCIILetter || (scalar == "." && !letters.isEmpty && isLetter(runEnd + 1)) {
            if scalar != "." { letters.unicodeScalars.append(scalar) }
            runEnd += 1
        }
        if at(runEnd) == ".", !letters.isEmpty, string(index, runEnd).contains(".") || letters.count == 2 { runEnd += 1 }
        guard !isLetter(runEnd) else { return nil }
        switch letters.lowercased() {
        case "ad", "ce": return ("eraAD", runEnd)
        case "bc", "bce": return ("eraBC", runEnd)
        default: return nil
        }
    }
}
