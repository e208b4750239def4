import VoiceProfiles

/// "1" before a noun where one is said as an article that declines: German "1 neue Nachricht"
/// eine neue Nachricht, "vor 1 Stunde" vor einer Stunde, "für 1 Tag" für einen Tag (was "eins"
/// in each; Duden, "Deklination von ein"). The profile names the forms by case and gender
/// (`cases.oneBefore`, dative, feminine: einer) and the case a preposition before the number
/// asks for (`cases.caseAfter`, "vor": dative); else the nominative. German writes nouns capitalized, so
/// the noun is the next word if capitalized, or the one after a lower-case adjective; its gender
/// is told by its ending (`nouns.endingGenders`), else by the adjective's ending after "ein" in that case
/// (nominative "neuer", "neue", "neues"; accusative "neuen", "neue", "neues": `cases.adjectiveEnding`),
/// else it is masculine. A number after a
/// capitalized word the profile does not list names something ("Kapitel 1 Einleitung") and stays
/// counted, as does one before anything but a noun ("1 ausgewählt", "1 von 5").
struct OneBeforeNounReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    func oneBeforeNoun(_ number: Numeral, start: Int, end: Int) -> String? {
        guard lexicon.declinesOne, number.isInteger, !number.negative, !number.hasLeadingZero, number.significant == [1],
              at(end) == " ", isLetter(end + 1) else { return nil }
        let before = words(before: start, count: 1).first
        let listed = before.flatMap { locale.data.cases.caseAfter[$0] } ?? ""
        if listed.isEmpty, let before, let first = at(start - 1 - before.unicodeScalars.count), first.properties.isUppercase { return nil }
        let grammaticalCase = listed.isEmpty ? "nominative" : listed
        let (first, firstEnd) = word(at: end + 1)
        var noun = first
        var adjective: String?
        if first.first?.isUppercase != true {
            // A lower-case word must be an adjective before the noun.
            guard at(firstEnd) == " ", isLetter(firstEnd + 1), ["e", "er", "es", "en"].contains(where: { first.hasSuffix($0) }) else { return nil }
            adjective = first
            noun = word(at: firstEnd + 1).word
            guard noun.first?.isUppercase == true else { return nil }
        }
        var gender = recognizers.nounGenders.gender(ofNoun: noun.lowercased())
        if gender == nil, let adjective {
            for length in [2, 1] where adjective.count > length {
                if let told = locale.data.cases.adjectiveEnding[grammaticalCase]?[String(adjective.suffix(length))] { gender = told; break }
            }
        }
        let form = locale.data.cases.oneBefore[grammaticalCase]?[(gender ?? .masculine).rawValue] ?? ""
        return form.isEmpty ? nil : form
    }

    /// The letters from `start` on, and where they end.
    private func word(at start: Int) -> (word: String, end: Int) {
        var end = start
        while isLetter(end) { end += 1 }
        return (string(start, end), end)
    }
}
