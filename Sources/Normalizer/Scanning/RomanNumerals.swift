import VoiceProfiles

/// Roman numerals after a name ("Class II", "Henry VIII").
extension Rewriter {
    /// "Class II" → "Class two", "Henry VIII" → "Henry the eighth": a numeral of I, V and X
    /// (two or more) right after a capitalized word, or after a word in capitals when the text
    /// goes on in small letters ("Prime BEEF III sent", not "NEED IV FLUIDS"). "V" and "X" alone
    /// stay letters ("Malcolm X"); "I" alone is an ordinal only after a monarch's name ("Elizabeth I").
    func romanAfterName(_ range: Range<Int>) -> String? {
        guard scalars[range].allSatisfy({ $0.isOneOf("IVX") }),
              let previous = previousRange, previous.upperBound < range.lowerBound,
              // Nothing said between: a mark with a name ends the previous word, and one that makes
              // a pause here (the mark after it decides: "Jan.XIV" has none) is checked; silent marks
              // are as spaces ('Henry "VIII"'), so the output, read again, reads the same.
              (previous.upperBound..<range.lowerBound).allSatisfy({ Self.pause(after: scalars[$0], next: at($0 + 1)) == nil }),
              scalars[previous.lowerBound].isASCIICapital, !isCapitals(previous) || !capitalsFollow(range.upperBound),
              let value = RomanNumeral.value(Substring(string(range.lowerBound, range.upperBound))) else { return nil }
        let template = rules.word("regnal")
        let regnal = !template.isEmpty && lexicon.regnalNames.contains(previousWord)
        // "Paul I was": the pronoun, which a word in small letters follows, but not "of" ("Elizabeth
        // I of England"). "V" alone is a numeral after a monarch's name ("Charles V"); "X" alone
        // stays a letter ("Malcolm X").
        let single = scalars[range.lowerBound]
        guard range.count >= 2 || regnal && (single == "V" || single == "I" && (!smallLettersFollow(range.upperBound) || nextWord(after: range.upperBound) == "of"))
        else { return nil }
        if regnal,
           let ordinal = rules.ordinal(Numeral.digits(value)[...], gender: .masculine, suffix: "") {
            return template.replacingAll("{ordinal}", with: ordinal)
        }
        return rules.standalone(Numeral(value))
    }
}
