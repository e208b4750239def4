/// Which voice profile speaks each language of one screen: the screen's voice plan, made once
/// where its language is resolved (the Simulator) and carried with the prepared screen to the
/// planner (voices, normalizers, speech settings), the review and the audit. A language speaks
/// with its own profile, resolved as iOS resolves locales (``VoiceProfileStore/profile(for:)``),
/// else with the screen's.
package struct ScreenVoices: Sendable {
    /// Every profile, for the languages other than the screen's.
    package let store: VoiceProfileStore
    /// The screen's language tag, as the screen gives it.
    package let screenLanguage: String
    /// The profile that speaks the screen's language, and any language without one of its own.
    package let screenProfile: VoiceProfile

    /// Nil when no profile speaks the screen's language (callers say so in their own terms).
    package init?(screenLanguage: String, store: VoiceProfileStore) {
        guard let profile = store.profile(for: screenLanguage) else { return nil }
        self.store = store
        self.screenLanguage = screenLanguage
        self.screenProfile = profile
    }

    /// The voices of text in `language` alone (`earshot speak`, `normalize`, a library's
    /// `normalize`). Throws ``VoiceProfileError`` naming the closest profiles when none speaks it.
    package init(speaking language: String, store: VoiceProfileStore) throws {
        self.store = store
        screenLanguage = language
        screenProfile = try store.require(language)
    }

    /// Whether the screen's rows read right to left (``ReadingDirection``).
    package var rightToLeft: Bool { ReadingDirection.isRightToLeft(screenLanguage, profile: screenProfile) }

    /// The profile that speaks `language`; `isOwn` is false when the screen's stands in for it.
    package func profile(for language: String) -> (profile: VoiceProfile, isOwn: Bool) {
        if language == screenLanguage { return (screenProfile, true) }
        if let own = store.profile(for: language) { return (own, true) }
        return (screenProfile, false)
    }
}
