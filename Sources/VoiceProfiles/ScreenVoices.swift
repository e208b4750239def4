/// Which voice profile speaks each language of one screen: the one rule the Simulator (for
/// VoiceOver's words), the planner (for voices, normalizers and speech settings) and the renderer
/// share. A language speaks with its own profile, resolved as iOS resolves locales
/// (``VoiceProfileStore/profile(for:)``), else with the screen's.
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

    /// The profile that speaks `language`; `isOwn` is false when the screen's stands in for it.
    package func profile(for language: String) -> (profile: VoiceProfile, isOwn: Bool) {
        if language == screenLanguage { return (screenProfile, true) }
        if let own = store.profile(for: language) { return (own, true) }
        return (screenProfile, false)
    }
}
