import VoiceProfiles

/// Ordinal marks after a number ("1st", "2.", "2:a", "5-го").
struct OrdinalSuffixReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    func ordinalSuffix(at index: Int) -> (String, Int)? {
        guard let scalar = at(index) else { return nil }
        // A degree sign before a word that is not a unit, where the profile lists it as an ordinal
        // mark: the ordinal indicator typed as "°" (it "1° posto" primo posto, "1° gennaio").
        if scalar == "°", rules.ordinalSuffixes["°"] != nil, let word = lowercaseWord(after: index + 1),
           !lexicon.notNouns.contains(word), recognizers.units.unitAt(index + 2, spaced: true) == nil {
            return ("°", index + 1)
        }
        if scalar == "º" || scalar == "ª" { return (String(scalar), index + 1) }
        if scalar == "." , let mark = at(index + 1), mark == "º" || mark == "ª" { return (String(mark), index + 2) }
        let suffixes = rules.ordinalSuffixes
        if !suffixes.isEmpty {
            // "2." (de): a dot after the number, then a space or the end.
            if scalar == ".", suffixes["."] != nil, at(index + 1) == nil || at(index + 1) == " " { return (".", index + 1) }
            // "2:a", "20:e" (sv): a colon, then the ending, which the profile lists with its colon.
            if scalar == ":", isLetter(index + 1) {
                var runEnd = index + 1
                while isLetter(runEnd), runEnd - index <= 3 { runEnd += 1 }
                if !isLetter(runEnd), case let suffix = ":" + string(index + 1, runEnd).lowercased(), suffixes[suffix] != nil { return (suffix, runEnd) }
            }
            // Letters right after the number ("1st", "3e", "1er", "1.ᵉʳ"); short ones only, so
            // "5 min" and "3 GB" make no string.
            // A dot before superscript letters is part of the mark ("1.ᵉʳ", "1.ª" above).
            let begin = scalar == "." && isLetter(index + 1) && !(at(index + 1)?.isASCII ?? true) ? index + 1 : index
            if isLetter(begin) {
                var runEnd = begin
                while isLetter(runEnd), runEnd - begin < 4 { runEnd += 1 }
                if !isLetter(runEnd), case let suffix = string(begin, runEnd).lowercased(), suffixes[suffix] != nil { return (suffix, runEnd) }
            }
        }
        if scalar == "-", rules.readsHyphenedOrdinals, isLetter(index + 1) {
            var runEnd = index + 1
            while isLetter(runEnd) { runEnd += 1 }
            // Up to three letters ("5-го"), four where the profile lists them (bg "1-вият").
            if runEnd - index <= 4 || runEnd - index == 5 && rules.ordinalSuffixes["-" + string(index + 1, runEnd).lowercased()] != nil {
                return (string(index + 1, runEnd), runEnd)
            }
        }
        return nil
    }
}
