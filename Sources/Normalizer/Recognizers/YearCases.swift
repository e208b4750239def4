/// A year before the language's word for "year" is an ordinal agreeing with that word, in its
/// case: ru "в 2026 году" в две тысячи двадцать шестом году, pl "w 2026 roku" w dwa tysiące
/// dwudziestym szóstym roku, uk "у 2026 році" у дві тисячі двадцять шостому році, bg "2026
/// година". The profile lists the noun's forms with their case (`cases.yearNoun`, "году":
/// locative); a preposition and the noun together ("w roku": Polish "roku" is also the
/// genitive), and a preposition before the year's abbreviation ("в г.", said as
/// `cases.yearMarkInCase` gives the locative: году), decide where the noun alone does not.
struct YearCaseReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    func yearInItsCase(_ number: Numeral, start: Int, end: Int) -> NumberItem? {
        guard number.isInteger, !number.negative, !number.grouped, number.integer.count == 4,
              let value = number.intValue, (1000...2099).contains(value), at(end) == " " else { return nil }
        let nounStart = end + 1
        var nounEnd = nounStart
        while isLetter(nounEnd) { nounEnd += 1 }
        let preposition = words(before: start, count: 1).first
        let markEnd = recognizers.numericDates.yearMarkEnd(after: end)
        // The noun as written (kept in the text) or the abbreviation (consumed, said in the case).
        let noun = markEnd != nil ? rules.word("yearMark") : string(nounStart, nounEnd).lowercased()
        guard !noun.isEmpty, markEnd != nil || nounEnd > nounStart, !isDigit(nounEnd) else { return nil }
        let withPreposition = preposition.flatMap { locale.data.cases.yearNoun["\($0) \(noun)"] } ?? ""
        let grammaticalCase = withPreposition.isEmpty ? locale.data.cases.yearNoun[noun] ?? "" : withPreposition
        guard !grammaticalCase.isEmpty, let year = rules.year(number, inCase: grammaticalCase) else { return nil }
        guard let markEnd else { return NumberItem(end: end, spoken: year, isMeasured: true) }
        let said = locale.data.cases.yearMarkInCase[grammaticalCase] ?? ""
        return recognizers.numericDates.dated(rules.join([year, said.isEmpty ? rules.word("yearMarkSpoken") : said]), end: markEnd)
    }
}
