/// The total a count is out of, after the language's word for "out of", where that word governs
/// the genitive: pl "3 z 10" trzy z dziesięciu, "4,5 z 5" z pięciu, cs "3 z 10" tři z deseti (a
/// rating, "Zdjęcie 1 z 12", a step in a list). The nominative ("z dziesięć") is what no speaker
/// says. The profile lists the words (`outOf`, space apart) and each word of its cardinals with its
/// genitive (`cases.genitive`, by the nominative), since ICU's pl, cs and sk data spell no cardinal in a case.
struct OutOfCountReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// The genitive of a whole number after "<number> z ", nil elsewhere or where the profile has none.
    func totalOutOf(_ number: Numeral, start: Int) -> String? {
        let outOf = rules.word("outOf")
        guard !outOf.isEmpty, number.isInteger, !number.negative, !number.hasLeadingZero, at(start - 1) == " ",
              isLetter(start - 2) else { return nil }
        var wordStart = start - 2
        while isLetter(wordStart - 1) { wordStart -= 1 }
        // The word must stand between two numbers: "3 z 10", not "z 10 zdjęć" alone.
        guard at(wordStart - 1) == " ", isDigit(wordStart - 2) else { return nil }
        let word = string(wordStart, start - 1).lowercased()
        guard outOf.split(separator: " ").contains(where: { $0 == word }) else { return nil }
        let nominative = rules.number(number)
        var words = SpokenWords(separator: " ")
        for part in nominative.split(separator: " ") {
            let genitive = locale.data.cases.genitive[String(part)] ?? ""
            words.add(genitive.isEmpty ? String(part) : genitive)
        }
        return words.string
    }
}
