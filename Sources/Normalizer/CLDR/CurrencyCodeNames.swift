import Foundation
import Synchronization
import VoiceProfiles

/// Any ISO 4217 code written in capitals after an amount ("88.5 million HRK", "12,50 ZAR"), named
/// as CLDR names that currency in the profile's locale, with its plural forms ("Croatian kunas",
/// it "kune croate"), where the profile and CLDR's common list do not write it. A letter-by-letter
/// "H R K" is what nobody says. Names are read from ICU the first time a text uses a code; the
/// minor unit is the profile's for that code (`minorUnits`), if any.
final class CurrencyCodeNames: Sendable {
    private let tag: String
    private let minorUnits: [String: PluralForms]
    private let minorGenders: [String: GrammaticalGender]
    private let names = Mutex<[String: CurrencyName?]>([:])

    /// Codes that are no currency a price is written in: ISO's "no currency" and testing codes.
    private static let excluded: Set<String> = ["XXX", "XTS"]
    /// The ISO 4217 codes Foundation knows (current and historic: "HRK" is still written).
    private static let known: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    init(tag: String, data: NormalizationData) {
        self.tag = tag.replacingOccurrences(of: "-", with: "_")
        minorUnits = data.minorUnits
        minorGenders = data.minorUnitGenders
    }

    /// The currency written as `code` (three capital letters), nil if it is no ISO code or ICU has
    /// no name for it in this locale (it would answer with the code).
    func currency(_ code: String) -> CurrencyName? {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
              !Self.excluded.contains(code), Self.known.contains(code) else { return nil }
        return names.withLock { names in
            if let known = names[code] { return known }
            let named = read(code)
            names[code] = named
            return named
        }
    }

    private func read(_ code: String) -> CurrencyName? {
        guard let other = ICU.currencyName(code, locale: tag, plural: "other"), other != code else { return nil }
        func name(_ keyword: String) -> String? {
            ICU.currencyName(code, locale: tag, plural: keyword).flatMap { $0 == code ? nil : $0 }
        }
        var currency = CurrencyName(code: code, written: [code],
                                    name: PluralForms(one: name("one") ?? other, few: name("few"), many: name("many"), other: other))
        currency.minor = minorUnits[code]
        currency.minorGender = minorGenders[code]
        return currency
    }
}
