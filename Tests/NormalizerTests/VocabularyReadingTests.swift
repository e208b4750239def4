import Normalizer
import Testing
import VoiceProfiles

/// VoiceOver's own sentences with numbers in them, read through each profile's normalizer: the
/// numbers in "N of M" and the page status are counts, so the listener must hear both as numbers,
/// never a fraction ("1/3" as "one third").
@Suite("Vocabulary read aloud")
struct VocabularyReadingTests {
    /// Languages whose counts are found as words in a sentence: written with spaces, and with one
    /// set of number words (Korean counts with native numerals before a counter, "두번째").
    static let spaced = Fixture.allLanguages(except: ["ja", "zh", "th", "yue", "ko"])

    /// Each count's cardinal words appear in the sentence, as words or as the stem of an inflected
    /// word (a case ending: Turkish "yedide", Hungarian "hétből"), or as the genitive the profile
    /// gives the word (`cases.genitive`: pl "2 z 7" dwa z siedmiu), or as the language says the
    /// count after the template's word before it (ru "из 7" из семи: the preposition's case).
    static func saysCounts(_ template: String, language: String, genitives: [String: String] = [:]) -> Comment? {
        let spoken = say(Vocabulary.fill(template, ["n": "2", "count": "7"]), language).lowercased()
        let words = spoken.split(whereSeparator: { !$0.isLetter })
        for (key, count) in [("n", "2"), ("count", "7")] {
            let cardinal = say(count, language).lowercased()
            var found = cardinal.split(separator: " ").allSatisfy { part in
                let genitive = genitives[String(part)]
                return words.contains { word in word.hasPrefix(part) || String(word) == genitive }
            }
            if !found, let range = template.range(of: "{\(key)}"),
               let before = template[..<range.lowerBound].split(separator: " ").last {
                let cased = say(before + " " + count, language).lowercased().split(whereSeparator: { !$0.isLetter }).dropFirst()
                found = !cased.isEmpty && cased.allSatisfy { words.contains($0) }
            }
            if !found { return "\(language): '\(template)' said '\(spoken)', without \(count) ('\(cardinal)')" }
        }
        return nil
    }

    @Test(arguments: spaced)
    func positionSaysBothCounts(_ language: String) throws {
        let profile = try Fixture.store.require(language)
        let problem = Self.saysCounts(profile.vocabulary.position, language: language, genitives: profile.normalization.cases.genitive)
        #expect(problem == nil, problem ?? "")
    }

    @Test(arguments: spaced)
    func pageStatusSaysBothCounts(_ language: String) throws {
        let profile = try Fixture.store.require(language)
        let problem = Self.saysCounts(profile.vocabulary.pageStatus, language: language, genitives: profile.normalization.cases.genitive)
        #expect(problem == nil, problem ?? "")
    }
}
