import VoiceProfiles

/// Case endings after a hyphen (hu "GBP-t", "tv.-t"): read after an amount and after an abbreviation.
extension TextReading {
    /// A case ending written after a hyphen at `index` ("GBP-t", "8 ó-ban") joined to what was said
    /// before it, where the profile's language does so (hu), and the end of the ending.
    func hyphenEnding(on spoken: String, at index: Int) -> (String, Int)? {
        guard lexicon.joinsHungarianEndings, at(index) == "-", let c = at(index + 1), c.properties.isLowercase else { return nil }
        var e = index + 1
        while isLetter(e) { e += 1 }
        guard e - index <= 6, !isDigit(e), let joined = HungarianEndings.joined(spoken, ending: string(index + 1, e)) else { return nil }
        return (joined, e)
    }
}
