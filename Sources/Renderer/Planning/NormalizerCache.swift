import Normalizer
import ScreenModel
import Simulator
import Synchronization
import VoiceProfiles

/// The normalizers a renderer has built, by profile language and punctuation level, shared by
/// every screen it renders: building one reads the language's CLDR data through ICU and indexes
/// its word lists (milliseconds), while normalizing a label takes microseconds, and a render of
/// many screens in one language would otherwise build the same normalizer once per screen.
/// Normalizers are pure functions of their profile, so sharing one changes no output.
package final class NormalizerCache: Sendable {
    private let built = Mutex<[String: TextNormalizer]>([:])

    package init() {}

    /// `profile`'s normalizer at `level`, built on first use.
    package func normalizer(for profile: VoiceProfile, punctuation level: PunctuationLevel) -> TextNormalizer {
        let key = profile.language + "#" + level.rawValue
        // Another level of the same language shares its rules and lexicon: only the level differs.
        let (known, sibling) = built.withLock { built in
            let siblings = PunctuationLevel.allCases.compactMap { built[profile.language + "#" + $0.rawValue] }
            return (built[key], siblings.first)
        }
        if let known { return known }
        // Built outside the lock (it takes milliseconds); two threads asking at once build it
        // twice and keep the first, which is the same normalizer.
        let made = sibling?.reading(punctuation: level) ?? TextNormalizer(profile: profile, punctuation: level)
        return built.withLock { built in
            if let first = built[key] { return first }
            built[key] = made
            return made
        }
    }
}

extension NormalizerCache {
    /// Builds the normalizers planning `utterances` (of a screen in `screenLanguage`) will ask
    /// for, by the planner's rules: a part's language's profile (the screen's where none), a
    /// speech run's own language and level. Called on the thread that prepares screens ahead, so
    /// a language's set-up (milliseconds of CLDR data) is done while the screen before renders,
    /// not while the engines wait for the first phrase of this one.
    package func prepare(for utterances: [Utterance], screenLanguage: String, profiles: VoiceProfileStore,
                         punctuation: PunctuationLevel) {
        guard let screenProfile = profiles.profile(for: screenLanguage) else { return }
        // A normalizer already built is a look-up; asking again for each part costs no set-up.
        func build(_ language: String, _ level: PunctuationLevel?) {
            _ = normalizer(for: profiles.profile(for: language) ?? screenProfile, punctuation: level ?? punctuation)
        }
        for utterance in utterances {
            for part in utterance.immediate + utterance.delayed where part.sound == nil {
                if let runs = part.speech {
                    for run in runs { build(run.language ?? part.language, SpeechRunPlanner.punctuation(of: run)) }
                } else {
                    build(part.language, nil)
                }
            }
        }
    }
}
