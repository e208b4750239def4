import VoiceProfiles

/// Case endings after a hyphen (hu "GBP-t", "tv.-t"): read after an amount and after an abbreviation.
extension TextReading {
    /// A case ending written after a hyphen at `index` ("GBP-t", "8 ó-ban") joined to what was said
    /// before it, where the profile's language does so (hu), and the end of the ending.
    func hyphenEnding(on spoken: String, at index: Int) -> (String, Int)? {
        guard lexicon.joinsHungarianEndings, at(index) == "-", let first = at(index + 1), first.properties.isLowercase else { return nil }
        var end = index + 1
        while isLetter(end) { end += 1 }
        guard end - index <= 6, !isDigit(end), let joined = HungarianEndings.joined(spoken, ending: string(index + 1, end)) else { return nil }
        return (joined, end)
    }
}
