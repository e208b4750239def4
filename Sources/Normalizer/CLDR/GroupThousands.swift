/// Japanese says a thousand with "one" when it leads a group of ten thousand or more (一千万,
/// 一千億, 一千二百万) and without it otherwise (千, 千二百). CLDR's rule sets always leave the
/// one out. The words (一, 千, 万, 億, 兆, 京) come from ICU for the locale, so nothing here is
/// written in Japanese.
struct GroupThousands: Sendable {
    // Single scalars, not Characters: the words are one CJK scalar each, and scanning a reading
    // as Characters (grapheme breaking) was most of the time of each number said.
    let one: Unicode.Scalar
    let thousand: Unicode.Scalar
    /// The digit words 1-9: a thousand after one of them already has its count (二千).
    let digits: Set<Unicode.Scalar>
    /// The words of the groups above the units (万, 億, 兆, 京).
    let groups: Set<Unicode.Scalar>

    /// Read with the locale's open spell-out formatter (``Spellout``'s, whose rule set this sets).
    init?(format: OpaquePointer, ruleSets: [String]) {
        guard let ruleSet = ["%spellout-numbering", "%spellout-cardinal"].first(where: ruleSets.contains),
              ICU.setRuleSet(ruleSet, of: format) else { return nil }
        func single(_ number: String) -> Unicode.Scalar? {
            guard let words = ICU.spellOut(number, with: format), words.unicodeScalars.count == 1 else { return nil }
            return words.unicodeScalars.first
        }
        guard let one = single("1"), let thousand = single("1000") else { return nil }
        let digits = (1...9).compactMap { single(String($0)) }
        // 10^4, 10^8, ...: "一万" is the word for one and the group's word.
        var groups: Set<Unicode.Scalar> = []
        for exponent in [4, 8, 12, 16] {
            let words = (ICU.spellOut("1" + String(repeating: "0", count: exponent), with: format) ?? "").unicodeScalars
            if words.count == 2, words.first == one, let group = words.last { groups.insert(group) }
        }
        guard digits.count == 9, !groups.isEmpty else { return nil }
        self.one = one
        self.thousand = thousand
        self.digits = Set(digits)
        self.groups = groups
    }

    /// `words` with the one said before each thousand that leads a group above the units.
    func marked(_ words: String) -> String {
        guard words.unicodeScalars.contains(thousand) else { return words }
        let characters = Array(words.unicodeScalars)
        // A group's word follows a position exactly when the last one comes later: found once,
        // at the first thousand that may need its one, rather than searched for at each.
        var lastGroup: Int?
        var out = String.UnicodeScalarView()
        for (index, c) in characters.enumerated() {
            if c == thousand, index == 0 || !digits.contains(characters[index - 1]) {
                if lastGroup == nil { lastGroup = characters.lastIndex(where: groups.contains) ?? -1 }
                if let lastGroup, index < lastGroup { out.append(one) }
            }
            out.append(c)
        }
        return String(out)
    }
}
