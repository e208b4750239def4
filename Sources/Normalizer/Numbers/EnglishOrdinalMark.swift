/// The English ordinal endings ("1st", "22nd", "3rd", "4th"). Apps write them in every language
/// (untranslated strings, product names), so every language reads them as its own ordinal, and
/// only where the ending agrees with the number: "1th" is no ordinal.
enum EnglishOrdinalMark {
    /// The value an ending has in a profile's `ordinalSuffixes` when it is one of these.
    static let role = "english"
    static let endings = ["st", "nd", "rd", "th"]

    /// A profile's written marks with the English endings added where it has none of its own.
    static func added(to suffixes: [String: String]) -> [String: String] {
        var all = suffixes
        for ending in endings where all[ending] == nil { all[ending] = role }
        return all
    }

    /// Whether English writes `suffix` after these digits ("st" after 1, 21, 101; "th" after 11).
    static func agrees(_ suffix: String, with digits: ArraySlice<UInt8>) -> Bool {
        suffix.lowercased() == ending(after: digits)
    }

    static func ending(after digits: ArraySlice<UInt8>) -> String {
        let last2 = Numeral.value(digits.suffix(2)) ?? 0
        if (11...13).contains(last2) { return "th" }
        switch last2 % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }
}
