import ScreenModel

/// Controls VoiceOver does not announce as controls: an element whose hint says what activating
/// it does but whose traits say nothing, and a button whose value is a switch's 0 or 1.
enum TraitRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.tree[node]
            if !element.hint.isEmpty, !state.isControl(node), !state.inTabBar(node), !element.has(.allowsDirectInteraction),
               !element.has(.notEnabled) {
                issues.append(Issue(.missingTrait, node,
                                    "its hint \(Quote.text(element.hint)) says activating it does something, but VoiceOver never says \"Button\": the user does not know it can be activated"))
            } else if element.has(.button), !element.has(.toggleButton), !element.has(.adjustable), ["0", "1"].contains(element.value) {
                issues.append(Issue(.missingTrait, node,
                                    "VoiceOver reads the value \"\(element.value)\" and \"Button\" instead of \"Switch Button, \(element.value == "1" ? "On" : "Off")\"",
                                    fix: "UIKit: use a UISwitch, or accessibilityTraits with the toggle trait (UIAccessibilityTraits.toggleButton, iOS 17); SwiftUI: a Toggle, or .accessibilityAddTraits(.isToggle)"))
            }
        }
        return issues
    }
}
