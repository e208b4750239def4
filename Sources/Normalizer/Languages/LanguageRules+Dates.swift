import VoiceProfiles

/// How a language says dates, years, decades and month names.
protocol DateRules: CardinalRules {
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String
    /// A date whose day is written with an ordinal mark, or after a determiner, that gives its
    /// form (de "am 3. Mai" am dritten Mai, uk "5-го травня" п'ятого травня): the day said through
    /// that mark (as ``ordinal(_:gender:suffix:)`` takes it) where the date says it as an ordinal.
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String
    func year(_ number: Numeral) -> String
    /// A year as an ordinal in a case ("locative": ru "две тысячи двадцать шестом"), before the
    /// language's word for "year" in that case; nil where the language has no such reading.
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String?
    /// "1980s" as a decade, nil where the language has no such form.
    func decadeReading(_ number: Numeral) -> String?
    /// A four-digit number's reading as a year, when the language reads years apart from
    /// quantities (en "nineteen ninety four"); nil where it does not.
    func yearAlternative(_ number: Numeral) -> String?
}

extension DateRules {
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String? { nil }

    func decadeReading(_ number: Numeral) -> String? { nil }

    func yearAlternative(_ number: Numeral) -> String? { nil }

    func year(_ number: Numeral) -> String { self.number(number) }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool, dayMark: String?) -> String {
        date(year: year, month: month, day: day, dayFirst: dayFirst)
    }

    func monthName(_ month: Int) -> String {
        guard month >= 1, month <= locale.data.months.count else { return cardinal(month, gender: .masculine) }
        return locale.data.months[month - 1].spoken
    }
}
