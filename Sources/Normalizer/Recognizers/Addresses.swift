import VoiceProfiles

/// Street addresses ("708 N 1st St") and the region and postal code written after one.
struct AddressRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>

    /// A street address was read on this line: region codes and postal codes after it read as such.
    var sawAddress: Bool { recognizers.addressMemory.sawAddress }

    /// "708 N 1st St", "2788 San Tomas Expy": a house number, an optional direction, capitalized
    /// name words and a street type from the profile. The house number is read the way addresses
    /// are said ("seven oh eight", "twenty seven eighty eight"); the abbreviations as words.
    func readAddress(at start: Int) -> NumberItem? {
        // Only a street type proves an address: without any there is nothing to find.
        guard !lexicon.streetTypes.isEmpty else { return nil }
        var index = start
        while isDigit(index) { index += 1 }
        guard (1...5).contains(index - start), scalars[start] != "0", at(index) == " " else { return nil }
        let houseEnd = index
        // The house number is said only once the street type proves this an address; the words
        // are looked up in place, and a string is made only for a name that is kept.
        var parts: [String] = []
        var sawName = false
        var ahead = index
        for _ in 0..<6 {
            guard at(ahead) == " " else { return nil }
            ahead += 1
            var runEnd = ahead
            while isLetter(runEnd) || isDigit(runEnd) { runEnd += 1 }
            guard runEnd > ahead else { return nil }
            var end = runEnd
            if at(runEnd) == ".", !isLetter(runEnd + 1) { end = runEnd + 1 }
            let (from, to) = (ahead, runEnd)
            if sawName, end >= textEnd || !(isLetter(end) || isDigit(end)),
               let type = lexicon.streetTypes.exactMatch(in: scalars, from: from, end: to, folded: true,
                                                         string: { string(from, to).lowercased() }) {
                parts.append(type)
                recognizers.addressMemory.sawAddress = true
                let house = (start..<houseEnd).map { scalars[$0].digitValue }
                guard let houseNumber = rules.houseNumber(house) else { return nil }
                return NumberItem(end: end, spoken: rules.join([houseNumber] + parts))
            }
            let first = scalars[ahead]
            if !sawName, let direction = lexicon.directions.exactMatch(in: scalars, from: from, end: to, string: { string(from, to) }) {
                parts.append(direction)
            } else if first.isASCIIDigit {
                guard let (number, ne) = numerals.parseNumeral(at: ahead), let (suffix, se) = recognizers.ordinalSuffixes.ordinalSuffix(at: ne), se == runEnd,
                      let ordinal = rules.ordinal(number.significant, gender: .masculine, suffix: suffix) else { return nil }
                parts.append(ordinal)
                sawName = true
            } else if first.value < 0x80 ? first.value >= 0x41 && first.value <= 0x5A : first.properties.isUppercase {
                parts.append(string(ahead, runEnd))
                sawName = true
            } else {
                return nil
            }
            ahead = runEnd
        }
        return nil
    }

    /// After a street address, ", CA" is a region and a five-digit number after it a postal code.
    func addressRegion(_ word: String, at start: Int) -> String? {
        guard sawAddress, let region = lexicon.regions[word] else { return nil }
        var before = start - 1
        while at(before) == " " { before -= 1 }
        return at(before) == "," ? region : nil
    }
}

/// What the address recognizer remembers of a line: whether it read a street address.
final class AddressMemory {
    var sawAddress = false
}
