import VoiceProfiles

/// Ordinal marks after a number ("1st", "2.", "2:a", "5-го").
extension Recognizers {
    func ordinalSuffix(at k: Int) -> (String, Int)? {
        guard let c = at(k) else { return nil }
        // A degree sign before a word that is not a unit, where the profile lists it as an ordinal
        // mark: the ordinal indicator typed as "°" (it "1° posto" primo posto, "1° gennaio").
        if c == "°", rules.ordinalSuffixes["°"] != nil, let word = lowercaseWord(after: k + 1),
           !lexicon.notNouns.contains(word), unitAt(k + 2, spaced: true) == nil {
            return ("°", k + 1)
        }
        if c == "º" || c == "ª" { return (String(c), k + 1) }
        if c == "." , let d = at(k + 1), d == "º" || d == "ª" { return (String(d), k + 2) }
        let suffixes = rules.ordinalSuffixes
        if !suffixes.isEmpty {
            // "2." (de): a dot after the number, then a space or the end.
            if c == ".", suffixes["."] != nil, at(k + 1) == nil || at(k + 1) == " " { return (".", k + 1) }
            // "2:a", "20:e" (sv): a colon, then the ending, which the profile lists with its colon.
            if c == ":", isLetter(k + 1) {
                var e = k + 1
                while isLetter(e), e - k <= 3 { e += 1 }
                if !isLetter(e), case let suffix = ":" + string(k + 1, e).lowercased(), suffixes[suffix] != nil { return (suffix, e) }
            }
            // Letters right after the number ("1st", "3e", "1er", "1.ᵉʳ"); short ones only, so
            // "5 min" and "3 GB" make no string.
            // A dot before superscript letters is part of the mark ("1.ᵉʳ", "1.ª" above).
            let begin = c == "." && isLetter(k + 1) && !(at(k + 1)?.isASCII ?? true) ? k + 1 : k
            if isLetter(begin) {
                var e = begin
                while isLetter(e), e - begin < 4 { e += 1 }
                if !isLetter(e), case let suffix = string(begin, e).lowercased(), suffixes[suffix] != nil { return (suffix, e) }
            }
        }
        if c == "-", rules.readsHyphenedOrdinals, isLetter(k + 1) {
            var e = k + 1
            while isLetter(e) { e += 1 }
            // Up to three letters ("5-го"), four where the profile lists them (bg "1-вият").
            if e - k <= 4 || e - k == 5 && rules.ordinalSuffixes["-" + string(k + 1, e).lowercased()] != nil {
                return (string(k + 1, e), e)
            }
        }
        return nil
    }
}
