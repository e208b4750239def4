import VoiceProfiles

/// Case endings after a hyphen (hu "GBP-t", "tv.-t"): read after an amount and after an abbreviation.
extension TextReading {
    /// A case ending written after a hyphen at `k` ("GBP-t", "8 ó-ban") joined to what was said
    /// before it, where the profile's language does so (hu), and the end of the ending.
    func hyphenEnding(on spoken: String, at k: Int) -> (String, Int)? {
        guard lexicon.joinsHungarianEndings, at(k) == "-", let c = at(k + 1), c.properties.isLowercase else { return nil }
        var e = k + 1
        while isLetter(e) { e += 1 }
        guard e - k <= 6, !isDigit(e), let joined = HungarianEndings.joined(spoken, ending: string(k + 1, e)) else { return nil }
        return (joined, e)
    }
}
