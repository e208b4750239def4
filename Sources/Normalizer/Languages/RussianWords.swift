import VoiceProfiles

/// The word tables ``RussianRules`` reads, from the profile's grammar (family `russian`; the
/// profile is refused at load when a table is missing or of another size, so they are indexed
/// freely here), and the spelling of numbers below 1000 from them.
struct RussianWords: Sendable {
    /// 0–19, the whole tens and the hundreds, masculine nominative, and the same in the genitive.
    let units, tens, hundreds: [String]
    let genitiveUnits, genitiveTens, genitiveHundreds: [String]
    /// Units 1 and 2 by gender where they differ from the masculine (одна, две; одно).
    private let feminineUnits, neuterUnits: [String]
    /// The genitive units before a feminine noun ("одной").
    private let feminineGenitiveUnits: [String]
    /// Each group's scale word after a count ending in one, two to four, and others, and the
    /// gender of that count; the first, the units' group, empty.
    let scales: [(String, String, String, GrammaticalGender)]
    let ordinalUnits, ordinalTens, ordinalHundreds: [String]
    let decimalDenominators: [String]
    let stressedStems, cardinalCaseEndings, nominativeEndings: Set<String>
    let ordinalEndings, irregularOrdinal, yearEndings: [String: String]
    /// Feminine endings and their genitive plural, the longest first.
    private let genitivePlurals: [(String, String)]
    let irregularStem, ordinalEnding, stressedOrdinalEnding, thousandStem, zeroGenitive: String
    let wholeOne, wholeOther, feminineEnding, genitivePluralEnding, over, dayEnding: String

    init(_ grammar: Grammar) {
        let list = grammar.list
        (units, tens, hundreds) = (list("units"), list("tens"), list("hundreds"))
        (genitiveUnits, genitiveTens, genitiveHundreds) = (list("genitiveUnits"), list("genitiveTens"), list("genitiveHundreds"))
        func overlaid(_ list: [String], _ map: String) -> [String] {
            var list = list
            for (key, word) in grammar.map(map) { if let i = Int(key), list.indices.contains(i) { list[i] = word } }
            return list
        }
        feminineUnits = overlaid(units, "feminineUnits")
        neuterUnits = overlaid(units, "neuterUnits")
        feminineGenitiveUnits = overlaid(genitiveUnits, "feminineGenitiveUnits")
        scales = grammar.list("scales").map { scale in
            let parts = scale.split(separator: " ").map(String.init)
            guard parts.count == 4 else { return ("", "", "", .masculine) }
            return (parts[0], parts[1], parts[2], GrammaticalGender(rawValue: parts[3]) ?? .masculine)
        }
        (ordinalUnits, ordinalTens, ordinalHundreds) = (list("ordinalUnits"), list("ordinalTens"), list("ordinalHundreds"))
        decimalDenominators = list("decimalDenominators")
        (stressedStems, cardinalCaseEndings, nominativeEndings) =
            (Set(list("stressedStems")), Set(list("cardinalCaseEndings")), Set(list("nominativeEndings")))
        let map = grammar.map
        (ordinalEndings, irregularOrdinal, yearEndings) = (map("ordinalEndings"), map("irregularOrdinal"), map("yearEndings"))
        genitivePlurals = grammar.map("feminineToGenitivePlural")
            .sorted { $0.key.count > $1.key.count || $0.key.count == $1.key.count && $0.key < $1.key }.map { ($0.key, $0.value) }
        let word = grammar.word
        (irregularStem, ordinalEnding, stressedOrdinalEnding, thousandStem, zeroGenitive) =
            (word("irregularStem"), word("ordinalEnding"), word("stressedOrdinalEnding"), word("thousandStem"), word("zeroGenitive"))
        (wholeOne, wholeOther, feminineEnding, genitivePluralEnding, over, dayEnding) =
            (word("wholeOne"), word("wholeOther"), word("feminineEnding"), word("genitivePluralEnding"), word("over"), word("dayEnding"))
    }

    /// 0–999 in the nominative, one and two in `gender`.
    func spelledBelow1000(_ n: Int, gender: GrammaticalGender) -> String {
        let units = switch gender {
        case .masculine: units
        case .feminine: feminineUnits
        case .neuter: neuterUnits
        }
        return Self.spelled(n, hundreds: hundreds, tens: tens, units: units)
    }

    /// A number below 1000 in the genitive ("двадцати пяти", "четырех"); one is "одной" before
    /// a feminine noun.
    func genitive(_ n: Int, gender: GrammaticalGender = .masculine) -> String {
        Self.spelled(n, hundreds: genitiveHundreds, tens: genitiveTens, units: gender == .feminine ? feminineGenitiveUnits : genitiveUnits)
    }

    /// A feminine ordinal in the genitive plural ("четвертая" четвертых, "третья" третьих), as
    /// written where no ending matches.
    func genitivePlural(ofFeminine word: String) -> String {
        for (ending, plural) in genitivePlurals where word.hasSuffix(ending) { return String(word.dropLast(ending.count)) + plural }
        return word
    }

    /// 0–999 from a case's words for hundreds, tens and units below twenty.
    private static func spelled(_ n: Int, hundreds: [String], tens: [String], units: [String]) -> String {
        var parts: [String] = []
        let h = n / 100, r = n % 100
        if h > 0 { parts.append(hundreds[h]) }
        if r >= 20 {
            parts.append(tens[r / 10])
            if r % 10 > 0 { parts.append(units[r % 10]) }
        } else if r > 0 || parts.isEmpty {
            parts.append(units[r])
        }
        return parts.joined(separator: " ")
    }
}
