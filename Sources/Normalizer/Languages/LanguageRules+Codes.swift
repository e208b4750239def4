import VoiceProfiles

/// How a language says numbers that are codes rather than quantities: telephone groups, house
/// numbers, the dot of a version.
protocol CodeRules: CardinalRules {
    /// A house number as addresses say it (en "seven oh eight"); nil where the language has no
    /// street-address reading.
    func houseNumber(_ digits: [UInt8]) -> String?
    /// A group of a telephone number: digit by digit, or as the language groups them (ru
    /// "девятьсот тринадцать").
    func telephoneGroup(_ digits: [UInt8]) -> String
}

extension CodeRules {
    func houseNumber(_ digits: [UInt8]) -> String? { nil }

    func telephoneGroup(_ digits: [UInt8]) -> String { digitNames(digits) }

    /// The word a version's dot is said by: the profile's `versionDot` where the language names it
    /// apart from both the decimal point and other dots (ms "titik" where a decimal is "perpuluhan"),
    /// else "point" where "." is the decimal mark and the dot's name elsewhere.
    func versionDot(decimalIsDot: Bool) -> String {
        let own = word("versionDot")
        return own.isEmpty ? word(decimalIsDot ? "point" : "dot") : own
    }
}
