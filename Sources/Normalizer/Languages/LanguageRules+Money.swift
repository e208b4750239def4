import VoiceProfiles

/// How a language says an amount of money: the major unit, the minor unit with its link word,
/// a currency written onto its number.
protocol MoneyRules: MeasureRules {
    func money(_ amount: Numeral, currency: CurrencyName, scale: String?) -> String
}

extension MoneyRules {
    /// Amounts with two decimals are read with the minor unit; other decimals as a decimal number.
    func money(_ amount: Numeral, currency: CurrencyName, scale: String?) -> String {
        var words = SpokenWords(separator: separator)
        if amount.negative { words.add(word("minus")) }
        var positive = amount
        positive.negative = false
        let trimmed = positive.trimmedFraction
        if scale == nil, let minor = currency.minor, positive.fraction != nil, trimmed.count <= 2 {
            let cents = Numeral(integer: trimmed.count == 1 ? [trimmed[0], 0] : (trimmed.isEmpty ? [0] : trimmed))
            let whole = Numeral(integer: positive.integer.isEmpty ? [0] : positive.integer)
            if !whole.isZero || cents.isZero {
                appendCounted(whole, forms: currency.name, gender: currency.gender ?? .masculine, to: &words)
            }
            if cents.isZero { return words.string }
            var minorWords = SpokenWords(separator: separator)
            appendCounted(cents, forms: minor, gender: currency.minorGender ?? .masculine, to: &minorWords)
            if !whole.isZero, locale.data.joinsAnd {
                words.add(word("moneyAnd") + minorWords.string)
            } else {
                if !whole.isZero { words.add(word("moneyAnd")) }
                words.add(minorWords.string)
            }
            return words.string
        }
        if positive.fraction != nil, trimmed.isEmpty { positive.fraction = nil }
        // Zeros past the cents say nothing ("$2,2010" is two point two zero one dollars).
        if scale == nil, var fraction = positive.fraction, fraction.count > 2 {
            while fraction.count > 2, fraction.last == 0 { fraction.removeLast() }
            positive.fraction = fraction
        }
        if currency.attached == true {
            // One word with its number (ko "이천원"): the number, the scale, the name, no separator.
            appendNumber(positive, gender: currency.gender ?? .masculine, beforeNoun: scale == nil, to: &words)
            words.append(scale ?? "")
            words.append(noun(currency.name, scale == nil ? plural(positive) : .other))
            return words.string
        }
        appendQuantity(positive, forms: currency.name, gender: currency.gender ?? .masculine, scale: scale, to: &words)
        return words.string
    }
}
