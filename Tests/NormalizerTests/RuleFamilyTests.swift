@testable import Normalizer
import Testing
import VoiceProfiles

/// The rule that reads a profile's numbers is the one its `grammar` names, whatever its language
/// tag; how a language with no profile field is spaced comes from its script, not a tag list.
@Suite("Rule families chosen by the profile")
struct RuleFamilyTests {
    /// `language`'s profile, claiming to speak `tag`.
    private func profile(_ language: String, taggedAs tag: String) -> VoiceProfile {
        var profile = try! Fixture.store.require(language)
        profile.language = tag
        return profile
    }

    @Test func theFamilyFollowsTheProfileNotTheTag() {
        // The Russian rule under an English tag still says Russian words and agrees in gender.
        #expect(TextNormalizer(profile: profile("ru-RU", taggedAs: "en-US")).normalize("2 мин").text == "две минуты")
        // The English rule under a Russian tag says English (CLDR's ru words would be "пять").
        #expect(TextNormalizer(profile: profile("en-US", taggedAs: "ru-RU")).normalize("5").text == "five")
        #expect(TextNormalizer(profile: profile("zh-CN", taggedAs: "de-DE")).normalize("2015年").text == "二零一五年")
    }

    @Test func everyProfileGetsTheRuleItsGrammarNames() throws {
        for profile in Fixture.store.profiles {
            let rules = TextNormalizer.rules(for: profile.normalization, language: "und")
            let family: Grammar.Family = switch rules {
            case .english: .english
            case .chinese: .chinese
            case .portuguese: .portuguese
            case .vietnamese: .vietnamese
            case .russian: .russian
            case .cldr: .cldr
            }
            #expect(family == profile.normalization.grammar.family, "\(profile.language)")
        }
    }

    /// A profile that names no family reads its language through CLDR, the English tag included.
    @Test func noFamilyMeansCLDR() {
        var english = profile("en-US", taggedAs: "en-US")
        english.normalization.grammar = Grammar()
        #expect(TextNormalizer(profile: english).normalize("21").text == "twenty-one")
        #expect(say("21") == "twenty one")
    }

    /// Words join without spaces where the profile says so (`wordSeparator`), and where it does not
    /// in a language whose script is written without them (Unicode's line-breaking classes).
    @Test func aLanguageWithoutTheFieldIsSpacedByItsScript() {
        #expect(sayBare("5 km", "lo-LA").contains(" ") == false, "\(sayBare("5 km", "lo-LA"))")
        #expect(sayBare("5 km", "km-KH").contains(" ") == false, "\(sayBare("5 km", "km-KH"))")
        #expect(sayBare("5 km", "ko-KR").contains(" "), "\(sayBare("5 km", "ko-KR"))")
        #expect(sayBare("5 km", "sv-SE") == "fem kilometer")
    }
}
