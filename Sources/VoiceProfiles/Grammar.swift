/// The rule that speaks a profile's numbers, times and dates, and the word tables that rule reads
/// (`NormalizationData.grammar`). A profile names its family and gives the tables its rule reads
/// (`grammar: {family: russian, lists: ..., maps: ...}`; `grammar: cldr` alone, the one family
/// without tables); without the key its language is read through CLDR's data. The choice is the profile's, never its tag.
package struct Grammar: Codable, Hashable, Sendable {
    /// The normalizer's rule families: one rule type each.
    package enum Family: String, Codable, Hashable, Sendable, CaseIterable {
        /// CLDR's number words through ICU, the profile's data for the rest.
        case cldr
        case english, chinese, portuguese, vietnamese
        /// Gender in one and two, three plural forms, ordinals and the genitive by case endings.
        case russian

        /// What each scale past the first holds, its words apart by spaces: the plural forms it
        /// takes after a count, and for `russian` the gender of that count.
        var scaleForm: (words: Int, says: String)? {
            switch self {
            case .russian: (4, "its one, few and many forms and a gender")
            case .portuguese: (2, "its one and other forms")
            case .cldr, .english, .chinese, .vietnamese: nil
            }
        }

        /// The tables the family's rule reads: each list with the number of items its rule
        /// indexes (nil: any number), the maps it looks words up in, and the keys its `words` map
        /// must hold (the words the rule says between a number's parts, in fractions, times and
        /// dates).
        var tables: (lists: [String: Int?], maps: [String], words: [String]) {
            switch self {
            case .cldr: ([:], [], [])
            case .english: (
                ["units": 20, "tens": 10, "scales": 12, "ordinalUnits": 20],
                ["words"],
                ["hundred", "oClock", "oh", "half", "halves", "quarter", "quarters", "over", "andAHalf", "dayArticle", "dayOf"])
            case .chinese: (
                ["digits": 10, "places": 4, "scales": 5],
                ["words"],
                ["fractionOf", "wholeAnd", "yearMark", "monthMark", "dayMark", "minuteMark", "secondMark"])
            case .vietnamese: (
                ["units": 10, "scales": 3],
                ["words"],
                ["hundred", "ten", "tensAfterDigit", "zeroTen", "oneAfterTens", "fourAfterTens", "fiveAfterTens",
                 "billion", "first", "fourth", "over", "hour", "minute", "second"])
            case .portuguese: (
                ["units": 20, "tens": 10, "hundreds": 10, "scales": 7, "ordinalUnits": 10, "ordinalTens": 10, "ordinalHundreds": 10],
                ["feminineWords", "feminineEndings", "words"],
                ["hundredAlone", "thousandth", "feminineOrdinalLetter", "half", "third", "plural", "over"])
            case .russian: (
                ["units": 20, "tens": 10, "hundreds": 10, "scales": 5,
                 "genitiveUnits": 20, "genitiveTens": 10, "genitiveHundreds": 10,
                 "ordinalUnits": 20, "ordinalTens": 10, "ordinalHundreds": 10, "decimalDenominators": 5,
                 "stressedStems": nil, "cardinalCaseEndings": nil, "nominativeEndings": nil],
                ["feminineUnits", "neuterUnits", "feminineGenitiveUnits", "ordinalEndings", "irregularOrdinal",
                 "yearEndings", "feminineToGenitivePlural", "words"],
                ["irregularStem", "ordinalEnding", "stressedOrdinalEnding", "thousandStem", "zeroGenitive",
                 "wholeOne", "wholeOther", "feminineEnding", "genitivePluralEnding", "over", "dayEnding"])
            }
        }
    }

    package var family: Family = .cldr
    /// Word lists by name, indexed by the family's rule (a number's words by digit, stems).
    package var lists: [String: [String]] = [:]
    /// Words by key, by name (an ordinal's ending by the ending written after its digits).
    package var maps: [String: [String: String]] = [:]

    package init(family: Family = .cldr, lists: [String: [String]] = [:], maps: [String: [String: String]] = [:]) {
        self.family = family
        self.lists = lists
        self.maps = maps
    }

    /// The list `name`, empty where the profile has none (a validated profile has every list its
    /// family reads).
    package func list(_ name: String) -> [String] { lists[name] ?? [] }
    package func map(_ name: String) -> [String: String] { maps[name] ?? [:] }
    /// A word of the `words` map, "" where there is none.
    package func word(_ key: String) -> String { maps["words"]?[key] ?? "" }

    private enum CodingKeys: String, CodingKey { case family, lists, maps }

    package init(from decoder: Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let family = Family(rawValue: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.unknownFamily(name)))
            }
            self.family = family
        } else {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let name = try c.decode(String.self, forKey: .family)
            guard let family = Family(rawValue: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.family], debugDescription: Self.unknownFamily(name)))
            }
            self.family = family
            lists = try c.decodeIfPresent([String: [String]].self, forKey: .lists) ?? [:]
            maps = try c.decodeIfPresent([String: [String: String]].self, forKey: .maps) ?? [:]
        }
        // The rule indexes these tables: a missing table or one of another size is a mistake in
        // the profile, reported as one, never an index out of range while a text is read.
        if let (place, problem) = problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + place, debugDescription: problem))
        }
    }

    private static func unknownFamily(_ name: String) -> String {
        "no grammar family '\(name)' (one of \(Family.allCases.map(\.rawValue).joined(separator: ", ")))"
    }

    /// Where the tables differ from what the family's rule reads, and how; nil if they do not.
    package var problem: (place: [CodingKey], problem: String)? {
        let needs = family.tables
        for (name, count) in needs.lists.sorted(by: { $0.key < $1.key }) {
            guard let list = lists[name] else {
                return ([CodingKeys.lists], "the \(family.rawValue) grammar needs the list \(name)")
            }
            if let count, list.count != count {
                return ([CodingKeys.lists, TableKey(name)], "the \(family.rawValue) grammar needs \(count) items, not \(list.count)")
            }
        }
        for name in needs.maps.sorted() where maps[name] == nil {
            return ([CodingKeys.maps], "the \(family.rawValue) grammar needs the map \(name)")
        }
        for word in needs.words where maps["words"]?[word] == nil {
            return ([CodingKeys.maps, TableKey("words")], "the \(family.rawValue) grammar needs the word \(word)")
        }
        if let form = family.scaleForm {
            for (index, scale) in list("scales").enumerated().dropFirst() {
                let parts = scale.split(separator: " ")
                let gendered = family == .russian
                if parts.count != form.words || gendered && GrammaticalGender(rawValue: String(parts[form.words - 1])) == nil {
                    return ([CodingKeys.lists, TableKey("scales"), TableKey(index: index)], "a scale needs \(form.says), not \"\(scale)\"")
                }
            }
        }
        return nil
    }

    /// A table's name as a place in an error.
    private struct TableKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ name: String) { stringValue = name; intValue = nil }
        init(index: Int) { stringValue = String(index); intValue = index }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(index: intValue) }
    }
}
