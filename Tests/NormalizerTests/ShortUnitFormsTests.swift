import Foundation
@testable import Normalizer
import Testing

/// The units' short forms are read from CLDR's patterns instead of an ICU formatter per unit;
/// the scanner indexes what they write, so they must be the formatter's output to the byte.
@Suite("Short unit forms from CLDR's patterns")
struct ShortUnitFormsTests {
    /// Every table unit in every locale ICU has (over a thousand, with their plural keywords for
    /// 2: "two" in Arabic, "few" in Polish) as the formatter writes it, nil where it has none.
    @Test func patternsWriteWhatTheFormatterWrites() {
        var checked = 0
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let forms = ShortUnitForms(tag: identifier)
            for unit in CLDRLocaleData.commonUnits {
                let read = forms.ofTwo(unit.icu)
                let formatted = ShortUnitForms.formatted(unit.icu, tag: identifier)
                if read != formatted { differing.append("\(identifier) \(unit.icu): \(read ?? "nil") ≠ \(formatted ?? "nil")") }
                checked += 1
            }
        }
        #expect(checked > 40_000)
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    /// The pattern is the one for 2's plural category where the locale has one (Polish "few":
    /// "2 dni", where "other" writes "dnia"), and a unit ICU does not know has none.
    @Test func theNumbersPluralPicksThePattern() {
        #expect(ShortUnitForms(tag: "pl_PL").ofTwo("duration-day") == "2 dni")
        #expect(ShortUnitForms(tag: "de_DE").ofTwo("duration-hour") == "2 Std.")
        #expect(ShortUnitForms(tag: "ja_JP").ofTwo("duration-minute") == "2分")
        #expect(ShortUnitForms(tag: "de_DE").ofTwo("length-furlongish") == nil)
    }
}
