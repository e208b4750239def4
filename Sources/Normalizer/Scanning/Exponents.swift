import VoiceProfiles

/// Powers: "10⁶", "2^10", "x^-2".
extension Rewriter {
    /// An exponent right after a number, a one-letter variable or ")": superscript digits with an
    /// optional sign ("10⁶", "10⁻³") or "^" and digits ("2^10", "x^-2"); nil for anything else,
    /// and for a lone ² or ³ the profile has its own word for ("squared", "au carré"). After a
    /// longer word other superscripts are footnote marks ("Terms¹"), read as the number they
    /// write; a lone ² or ³ is a power after any letters ("mc²").
    func readExponent(at index: Int) -> (Numeral, Int)? {
        guard let before = at(index - 1) else { return nil }
        let variable = before.isWordLetter && (!isLetter(index - 2) || scalars[index].isPowerDigit && at(index + 1)?.superscriptDigit == nil)
        guard before.isASCIIDigit || before == ")" || variable else { return nil }
        var ahead = index
        var digits: [UInt8] = []
        var negative = false
        if scalars[index] == "^" {
            ahead += 1
            if at(ahead) == "-" || at(ahead) == "\u{2212}" { negative = true; ahead += 1 }
            while isDigit(ahead) { digits.append(UInt8(scalars[ahead].value - 48)); ahead += 1 }
            if at(ahead) == ".", isDigit(ahead + 1) { return nil }
        } else {
            if scalars[ahead] == "\u{207B}" || scalars[ahead] == "\u{207A}" { negative = scalars[ahead] == "\u{207B}"; ahead += 1 }
            while let digit = at(ahead)?.superscriptDigit { digits.append(digit); ahead += 1 }
            if !negative, digits.count == 1, ahead == index + 1, scalars[index].isPowerDigit,
               longestMatch(at: index, in: lexicon.symbols, folded: false, needsBoundary: false) != nil { return nil }
        }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return (Numeral(negative: negative, integer: digits), ahead)
    }

    /// A power in the profile's phrase; without one, the profile's word for "^" and the number.
    func speakPower(_ exponent: Numeral) {
        guard let phrase = rules.power(exponent) else {
            if let caret = lexicon.symbols.exactMatch(in: ["^"], from: 0, end: 1, string: { "^" }) { output.speak(caret.spoken, spaced: true) }
            output.speak(rules.number(exponent), spaced: true)
            return
        }
        // Joined to the base where words are written without spaces or the phrase starts with a
        // particle (zh 十的六次方, ja 十の六乗, th สิบยกกำลังหก, ko 십의 육제곱); a word of its own elsewhere.
        if rules.separator.isEmpty || phrase.unicodeScalars.first.map({ $0.isCJK || $0.isKanaOrHangul }) == true {
            output.attach(phrase)
        } else {
            output.speak(phrase, spaced: true)
        }
    }
}
