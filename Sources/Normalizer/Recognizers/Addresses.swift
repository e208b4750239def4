import VoiceProfiles

extension Rewriter {
    /// "708 N 1st St", "2788 San Tomas Expy": a house number, an optional direction, capitalized
    /// name words and a street type from the profile. The house number is read the way addresses
    /// are said ("seven oh eight", "twenty seven eighty eight"); the abbreviations as words.
    func readAddress(at start: Int) -> NumberItem? {
        guard let words = locale.data.address, let en = english else { return nil }
        var k = start
        var house: [UInt8] = []
        while isDigit(k) { house.append(s[k].digitValue); k += 1 }
        guard (1...5).contains(house.count), house.first != 0, at(k) == " " else { return nil }
        // The house number is said only once the street type proves this an address.
        var parts: [String] = []
        var sawName = false
        var j = k
        for _ in 0..<6 {
            guard at(j) == " " else { return nil }
            j += 1
            var e = j
            while isLetter(e) || isDigit(e) { e += 1 }
            guard e > j else { return nil }
            let token = string(j, e)
            var end = e
            if at(e) == ".", !isLetter(e + 1) { end = e + 1 }
            if sawName, let type = words.streetTypes.first(where: { $0.key.lowercased() == token.lowercased() })?.value,
               end >= n || !(isLetter(end) || isDigit(end)) {
                parts.append(type)
                sawAddress = true
                return NumberItem(end: end, spoken: rules.join([en.houseNumber(house)] + parts))
            }
            if !sawName, let direction = words.directions[token] {
                parts.append(direction)
            } else if let first = token.unicodeScalars.first, first.isASCIIDigit {
                guard let (number, ne) = parseNumeral(at: j), let (suffix, se) = ordinalSuffix(at: ne), se == e,
                      let ordinal = rules.ordinal(number.significant, gender: .masculine, suffix: suffix) else { return nil }
                parts.append(ordinal)
                sawName = true
            } else if let first = token.unicodeScalars.first, first.properties.isUppercase {
                parts.append(token)
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
        guard sawAddress, let regions = locale.data.address?.regions, let region = regions[word] else { return nil }
        var p = start - 1
        while at(p) == " " { p -= 1 }
        return at(p) == "," ? region : nil
    }
}

extension EnglishRules {
    /// 12 "twelve", 708 "seven oh eight", 2788 "twenty seven eighty eight", 95051 digit by digit.
    func houseNumber(_ digits: [UInt8]) -> String {
        let v = Numeral.value(digits) ?? 0
        switch digits.count {
        case 1, 2: return cardinal(digits[...], gender: .masculine)
        case 3, 4:
            let hi = v / 100, lo = v % 100
            if lo == 0 { return cardinal(digits[...], gender: .masculine) }
            return below100(hi) + " " + (lo < 10 ? "oh " + below100(lo) : below100(lo))
        default: return digitNames(digits)
        }
    }
}
