import VoiceProfiles

/// Currencies before and after an amount: symbols, codes, a sign before the symbol.
struct MoneyRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// A minus written before a currency symbol and its amount ("-$50.00", "−€5", "-Rp 50.000"):
    /// the amount is negative, as "$-50.00" is. Nil unless a sign, a prefix and a digit follow.
    func negativeMoney(at k: Int) -> (CurrencyName, Int)? {
        guard let c = at(k), c == "-" || c == "\u{2212}", let (currency, j) = currencyPrefix(at: k + 1),
              isDigit(skipSpaces(j)) else { return nil }
        return (currency, j)
    }

    func currencyPrefix(at k: Int) -> (CurrencyName, Int)? {
        guard let c = at(k), !c.isASCIIDigit, !c.isSpaceLike else { return nil }
        guard let (currency, end) = longestMatch(at: k, in: lexicon.currencyPrefixes, folded: true)
            ?? longestMatch(at: k, in: lexicon.letterCurrencyPrefixes, folded: false) ?? codeBeforePrice(at: k) else { return nil }
        var j = end
        while at(j) == " " || at(j) == "\u{A0}" { j += 1 }
        if isDigit(j) || (at(j) == "-" && isDigit(j + 1)) || (at(j) == "." && isDigit(j + 1)) { return (currency, j) }
        return nil
    }

    /// A unit written exactly as the text has it beats a currency whose form matched only in
    /// another case: "0 ft" is feet, "Ft" forint.
    func unitOutranks(_ currency: CurrencyName, at j: Int, end e: Int) -> Bool {
        guard let (_, unitEnd) = longestMatch(at: j, in: lexicon.unitsExact, folded: false), unitEnd >= e else { return false }
        return !currency.written.contains(string(j, e))
    }

    /// Whether an amount's currency or a unit other than a time unit is written at `k` (after
    /// spaces): what makes "12.50 €" an amount rather than ten to one.
    func followsCurrencyOrUnit(_ k: Int) -> Bool {
        if longestMatch(at: k, in: lexicon.currencySuffixes, folded: true) != nil || currencyCode(at: k) != nil { return true }
        guard let (unit, _) = recognizers.units.unitAt(k, spaced: k > 0 && at(k - 1) == " ") else { return false }
        return !["hour", "minute", "second"].contains(unit.id)
    }

    /// Three capital letters ending a word at `index` that are an ISO currency code CLDR names ("HRK").
    func currencyCode(at index: Int) -> CurrencyName? {
        guard let codes = lexicon.currencyCodes, let c = at(index), c.isASCII, c.properties.isUppercase,
              !isLetter(index + 3), (index..<(index + 3)).allSatisfy({ at($0).map { $0.isASCII && $0.properties.isUppercase } ?? false })
        else { return nil }
        return codes.currency(string(index, index + 3))
    }

    /// Any other ISO code before an amount written as a price, with two decimals ("HRK 88.50",
    /// "ZAR 1,299.00"): only a price proves the letters a currency ("TOP 10" is no Tongan paʻanga).
    func codeBeforePrice(at index: Int) -> (CurrencyName, Int)? {
        guard let currency = currencyCode(at: index) else { return nil }
        var ahead = index + 3
        if at(ahead) == " " || at(ahead) == "\u{A0}" { ahead += 1 }
        guard isDigit(ahead) else { return nil }
        var e = ahead
        while isDigit(e) || ((at(e) == "." || at(e) == ",") && isDigit(e + 1)) { e += 1 }
        guard e - ahead >= 4, isDigit(e - 1), isDigit(e - 2), let mark = at(e - 3), mark == "." || mark == ",", !isLetter(e) else { return nil }
        return (currency, index + 3)
    }
}
