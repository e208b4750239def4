/// Emoji the profile has no word for, said by their CLDR names (``EmojiNames``).
extension Rewriter {
    /// Reads the emoji at `i` and moves past it; false, reading nothing, when no name is known.
    func readEmoji() -> Bool {
        guard let names = lexicon.emojiNames else { return false }
        let end = emojiEnd(from: i)
        guard let name = names.name(of: s[i..<end]) else { return false }
        // The name is text like any other ("person gesturing OK", "2nd place medal", "thumbs up:
        // medium skin tone" with a pause): read by the same rules, so reading the output again
        // changes nothing.
        for piece in Rewriter(text: name, rules: rules, lexicon: lexicon, level: .none).run().pieces {
            switch piece {
            case .words(let words): out.speak(words, spaced: true)
            case .pause(let pause): out.pause(pause)
            }
        }
        i = end
        shiftWord(nil)
        return true
    }

    /// The end of the emoji starting at `start`: a flag's second regional indicator, or the skin
    /// tones after it (Emoji_Modifier: "👍🏽").
    func emojiEnd(from start: Int) -> Int {
        if s[start].isRegionalIndicator, let next = at(start + 1), next.isRegionalIndicator { return start + 2 }
        var j = start + 1
        while let c = at(j), c.properties.isEmojiModifier { j += 1 }
        return j
    }
}
