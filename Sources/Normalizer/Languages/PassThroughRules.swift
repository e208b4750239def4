import VoiceProfiles

/// For a profile language without rules: numbers stay as digits for espeak-ng's voice to read,
/// while pauses, symbols and control characters are still handled.
struct PassThroughRules: LanguageRules {
    let locale: LocaleData

    init(data: NormalizationData) { locale = LocaleData(data) }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        words.add(String(decoding: digits.map { $0 + 48 }, as: UTF8.self))
    }
    func digitName(_ digit: UInt8) -> String { String(UnicodeScalar(digit + 48)) }
    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? { nil }
    func decimal(_ n: Numeral, gender: GrammaticalGender) -> String {
        (n.negative ? "-" : "") + cardinal(n.integer[...], gender: gender) + locale.data.decimalMark + cardinal((n.fraction ?? [])[...], gender: gender)
    }
    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        number(numerator) + "/" + number(denominator)
    }
    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        var t = "\(hour):" + (minute < 10 ? "0\(minute)" : "\(minute)")
        if let second { t += ":" + (second < 10 ? "0\(second)" : "\(second)") }
        return join([t, writtenPeriod ?? ""])
    }
    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        [day.map { "\($0)" }, month.map { "\($0)" }, year.map { number($0) }].compactMap { $0 }.joined(separator: "/")
    }
}
