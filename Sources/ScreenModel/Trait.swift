/// accessibilityTraits, by their Swift names, plus the few private or derived traits that the
/// screen format names (backButton, textEntry, secureTextField, isEditing).
public enum Trait: String, Codable, Hashable, Sendable, CaseIterable {
    case button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText,
         summaryElement, notEnabled, updatesFrequently, startsMediaSession, adjustable,
         allowsDirectInteraction, causesPageTurn, tabBar, toggleButton
    case backButton, textEntry, secureTextField, isEditing
}
