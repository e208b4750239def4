import Normalizer
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
        if let known = built.withLock({ $0[key] }) { return known }
        // Built outside the lock (it takes milliseconds); two threads asking at once build it
        // twice and keep the first, which is the same normalizer.
        let made = TextNormalizer(profile: profile, punctuation: level)
        return built.withLock { built in
            if let first = built[key] { return first }
            built[key] = made
            return made
        }
    }
}
