import VoiceProfiles

/// Words in capitals read as initialisms where the profile reads them ("EPA", "PDFs").
extension TextReading {
    /// "EPA" → "E.P.A.", "PDFs" → "P.D.F.'s", "AFI's" → "A.F.I.'s"; nil for a word ("BEEF").
    /// A word of two capitals or more first, where the profile reads initialisms.
    func mayBeInitialism(_ range: Range<Int>) -> Bool {
        lexicon.initialisms != nil && range.count >= 2 && scalars[range.lowerBound].isASCIICapital && scalars[range.lowerBound + 1].isASCIICapital
    }

    /// `afterCapitals` says whether the word before is capitals where that is not `previousRange`.
    func initialismReading(_ range: Range<Int>, afterCapitals: Bool? = nil) -> String? {
        guard let reader = lexicon.initialisms else { return nil }
        var capitalsEnd = range.lowerBound
        while capitalsEnd < range.upperBound, scalars[capitalsEnd].isASCIICapital { capitalsEnd += 1 }
        let rest = string(capitalsEnd, range.upperBound)
        guard rest.isEmpty || rest == "s" || rest == "'s" || rest == "’s" else { return nil }
        // Among other capitals ("CONTACT US") the text is shouting, and its words are words.
        var next = range.upperBound
        while at(next) == " " { next += 1 }
        var nextEnd = next
        while isLetter(nextEnd) { nextEnd += 1 }
        let amongCapitals = (afterCapitals ?? previousRange.map(isCapitals) ?? false) || (next > range.upperBound && isCapitals(next..<nextEnd))
        return reader.reading(of: string(range.lowerBound, capitalsEnd), plural: !rest.isEmpty, amongCapitals: amongCapitals)
    }
}
