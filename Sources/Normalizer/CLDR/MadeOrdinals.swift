/// Ordinal rule sets made here beside ICU's for a language whose CLDR data lacks them (the Slavic
/// cases, Romanian), under ICU's names so profiles pick them by role as they pick ICU's.
protocol MadeOrdinals: Sendable {
    /// The rule sets made, sorted.
    var ruleSets: [String] { get }
    func generates(_ ruleSet: String) -> Bool
    /// `number` (ASCII digits) as the ordinal of `ruleSet`; `spelled` says a number in an ICU rule
    /// set (the cardinal the ordinal is made from).
    func words(_ number: String, ruleSet: String, spelled: (String, String) -> String?) -> String?
}

extension SlavicOrdinals: MadeOrdinals {}
