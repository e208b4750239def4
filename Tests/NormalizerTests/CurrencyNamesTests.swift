import Foundation
@testable import Normalizer
import Testing

/// The currencies' symbols and names are read from one open bundle of ICU's currency data
/// instead of a `ucurr_getName` or `ucurr_getPluralName` call each (which opens the bundle every
/// time); they must be what those calls give, fallbacks included.
@Suite("Currency names from one bundle")
struct CurrencyNamesTests {
    /// Every common currency in every locale ICU has: its symbol and its names for the plural
    /// keywords the normalizer reads (a keyword the locale lacks falls back to "other", a
    /// currency without plural names to its display name), nil where ICU has only the code.
    @Test func namesAreWhatICUsCurrencyCallsGive() {
        var checked = 0
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let names = ICU.CurrencyNames(locale: identifier)
            for (code, _) in CLDRLocaleData.commonCurrencies + [("XAU", []), ("ZZZ", [])] {
                let symbol = names?.symbol(code)
                let expected = ICU.currencySymbol(code, locale: identifier)
                if symbol != expected { differing.append("\(identifier) \(code) symbol: \(symbol ?? "nil") ≠ \(expected ?? "nil")") }
                for keyword in ["one", "two", "few", "many", "other"] {
                    let name = names?.name(code, plural: keyword)
                    let expected = ICU.currencyName(code, locale: identifier, plural: keyword)
                    if name != expected { differing.append("\(identifier) \(code) \(keyword): \(name ?? "nil") ≠ \(expected ?? "nil")") }
                }
                checked += 1
            }
        }
        #expect(checked > 30_000)
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(20))")
    }

    @Test func germanNamesAndSymbols() throws {
        let names = try #require(ICU.CurrencyNames(locale: "de_DE"))
        #expect(names.symbol("EUR") == "€")
        #expect(names.name("EUR", plural: "other") == "Euro")
        #expect(names.name("USD", plural: "one") == "US-Dollar")
        #expect(names.symbol("ZZZ") == nil)
    }
}
