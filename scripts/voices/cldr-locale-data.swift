// Prints, for each locale tag given, the CLDR data ICU holds for it (through Foundation) as one JSON
// object per line: decimal and group marks, hour cycle, numeric date order, a.m./p.m. words, month
// names, currency names by plural category, and the spell-out words for "minus" and the decimal
// point. The voice profiles' `normalization:` sections were started from this output and then
// reviewed by hand; the committed YAML, not this script, is the source of truth.
//
//   swiftc -O scripts/voices/cldr-locale-data.swift -o /tmp/cldr && /tmp/cldr de-DE ja-JP
import Foundation

let currencies = ["USD", "EUR", "GBP", "JPY", "CNY", "KRW", "INR", "RUB", "BRL", "MXN", "CHF", "SEK", "PLN", "TRY",
                  "SAR", "AED", "ILS", "THB", "TWD", "HKD", "CAD", "AUD", "NOK", "DKK", "CZK", "HUF", "RON", "UAH",
                  "IDR", "MYR", "VND", "BGN", "EGP", "ARS", "COP", "CLP"]

/// Sample numbers for CLDR's plural categories: 1 is "one" nearly everywhere, 2 "few" in the
/// Slavic languages, 5 "many" there, 100 "other"; the forms that differ from "other" are kept.
let samples: [(category: String, value: Int)] = [("one", 1), ("few", 2), ("many", 5), ("other", 100)]

func stripNumber(_ text: String, _ number: String) -> String {
    text.replacingOccurrences(of: number, with: "")
        .trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{a0}\u{202f}\u{200f}\u{200e}\u{061c}")))
}

/// A formatted amount without its digits (and the decimals ICU adds to plural currency names).
func stripDigits(_ text: String) -> String {
    text.replacingOccurrences(of: "[0-9\u{660}-\u{669}\u{6f0}-\u{6f9}]+([.,\u{a0}\u{202f} \u{66b}\u{66c}][0-9\u{660}-\u{669}\u{6f0}-\u{6f9}]+)*", with: "", options: .regularExpression)
        .trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{a0}\u{202f}\u{200f}\u{200e}\u{061c}")))
}

func spellOut(_ n: Double, _ locale: Locale) -> String {
    let f = NumberFormatter()
    f.locale = locale
    f.numberStyle = .spellOut
    return (f.string(from: NSNumber(value: n)) ?? "").replacingOccurrences(of: "\u{ad}", with: "")
}

func data(_ tag: String) -> [String: Any] {
    let id = tag.replacingOccurrences(of: "-", with: "_")
    let locale = Locale(identifier: id + "@calendar=gregorian;numbers=latn")
    let decimal = NumberFormatter()
    decimal.locale = locale
    decimal.numberStyle = .decimal
    // Quoted literals ("HH 'Uhr'") are not pattern letters.
    let hour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "")
        .replacingOccurrences(of: "'[^']*'", with: "", options: .regularExpression)
    let ymd = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? ""
    let positions = ["y", "M", "d"].map { ymd.firstIndex(of: Character($0)).map { ymd.distance(from: ymd.startIndex, to: $0) } ?? 99 }
    let order = zip(["y", "m", "d"], positions).sorted { $0.1 < $1.1 }.map(\.0).joined()
    let dates = DateFormatter()
    dates.locale = locale
    var out: [String: Any] = [
        "tag": tag,
        "decimalMark": decimal.decimalSeparator ?? ".",
        "groupMark": decimal.groupingSeparator ?? ",",
        "twelveHourClock": hour.contains("h") || hour.contains("K"),
        "dateOrder": order,
        "am": dates.amSymbol, "pm": dates.pmSymbol,
        "months": dates.standaloneMonthSymbols ?? [],
        "monthsFormat": dates.monthSymbols ?? [],
        "shortMonths": dates.shortStandaloneMonthSymbols ?? [],
        "minus": stripNumber(spellOut(-7, locale), spellOut(7, locale)),
        "point": stripNumber(stripNumber(spellOut(7.5, locale), spellOut(7, locale)), spellOut(5, locale)),
    ]
    var names: [[String: Any]] = []
    for code in currencies {
        let withCurrency = Locale(identifier: id + "@currency=\(code);numbers=latn")
        let symbolic = NumberFormatter()
        symbolic.locale = withCurrency
        symbolic.numberStyle = .currency
        var forms: [String: String] = [:]
        for sample in samples {
            // Whole amounts: a written "1,00" would take the fraction's plural form (de "1,00 Euro" is "other").
            let written = sample.value.formatted(.currency(code: code).presentation(.fullName)
                .precision(.fractionLength(0)).locale(Locale(identifier: id)))
            forms[sample.category] = stripNumber(stripDigits(written), "")
        }
        let sample = symbolic.string(from: 1) ?? ""
        names.append(["code": code, "forms": forms, "symbol": symbolic.currencySymbol ?? code,
                      "symbolFirst": !(sample.first?.isNumber ?? true)])
    }
    out["currencies"] = names
    return out
}

for tag in CommandLine.arguments.dropFirst() {
    let json = try JSONSerialization.data(withJSONObject: data(tag), options: [.sortedKeys])
    print(String(decoding: json, as: UTF8.self))
}
