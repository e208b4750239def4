/// accessibilityTraits, by their Swift names, plus the few private or derived traits that the
/// screen format names (backButton, textEntry, secureTextField, isEditing).
public enum Trait: String, Codable, Hashable, Sendable, CaseIterable {
    /// UIAccessibilityTraits, by their Swift names (docs/screen-format.md lists what each makes
    /// VoiceOver say).
    case button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText,
         summaryElement, notEnabled, updatesFrequently, startsMediaSession, adjustable,
         allowsDirectInteraction, causesPageTurn, tabBar, toggleButton
    /// Traits UIKit does not name publicly: a navigation bar's back button, a text field, a secure
    /// text field, a text field being edited, and a multi-line text view (UITextView, SwiftUI
    /// TextEditor: with `textEntry`, a text field with its own system hint).
    case backButton, textEntry, secureTextField, isEditing, textArea
}
