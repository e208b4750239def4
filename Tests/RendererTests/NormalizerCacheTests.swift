import Dispatch
import Normalizer
import Renderer
import Synchronization
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

    /// The thread preparing screens and the renderer ask at once: each language is set up once,
    /// the other askers wait for it, and every one gets what a normalizer built alone says.
    @Test func aLanguageAskedForByManyThreadsAtOnceIsSetUpOnce() throws {
        let languages = ["en-US", "de-DE", "ja-JP"]
        let profiles = try languages.map { try #require(Fixture.store.profile(for: $0)) }
        let cache = NormalizerCache()
        let levels = PunctuationLevel.allCases
        let asks = 24
        let answers = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: asks) { ask in
            let said = cache.normalizer(for: profiles[ask % profiles.count], punctuation: levels[ask % levels.count])
                .normalize(Self.texts[0])
            answers.withLock { $0[ask] = "\(said)" }
        }
        #expect(cache.built == languages.count)
        let got = answers.withLock { $0 }
        for ask in 0..<asks {
            let alone = TextNormalizer(profile: profiles[ask % profiles.count], punctuation: levels[ask % levels.count])
            #expect(got[ask] == "\(alone.normalize(Self.texts[0]))", "ask \(ask)")
        }
    }
}
