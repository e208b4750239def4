import Foundation
import VoiceProfiles

/// Fractions in CLDR's words: denominators as the profile's nouns, ordinals or the "over" template.
extension CLDRRules {
    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        let words = locale.data.fractions
        let one = plural(numerator) == .one
        let numeratorCount = numerator.isInteger && numerator.significant == [1] ? words?.numeratorOne ?? fractionCardinal(numerator) : fractionCardinal(numerator)
        let numeratorWords = numerator.negative ? join([word("minus"), numeratorCount]) : numeratorCount
        var denominatorWords: String
        let value = denominator.intValue ?? 0
        if let upTo = words?.namedUpTo, let over = words?.overTemplate,
           words?.names?[String(value)] == nil || numerator.negative || (numerator.intValue ?? Int.max) > upTo {
            // Past the named fractions: "سبعة عشر على ثلاثة".
            return over.replacingAll("{numerator}", with: plainNumber(numerator))
                .replacingAll("{denominator}", with: plainNumber(denominator))
        } else if let names = words?.names?[String(value)] {
            // A noun whose form says the count stands alone (ar نصف, ثلثان).
            if countsInNoun(plural(numerator), names), !numerator.negative { return noun(names, plural(numerator)) }
            denominatorWords = noun(names, plural(numerator))
        } else if words?.template != nil {
            denominatorWords = Self.replacingEnding(of: cardinal(denominator.significant, gender: .masculine), words?.denominatorEndings)
        } else if let upTo = words?.largeUpTo, value > upTo, let over = words?.overTemplate,
                  denominator.significant.dropFirst().contains(where: { $0 != 0 }) {
            // A denominator that is not round: "uno sobre ciento uno".
            return over.replacingAll("{numerator}", with: plainNumber(numerator))
                .replacingAll("{denominator}", with: plainNumber(denominator))
        } else if let limit = words?.ordinalUpTo, value > limit, value <= (words?.largeUpTo ?? Int.max),
                  let large = words?.largeSuffix {
            denominatorWords = Self.joinedCompound(cardinal(denominator.significant, gender: .masculine), large)
            if !one, let plural = words?.pluralSuffix { denominatorWords += plural }
        } else if let ruleSet = fractionOrdinal, denominator.significant.count <= 18,
                  case let ordinal = spelled(denominator.significant, ruleSet: ruleSet) {
            denominatorWords = Self.replacingEnding(of: ordinal, words?.denominatorEndings) + (words?.ordinalSuffix ?? "")
            if !one, let plural = words?.pluralSuffix { denominatorWords += plural }
            if !one { denominatorWords = Self.replacingEnding(of: denominatorWords, words?.pluralEndings) }
        } else if let over = words?.overTemplate {
            // No name and no ordinal words for this denominator: "jeden przez dwanaście".
            return over.replacingAll("{numerator}", with: plainNumber(numerator))
                .replacingAll("{denominator}", with: plainNumber(denominator))
        } else {
            denominatorWords = cardinal(denominator.significant, gender: .masculine)
        }
        if let template = words?.template {
            // The sign belongs to the whole fraction, before it ("マイナス二分の一").
            let unsigned = numerator.negative ? numeratorCount : numeratorWords
            let spoken = template.replacingAll("{numerator}", with: unsigned).replacingAll("{denominator}", with: denominatorWords)
            return numerator.negative ? join([word("minus"), spoken]) : spoken
        }
        return join([numeratorWords, denominatorWords])
    }

    /// "1 1/2": a fraction of one with a word after whole numbers drops its "one" ("un et demi").
    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        // Where numbers agree with nouns, a whole number with nothing after it is counted ("uno y medio").
        var wholeWords = locale.data.numbersAgreeWithNoun ? counted(whole, gender: .masculine) : number(whole)
        if let ruleSet = fractionWhole, whole.isInteger, !whole.negative { wholeWords = spelled(whole.significant, ruleSet: ruleSet) }
        let and = locale.data.fractions?.and ?? word("and")
        var part = fraction(numerator: numerator, denominator: denominator)
        if isOne(numerator), let value = denominator.intValue, let named = locale.data.fractions?.afterWhole?[String(value)] { part = named }
        return join([wholeWords, and, part])
    }

    /// A numerator in the profile's rule set for numerators (da "en", el "τρία"), else the cardinal.
    private func fractionCardinal(_ numerator: Numeral) -> String {
        guard let ruleSet = fractionNumerator else { return cardinal(numerator.significant, gender: .masculine) }
        return spelled(numerator.significant, ruleSet: ruleSet)
    }

    /// `word` with its longest ending found in `endings` replaced ("harmadik" → "harmad").
    static func replacingEnding(of word: String, _ endings: [String: String]?) -> String {
        guard let endings, !endings.isEmpty else { return word }
        guard let found = endings.keys.filter({ word.hasSuffix($0) }).max(by: { $0.count < $1.count }) else { return word }
        return String(word.dropLast(found.count)) + endings[found]!
    }

    func fraction(whole: Numeral?, numerator: Numeral, denominator: Numeral, beforeNoun gender: GrammaticalGender) -> (words: String, adjective: Bool)? {
        guard locale.data.numbersAgreeWithNoun, !numerator.negative, whole?.negative != true else { return nil }
        let wholeWords = whole.map { [counted($0, gender: gender), word("and")] } ?? []
        if isOne(numerator), let value = denominator.intValue,
           let part = locale.data.fractions?.beforeNoun?[String(value)]?[gender.rawValue] {
            return (join(wholeWords + [part]), true)
        }
        guard whole != nil else { return nil }
        return (join(wholeWords + [fraction(numerator: numerator, denominator: denominator)]), false)
    }

    private func isOne(_ n: Numeral) -> Bool { n.isInteger && !n.negative && n.significant == [1] }

    /// A whole number as counted, in a gender ("uno", "una"; not "un", the form before a noun).
    func counted(_ n: Numeral, gender: GrammaticalGender) -> String {
        gender == .feminine ? number(n, gender: .feminine) : plainNumber(n)
    }

    /// A number said as one word with a suffix, as Spanish writes fraction denominators: spaces
    /// go, "y" becomes "i", the stress accent moves to the suffix (dieciséis → dieciseisavo) and
    /// a vowel the suffix starts with is not doubled (treinta → treintavo).
    static func joinedCompound(_ number: String, _ suffix: String) -> String {
        var word = number.replacingOccurrences(of: " y ", with: "i").replacingOccurrences(of: " ", with: "")
        word = word.folding(options: .diacriticInsensitive, locale: nil)
        if let last = word.last, let first = suffix.first, last == first { word.removeLast() }
        return word + suffix
    }
}
