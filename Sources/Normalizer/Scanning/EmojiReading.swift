/// Emoji the profile has no word for, said by their CLDR names (``EmojiNames``).
extension Rewriter {
    /// Reads the emoji at `position` and moves past it; false, reading nothing, when no name is known.
    /// A joined sequence ("👩‍💻", "👨‍👩‍👧", "🏳‍🌈") is said by CLDR's name for the whole where it
    /// has one ("woman technologist", "family: man, woman, girl", "rainbow flag"), else part by
    /// part, each by the profile's word or CLDR's name, the joiners silent.
    func readEmoji() -> Bool {
        guard let names = lexicon.emojiNames else { return false }
        let end = emojiEnd(from: position)
        if let name = names.name(of: scalars[position..<end]) {
            speakEmojiName(name)
        } else {
            var index = position
            var said = false
            while index < end {
                let partEnd = emojiPartEnd(from: index)
                let part = scalars[index..<partEnd]
                if let word = profileSymbolWord(part) {
                    output.speak(word, spaced: true)
                    said = true
                } else if let name = names.name(of: part) {
                    speakEmojiName(name)
                    said = true
                }
                index = partEnd
                if at(index) == "\u{200D}" { index += 1 }
            }
            // A single emoji without a name is left to the caller (silent there).
            if !said, end == emojiPartEnd(from: position) { return false }
        }
        position = end
        shiftWord(nil)
        return true
    }

    /// A symbol the profile has no word for (arrows, "©", "±", "≈", "≤", "÷", "‰", "§", "✓"):
    /// CLDR's name in the language ("→" th ลูกศรชี้ขวา, he חץ שמצביע ימינה, hi "±" धन-ऋण), at
    /// punctuation level some and above, where VoiceOver names such symbols; silent at none.
    /// ASCII marks stay with the profile's own words and the readers of numbers and ranges.
    /// Reads it and moves past it; false, reading nothing, when CLDR has no name either.
    func readSymbolName() -> Bool {
        let scalar = scalars[position]
        guard scalar.value >= 0x80, speaks("some"), let names = lexicon.emojiNames, scalar.isNamedSymbol else { return false }
        guard let name = names.name(of: [symbolAlias(scalar)][...]) else { return false }
        speakEmojiName(name)
        position += 1
        shiftWord(nil)
        return true
    }

    /// Symbols CLDR names only in their heavier emoji form: the light check mark and ballot
    /// crosses are said as "✔" and "❌" are ("check mark", "cross mark").
    private func symbolAlias(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "✓": "✔"
        case "✗", "✘": "❌"
        default: scalar
        }
    }

    /// The name is text like any other ("person gesturing OK", "2nd place medal", "thumbs up:
    /// medium skin tone" with a pause): read by the same rules, so reading the output again
    /// changes nothing.
    private func speakEmojiName(_ name: String) {
        for piece in Rewriter(text: name, rules: rules, lexicon: lexicon, level: .none).run().pieces {
            switch piece {
            case .words(let words): output.speak(words, spaced: true)
            case .pause(let pause): output.pause(pause)
            }
        }
    }

    /// The profile's own word for a part of a joined sequence, at any punctuation level.
    private func profileSymbolWord(_ part: ArraySlice<Unicode.Scalar>) -> String? {
        var key = ""
        key.unicodeScalars.append(contentsOf: part)
        return lexicon.symbols.entries[key]?.spoken
    }

    /// The end of the emoji starting at `start`, with every part joined to it by U+200D.
    func emojiEnd(from start: Int) -> Int {
        var end = emojiPartEnd(from: start)
        while at(end) == "\u{200D}", let next = at(end + 1), next.startsEmoji { end = emojiPartEnd(from: end + 1) }
        return end
    }

    /// The end of one emoji: a flag's second regional indicator, or the skin tones after it
    /// (Emoji_Modifier: "👍🏽").
    func emojiPartEnd(from start: Int) -> Int {
        if scalars[start].isRegionalIndicator, let next = at(start + 1), next.isRegionalIndicator { return start + 2 }
        var end = start + 1
        while let scalar = at(end), scalar.properties.isEmojiModifier { end += 1 }
        return end
    }

    /// Whether the emoji at `start` is joined to another ("👩‍💻"): read as a sequence before the
    /// profile's word for its first part.
    func startsJoinedEmoji(_ start: Int) -> Bool {
        let end = emojiPartEnd(from: start)
        return at(end) == "\u{200D}" && at(end + 1)?.startsEmoji == true
    }
}
