import VoiceProfiles

/// Mobile phone numbers in the profile's national shape.
struct MobileNumberRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// A mobile number of the profile's numbering plan (`mobileNumbers`), written in the plan's
    /// groups apart by spaces, or as one run of digits after a phone word (the profile's
    /// `digitsAfter`): hi "98765 43210", "मोबाइल 9876543210". Said digit by digit in the plan's
    /// groups ("नौ आठ सात छह पाँच, चार तीन दो एक शून्य"), as people say phone numbers; read as a
    /// cardinal it was "नौ अरब सत्तासी करोड़ …". Not inside a longer number or a word, nor with a
    /// unit or currency after it. After "+" and a country code the telephone reader says it.
    func readMobileNumber(at start: Int) -> NumberItem? {
        guard let plan = lexicon.mobileNumbers else { return nil }
        if let scalar = at(start - 1), scalar.isASCIIDigit || scalar.isWordLetter || scalar == "." || scalar == "," || scalar == "+" { return nil }
        var ahead = start
        var parts: [String] = []
        guard let first = at(ahead), plan.firstDigits.unicodeScalars.contains(first) else { return nil }
        let runEnd = digitRunEnd(ahead)
        var digits: [UInt8] = []
        if runEnd - ahead == plan.length {
            // One run of digits is a phone number after a phone word ("मोबाइल 9876543210");
            // alone it may be a count.
            guard recognizers.digitCodes.followsDigitsCue(start) else { return nil }
            digits = digitValues(ahead, runEnd)
            ahead = runEnd
        } else {
            // Written in the plan's groups, apart by one space ("98765 43210"); "70000-80000" is a
            // range of amounts.
            for (index, size) in plan.groups.enumerated() {
                if index > 0 {
                    guard at(ahead) == " " else { return nil }
                    ahead += 1
                }
                let groupEnd = digitRunEnd(ahead)
                guard groupEnd - ahead == size else { return nil }
                digits += digitValues(ahead, groupEnd)
                ahead = groupEnd
            }
        }
        guard digits.count == plan.length, !isLetter(ahead), !isDigit(ahead) else { return nil }
        if let scalar = at(ahead), scalar == "." || scalar == ",", isDigit(ahead + 1) { return nil }
        let after = skipSpaces(ahead)
        if recognizers.units.unitAt(after, spaced: after > ahead) != nil || longestMatch(at: after, in: lexicon.currencySuffixes, folded: true) != nil { return nil }
        var offset = 0
        for size in plan.groups where offset + size <= digits.count {
            parts.append(rules.telephoneGroup(Array(digits[offset..<offset + size])))
            offset += size
        }
        return NumberItem(end: ahead, spoken: parts.joined(separator: locale.data.digitGroupPause ? ", " : rules.separator))
    }
}
