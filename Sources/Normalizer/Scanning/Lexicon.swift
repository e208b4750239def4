import VoiceProfiles

/// The profile's locale data indexed for the scanner: written form → meaning. Built once per
/// ``TextNormalizer`` so scanning only does dictionary look-ups.
struct Lexicon: Sendable {
    var currencyPrefixes: [String: CurrencyName] = [:]
    var currencySuffixes: [String: CurrencyName] = [:]
    var unitsExact: [String: UnitName] = [:]
    var unitsFolded: [String: UnitName] = [:]
    var scales: [String: ScaleName] = [:]
    var months: [String: Int] = [:]
    var symbols: [String: SymbolName] = [:]
    var abbreviations: [String: String] = [:]
    var ordinalWords: Set<String> = []
    var romanWords: Set<String> = []
    var durationWords: Set<String> = []
    var longestWritten = 1
    var longestSymbol = 1

    init(_ data: NormalizationData) {
        for currency in data.currencies {
            for form in currency.written {
                let folded = form.lowercased()
                currencySuffixes[folded] = currency
                // Symbols and upper-case codes may stand before the amount ("R$ 10", "USD 5").
                let isWord = form.unicodeScalars.allSatisfy { $0.isWordLetter }
                if !isWord || (form.count == 3 && form == form.uppercased()) { currencyPrefixes[folded] = currency }
                longestWritten = max(longestWritten, form.unicodeScalars.count)
            }
        }
        for unit in data.units {
            for form in unit.written {
                unitsExact[form] = unit
                if unitsFolded[form.lowercased()] == nil { unitsFolded[form.lowercased()] = unit }
                longestWritten = max(longestWritten, form.unicodeScalars.count)
            }
        }
        // An exact form of one unit beats a case-folded form of another ("M" million vs "m" metre).
        for unit in data.units { for form in unit.written where form == form.lowercased() { unitsFolded[form] = unit } }
        for scale in data.scales {
            for form in scale.written {
                scales[form] = scale
                longestWritten = max(longestWritten, form.unicodeScalars.count)
            }
        }
        for (index, month) in data.months.enumerated() {
            for form in month.written { months[form.lowercased()] = index + 1 }
        }
        for symbol in data.symbols {
            symbols[symbol.symbol] = symbol
            longestSymbol = max(longestSymbol, symbol.symbol.unicodeScalars.count)
        }
        abbreviations = data.abbreviations
        ordinalWords = Set(data.ordinalWords.map { $0.lowercased() })
        romanWords = Set(data.romanNumeralWords.map { $0.lowercased() })
        durationWords = Set(data.durationWords.map { $0.lowercased() })
    }
}
