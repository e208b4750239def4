import VoiceProfiles

/// Ordinal numerals in every case for the Slavic languages whose CLDR data has none (pl, cs, sk,
/// uk) or only the nominative (hr), offered beside ICU's rule sets under the names ICU gives
/// Russian's ("%spellout-ordinal-masculine-genitive"), so profiles pick them by role as they pick
/// ICU's. Dates need them: the day of a date is an ordinal in the genitive in Polish, Czech,
/// Slovak and Croatian ("pierwszego maja", "dvacátého čtvrtého listopadu"), and the year of a
/// Polish, Ukrainian or Croatian date is one too ("dwa tysiące dwudziestego szóstego roku").
///
/// An ordinal is a stem (one for each of 1–19, the whole tens, hundreds and thousands) and an
/// adjective ending for its gender and case: the profile's tables (`ordinals: {family: slavic}`,
/// `OrdinalGrammar`). What comes before the last non-zero part is the cardinal ("dwa tysiące"
/// dwudziesty szósty); where the tens are ordinal the tens before a unit are one too
/// ("dwudziesty czwarty"), otherwise only the last word is ("двадцять четвертий").
struct SlavicOrdinals: Sendable {
    enum Case: Int, CaseIterable, Sendable { case nominative, genitive, dative, accusative, instrumental, locative }

    /// An adjective declension: for each gender and the plural, the endings of the six cases in `Case` order.
    struct Declension: Sendable {
        let endings: [String: [String]]
        init(_ table: [String: String]) {
            endings = table.mapValues { $0.split(separator: " ").map(String.init) }
        }
    }

    let grammar: OrdinalGrammar
    private let hard: Declension, soft: Declension, velar: Declension
    /// The rule sets these ordinals add: every gender and case ICU lacks for the locale.
    let ruleSets: [String]
    private let forms: [String: (gender: String, grammaticalCase: Case)]

    /// The ordinals of the profile's `grammar`, nil where ICU has them all. The grammar has been
    /// checked as it was decoded (its stem tables have their sizes, its declensions every ending).
    init?(grammar: OrdinalGrammar, icuRuleSets: [String]) {
        // Stems from ICU need ICU's nominative masculine ordinals.
        if grammar.belowTwenty.isEmpty, !icuRuleSets.contains("%spellout-ordinal-masculine") { return nil }
        self.grammar = grammar
        hard = Declension(grammar.declensions["hard"] ?? [:])
        soft = Declension(grammar.declensions["soft"] ?? [:])
        velar = grammar.declensions["velar"].map(Declension.init) ?? hard
        var forms: [String: (String, Case)] = [:]
        for gender in OrdinalGrammar.genders {
            for grammaticalCase in Case.allCases {
                let name = Self.ruleSetName(gender: gender, grammaticalCase)
                if !icuRuleSets.contains(name) { forms[name] = (gender, grammaticalCase) }
            }
        }
        self.forms = forms
        ruleSets = forms.keys.sorted()
        if ruleSets.isEmpty { return nil }
    }

    /// ICU's name for a form ("%spellout-ordinal-feminine", "%spellout-ordinal-masculine-genitive").
    static func ruleSetName(gender: String, _ grammaticalCase: Case) -> String {
        "%spellout-ordinal-\(gender)" + (grammaticalCase == .nominative ? "" : "-\(grammaticalCase)")
    }

    func generates(_ ruleSet: String) -> Bool { forms[ruleSet] != nil }

    /// `number` (ASCII digits) as the ordinal of `ruleSet`; `spelled` says a number in an ICU
    /// rule set (the cardinal head, and for hr the nominative the stem comes from).
    func words(_ number: String, ruleSet: String, spelled: (String, String) -> String?) -> String? {
        guard let (gender, grammaticalCase) = forms[ruleSet], let value = Int(number), value >= 0 else { return nil }
        func cardinal(_ n: Int) -> String { n == 0 ? "" : spelled(String(n), "%spellout-numbering") ?? String(n) }
        // Zero has no ordinal: its cardinal ("0:15" on a Polish clock: zero piętnaście).
        if value == 0 { return spelled("0", "%spellout-numbering") }
        if grammar.belowTwenty.isEmpty {
            // hr: ICU's nominative masculine ("dvadeset četvrti"), its last word's ending replaced.
            guard let nominative = spelled(number, "%spellout-ordinal-masculine"), nominative.hasSuffix("i") else { return nil }
            return declined(String(nominative.dropLast()), gender, grammaticalCase)
        }
        let lastTwo = value % 100
        var head = value
        var stems: [String] = []
        if lastTwo >= 20, lastTwo % 10 != 0 {
            stems = grammar.tensAreOrdinal ? [grammar.tens[lastTwo / 10], grammar.belowTwenty[lastTwo % 10]] : [grammar.belowTwenty[lastTwo % 10]]
            head -= grammar.tensAreOrdinal ? lastTwo : lastTwo % 10
        } else if lastTwo >= 20 {
            stems = [grammar.tens[lastTwo / 10]]
            head -= lastTwo
        } else if lastTwo > 0 {
            stems = [grammar.belowTwenty[lastTwo]]
            head -= lastTwo
        } else if value % 1000 != 0 {
            stems = [grammar.hundreds[(value % 1000) / 100]]
            head -= value % 1000
        } else if value < 10_000 {
            stems = [grammar.thousands[value / 1000]]
            head = 0
        } else {
            // Whole tens of thousands and more ("dwudziestotysięczny") are left to the cardinal.
            return cardinal(value)
        }
        let ordinal = stems.map { declined($0, gender, grammaticalCase) }.joined(separator: " ")
        return head > 0 ? cardinal(head) + " " + ordinal : ordinal
    }

    /// A stem with its ending ("dwudziest" + "ego").
    private func declined(_ stem: String, _ gender: String, _ grammaticalCase: Case) -> String {
        let isSoft = grammar.softStems.contains(stem) || grammar.softStemEndings.contains { stem.hasSuffix($0) }
        let declension = grammar.velarStems.contains(stem) ? velar : isSoft ? soft : hard
        guard let ending = declension.endings[gender]?[grammaticalCase.rawValue] else { return stem }
        return stem + (grammar.rhythmicLaw && Self.endsLong(stem) ? Self.shortened(ending) : ending)
    }

    /// Whether a Slovak stem's last syllable is long: a long vowel or a diphthong (ia, ie, iu, ô).
    static func endsLong(_ stem: String) -> Bool {
        let vowels: Set<Character> = ["a", "á", "ä", "e", "é", "i", "í", "o", "ó", "ô", "u", "ú", "y", "ý"]
        let letters = Array(stem)
        guard let last = letters.lastIndex(where: { vowels.contains($0) }) else { return false }
        if "áéíóôúý".contains(letters[last]) { return true }
        return last > 0 && letters[last - 1] == "i" && "aeu".contains(letters[last])
    }

    /// An ending's first vowel made short ("ého" → "eho", "ia" → "a", "ých" → "ych").
    static func shortened(_ ending: String) -> String {
        for (long, short) in [("ia", "a"), ("ie", "e"), ("iu", "u"), ("á", "a"), ("é", "e"), ("í", "i"), ("ú", "u"), ("ý", "y")]
        where ending.hasPrefix(long) {
            return short + ending.dropFirst(long.count)
        }
        return ending
    }
}
