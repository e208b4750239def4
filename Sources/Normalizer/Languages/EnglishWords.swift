import VoiceProfiles

/// The word tables ``EnglishRules`` reads, from the profile's grammar (family `english`; the
/// profile is refused at load when a table or word is missing or a list is of another size, so
/// they are indexed freely here), the nouns of a duration (the profile's units), and the spelling
/// of numbers below 1000 and of ordinals from them. A class: the rule is copied wherever it is
/// used, and a reference keeps the copy small.
final class EnglishWords: Sendable {
    /// 0–19, the whole tens (items 2–9 used), and each group's scale word (the first, the units'
    /// group, empty).
    let units, tens, scales: [String]
    /// The ordinals of 0–19 ("first", "twelfth"), which the last word of a cardinal becomes.
    let ordinalUnits: [String]
    let hundred, oClock, oh, half, halves, quarter, quarters, over, andAHalf, dayArticle, dayOf: String
    /// The nouns of a duration's hours, minutes and seconds.
    let hourForms, minuteForms, secondForms: PluralForms

    init(_ data: NormalizationData) {
        let grammar = data.grammar
        let list = grammar.list
        (units, tens, scales, ordinalUnits) = (list("units"), list("tens"), list("scales"), list("ordinalUnits"))
        let word = grammar.word
        (hundred, oClock, oh, andAHalf) = (word("hundred"), word("oClock"), word("oh"), word("andAHalf"))
        (half, halves, quarter, quarters, over) = (word("half"), word("halves"), word("quarter"), word("quarters"), word("over"))
        (dayArticle, dayOf) = (word("dayArticle"), word("dayOf"))
        (hourForms, minuteForms, secondForms) = (data.unitNouns("hour"), data.unitNouns("minute"), data.unitNouns("second"))
    }

    /// 0–999 in words ("nine hundred ninety nine"), without "and".
    func spelledBelow1000(_ n: Int) -> String {
        let h = n / 100, r = n % 100
        if h == 0 { return spelledBelow100(r) }
        return r == 0 ? units[h] + " " + hundred : units[h] + " " + hundred + " " + spelledBelow100(r)
    }

    private func spelledBelow100(_ n: Int) -> String {
        if n < 20 { return units[n] }
        // "thirty nine", not "thirty-nine": espeak-ng 1.51 reduces vowels in hyphenated compounds.
        return n % 10 == 0 ? tens[n / 10] : tens[n / 10] + " " + units[n % 10]
    }

    /// "twenty-one" → "twenty-first", "one hundred" → "one hundredth": the last word's ordinal
    /// from the table, a tens word's "y" as "ieth", "th" after any other.
    func ordinal(ofCardinal cardinal: String) -> String {
        var head = Substring(cardinal)
        var last = Substring(cardinal)
        if let cut = cardinal.lastIndex(where: { $0 == " " || $0 == "-" }) {
            head = cardinal[...cut]
            last = cardinal[cardinal.index(after: cut)...]
        } else {
            head = ""
        }
        let lastWord = String(last)
        if let i = units.firstIndex(of: lastWord) { return head + ordinalUnits[i] }
        if lastWord.hasSuffix("y") { return head + lastWord.dropLast() + "ieth" }
        return head + lastWord + "th"
    }
}
