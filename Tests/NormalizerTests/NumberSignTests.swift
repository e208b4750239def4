import Normalizer
import Testing
import VoiceProfiles

/// "#3" is "number three" in every language that says the word before the number, never the
/// sign's own name ("Raute drei", "hekje drie"). Japanese, Chinese and Korean put their counter
/// after the number (3番, 三号, 3번), which a word written before numbers cannot say.
@Suite("Number sign before a number")
struct NumberSignTests {
    static let languages = Fixture.allLanguages(except: ["ja", "zh", "ko"])

    @Test(arguments: languages)
    func numberSignSaysTheNumberWord(_ language: String) throws {
        let profile = try Fixture.store.require(language)
        let signName = try #require(profile.normalization.symbols.first { $0.symbol == "#" }?.spoken)
        let spoken = say("#3", language)
        #expect(!spoken.contains(signName), "\(language): '#3' said '\(spoken)'")
        #expect(spoken.hasSuffix(say("3", language)), "\(language): '#3' said '\(spoken)'")
    }

    /// The sign alone, or before a word, keeps its name: a hashtag is not a number.
    @Test func hashtagKeepsTheSignsName() {
        #expect(say("#Sommer", "de-DE") == "Raute Sommer")
    }
}
