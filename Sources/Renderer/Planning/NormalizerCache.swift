import EarshotSupport
import Foundation
import Normalizer
import Synchronization
import VoiceProfiles

/// The normalizers a renderer has built, by profile language, punctuation level and time reading, shared by
/// every screen it renders: building one reads the language's CLDR data through ICU and indexes
/// its word lists (milliseconds), while normalizing a label takes microseconds, and a render of
/// many screens in one language would otherwise build the same normalizer once per screen.
/// Normalizers are pure functions of their profile, so sharing one changes no output.
package final class NormalizerCache: Sendable {
    /// A normalizer being built or built: the first thread to ask builds it (outside the table's
    /// lock: it takes milliseconds), any other asking meanwhile waits for it instead of building
    /// it again. The thread preparing screens ahead and the renderer do ask for one at once.
    private let entries = Mutex<[String: MadeOnce<TextNormalizer>]>([:])
    private let languagesSetUp = Mutex(0)

    package init() {}

    /// How many normalizers were built from a profile (not derived from another level of the
    /// same language): one per language a render speaks.
    package var built: Int { languagesSetUp.withLock { $0 } }

    /// `profile`'s normalizer at `level`, built on first use.
    package func normalizer(for profile: VoiceProfile, punctuation level: PunctuationLevel,
                            times: TimeReading = .asVoiceOver) -> TextNormalizer {
        let key = profile.language + "#" + level.rawValue + "#" + times.rawValue
        let (entry, sibling) = entries.withLock { entries -> (MadeOnce<TextNormalizer>, (MadeOnce<TextNormalizer>, PunctuationLevel)?) in
            if let known = entries[key] { return (known, nil) }
            // Another level of the same language shares its rules and lexicon: only the level differs.
            var sibling: (MadeOnce<TextNormalizer>, PunctuationLevel)?
            for other in PunctuationLevel.allCases where sibling == nil {
                sibling = entries[profile.language + "#" + other.rawValue + "#" + times.rawValue].map { ($0, other) }
            }
            let entry = MadeOnce<TextNormalizer>()
            entries[key] = entry
            return (entry, sibling)
        }
        return entry.value {
            guard let (sibling, siblingLevel) = sibling else { return build(profile, level, times) }
            return sibling.value { build(profile, siblingLevel, times) }.reading(punctuation: level)
        }
    }

    private func build(_ profile: VoiceProfile, _ level: PunctuationLevel, _ times: TimeReading) -> TextNormalizer {
        languagesSetUp.withLock { $0 += 1 }
        return TextNormalizer(profile: profile, punctuation: level, times: times)
    }
}
