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

    /// The end of the emoji starting at `start`: its modifiers, variation selectors, keycap and
    /// tag characters, joined pictographs, and a flag's second regional indicator.
    func emojiEnd(from start: Int) -> Int {
        var j = start + 1
        let isFlag = (0x1F1E6...0x1F1FF).contains(s[start].value)
        if isFlag, let next = at(j), (0x1F1E6...0x1F1FF).contains(next.value) { return j + 1 }
        while let c = at(j) {
            if c == EmojiNames.variationSelector || c.isSkinTone || c == "\u{20E3}" || (0xE0020...0xE007F).contains(c.value) {
                j += 1
            } else if c == EmojiNames.zeroWidthJoiner, let next = at(j + 1), next.properties.isEmoji {
                j += 2
            } else {
                break
            }
        }
        return j
    }
}
