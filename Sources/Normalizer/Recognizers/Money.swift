import VoiceProfiles

/// Currencies before and after an amount: symbols, codes, a sign before the symbol.
struct MoneyRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// A minus written before a currency symbol and its amount ("-$50.00", "−€5", "-Rp 50.000"):
    /// the amount is negative, as "$-50.00" is. Nil unless a sign, a prefix and a digit follow.
    func negativeMoney(at start: Int) -> (CurrencyName, Int)? {
        guard let sign = at(start), sign == "-" || sign == "\u{2212}", let (currency, amountStart) = currencyPrefix(at: start + 1),
              isDigit(skipSpaces(amountStart)) else { return nil }
        return (currency, amountStart)
    }

    func currencyPrefix(at start: Int) -> (CurrencyName, Int)? {
        guard let first = at(start), !first.isASCIIDigit, !first.isSpaceLike else { return nil }
        guard let (currency, end) = longestMatch(at: start, in: lexicon.currencyPrefixes, folded: true)
            ?? longestMatch(at: start, in: lexicon.letterCurrencyPrefixes, folded: false) ?? codeBeforePrice(at: start) else { return nil }
        var amountStart = end
        while at(amountStart) == " " || at(amountStart) == "\u{A0}" { amountStart += 1 }
        if isDigit(amountStart) || (at(amountStart) == "-" && isDigit(amountStart + 1)) || (at(amountStart) == "." && isDigit(amountStart + 1)) { return (currency, amountStart) }
        return nil
    }

    /// A unit written exactly as the text has it beats a currency whose form matched only in
    /// another case: "0 ft" is feet, "Ft" forint.
    func unitOutranks(_ currency: CurrencyName, at start: Int, end: Int) -> Bool {
        guard let (_, unitEnd) = longestMatch(at: start, in: lexicon.unitsExact, folded: false), unitEnd >= end else { return false }
        return !currency.written.contains(string(start, end))
    }

    /// Whether an amount's currency or a unit other than a time unit is written at `index` (after
    /// spaces): what makes "12.50 €" an amount rather than ten to one.
    func followsCurrencyOrUnit(_ index: Int) -> Bool {
        if longestMatch(at: index, in: lexicon.currencySuffixes, folded: true) != nil || currencyCode(at: index) != nil { return true }
        guard let (unit, _) = recognizers.units.unitAt(index, spaced: index > 0 && at(index - 1) == " ") else { return false }
        return !["hour", "minute", "second"].contains(unit.id)
    }

    /// Three capital letters ending a word at `index` that are an ISO currency code CLDR names ("HRK").
    func currencyCode(at index: Int) -> CurrencyName? {
        guard let codes = lexicon.currencyCodes, let first = at(index), first.isASCII, first.properties.isUppercase,
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
        var priceEnd = ahead
        while isDigit(priceEnd) || ((at(priceEnd) == "." || at(priceEnd) == ",") && isDigit(priceEnd + 1)) { priceEnd += 1 }
        guard priceEnd - ahead >= 4, isDigit(priceEnd - 1), isDigit(priceEnd - 2), let mark = at(priceEnd - 3), mark == "." || mark == ",", !isLetter(priceEnd) else { return nil }
        return (currency, index + 3)
    }
}
