import Screens

/// Controls VoiceOver does not announce as controls: an element whose hint says what activating
/// it does but whose traits say nothing, a button whose value is a switch's 0 or 1, and a tab
/// with no trait at all (UIKit's tabs are buttons, the current one selected).
enum TraitRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.element(node)
            if state.inTabBar(node), element.traits.isEmpty, element.headingLevel == nil {
                issues.append(Issue(.missingTrait, node,
                                    "a tab with no traits: VoiceOver says \"Tab\" from its place alone, and never which tab is selected",
                                    fix: "UIKit: accessibilityTraits = .button, plus .selected on the current tab; SwiftUI: .accessibilityAddTraits([.isButton, .isSelected])"))
            } else if !element.hint.isEmpty, !state.isControl(node), !state.inTabBar(node), !element.has(.allowsDirectInteraction),
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
