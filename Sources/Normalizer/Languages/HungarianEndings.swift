import Foundation

/// Hungarian writes a case ending after a hyphen on an abbreviation, a code or a unit ("tv.-t",
/// "GBP-t", "isk.-val", "8 ó-ban"), spelled for how the abbreviation is read letter by letter
/// ("tévé-t"). Said with the word in full, the ending joins that word by Hungarian's own rules (A
/// magyar helyesírás szabályai, 12. kiadás, 215–219; toldalékolás): vowel harmony with the full
/// word, a final "a"/"e" lengthened, "v" of "-val"/"-vel" assimilated to a final consonant, and a
/// linking vowel before the accusative "t" where the consonant needs one ("angol fontot",
/// "iskolát", "törvényt", "iskolával", "órában"). Stem changes ("főnév" → "főneveket") are not made.
enum HungarianEndings {
    /// Suffixes by harmony: back, front, front rounded (the same where there is no third form).
    private static let forms: [[String]] = [
        ["ban", "ben"], ["ba", "be"], ["ra", "re"], ["ról", "ről"], ["nak", "nek"], ["nál", "nél"],
        ["tól", "től"], ["ból", "ből"], ["val", "vel"], ["vá", "vé"], ["hoz", "hez", "höz"], ["on", "en", "ön"],
        ["ot", "et", "öt"], ["at", "et"], ["ok", "ek", "ök"], ["ak", "ek"], ["okat", "eket", "öket"], ["akat", "eket"],
        ["nként", "nként"], ["ig", "ig"], ["ért", "ért"], ["t", "t"], ["k", "k"], ["é", "é"],
    ]
    private static let back: Set<Character> = ["a", "á", "o", "ó", "u", "ú"]
    private static let rounded: Set<Character> = ["ö", "ő", "ü", "ű"]
    private static let vowels: Set<Character> = ["a", "á", "e", "é", "i", "í", "o", "ó", "ö", "ő", "u", "ú", "ü", "ű"]
    /// Final consonants the accusative "t" follows directly ("törvényt", "sört", "pénzt").
    private static let directT: [String] = ["ny", "ly", "sz", "zs", "j", "l", "n", "r", "s", "z"]
    private static let digraphs: [String] = ["dzs", "cs", "dz", "gy", "ly", "ny", "sz", "ty", "zs"]

    /// `spoken` with `ending` joined to its last word; nil when the ending is not one Hungarian
    /// writes after a hyphen (then it is said as written).
    static func joined(_ spoken: String, ending: String) -> String? {
        // "-tal", "-nel": the instrumental written with the "v" assimilated to the abbreviation's
        // last sound; the full word assimilates its own.
        let chars = Array(ending)
        let instrumental = chars.count == 3 && !vowels.contains(chars[0]) && chars[0] != "v" && (chars[1] == "a" || chars[1] == "e") && chars[2] == "l"
        let ending = instrumental ? "v" + String(chars[1...]) : ending
        guard let last = spoken.split(separator: " ").last, let final = last.last,
              let set = forms.first(where: { $0.contains(ending) }) else { return nil }
        let head = spoken.dropLast(last.count)
        var word = String(last)
        let lastVowel = word.last { vowels.contains($0) }
        let harmony = word.contains(where: back.contains) ? 0 : (lastVowel.map(rounded.contains) == true ? 2 : 1)
        var suffix = set[min(harmony, set.count - 1)]
        if vowels.contains(final) {
            // A final low vowel is long before any ending; an ending's own linking vowel goes.
            if final == "a" || final == "e" { word = String(word.dropLast()) + (final == "a" ? "á" : "é") }
            if suffix.count == 2, suffix.last == "t", vowels.contains(suffix.first!) { suffix = "t" }
        } else if suffix == "t" {
            if !directT.contains(where: { word.hasSuffix($0) }) { suffix = ["ot", "et", "öt"][harmony] }
        } else if suffix.first == "v" {
            // "-val" after a consonant doubles it ("fonttal", "törvénnyel"); one already double
            // stays so, as three are never written ("kilogrammal").
            let digraph = digraphs.first { word.hasSuffix($0) }
            let doubled = digraph.map { String($0.first!) } ?? String(final)
            let alreadyDouble = word.dropLast(digraph?.count ?? 1).hasSuffix(doubled)
            if !alreadyDouble { word = String(word.dropLast(digraph?.count ?? 1)) + doubled + (digraph ?? String(final)) }
            suffix = String(suffix.dropFirst())
        }
        return head + word + suffix
    }

    /// A number with the multiplicative suffix, as Hungarian says the first side of a size ("2 x 3
    /// m" kétszer három méter, "5 x 4" ötször; A magyar helyesírás szabályai, "-szor, -szer,
    /// -ször"): made on the form said before a noun ("kettő" két), in the harmony of the last vowel,
    /// as compounds take their last member's ("huszonötször", "hatvanszor"); a final "sz" is
    /// written once ("hússzor").
    static func times(_ number: String) -> String {
        var word = number
        if word.hasSuffix("kettő") { word = String(word.dropLast(5)) + "két" }
        let lastVowel = word.last { vowels.contains($0) }
        let suffix = lastVowel.map(back.contains) == true ? "szor" : lastVowel.map(rounded.contains) == true ? "ször" : "szer"
        if word.hasSuffix("sz") { return String(word.dropLast()) + suffix }
        return word + suffix
    }
}
