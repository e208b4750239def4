import VoiceProfiles

/// Romanian ordinals, which ICU's ro data does not have (it has cardinals only), so that "3rd",
/// "al 2-lea" and "a 2-a" are not read "trei rd", "al doi lea", "a doi a" (the profile's
/// `ordinals: {family: romanian}`). Made from ICU's cardinal of the same gender as the grammars
/// describe them (Gramatica limbii române, "numeralul ordinal"; DOOM2): the masculine, also said
/// with neuter nouns, is the article + the cardinal + "-lea" ("al doilea", "al patrulea", "al
/// douăzeci și unulea", "al o sutălea", "al o mielea"), with a linking "u" after a consonant ("al
/// optulea", "al un milionulea"); the feminine is the article + the cardinal with its last vowel
/// made "-a" ("a doua", "a treia", "a cincea", "a zecea", "a douăzeci și una", "a o suta", "a o
/// mia", "a o milioana"). The articles and the ordinals of one are the profile's words.
///
/// Rule sets: `%spellout-ordinal-masculine` (and `-neuter`, the same words) and
/// `%spellout-ordinal-feminine` with the article; `…-masculine-bare` and `…-feminine-bare`
/// without it, for a number written with its ending after the article ("al 2-lea" al doilea).
struct RomanianOrdinals: MadeOrdinals {
    let ruleSets = ["%spellout-ordinal-feminine", "%spellout-ordinal-feminine-bare", "%spellout-ordinal-masculine",
                    "%spellout-ordinal-masculine-bare", "%spellout-ordinal-neuter"]

    /// The articles and the ordinals of one, as the profile gives them (checked when it was decoded).
    let articles: [String: String], first: [String: String]

    /// The profile's ordinals where ICU has no ordinal rule set for the locale; nil otherwise.
    init?(grammar: OrdinalGrammar, icuRuleSets: [String]) {
        guard !icuRuleSets.contains(where: { $0.hasPrefix("%spellout-ordinal") }) else { return nil }
        articles = grammar.articles
        first = grammar.first
    }

    func generates(_ ruleSet: String) -> Bool { ruleSets.contains(ruleSet) }

    func words(_ number: String, ruleSet: String, spelled: (String, String) -> String?) -> String? {
        guard generates(ruleSet), let value = Int(number), value > 0 else { return nil }
        let feminine = ruleSet.contains("feminine")
        let bare = ruleSet.hasSuffix("-bare")
        let gender = feminine ? "feminine" : "masculine"
        if value == 1 { return first[bare ? gender + "Bare" : gender] }
        guard let cardinal = spelled(number, feminine ? "%spellout-cardinal-feminine" : "%spellout-cardinal-masculine") else { return nil }
        var words = cardinal.split(separator: " ").map(String.init)
        guard let last = words.popLast() else { return nil }
        if feminine {
            words.append(Self.feminine(last))
            // "un milion" is counted as a feminine: "a o milioana".
            if last.hasSuffix("on") || last.hasSuffix("ard"), words.count >= 2, words[words.count - 2] == "un" { words[words.count - 2] = "o" }
        } else {
            words.append(Self.masculine(last))
        }
        let ordinal = words.joined(separator: " ")
        guard !bare, let article = articles[gender] else { return ordinal }
        return article + " " + ordinal
    }

    /// The masculine ordinal of a cardinal's last word: "-lea" after a vowel, "-ulea" after a
    /// consonant ("optulea", "milionulea").
    static func masculine(_ word: String) -> String {
        guard let last = word.last else { return word }
        return word + ("aăâeiîouy".contains(last) ? "lea" : "ulea")
    }

    /// The feminine ordinal of a cardinal's last word: its last vowel made "-a" ("două" doua,
    /// "patru" patra, "zece" zecea, "cinci" cincea, "trei" treia, "sută" suta, "mie" mia), "una"
    /// as it is, a consonant followed by "-a" ("opta", "milioana").
    static func feminine(_ word: String) -> String {
        switch word {
        case "una": return word
        case "mie", "mii": return "mia"
        case "sute": return "suta"
        default: break
        }
        if word.hasSuffix("ă") || word.hasSuffix("u") { return word.dropLast() + "a" }
        if word.hasSuffix("ci") { return word.dropLast() + "ea" }
        if word.hasSuffix("e") || word.hasSuffix("i") { return word + "a" }
        if word.hasSuffix("on") { return word.dropLast() + "oana" }
        return word + "a"
    }
}
