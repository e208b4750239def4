import Normalizer
import VoiceProfiles

/// The normalizers a renderer has built, by profile language, punctuation level and time reading, shared by
/// every screen it renders: building one reads the language's CLDR data through ICU and indexes
/// its word lists (milliseconds), while normalizing a label takes microseconds, and a render of
/// many screens in one language would otherwise build the same normalizer once per screen.
/// Normalizers are pure functions of their profile, so sharing one changes no output. Used by
/// the renderer's thread only.
package final class NormalizerCache {
    private var entries: [String: TextNormalizer] = [:]

    package init() {}

    /// How many normalizers were built from a profile (not derived from another level of the
    /// same language): one per language a render speaks.
    package private(set) var built = 0

    /// `profile`'s normalizer at `level`, built on first use.
    package func normalizer(for profile: VoiceProfile, punctuation level: PunctuationLevel,
                            times: TimeReading = .asVoiceOver) -> TextNormalizer {
        let key = { (level: PunctuationLevel) in profile.language + "#" + level.rawValue + "#" + times.rawValue }
        if let known = entries[key(level)] { return known }
        // Another level of the same language shares its rules and lexicon: only the level differs.
        let made: TextNormalizer
        if let sibling = PunctuationLevel.allCases.lazy.compactMap({ self.entries[key($0)] }).first {
            made = sibling.reading(punctuation: level)
        } else {
            made = TextNormalizer(profile: profile, punctuation: level, times: times)
            built += 1
        }
        entries[key(level)] = made
        return made
    }
}
