import VoiceProfiles

extension Recognizers {
    /// "708 N 1st St", "2788 San Tomas Expy": a house number, an optional direction, capitalized
    /// name words and a street type from the profile. The house number is read the way addresses
    /// are said ("seven oh eight", "twenty seven eighty eight"); the abbreviations as words.
    func readAddress(at start: Int) -> NumberItem? {
        // Only a street type proves an address: without any there is nothing to find.
        guard !lexicon.streetTypes.isEmpty else { return nil }
        var k = start
        while isDigit(k) { k += 1 }
        guard (1...5).contains(k - start), scalars[start] != "0", at(k) == " " else { return nil }
        let houseEnd = k
        // The house number is said only once the street type proves this an address; the words
        // are looked up in place, and a string is made only for a name that is kept.
        var parts: [String] = []
        var sawName = false
        var j = k
        for _ in 0..<6 {
            guard at(j) == " " else { return nil }
            j += 1
            var e = j
            while isLetter(e) || isDigit(e) { e += 1 }
            guard e > j else { return nil }
            var end = e
            if at(e) == ".", !isLetter(e + 1) { end = e + 1 }
            let (from, to) = (j, e)
            if sawName, end >= textEnd || !(isLetter(end) || isDigit(end)),
               let type = lexicon.streetTypes.exactMatch(in: scalars, from: from, end: to, folded: true,
                                                         string: { string(from, to).lowercased() }) {
                parts.append(type)
                cursor.sawAddress = true
                let house = (start..<houseEnd).map { scalars[$0].digitValue }
                guard let houseNumber = rules.houseNumber(house) else { return nil }
                return NumberItem(end: end, spoken: rules.join([houseNumber] + parts))
            }
            let first = scalars[j]
            if !sawName, let direction = lexicon.directions.exactMatch(in: scalars, from: from, end: to, string: { string(from, to) }) {
                parts.append(direction)
            } else if first.isASCIIDigit {
                guard let (number, ne) = parseNumeral(at: j), let (suffix, se) = ordinalSuffix(at: ne), se == e,
                      let ordinal = rules.ordinal(number.significant, gender: .masculine, suffix: suffix) else { return nil }
                parts.append(ordinal)
                sawName = true
            } else if first.value < 0x80 ? first.value >= 0x41 && first.value <= 0x5A : first.properties.isUppercase {
                parts.append(string(j, e))
                sawName = true
            } else {
                return nil
            }
            j = e
        }
        return nil
    }

    /// After a street address, ", CA" is a region and a five-digit number after it a postal code.
    func addressRegion(_ word: String, at start: Int) -> String? {
        guard cursor.sawAddress, let region = lexicon.regions[word] else { return nil }
        var p = start - 1
        while at(p) == " " { p -= 1 }
        return at(p) == "," ? region : nil
    }
}

extension EnglishRules {
    /// 12 "twelve", 708 "seven oh eight", 2788 "twenty seven eighty eight", 95051 digit by digit.
    func houseNumber(_ digits: [UInt8]) -> String? {
        let v = Numeral.value(digits) ?? 0
        switch digits.count {
        case 1, 2: return cardinal(digits[...], gender: .masculine)
        case 3, 4:
            let hi = v / 100, lo = v % 100
            if lo == 0 { return cardinal(digits[...], gender: .masculine) }
            return below1000(hi) + " " + (lo < 10 ? "oh " + below1000(lo) : below1000(lo))
        default: return digitNames(digits)
        }
    }
}
