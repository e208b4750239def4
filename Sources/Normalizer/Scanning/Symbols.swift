import VoiceProfiles

/// Symbols and marks: gender endings, words before numbers, named symbols and emoji, pauses.
extension Rewriter {
    func speakSymbol() {
        let scalar = scalars[position]
        // A gender ending after a mark inside a word of three letters or more ("Kolleg*innen",
        // "Nutzer:innen", "Lehrer/-innen", he "הקש/י"; es "y/o" is "and/or"): said as the profile
        // says it, never the mark's name.
        if scalar.isOneOf("/:*_·"), isLetter(position - 1), isLetter(position - 2), isLetter(position - 3), !lexicon.genderedEndings.isEmpty,
           var ending = genderedEnding(after: position) {
            // Endings may follow one another (fr "connecté·e·s").
            while true {
                if !ending.spoken.isEmpty { output.speak(ending.spoken, spaced: true) }
                position = ending.end
                guard let mark = at(position), mark.isOneOf("/:*_·"), let next = genderedEnding(after: position) else { break }
                ending = next
            }
            shiftWord(nil)
            return
        }
        // "#1": a mark the profile reads as a word before a number ("number one").
        if numberFollows(position + 1), let word = lexicon.beforeNumbers.exactMatch(in: scalars, from: position, end: position + 1, string: { String(scalar) }) {
            output.speak(word)
            position += 1
            shiftWord(nil)
            return
        }
        // "12's", "29th’s": the apostrophe and letters stay on the word before.
        if scalar == "'" || scalar == "’", let before = at(position - 1), before.isWordLetter || before.isASCIIDigit || before.isCJK, isLetter(position + 1) {
            var wordEnd = position + 1
            while isLetter(wordEnd) { wordEnd += 1 }
            output.attach(string(position, wordEnd))
            position = wordEnd
            return
        }
        if let (exponent, end) = readExponent(at: position) {
            speakPower(exponent)
            position = end
            shiftWord(nil)
            return
        }
        // A joined emoji sequence ("👩‍💻") by its own name before the profile's word for its first part.
        if scalar.startsEmoji, startsJoinedEmoji(position), readEmoji() { return }
        // Longest symbol written in the profile ("...", "->", emoji sequences).
        if let (symbol, end) = longestMatch(at: position, in: lexicon.symbols, folded: false, needsBoundary: false) {
            position = end
            let said = speaks(symbol.level)
            if said { output.speak(symbol.spoken, spaced: true) }
            if let pause = Self.pause(after: scalar, next: at(position)) { output.pause(pause) }
            // Left unsaid at this level, the symbol is as a silent mark: the word before it stays
            // the previous word, as it will when the output, without the symbol, is read again.
            if said { shiftWord(nil) }
            return
        }
        // Emoji the profile does not name: CLDR's name in the language, at every level.
        if scalar.startsEmoji, readEmoji() { return }
        // Other symbols the profile does not name: CLDR's name, where the level names symbols.
        if readSymbolName() { return }
        // Superscript and subscript digits the profile has no word for ("10⁶", "H₂O", a footnote
        // mark) are the number they write, never dropped.
        if scalar.superscriptOrSubscriptDigit != nil {
            var digits: [UInt8] = []
            while let digit = at(position)?.superscriptOrSubscriptDigit { digits.append(digit); position += 1 }
            output.speak(rules.number(Numeral(integer: digits)), spaced: true)
            shiftWord(nil)
            return
        }
        position += 1
        if let pause = Self.pause(after: scalar, next: at(position)) { output.pause(pause); return }
        // Anything else unnamed (quotes, unknown symbols, emoji without a name) is silent;
        // it never reaches the engine raw, so no markup can pass.
        if scalar.isWordLetter || scalar.isCJK { output.speak(String(scalar)) } else { output.space() }
    }

    /// The profile's reading of the gender ending after the mark at `index` (a hyphen may follow the
    /// mark), and where the ending stops; nil unless a whole word's end is a listed ending.
    func genderedEnding(after index: Int) -> (spoken: String, end: Int)? {
        let start = at(index + 1) == "-" ? index + 2 : index + 1
        var end = start
        while isLetter(end) { end += 1 }
        guard end > start, end - start <= 5, !isDigit(end), let spoken = lexicon.genderedEndings[string(start, end)] else { return nil }
        return (spoken, end)
    }

    func speaks(_ minimum: String) -> Bool {
        switch minimum {
        case "none": true
        case "some": level != .none
        default: level == .all
        }
    }
}
