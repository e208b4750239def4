/// An ordinal written with a dot takes the ending its determiner asks for, where the profile
/// lists them: German declines it weakly after an article ("zum 3. Mal" zum dritten Mal, "der
/// 2. Platz" der zweite, "in der 2. Klasse" zweiten), where "2." alone says "zweiter".
struct DeterminerEndingReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// The written ending for the words just before `start` (two words first, then one), or nil.
    func endingAfterDeterminer(before start: Int) -> String? {
        guard !lexicon.ordinalEndingsAfter.isEmpty else { return nil }
        let before = words(before: start, count: 2)
        if before.count == 2, let ending = lexicon.ordinalEndingsAfter[before.joined(separator: " ")] { return ending }
        return before.last.flatMap { lexicon.ordinalEndingsAfter[$0] }
    }

    /// The case a preposition gives a dotted ordinal where the noun's ending tells it, as an ICU
    /// rule set name: Polish "na 2. miejscu" na drugim miejscu (the locative; "-u" after "na", "w",
    /// "o", "po", "przy" is a masculine or neuter locative, which share the ordinal's form),
    /// "do 3. etapu" trzeciego, "do 2. rundy" drugiej (the genitive), "w 2. edycji" drugiej. The
    /// profile lists the prepositions (`ordinalCasePrepositions`) and, for each, the endings that
    /// tell a case (`cases.ordinalCase`, by preposition and ending); an ending two cases share ("-ie":
    /// "stronie", "etapie") is not listed, and the ordinal stays nominative.
    func ordinalCaseAfterPreposition(before start: Int, nounAfter index: Int) -> String? {
        let prepositions = rules.word("ordinalCasePrepositions")
        guard !prepositions.isEmpty, at(index) == " ", at(index + 1)?.properties.isLowercase == true,
              let preposition = words(before: start, count: 1).first,
              prepositions.split(separator: " ").contains(where: { $0 == preposition }) else { return nil }
        var nounEnd = index + 1
        while isLetter(nounEnd) { nounEnd += 1 }
        let noun = string(index + 1, nounEnd)
        for length in stride(from: min(3, noun.count - 1), through: 1, by: -1) {
            let ruleSet = locale.data.cases.ordinalCase[preposition]?[String(noun.suffix(length))] ?? ""
            if !ruleSet.isEmpty { return ruleSet }
        }
        return nil
    }
}
