import VoiceProfiles

/// Digits read one by one: codes glued to letters, digits after a mask or a cue phrase.
struct DigitCodeRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// Whether the digits at `start` are glued to a word before them ("W2s", "ab9453"), the word
    /// itself not being a unit after another number ("1h15m").
    func startsInsideCode(_ start: Int) -> Bool {
        guard isLetter(start - 1) else { return false }
        var wordStart = start - 1
        while isLetter(wordStart - 1) { wordStart -= 1 }
        return !isDigit(wordStart - 1)
    }

    /// Whether the digits at `start` follow a model code: capitals and a hyphen ("XP-75", "F-16",
    /// "CN- 235" as tokenized text writes it).
    func followsModelCode(_ start: Int) -> Bool {
        let hyphen = at(start - 1) == " " ? start - 2 : start - 1
        guard at(hyphen) == "-", at(hyphen - 1)?.isASCIICapital == true else { return false }
        var codeStart = hyphen - 1
        while at(codeStart - 1)?.isASCIICapital == true { codeStart -= 1 }
        return !isLetter(codeStart - 1)
    }

    /// Digits read one by one although written as a plain integer: four or more glued to letters
    /// ("ab9453", a code; not round model numbers such as "T1000" nor years such as "FY2024"),
    /// three or more after the profile's `digitsAfter` phrases ("ending in 8876") or after a
    /// mask ("•••• 8876"). Never when a unit or currency follows ("ending in 30 min").
    func readAsDigits(_ number: Numeral, start: Int, end: Int) -> String? {
        let count = number.integer.count
        guard count >= 3, count <= lexicon.cardinalDigitLimit, !isLetter(end) else { return nil }
        if count >= 4, startsInsideCode(start) {
            guard number.integer.suffix(2) != [0, 0], !(1900...2099).contains(number.intValue ?? 0) else { return nil }
        } else if !followsDigitsCue(start) {
            return nil
        }
        let after = skipSpaces(end)
        if recognizers.units.unitAt(after, spaced: after > end) != nil
            || longestMatch(at: after, in: lexicon.currencySuffixes, folded: true) != nil {
            return nil
        }
        return rules.digitNames(number.integer)
    }

    /// A mask ("••••", "****") or one of the profile's `digitsAfter` phrases just before `start`.
    func followsDigitsCue(_ start: Int) -> Bool {
        var before = start - 1
        if at(before) == " " || at(before) == "\u{A0}" { before -= 1 }
        var masks = 0
        while let mark = at(before), mark == "•" || mark == "*" || mark == "●" || mark == "∙" { masks += 1; before -= 1 }
        if masks >= 2 { return true }
        guard !lexicon.digitsAfter.isEmpty, masks == 0 else { return false }
        var runEnd = start
        while at(runEnd - 1) == " " { runEnd -= 1 }
        var wordStart = runEnd
        while isLetter(wordStart - 1) { wordStart -= 1 }
        guard wordStart < runEnd else { return false }
        let last = string(wordStart, runEnd).lowercased()
        if lexicon.digitsAfter.contains(last) { return true }
        var secondEnd = wordStart
        while at(secondEnd - 1) == " " { secondEnd -= 1 }
        var secondStart = secondEnd
        while isLetter(secondStart - 1) { secondStart -= 1 }
        return secondStart < secondEnd && secondEnd < wordStart && lexicon.digitsAfter.contains(string(secondStart, secondEnd).lowercased() + " " + last)
    }
}
