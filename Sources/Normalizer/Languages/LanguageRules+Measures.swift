import VoiceProfiles

/// How a language says a number with its noun: a unit ("5 km"), a scale word ("2.5 million"),
/// in agreement with the number.
protocol MeasureRules: CardinalRules {
    func measure(_ number: Numeral, unit: UnitName, scale: String?) -> String
    /// The plural form of a noun after a scale word ("2,5 million dollars"; ru "тысячи рублей",
    /// the genitive plural).
    var categoryAfterScale: PluralCategory { get }
}

extension MeasureRules {
    /// The profile's `words.categoryAfterScale` ("many": pl "10 tys. zł" dziesięć tysięcy złotych,
    /// the genitive plural, where CLDR's other is the genitive singular of decimals), else other.
    var categoryAfterScale: PluralCategory { word("categoryAfterScale") == "many" ? .many : .other }

    func measure(_ number: Numeral, unit: UnitName, scale: String?) -> String {
        var words = SpokenWords(separator: separator)
        if unit.prefix == true {
            if number.negative { words.add(word("minus")) }
            var positive = number
            positive.negative = false
            words.add(noun(unit.name, .other))
            appendNumber(positive, gender: unit.gender ?? .masculine, to: &words)
            words.add(scale ?? "")
        } else {
            appendQuantity(number, forms: unit.name, gender: unit.gender ?? .masculine, scale: scale, to: &words)
        }
        return words.string
    }

    /// Number, scale word, noun in agreement: "two point five million dollars", "um milhão de reais".
    func appendQuantity(_ number: Numeral, forms: PluralForms, gender: GrammaticalGender, scale: String?,
                        to words: inout SpokenWords) {
        // A leading zero before a unit is padding ("05p", "03s"), not a code.
        var number = number
        if number.hasLeadingZero { number.integer = Array(number.significant) }
        if number.fraction != nil {
            words.add(decimal(number, beforeNoun: gender, scaleFollows: scale != nil))
        } else if scale == nil, number.isInteger, !number.negative, countsInNoun(plural(number), forms) {
            words.add(noun(forms, plural(number)))
            return
        } else {
            // Before a scale word the number counts the scale ("két millió", ro "două milioane":
            // `words.scaleGender`), else the noun.
            // A noun the profile lists in `words.countingFormBefore` ("|" apart) takes the counting
            // form: ro "unu la sută", where "la sută" is no noun.
            let counting = scale == nil && word("countingFormBefore").split(separator: "|").contains { $0 == forms.other }
            let scaleGender = scale == nil ? gender : GrammaticalGender(rawValue: word("scaleGender")) ?? gender
            appendNumber(number, gender: scaleGender, beforeNoun: !counting, to: &words)
        }
        // After a scale word: the profile's "ofLarge" word links the noun (es "de euros"), and
        // its "ofLargeElided" form is written onto a noun that begins with a vowel (fr "d'euros").
        let link = word("ofLarge")
        let ofLarge = forms.ofLarge ?? (link.isEmpty ? nil : linked(link, noun(forms, .other)))
        if let scale {
            if joinsNumberWords { words.append(scale) } else { words.add(scale) }
            words.add(ofLarge ?? noun(forms, categoryAfterScale))
        } else if let ofLarge, number.isInteger, isRoundMillion(number) {
            words.add(ofLarge)
        } else {
            words.add(noun(forms, plural(number)))
        }
    }

    /// The profile's link word before a noun, elided onto it where the profile writes an elided
    /// form and the noun begins with a vowel.
    func linked(_ link: String, _ noun: String) -> String {
        let elided = word("ofLargeElided")
        guard !elided.isEmpty, let first = noun.unicodeScalars.first,
              "aeiouyàâäéèêëîïôöùûüœæ".unicodeScalars.contains(first.properties.lowercaseMapping.unicodeScalars.first ?? first)
        else { return link + separator + noun }
        return elided + noun
    }

    /// A scale's word after `number`, in the form its plural category takes where the profile
    /// gives forms (ru "пять тысяч", "две тысячи"; ar "ثلاثة آلاف", "أحد عشر ألفًا").
    func scaleWord(_ scale: ScaleName, after number: Numeral) -> String {
        scale.name.map { noun($0, plural(number)) } ?? scale.spoken
    }

    /// A whole number and its noun; only the noun where its form says the count (ar دولاران).
    func appendCounted(_ number: Numeral, forms: PluralForms, gender: GrammaticalGender, to words: inout SpokenWords) {
        let category = plural(number)
        if !countsInNoun(category, forms) { appendCount(number.significant, gender: gender, to: &words) }
        words.add(noun(forms, category))
    }

    /// Whether the noun's form for `category` says the count by itself (profile `countInNoun`;
    /// "two" only for nouns that have a form for it).
    func countsInNoun(_ category: PluralCategory, _ forms: PluralForms) -> Bool {
        let names = locale.data.countInNoun
        guard !names.isEmpty else { return false }
        switch category {
        case .one: return names.contains("one")
        case .two: return forms.two != nil && names.contains("two")
        default: return false
        }
    }

    func isRoundMillion(_ n: Numeral) -> Bool {
        let s = n.significant
        return s.count >= 7 && s.suffix(6).allSatisfy { $0 == 0 }
    }

    func unit(_ id: String) -> UnitName? { locale.data.units.first { $0.id == id }.map(locale.named) }
}
