import VoiceProfiles

/// How a language says fractions and mixed numbers ("three quarters", "one and a half"), alone
/// and before the noun of a unit.
protocol FractionRules: CardinalRules {
    func fraction(numerator: Numeral, denominator: Numeral) -> String
    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String
    /// A fraction or mixed number before the noun of its unit, in the noun's gender, and whether
    /// it is an adjective the noun follows at once (es "medio metro") rather than through the link
    /// word ("una y tres quintos de milla"); nil where numbers do not agree with nouns.
    func fraction(whole: Numeral?, numerator: Numeral, denominator: Numeral, beforeNoun gender: GrammaticalGender) -> (words: String, adjective: Bool)?
    /// The word between a fraction and its unit (vi none, en none).
    var fractionUnitLink: String { get }
    /// Whether a fraction below one names its unit in the singular (en "seven eighths inch").
    var properFractionTakesSingular: Bool { get }
    /// The noun's form after any fraction, where it is one form whatever the numerator: in the
    /// Slavic languages the genitive singular, as after a decimal (ru "одна четвертая километра",
    /// "три четвертых километра"); nil where it follows the numerator.
    var fractionNounCategory: PluralCategory? { get }
}

extension FractionRules {
    var fractionUnitLink: String { "" }

    var properFractionTakesSingular: Bool { false }

    var fractionNounCategory: PluralCategory? { nil }

    func fraction(whole: Numeral?, numerator: Numeral, denominator: Numeral, beforeNoun gender: GrammaticalGender) -> (words: String, adjective: Bool)? {
        nil
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        join([number(whole), word("and"), fraction(numerator: numerator, denominator: denominator)])
    }
}
