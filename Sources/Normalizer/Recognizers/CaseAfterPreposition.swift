import VoiceProfiles

/// A number after a preposition that governs a case is said in that case where the language
/// declines numbers (``LanguageRules/declinesCardinals``): ru "от 5 до 10" от пяти до десяти,
/// "до 2 кг" до двух килограммов, "от 100 ₽" от ста рублей. The profile names the prepositions
/// and their case (`cases.caseAfter`, as German's for "ein"). Not a possible year without its
/// noun ("до 2020" may be one), nor a number with a scale word or a fraction, nor one whose noun
/// shows the preposition taking another case.
struct PrepositionCaseReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    func numberInCase(_ number: Numeral, start: Int, end: Int, currency: CurrencyName?, unit: UnitName?,
                      scale: ScaleName?) -> String? {
        guard rules.declinesCardinals, scale == nil, number.isInteger, !number.negative, !number.hasLeadingZero,
              let before = words(before: start, count: 1).first else { return nil }
        let grammaticalCase = locale.data.cases.caseAfter[before] ?? ""
        guard !grammaticalCase.isEmpty, !nounTellsOtherCase(after: end, preposition: before) else { return nil }
        if currency == nil, unit == nil, number.integer.count == 4, let year = number.intValue, (1000...2099).contains(year) { return nil }
        if let currency { return rules.cardinal(number, inCase: grammaticalCase, noun: currency.name, gender: currency.gender ?? .masculine) }
        if let unit { return rules.cardinal(number, inCase: grammaticalCase, noun: unit.name, gender: unit.gender ?? .masculine) }
        return rules.cardinal(number, inCase: grammaticalCase, noun: nil, gender: genderOfWrittenNoun(after: end))
    }

    /// A time of day after such a preposition, hours and minutes counted in its case ("с 9:00 до
    /// 18:30" с девяти часов до восемнадцати часов тридцати минут), by the profile's hour and
    /// minute units.
    func clockInCase(hour: Int, minute: Int, start: Int) -> String? {
        guard rules.declinesCardinals, let before = words(before: start, count: 1).first,
              let hourUnit = locale.data.units.first(where: { $0.id == "hour" }), let minuteUnit = lexicon.minute else { return nil }
        let grammaticalCase = locale.data.cases.caseAfter[before] ?? ""
        guard !grammaticalCase.isEmpty,
              let hours = rules.cardinal(Numeral(hour), inCase: grammaticalCase, noun: hourUnit.name, gender: hourUnit.gender ?? .masculine)
        else { return nil }
        guard minute > 0 else { return hours }
        let minutes = rules.cardinal(Numeral(minute), inCase: grammaticalCase, noun: minuteUnit.name, gender: minuteUnit.gender ?? .masculine)
        return minutes.map { rules.join([hours, $0]) }
    }

    /// Whether the written noun after the number ends as the profile says it does when the
    /// preposition takes another case (`cases.otherCaseEndings`, ru "с": the instrumental's
    /// "-ами", "-ями", "-ом", "-ем", "-ой": "с 2 картами" stays, "с 18 лет" с восемнадцати лет).
    private func nounTellsOtherCase(after end: Int, preposition: String) -> Bool {
        let endings = locale.data.cases.otherCaseEndings[preposition] ?? ""
        guard !endings.isEmpty, at(end) == " " else { return false }
        let noun = nextWord(after: end).lowercased()
        return !noun.isEmpty && endings.split(separator: " ").contains { noun.hasSuffix($0) }
    }

    /// The gender a written noun after a bare number tells by its genitive singular ending:
    /// "-ы", "-и" feminine ("от 1 минуты"), anything else masculine ("от 1 дня"), the form one
    /// takes when nothing follows ("от 1 до 5").
    private func genderOfWrittenNoun(after end: Int) -> GrammaticalGender {
        guard at(end) == " ", let last = nextWord(after: end).last else { return .masculine }
        return last == "ы" || last == "и" ? .feminine : .masculine
    }
}
