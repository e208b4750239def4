/// How a language's ordinal numerals are made where CLDR's spell-out data has none, or lacks its
/// cases (`NormalizationData.ordinals`): the grammar family picks the normalizer's rule, the
/// tables are that family's data. A CLDR language without this key reads ICU's ordinals alone.
package struct OrdinalGrammar: Codable, Hashable, Sendable {
    /// The rule that makes the ordinals.
    package enum Family: String, Codable, Hashable, Sendable {
        /// A stem for each number word and an adjective ending for each gender and case (pl, cs,
        /// sk, uk; hr declines ICU's nominative): every field below but `articles` and `first`.
        case slavic
        /// An article, and the cardinal with an ending ("al doilea", "a doua"): `articles`, `first`.
        case romanian
    }

    package var family: Family
    /// Stems of 1–19 (20 items, the first unused), of the whole tens (10, items 2–9 used), of the
    /// hundreds and thousands (10, items 1–9 used); all empty where the stem is ICU's nominative
    /// masculine less its last letter (hr).
    package var belowTwenty: [String] = []
    package var tens: [String] = []
    package var hundreds: [String] = []
    package var thousands: [String] = []
    /// Whether the tens before a unit are an ordinal as well ("dwudziesty czwarty"), not a cardinal
    /// ("двадцять четвертий").
    package var tensAreOrdinal: Bool = false
    /// Adjective declensions by name (`hard`, `soft`, `velar`), each giving for `masculine`,
    /// `feminine`, `neuter` and `plural` the six case endings in the order nominative, genitive,
    /// dative, accusative, instrumental, locative, separated by spaces.
    package var declensions: [String: [String: String]] = [:]
    /// Stems that decline soft: exactly these (pl "trzec"), or every stem ending so (cs "tisíc").
    package var softStems: [String] = []
    package var softStemEndings: [String] = []
    /// Stems that decline as `velar` (pl "drug": "drugi", "drugiego", but "druga").
    package var velarStems: [String] = []
    /// Whether an ending is shortened after a long syllable (the Slovak rhythmic law: "piaty").
    package var rhythmicLaw: Bool = false
    /// romanian: the article before a masculine and a feminine ordinal ("al", "a").
    package var articles: [String: String] = [:]
    /// romanian: the ordinal of one by gender, with the article (`masculine`, `feminine`) and after
    /// an article the text writes (`masculineBare`, `feminineBare`: "al 1-lea" întâilea).
    package var first: [String: String] = [:]

    /// The cases a declension lists, in order.
    package static let cases = ["nominative", "genitive", "dative", "accusative", "instrumental", "locative"]
    /// The genders, and the plural, whose endings a declension lists.
    package static let genders = ["masculine", "feminine", "neuter", "plural"]

    private enum CodingKeys: String, CodingKey {
        case family, belowTwenty, tens, hundreds, thousands, tensAreOrdinal, declensions, softStems, softStemEndings,
             velarStems, rhythmicLaw, articles, first
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        family = try c.decode(Family.self, forKey: .family)
        belowTwenty = try c.decodeIfPresent([String].self, forKey: .belowTwenty) ?? []
        tens = try c.decodeIfPresent([String].self, forKey: .tens) ?? []
        hundreds = try c.decodeIfPresent([String].self, forKey: .hundreds) ?? []
        thousands = try c.decodeIfPresent([String].self, forKey: .thousands) ?? []
        tensAreOrdinal = try c.decodeIfPresent(Bool.self, forKey: .tensAreOrdinal) ?? false
        declensions = try c.decodeIfPresent([String: [String: String]].self, forKey: .declensions) ?? [:]
        softStems = try c.decodeIfPresent([String].self, forKey: .softStems) ?? []
        softStemEndings = try c.decodeIfPresent([String].self, forKey: .softStemEndings) ?? []
        velarStems = try c.decodeIfPresent([String].self, forKey: .velarStems) ?? []
        rhythmicLaw = try c.decodeIfPresent(Bool.self, forKey: .rhythmicLaw) ?? false
        articles = try c.decodeIfPresent([String: String].self, forKey: .articles) ?? [:]
        first = try c.decodeIfPresent([String: String].self, forKey: .first) ?? [:]
        // The rules index these tables: a table of another size is a mistake in the profile,
        // reported as one, never an index out of range while a text is read.
        if let problem = problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    /// What is wrong with the tables for the family's rule, or nil.
    private var problem: String? {
        switch family {
        case .slavic:
            let stemCounts = [belowTwenty.count, tens.count, hundreds.count, thousands.count]
            if stemCounts != [0, 0, 0, 0], stemCounts != [20, 10, 10, 10] {
                return "ordinal stems need 20 belowTwenty and 10 tens, hundreds and thousands (or none), not \(stemCounts)"
            }
            guard declensions["hard"] != nil, declensions["soft"] != nil else { return "ordinals need the hard and soft declensions" }
            for (name, declension) in declensions {
                for gender in Self.genders {
                    let count = declension[gender]?.split(separator: " ").count ?? 0
                    if count != Self.cases.count { return "declension \(name) needs \(Self.cases.count) \(gender) endings, not \(count)" }
                }
            }
        case .romanian:
            for key in ["masculine", "feminine"] where articles[key] == nil { return "ordinals need the \(key) article" }
            for key in ["masculine", "feminine", "masculineBare", "feminineBare"] where first[key] == nil {
                return "ordinals need the \(key) form of one"
            }
        }
        return nil
    }
}
