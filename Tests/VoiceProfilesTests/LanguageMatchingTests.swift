import Foundation
import Testing
import TestSupport
import VoiceProfiles

/// Tag → profile as iOS resolves locales, over a fixed set of profile tags (copies of en-US with
/// another `language`), so the table does not change as Voices/ grows.
@Suite("Language matching")
struct LanguageMatchingTests {
    static let tags = ["ar-SA", "bg-BG", "de-DE", "en-GB", "en-US", "es-ES", "es-MX", "fr-CA", "fr-FR", "he-IL", "hi-IN", "hr-HR", "ja-JP",
                       "ko-KR", "nb-NO", "nl-NL", "pt-BR", "pt-PT", "ru-RU", "uk-UA", "zh-CN", "zh-HK", "zh-TW"]

    static func matcher() throws -> LanguageMatcher {
        let english = try Repository.voiceStore().require("en-US")
        return LanguageMatcher(profiles: tags.map { tag in
            var profile = english
            profile.language = tag
            return profile
        })
    }

    @Test(arguments: [
        ("ja", "ja-JP"), ("ja-JP", "ja-JP"), ("ja_JP", "ja-JP"), ("JA-jp", "ja-JP"), ("ja-Jpan-JP", "ja-JP"),
        ("es", "es-ES"), ("es-ES", "es-ES"), ("es-AR", "es-MX"), ("es-419", "es-MX"), ("es-US", "es-MX"), ("es-CO", "es-MX"),
        ("es-MX", "es-MX"), ("es_CL", "es-MX"),
        ("zh", "zh-CN"), ("zh-Hans", "zh-CN"), ("zh-SG", "zh-CN"), ("cmn", "zh-CN"), ("zh-Hant", "zh-TW"),
        ("zh-Hant-TW", "zh-TW"), ("zh_TW", "zh-TW"), ("zh-HK", "zh-HK"), ("zh-Hant-HK", "zh-HK"),
        ("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"),
        ("en", "en-US"), ("en-US", "en-US"), ("en-GB", "en-GB"), ("en-AU", "en-GB"), ("en-IN", "en-GB"), ("en_IE", "en-GB"),
        ("fr", "fr-FR"), ("fr-CA", "fr-CA"), ("fr-BE", "fr-FR"), ("fr-CH", "fr-FR"),
        ("de", "de-DE"), ("de-AT", "de-DE"), ("de-CH", "de-DE"),
        ("ar", "ar-SA"), ("ar-EG", "ar-SA"), ("he", "he-IL"), ("iw", "he-IL"), ("iw-IL", "he-IL"),
        ("no", "nb-NO"), ("nb", "nb-NO"), ("ko-KR", "ko-KR"), ("hi", "hi-IN"), ("ru-UA", "ru-RU"),
    ])
    func tagResolvesToProfile(tag: String, expected: String) throws {
        #expect(try Self.matcher().profile(for: tag)?.language == expected, "\(tag)")
    }

    @Test(arguments: [
        ("ca-ES", ["es-ES"]), ("fa", ["ar-SA"]), ("be", ["ru-RU"]), ("sv-SE", ["en-GB", "nb-NO"]), ("ur", ["ar-SA"]),
        // A language its readers understand (CLDR) comes first, if the voice reads its script.
        ("sr-Latn-RS", ["hr-HR"]), ("bs", ["hr-HR"]), ("gl-ES", ["es-ES"]), ("af-ZA", ["nl-NL"]), ("mk", ["bg-BG"]),
        ("sr", ["bg-BG"]), ("nn", ["nb-NO"]),
    ])
    func aLanguageWithoutProfileNamesTheClosest(tag: String, closestFirst: [String]) throws {
        guard case .unmatched(_, let closest) = try Self.matcher().resolve(tag) else {
            Issue.record("\(tag) matched a profile of another language")
            return
        }
        // The nearest profiles in the same script: understood languages, then nearest region (ties by tag).
        #expect(Array(closest.map(\.language).prefix(closestFirst.count)) == closestFirst, "\(tag)")
        #expect(closest.count <= 3)
    }

    @Test(arguments: ["", "-", "x", "not a tag", "ja--JP", "tlh", "qaa-QM", "12-34", "ja-JP-" + String(repeating: "a", count: 30)])
    func nonsenseAndUnknownTagsResolveToNothingWithoutCrashing(tag: String) throws {
        let resolution = try Self.matcher().resolve(tag)
        guard case .unmatched = resolution else {
            Issue.record("\(tag) matched")
            return
        }
        #expect(!resolution.summary.contains("\n"))
        #expect(resolution.summary.contains("no voice profile"))
    }

    @Test func theStoresErrorIsOneLineNamingTheClosest() throws {
        let store = try Repository.voiceStore()
        do {
            _ = try store.require("gl-ES")
            Issue.record("Galician has a profile")
        } catch let error as VoiceProfileError {
            #expect(error.description.contains("'gl-ES' (Galician)"))
            #expect(error.description.contains("closest: ") && error.description.contains("es-ES"))
            #expect(!error.description.contains("\n"))
        }
    }
}
