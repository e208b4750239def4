/// `accessibilityDirectTouchOptions` (UIKit) and `accessibilityDirectTouch(options:)` (SwiftUI):
/// how an element with the `allowsDirectInteraction` trait takes touches while VoiceOver runs.
public enum DirectTouchOption: String, Codable, Hashable, Sendable, CaseIterable {
    /// VoiceOver does not speak while the area is touched directly.
    case silentOnTouch
    /// Direct touch starts only once the user activates the element; VoiceOver says so.
    case requiresActivation
}
