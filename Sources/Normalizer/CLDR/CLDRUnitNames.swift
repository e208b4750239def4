import Foundation
import Synchronization
import VoiceProfiles

/// The names CLDR gives the common units in one locale ("Kilometer", "Kilometern"), read from ICU
/// the first time a text uses each unit. Their written forms are indexed up front (the scanner
/// must know them); their names by plural category are not: each takes one to three ICU
/// formatters, each built from the locale's data, which cost every CLDR language ~4 ms at start
/// for 50 units a text rarely has more than one or two of.
final class CLDRUnitNames: Sendable {
    /// The name a unit carries until it is read: nothing to say. ``named(_:)`` replaces it.
    static let unread = PluralForms(one: "", other: "")

    private let tag: String
    /// Unit id → ICU's unit ("kilometre" → "length-kilometer"), for the units read here.
    private let icuUnits: [String: String]
    private let state = Mutex(State())

    private struct State {
        var names: [String: (name: PluralForms, prefix: Bool?)] = [:]
        /// The locale's plural keyword and plain number ("2", "٢") of each sample, made once.
        var samples: [(value: Double, keyword: String?, number: String?)]?
    }

    /// Samples whose plural category names the forms a language can have.
    private static let pluralSamples: [Double] = [1, 2, 5, 0, 1.5, 21, 11, 100]

    init(tag: String, icuUnits: [String: String]) {
        self.tag = tag
        self.icuUnits = icuUnits
    }

    /// `unit` with its names, read now if this is the first time; any unit not read here (the
    /// profile's own) as it is.
    func named(_ unit: UnitName) -> UnitName {
        guard let icu = icuUnits[unit.id] else { return unit }
        let read = state.withLock { state in
            if let known = state.names[unit.id] { return known }
            // A locale without them (none that ICU knows, `CLDRUnitNamesTests`) says the written form.
            let said = unit.written.first ?? ""
            let read = names(of: icu, samples: &state.samples) ?? (PluralForms(one: said, other: said), nil)
            state.names[unit.id] = read
            return read
        }
        var named = unit
        named.name = read.name
        named.prefix = read.prefix
        return named
    }

    /// The names of the ICU unit `icu` in this locale, nil if ICU has none.
    func names(of icu: String) -> (name: PluralForms, prefix: Bool?)? {
        state.withLock { names(of: icu, samples: &$0.samples) }
    }

    /// The full-width names of `icu` by plural category, as ICU formats a sample of each category
    /// with the number taken out, and whether they come before the number (zh "百分之").
    private func names(of icu: String, samples: inout [(value: Double, keyword: String?, number: String?)]?)
        -> (name: PluralForms, prefix: Bool?)? {
        let samples = samples ?? {
            // Keywords and plain numbers of the samples once: opening an ICU formatter costs far
            // more than formatting with it.
            let plurals = ICU.PluralRules(locale: tag)
            let plain = ICU.NumberSkeleton("", locale: tag)
            let made = Self.pluralSamples.map { (value: $0, keyword: plurals?.keyword($0), number: plain?.format($0)) }
            samples = made
            return made
        }()
        var forms: [String: String] = [:]
        var prefix = false
        let fullName = ICU.NumberSkeleton("measure-unit/\(icu) unit-width-full-name", locale: tag)
        for sample in samples {
            guard let keyword = sample.keyword, forms[keyword] == nil,
                  let formatted = fullName?.format(sample.value), let number = sample.number,
                  let range = formatted.range(of: number) else { continue }
            prefix = range.lowerBound != formatted.startIndex && range.upperBound == formatted.endIndex
            // A slash in a name (tr "mil/saat", ar "كيلو واط/ساعة") would reach the engine as a
            // sign to say: the two words are said as one name.
            let name = formatted.replacingCharacters(in: range, with: "").replacingOccurrences(of: "/", with: " ")
                .trimmingCharacters(in: CLDRLocaleData.spaces)
            if !name.isEmpty { forms[keyword] = name }
        }
        guard let other = forms["other"] ?? forms.values.first else { return nil }
        return (PluralForms(one: forms["one"] ?? other, few: forms["few"], many: forms["many"], other: other), prefix ? true : nil)
    }
}
