import VoiceProfiles

/// All-caps tokens: which are said as words ("BEEF", "NASA") and which letter by letter ("EPA",
/// "HDMI"), as people read them: a token of 2 to 6 capitals that is a word of the profile's
/// word list (of two letters, a word of the grammar: "IN", "OF", not "LA" nor "CA") or of its
/// `saidAsWords` is said; of the others, those of 2 or 3 letters are spelled,
/// and longer ones are spelled only when they could not be said as a word. The profile's
/// `spelledWords` are spelled though they are words ("ID", "US", "WHO"), except among other
/// capitals ("CONTACT US"), where the text is shouting and its words are words.
///
/// Spelled letters are written with dots ("E.P.A."): espeak-ng reads a dotted run as letter names
/// without a sentence pause, where "E P A" would make the last "A" the article. The dots also
/// make the reading a fixed point: a second pass sees an abbreviation, not capitals.
struct InitialismReader: Sendable {
    let words: WordList
    let saidAsWords: Set<String>
    let spelledWords: Set<String>
    /// The profile's names of the Latin letters (`names.letters`, ru "эй", "би"): a language that
    /// names them says its own names, where the others leave the spelling to the voice.
    let letterNames: [Unicode.Scalar: String]

    static let longest = 6

    init?(_ data: InitialismWords?, letterNames: [Unicode.Scalar: String] = [:]) {
        guard let data, let words = KnownWords.named(data.wordList) else { return nil }
        self.words = words
        self.letterNames = letterNames
        saidAsWords = Set(data.saidAsWords.map { $0.uppercased() })
        spelledWords = Set(data.spelledWords.map { $0.uppercased() })
    }

    /// How `capitals` is said, or nil to leave it as written (also when it is not 2 to 6 ASCII
    /// capital letters).
    /// `plural` is a trailing "s" ("PDFs"); `amongCapitals` whether a neighbouring word is also
    /// in capitals.
    func reading(of capitals: String, plural: Bool, amongCapitals: Bool) -> String? {
        guard (2...Self.longest).contains(capitals.unicodeScalars.count),
              capitals.unicodeScalars.allSatisfy(\.isASCIICapital) else { return nil }
        if saidAsWords.contains(capitals) {
            // Capitalized, so espeak-ng reads it as a word, not letters ("Nasa").
            return capitals.prefix(1) + capitals.dropFirst().lowercased() + (plural ? "s" : "")
        }
        // Of two letters only the words of the language's grammar and its interjections are
        // words: the list's other pairs are abbreviations ("ca", "el", "pa", "gr"), and in
        // capitals people spell them ("LA", "PA system", "Mitchell EL").
        // Roman numerals of I, V and X ("XI", "IV") stay for the rules after names and the engine.
        let isWord = capitals.count == 2
            ? Self.twoLetterWords.contains(capitals) || capitals.allSatisfy({ "IVX".contains($0) }) && RomanNumeral.value(Substring(capitals)) != nil
            : words.contains(capitals.lowercased())
        let spelled: Bool
        if isWord {
            // A word, unless the profile knows it as an initialism first ("WHO", "ID"); among
            // other capitals ("CONTACT US") the text is shouting, and its words are words.
            spelled = spelledWords.contains(capitals) && !amongCapitals
        } else {
            // Not a word: short ones are letters ("EPA", "TNT"), longer ones are said when they
            // could be a word ("DEFRA", "OCAMPO") and spelled when not ("HDMI", "ESPN").
            spelled = capitals.count <= 3 || !Self.looksSayable(capitals)
        }
        guard spelled else { return nil }
        if !letterNames.isEmpty {
            return Self.isRoman(capitals) ? nil : Self.named(capitals, letterNames)
        }
        let letters = capitals.map(String.init).joined(separator: ".")
        // "P.D.F's": with the last dot, espeak-ng would say the plural "s" as a letter, and a
        // second pass would take "'s" apart from the dotted word.
        return plural ? letters + "'s" : letters + "."
    }

    /// Latin letters by the profile's names, one word each ("USB" ю эс би), or nil where the
    /// profile names none of them.
    static func named(_ letters: some StringProtocol, _ names: [Unicode.Scalar: String]) -> String? {
        guard !names.isEmpty else { return nil }
        return letters.lowercased().unicodeScalars.map { names[$0] ?? String($0) }.joined(separator: " ")
    }

    /// Two capitals or more that make a Roman numeral ("XX", "XIV"): where the profile names
    /// the letters itself (ru "XX век"), not spelled by those names but left as written.
    static func isRoman(_ capitals: String) -> Bool {
        capitals.count >= 2 && capitals.allSatisfy({ "IVXLCDM".contains($0) }) && RomanNumeral.value(Substring(capitals)) != nil
    }

    /// English words of two letters that are said as words when written in capitals.
    static let twoLetterWords: Set<String> = [
        "AH", "AM", "AN", "AS", "AT", "AW", "AX", "BE", "BY", "DO", "EH", "GO", "HA", "HE", "HI", "HO", "IF", "IN",
        "IS", "IT", "LO", "ME", "MY", "NO", "OF", "OH", "ON", "OR", "OW", "OX", "SO", "TO", "UH", "UM", "UP", "US",
        "WE", "YE", "YO",
    ]

    private static let vowels = Set("AEIOU")
    /// Consonant clusters that open English words.
    private static let onsets: Set<String> = [
        "BL", "BR", "CH", "CL", "CR", "DR", "DW", "FL", "FR", "GL", "GR", "GW", "KL", "KN", "KR", "PH",
        "PL", "PR", "PS", "QU", "SC", "SH", "SK", "SL", "SM", "SN", "SP", "SQ", "ST", "SW", "TH", "TR",
        "TW", "WH", "WR", "SCH", "SCR", "SHR", "SPL", "SPR", "SQU", "STR", "THR",
    ]
    /// Consonant clusters that close English words.
    private static let codas: Set<String> = [
        "BS", "CH", "CK", "CT", "DS", "FF", "FT", "GS", "LB", "LD", "LF", "LK", "LL", "LM", "LP", "LS",
        "LT", "MB", "MP", "MS", "NC", "ND", "NG", "NK", "NS", "NT", "PS", "PT", "RB", "RC", "RD", "RF", "RG",
        "RK", "RL", "RM", "RN", "RP", "RS", "RT", "SH", "SK", "SP", "SS", "ST", "TH", "TS", "XT", "ZZ",
    ]

    /// Whether capitals could be said as an English word: vowels between consonant clusters
    /// that English words open, close and join with. A rough test, but it tells "NASA",
    /// "DEFRA" and "ASTRO" from "HDMI", "ESPN" and "NSCAA".
    static func looksSayable(_ capitals: String) -> Bool {
        var groups: [(isVowel: Bool, text: String)] = []
        for (index, letter) in capitals.enumerated() {
            // Y is a vowel after a consonant ("SYNC"), a consonant at the start ("YELP").
            let isVowel = vowels.contains(letter) || (letter == "Y" && index > 0 && groups.last?.isVowel == false)
            if let last = groups.last, last.isVowel == isVowel {
                groups[groups.count - 1].text.append(letter)
            } else {
                groups.append((isVowel, String(letter)))
            }
        }
        guard groups.contains(where: \.isVowel) else { return false }
        // Four letters, a vowel at each end and two consonants between that open no English word
        // ("USDA", "ANBI", "ACJU"): two syllables English does not make, which people spell.
        // "APRA" and "OSHA" open their second syllable as words do and are said.
        if capitals.count == 4, groups.count == 3, groups[0].isVowel, groups[1].text.count == 2,
           !onsets.contains(groups[1].text) { return false }
        for (index, group) in groups.enumerated() {
            if group.isVowel {
                if group.text.count > 2 || ["AA", "II", "UU"].contains(group.text) { return false }
                continue
            }
            let text = group.text
            if text.count == 1 { continue }
            if index == 0 {
                if !onsets.contains(text) { return false }
            } else if index == groups.count - 1 {
                if !codas.contains(text) { return false }
            } else if text.count > 3 || text.count == 3 && !onsets.contains(String(text.dropFirst())) && !codas.contains(String(text.dropLast())) {
                return false
            }
        }
        return true
    }
}
