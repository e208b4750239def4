/// Which VoiceOver reads the screen: iOS (the default) or macOS, whose role words, custom content
/// order and More Content menu differ (docs/simulation.md, "VoiceOver on macOS").
public enum Platform: String, Codable, Hashable, Sendable, CaseIterable {
    /// VoiceOver on iOS (the default) or on macOS.
    case ios, macos
}
