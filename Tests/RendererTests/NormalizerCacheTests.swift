import Normalizer
import Renderer
import Testing
import VoiceProfiles

/// The cache builds a language's normalizer once and derives its other punctuation levels from it
/// (the rules and lexicon do not depend on the level): a derived one must read every text exactly
/// as one built for that level.
@Suite("Normalizer cache")
struct NormalizerCacheTests {
    static let texts = [
        "Total: $5.00; ok? (yes) #1 & more… 3/4 @home",
        "Wi-Fi, on — 12:30, 24 Nov 2026! \"quoted\" [draft] 50% off*",
        "a+b=c; x_y ~ z | path/to/file.txt",
    ]

    @Test(arguments: ["en-US", "de-DE", "ja-JP", "zh-CN", "pt-BR"])
    func aDerivedLevelReadsAsOneBuiltForIt(language: String) throws {
        let profile = try #require(Fixture.store.profile(for: language))
        for first in PunctuationLevel.allCases {
            let cache = NormalizerCache()
            _ = cache.normalizer(for: profile, punctuation: first)
            for level in PunctuationLevel.allCases {
                let derived = cache.normalizer(for: profile, punctuation: level)
                #expect(derived.punctuation == level)
                let built = TextNormalizer(profile: profile, punctuation: level)
                for text in Self.texts {
                    #expect(derived.normalize(text) == built.normalize(text), "\(language), \(first) then \(level): \(text)")
                }
            }
        }
    }

    @Test func theLevelStillChangesWhatIsSaid() throws {
        let profile = try #require(Fixture.store.profile(for: "en-US"))
        let cache = NormalizerCache()
        let some = cache.normalizer(for: profile, punctuation: .some)
        let all = cache.normalizer(for: profile, punctuation: .all)
        #expect(some.normalize(Self.texts[0]) != all.normalize(Self.texts[0]))
    }

    /// Each language is set up once, whatever levels are asked for: the others are derived.
    @Test func aLanguageIsSetUpOnceForEveryLevel() throws {
        let languages = ["en-US", "de-DE", "ja-JP"]
        let cache = NormalizerCache()
        for language in languages {
            let profile = try #require(Fixture.store.profile(for: language))
            for level in PunctuationLevel.allCases { _ = cache.normalizer(for: profile, punctuation: level) }
        }
        #expect(cache.built == languages.count)
    }
}
