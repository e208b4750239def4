/// The words of a language's grammar around a number, each table keyed by what the text shows
/// (a preposition, a noun, an ending): `normalization.cases` in a profile. Each is empty where the
/// language needs none; the normalizer's recognizers read them (docs/normalization.md).
package struct CaseWords: Codable, Hashable, Sendable {
    /// The case a preposition sets on the number after it (ru "от": genitive, de "vor": dative).
    package var caseAfter: [String: String] = [:]
    /// Noun endings (space apart) that show the preposition taking another case than `caseAfter`
    /// says (ru "с": the instrumental's "ами ями ом ем ой", "с 2 картами").
    package var otherCaseEndings: [String: String] = [:]
    /// The written ending a dotted ordinal takes after a determiner of one or two words (de "zum":
    /// "ten", "in der": "ten"; ru "с": "го").
    package var ordinalEndingAfter: [String: String] = [:]
    /// By preposition, the noun endings that tell the case of a dotted ordinal before the noun,
    /// as the ICU rule set that says it (pl "na" → "u" → "%spellout-ordinal-masculine-locative").
    package var ordinalCase: [String: [String: String]] = [:]
    /// The case of a year before a form of the word for "year", by that form or by a preposition
    /// and the form ("году": locative, "w roku": locative, "в г.": locative).
    package var yearNoun: [String: String] = [:]
    /// The year's abbreviation as said in a case (ru locative: "году"); `words.yearMarkSpoken`
    /// where the case has none.
    package var yearMarkInCase: [String: String] = [:]
    /// The genitive of each word of the cardinals, by its nominative (pl "dziesięć": "dziesięciu").
    package var genitive: [String: String] = [:]
    /// By case, the gender an adjective's ending after "one" tells (de nominative "er": masculine).
    package var adjectiveEnding: [String: [String: GrammaticalGender]] = [:]
    /// One said as a declined article, by case and gender (de dative feminine: "einer").
    package var oneBefore: [String: [String: String]] = [:]
    /// A particle's form after a vowel, by its form after a consonant (ko "을": "를").
    package var particles: [String: String] = [:]

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case caseAfter, otherCaseEndings, ordinalEndingAfter, ordinalCase, yearNoun, yearMarkInCase, genitive,
             adjectiveEnding, oneBefore, particles
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.decodeIfPresent(&caseAfter, forKey: .caseAfter)
        try c.decodeIfPresent(&otherCaseEndings, forKey: .otherCaseEndings)
        try c.decodeIfPresent(&ordinalEndingAfter, forKey: .ordinalEndingAfter)
        try c.decodeIfPresent(&ordinalCase, forKey: .ordinalCase)
        try c.decodeIfPresent(&yearNoun, forKey: .yearNoun)
        try c.decodeIfPresent(&yearMarkInCase, forKey: .yearMarkInCase)
        try c.decodeIfPresent(&genitive, forKey: .genitive)
        try c.decodeIfPresent(&adjectiveEnding, forKey: .adjectiveEnding)
        try c.decodeIfPresent(&oneBefore, forKey: .oneBefore)
        try c.decodeIfPresent(&particles, forKey: .particles)
    }
}

/// What the profile says of nouns: their gender, whole or by ending, and the forms a number or a
/// word takes before them. `normalization.nouns` in a profile.
package struct NounWords: Codable, Hashable, Sendable {
    /// Nouns whose gender their ending misleads about, named whole (he "שנים": feminine).
    package var genders: [String: GrammaticalGender] = [:]
    /// The gender a singular noun's ending tells, the longest ending that fits first (pl "ść": feminine).
    package var endingGenders: [String: GrammaticalGender] = [:]
    /// The gender a plural noun's ending tells after a count of two or more (hr "e": feminine).
    package var pluralEndingGenders: [String: GrammaticalGender] = [:]
    /// A number word's form before a noun, by the ending of its counting form ("^" first: the
    /// whole word; hu "kettő": két, "huszonkét forint").
    package var attributive: [String: String] = [:]
    /// A number's last word before a noun starting with one of `words.clusters`, by the word as
    /// said elsewhere (it "un": uno, "uno zaino").
    package var clusters: [String: String] = [:]
    /// Gender endings written after a mark inside a word (de "Kolleg*innen"), as said ("" not at all).
    package var gendered: [String: String] = [:]

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case genders, endingGenders, pluralEndingGenders, attributive, clusters, gendered
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.decodeIfPresent(&genders, forKey: .genders)
        try c.decodeIfPresent(&endingGenders, forKey: .endingGenders)
        try c.decodeIfPresent(&pluralEndingGenders, forKey: .pluralEndingGenders)
        try c.decodeIfPresent(&attributive, forKey: .attributive)
        try c.decodeIfPresent(&clusters, forKey: .clusters)
        try c.decodeIfPresent(&gendered, forKey: .gendered)
    }
}

/// How the language names written things a number or an address stands beside, each keyed by
/// the thing as written: `normalization.names` in a profile.
package struct NamedForms: Codable, Hashable, Sendable {
    /// Weekdays written short, by the short form (ru "пн": понедельник); CLDR's fill the rest.
    package var weekdays: [String: String] = [:]
    /// The names of the Latin letters where the language says its own (ru "b": би).
    package var letters: [String: String] = [:]
    /// Marks inside e-mail and web addresses, by the mark (".": dot, "@": at).
    package var electronic: [String: String] = [:]
    /// The country's own domain endings, said as words (ru "ru": ру); others are spelled.
    package var domains: [String: String] = [:]
    /// Short forms that are units only after "/" ("$1/d": day).
    package var unitsAfterPer: [String: String] = [:]
    /// The whole phrase said for "/" and a unit, by the unit's id or written word (ru "s": "в секунду").
    package var perUnit: [String: String] = [:]
    /// Hours of the clock named apart from the hour rule set (it "1": l'una).
    package var clockHours: [String: String] = [:]

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case weekdays, letters, electronic, domains, unitsAfterPer, perUnit, clockHours
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.decodeIfPresent(&weekdays, forKey: .weekdays)
        try c.decodeIfPresent(&letters, forKey: .letters)
        try c.decodeIfPresent(&electronic, forKey: .electronic)
        try c.decodeIfPresent(&domains, forKey: .domains)
        try c.decodeIfPresent(&unitsAfterPer, forKey: .unitsAfterPer)
        try c.decodeIfPresent(&perUnit, forKey: .perUnit)
        try c.decodeIfPresent(&clockHours, forKey: .clockHours)
    }
}

/// The `words` keys written with a prefix that are now fields of their own, and where each went:
/// a profile that still writes one is refused with one line naming the key and its new place.
enum PrefixedWordKey {
    /// Old prefix, new place (as written in a profile).
    static let moved: [(prefix: String, field: String)] = [
        ("caseAfter:", "normalization.cases.caseAfter"),
        ("otherCaseEndings:", "normalization.cases.otherCaseEndings"),
        ("ordinalEndingAfter:", "normalization.cases.ordinalEndingAfter"),
        ("ordinalCase:", "normalization.cases.ordinalCase (preposition, then ending)"),
        ("yearNoun:", "normalization.cases.yearNoun"),
        ("yearMarkSpoken:", "normalization.cases.yearMarkInCase"),
        ("genitive:", "normalization.cases.genitive"),
        ("adjectiveEnding:", "normalization.cases.adjectiveEnding (case, then ending)"),
        ("oneBefore:", "normalization.cases.oneBefore (case, then gender)"),
        ("particle:", "normalization.cases.particles"),
        ("noun:", "normalization.nouns.genders"),
        ("nounEnding:", "normalization.nouns.endingGenders"),
        ("pluralEnding:", "normalization.nouns.pluralEndingGenders"),
        ("attributive:", "normalization.nouns.attributive"),
        ("cluster:", "normalization.nouns.clusters"),
        ("gendered:", "normalization.nouns.gendered"),
        ("weekday:", "normalization.names.weekdays"),
        ("letter:", "normalization.names.letters"),
        ("electronic", "normalization.names.electronic"),
        ("domain:", "normalization.names.domains"),
        ("per:", "normalization.names.unitsAfterPer"),
        ("perUnit:", "normalization.names.perUnit"),
        ("clockHour:", "normalization.names.clockHours"),
    ]

    /// The new place of a `words` key written the old way, nil for a plain word.
    static func newField(for key: String) -> String? {
        moved.first { key.hasPrefix($0.prefix) && key.count > $0.prefix.count }?.field
    }
}
