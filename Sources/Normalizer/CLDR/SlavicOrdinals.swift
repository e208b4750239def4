/// Ordinal numerals in every case for the Slavic languages whose CLDR data has none (pl, cs, sk,
/// uk) or only the nominative (hr), offered beside ICU's rule sets under the names ICU gives
/// Russian's ("%spellout-ordinal-masculine-genitive"), so profiles pick them by role as they pick
/// ICU's. Dates need them: the day of a date is an ordinal in the genitive in Polish, Czech,
/// Slovak and Croatian ("pierwszego maja", "dvacátého čtvrtého listopadu"), and the year of a
/// Polish, Ukrainian or Croatian date is one too ("dwa tysiące dwudziestego szóstego roku").
///
/// An ordinal is a stem (one for each of 1–19, the whole tens, hundreds and thousands) and an
/// adjective ending for its gender and case. What comes before the last non-zero part is the
/// cardinal ("dwa tysiące" dwudziesty szósty); in pl, cs and sk the tens before a unit are an
/// ordinal too ("dwudziesty czwarty"), in uk and hr only the last word is ("двадцять четвертий").
struct SlavicOrdinals: Sendable {
    enum Case: Int, CaseIterable, Sendable { case nominative, genitive, dative, accusative, instrumental, locative }
    /// The genders, and the plural, whose endings a declension lists.
    static let genders = ["masculine", "feminine", "neuter", "plural"]

    /// An adjective declension: for each of `genders`, the endings of the six cases in `Case` order.
    struct Declension: Sendable {
        let endings: [String: [String]]
        init(_ table: KeyValuePairs<String, String>) {
            endings = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value.split(separator: " ").map(String.init)) })
        }
    }

    /// One language's ordinals.
    struct Grammar: Sendable {
        /// Stems of 1–19 (index 0 unused), of the whole tens (index 2–9), hundreds and thousands
        /// (index 1–9); empty where the stem is ICU's nominative masculine less its ending (hr).
        var belowTwenty: [String] = []
        var tens: [String] = []
        var hundreds: [String] = []
        var thousands: [String] = []
        /// The tens before a unit are an ordinal as well ("dwudziesty czwarty", "dvacátý čtvrtý").
        var tensAreOrdinal = false
        var hard: Declension
        var soft: Declension
        /// A third declension for stems in a velar (pl "drug": "drugi", "drugiego", but "druga").
        var velar: Declension?
        /// Which stems decline soft or velar.
        var isSoft: @Sendable (String) -> Bool
        var isVelar: @Sendable (String) -> Bool = { _ in false }
        /// The Slovak rhythmic law: after a long syllable a long ending is shortened ("piaty",
        /// "dvadsiateho", "tisíci"; but "prvý", "druhého").
        var rhythmicLaw = false
    }

    let grammar: Grammar
    /// The rule sets these ordinals add: every gender and case ICU lacks for the locale.
    let ruleSets: [String]
    private let forms: [String: (gender: String, grammaticalCase: Case)]

    /// The ordinals of `locale`'s language, nil where it has none here or ICU has them all.
    init?(locale: String, icuRuleSets: [String]) {
        let language = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        guard let grammar = Self.grammars[language] else { return nil }
        // Stems from ICU need ICU's nominative masculine ordinals.
        if grammar.belowTwenty.isEmpty, !icuRuleSets.contains("%spellout-ordinal-masculine") { return nil }
        self.grammar = grammar
        var forms: [String: (String, Case)] = [:]
        for gender in Self.genders {
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
        let declension = grammar.isVelar(stem) ? grammar.velar ?? grammar.hard : grammar.isSoft(stem) ? grammar.soft : grammar.hard
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

    // MARK: the grammars

    static let grammars: [String: Grammar] = [
        // Polish (SJP PWN, "liczebniki porządkowe"): "pierwszy", "dwudziesty czwarty", "setny",
        // "dwutysięczny"; "drugi" declines as a velar stem, "trzeci" soft.
        "pl": Grammar(
            belowTwenty: ["", "pierwsz", "drug", "trzec", "czwart", "piąt", "szóst", "siódm", "ósm", "dziewiąt",
                          "dziesiąt", "jedenast", "dwunast", "trzynast", "czternast", "piętnast", "szesnast", "siedemnast",
                          "osiemnast", "dziewiętnast"],
            tens: ["", "", "dwudziest", "trzydziest", "czterdziest", "pięćdziesiąt", "sześćdziesiąt", "siedemdziesiąt",
                   "osiemdziesiąt", "dziewięćdziesiąt"],
            hundreds: ["", "setn", "dwusetn", "trzechsetn", "czterechsetn", "pięćsetn", "sześćsetn", "siedemsetn", "osiemsetn",
                       "dziewięćsetn"],
            thousands: ["", "tysięczn", "dwutysięczn", "trzytysięczn", "czterotysięczn", "pięciotysięczn", "sześciotysięczn",
                        "siedmiotysięczn", "ośmiotysięczn", "dziewięciotysięczn"],
            tensAreOrdinal: true,
            hard: Declension(["masculine": "y ego emu y ym ym", "feminine": "a ej ej ą ą ej", "neuter": "e ego emu e ym ym",
                              "plural": "e ych ym e ymi ych"]),
            soft: Declension(["masculine": "i iego iemu i im im", "feminine": "ia iej iej ią ią iej", "neuter": "ie iego iemu ie im im",
                              "plural": "ie ich im ie imi ich"]),
            velar: Declension(["masculine": "i iego iemu i im im", "feminine": "a iej iej ą ą iej", "neuter": "ie iego iemu ie im im",
                               "plural": "ie ich im ie imi ich"]),
            isSoft: { $0 == "trzec" }, isVelar: { $0 == "drug" }),
        // Czech (Internetová jazyková příručka ÚJČ, "číslovky řadové"): "první" and "třetí" decline
        // soft like "jarní", the others hard like "mladý"; "dvacátý čtvrtý", "stý", "tisící".
        "cs": Grammar(
            belowTwenty: ["", "prvn", "druh", "třet", "čtvrt", "pát", "šest", "sedm", "osm", "devát",
                          "desát", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct", "sedmnáct", "osmnáct",
                          "devatenáct"],
            tens: ["", "", "dvacát", "třicát", "čtyřicát", "padesát", "šedesát", "sedmdesát", "osmdesát", "devadesát"],
            hundreds: ["", "st", "dvoust", "tříst", "čtyřst", "pětist", "šestist", "sedmist", "osmist", "devítist"],
            thousands: ["", "tisíc", "dvoutisíc", "třítisíc", "čtyřtisíc", "pětitisíc", "šestitisíc", "sedmitisíc", "osmitisíc",
                        "devítitisíc"],
            tensAreOrdinal: true,
            hard: Declension(["masculine": "ý ého ému ý ým ém", "feminine": "á é é ou ou é", "neuter": "é ého ému é ým ém",
                              "plural": "é ých ým é ými ých"]),
            soft: Declension(["masculine": "í ího ímu í ím ím", "feminine": "í í í í í í", "neuter": "í ího ímu í ím ím",
                              "plural": "í ích ím í ími ích"]),
            isSoft: { $0 == "prvn" || $0 == "třet" || $0.hasSuffix("tisíc") }),
        // Slovak (Jazyková poradňa JÚĽŠ SAV, "radové číslovky"): "prvý", "tretí" (soft, like
        // "cudzí"), "dvadsiaty štvrtý", "stý", "tisíci"; the rhythmic law shortens endings after a
        // long syllable.
        "sk": Grammar(
            belowTwenty: ["", "prv", "druh", "tret", "štvrt", "piat", "šiest", "siedm", "ôsm", "deviat",
                          "desiat", "jedenást", "dvanást", "trinást", "štrnást", "pätnást", "šestnást", "sedemnást", "osemnást",
                          "devätnást"],
            tens: ["", "", "dvadsiat", "tridsiat", "štyridsiat", "päťdesiat", "šesťdesiat", "sedemdesiat", "osemdesiat",
                   "deväťdesiat"],
            hundreds: ["", "st", "dvojst", "trojst", "štvorst", "päťst", "šesťst", "sedemst", "osemst", "deväťst"],
            thousands: ["", "tisíc", "dvojtisíc", "trojtisíc", "štvortisíc", "päťtisíc", "šesťtisíc", "sedemtisíc", "osemtisíc",
                        "deväťtisíc"],
            tensAreOrdinal: true,
            hard: Declension(["masculine": "ý ého ému ý ým om", "feminine": "á ej ej ú ou ej", "neuter": "é ého ému é ým om",
                              "plural": "é ých ým é ými ých"]),
            soft: Declension(["masculine": "í ieho iemu í ím om", "feminine": "ia ej ej iu ou ej", "neuter": "ie ieho iemu ie ím om",
                              "plural": "ie ích ím ie ími ích"]),
            isSoft: { $0 == "tret" || $0.hasSuffix("tisíc") }, rhythmicLaw: true),
        // Ukrainian (Український правопис 2019, "порядкові числівники"): only the last word is an
        // ordinal ("двадцять четвертий"); "третій" declines soft. The apostrophe is ASCII: espeak-ng
        // 1.51's uk voice names U+02BC ("пʼять": "adjective").
        "uk": Grammar(
            belowTwenty: ["", "перш", "друг", "трет", "четверт", "п'ят", "шост", "сьом", "восьм", "дев'ят",
                          "десят", "одинадцят", "дванадцят", "тринадцят", "чотирнадцят", "п'ятнадцят", "шістнадцят", "сімнадцят",
                          "вісімнадцят", "дев'ятнадцят"],
            tens: ["", "", "двадцят", "тридцят", "сороков", "п'ятдесят", "шістдесят", "сімдесят", "вісімдесят", "дев'яност"],
            hundreds: ["", "сот", "двохсот", "трьохсот", "чотирьохсот", "п'ятисот", "шестисот", "семисот", "восьмисот", "дев'ятисот"],
            thousands: ["", "тисячн", "двохтисячн", "трьохтисячн", "чотирьохтисячн", "п'ятитисячн", "шеститисячн", "семитисячн",
                        "восьмитисячн", "дев'ятитисячн"],
            hard: Declension(["masculine": "ий ого ому ий им ому", "feminine": "а ої ій у ою ій", "neuter": "е ого ому е им ому",
                              "plural": "і их им і ими их"]),
            soft: Declension(["masculine": "ій ього ьому ій ім ьому", "feminine": "я ьої ій ю ьою ій", "neuter": "є ього ьому є ім ьому",
                              "plural": "і іх ім і іми іх"]),
            isSoft: { $0 == "трет" }),
        // Croatian (Hrvatski pravopis, IHJJ: "redni brojevi"): ICU says the nominative
        // ("dvadeset četvrti"); the other cases decline its last word as a definite adjective,
        // with "-eg", "-em" after a palatal ("trećeg", "trećem").
        "hr": Grammar(
            hard: Declension(["masculine": "i og om i im om", "feminine": "a e oj u om oj", "neuter": "o og om o im om",
                              "plural": "i ih im e im im"]),
            soft: Declension(["masculine": "i eg em i im em", "feminine": "a e oj u om oj", "neuter": "e eg em e im em",
                              "plural": "i ih im e im im"]),
            isSoft: { stem in ["ć", "č", "đ", "j", "š", "ž", "c"].contains { stem.hasSuffix($0) } }),
    ]
}
