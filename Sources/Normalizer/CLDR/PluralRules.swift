import Synchronization

/// CLDR's plural rules for one locale, opened once (on the first value asked) and remembered per
/// value.
final class PluralRules: Sendable {
    private let locale: String
    /// `rules` is nil until the first value is asked, `.some(nil)` when ICU has none for the locale.
    private let state = Mutex<(rules: ICU.PluralRules??, memo: [Double: String])>((nil, [:]))
    init(locale: String) { self.locale = locale }

    func keyword(_ value: Double) -> String {
        state.withLock { state in
            if let known = state.memo[value] { return known }
            if state.rules == nil { state.rules = .some(ICU.PluralRules(locale: locale)) }
            let keyword = state.rules??.keyword(value) ?? "other"
            if state.memo.count > 10_000 { state.memo.removeAll(keepingCapacity: true) }
            state.memo[value] = keyword
            return keyword
        }
    }
}
