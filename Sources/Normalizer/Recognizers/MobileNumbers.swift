import VoiceProfiles

extension Rewriter {
    /// A mobile number of the profile's numbering plan (`mobileNumbers`), written as one run of
    /// digits or in the plan's groups, perhaps after "+" and the country code: hi "9876543210",
    /// "98765 43210", "+91 98765-43210". Said digit by digit in the plan's groups ("नौ आठ सात छह
    /// पाँच, चार तीन दो एक शून्य"), as people say phone numbers; read as a cardinal it was "नौ अरब
    /// सत्तासी करोड़ …". Not inside a longer number or a word, nor with a unit or currency after it.
    func readMobileNumber(at start: Int) -> NumberItem? {
        guard let plan = lexicon.mobileNumbers else { return nil }
        if let c = at(start - 1), c.isASCIIDigit || c.isWordLetter || c == "." || c == "," || c == "+" { return nil }
        var k = start
        var parts: [String] = []
        if at(k) == "+" {
            guard let code = plan.countryCode, matchesDigits(code, at: k + 1) else { return nil }
            let plus = rules.word("telephonePlus").isEmpty ? rules.word("plus") : rules.word("telephonePlus")
            parts.append(rules.join([plus, rules.digitNames(code.unicodeScalars.map { UInt8($0.value - 48) })]))
            k += 1 + code.unicodeScalars.count
            if let c = at(k), c == " " || c == "-" { k += 1 }
        }
        guard let first = at(k), plan.firstDigits.unicodeScalars.contains(first) else { return nil }
        let runEnd = digitRunEnd(k)
        var digits: [UInt8] = []
        if runEnd - k == plan.length {
            digits = digitValues(k, runEnd)
            k = runEnd
        } else {
            // Written in the plan's groups, apart by one space or hyphen ("98765 43210").
            for (index, size) in plan.groups.enumerated() {
                if index > 0 {
                    guard let c = at(k), c == " " || c == "-" else { return nil }
                    k += 1
                }
                let groupEnd = digitRunEnd(k)
                guard groupEnd - k == size else { return nil }
                digits += digitValues(k, groupEnd)
                k = groupEnd
            }
        }
        guard digits.count == plan.length, !isLetter(k), !isDigit(k) else { return nil }
        if let c = at(k), c == "." || c == ",", isDigit(k + 1) { return nil }
        let j = skipSpaces(k)
        if unitAt(j, spaced: j > k) != nil || longestMatch(at: j, in: lexicon.currencySuffixes, folded: true) != nil { return nil }
        var offset = 0
        for size in plan.groups where offset + size <= digits.count {
            parts.append(rules.telephoneGroup(Array(digits[offset..<offset + size])))
            offset += size
        }
        return NumberItem(end: k, spoken: parts.joined(separator: locale.data.digitGroupPause ? ", " : rules.separator))
    }

    /// Whether the digits of `code` are written at `k`, no digit after them.
    private func matchesDigits(_ code: String, at k: Int) -> Bool {
        var j = k
        for c in code.unicodeScalars {
            guard at(j) == c else { return false }
            j += 1
        }
        return !isDigit(j)
    }
}
