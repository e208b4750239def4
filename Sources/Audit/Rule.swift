/// The audit's rules: stable codes (never renamed: CI configurations and SARIF baselines keep
/// them), each with its severity, a title, why it matters and the properties that fix it. The
/// checks themselves are in Rules/, one file per family; docs/audit.md gives an example of each.
package enum Rule: String, Codable, Hashable, Sendable, CaseIterable {
    case missingLabel = "missing-label"
    case decorativeStop = "decorative-stop"
    case fragmentedElement = "fragmented-element"
    case missingTrait = "missing-trait"
    case focusOrder = "focus-order"
    case coveringNotModal = "covering-not-modal"
    case screenChangeWithoutFocus = "screen-change-without-focus"
    case invisibleStop = "invisible-stop"
    case listedNotAccessible = "listed-not-accessible"
    case misreadText = "misread-text"
    case smallTarget = "small-target"
    case labelRepeatsTrait = "label-repeats-trait"
    case hintRepeatsLabel = "hint-repeats-label"
    case hintNamesGesture = "hint-names-gesture"
    case emptyActionName = "empty-action-name"
    case focusCycle = "focus-cycle"

    package var severity: Severity {
        switch self {
        case .missingLabel, .coveringNotModal, .listedNotAccessible, .emptyActionName, .focusCycle: .error
        case .decorativeStop, .fragmentedElement, .missingTrait, .focusOrder, .screenChangeWithoutFocus,
             .invisibleStop, .misreadText, .smallTarget, .labelRepeatsTrait: .warning
        case .hintRepeatsLabel, .hintNamesGesture: .note
        }
    }

    package var title: String {
        switch self {
        case .missingLabel: "A control or image has no label"
        case .decorativeStop: "A decorative element is a focus stop"
        case .fragmentedElement: "One item is split into several focus stops"
        case .missingTrait: "A control lacks the trait of what it does"
        case .focusOrder: "Focus order goes against the visual order"
        case .coveringNotModal: "A view covers others without being modal"
        case .screenChangeWithoutFocus: "A view appears or goes away without moving focus"
        case .invisibleStop: "An element that cannot be seen is still a focus stop"
        case .listedNotAccessible: "An element listed in an order is not accessible"
        case .misreadText: "Text VoiceOver misreads"
        case .smallTarget: "A touch target is smaller than 44 × 44 points"
        case .labelRepeatsTrait: "The label repeats the trait's word"
        case .hintRepeatsLabel: "The hint restates the label"
        case .hintNamesGesture: "The hint names a gesture"
        case .emptyActionName: "A custom action has no name"
        case .focusCycle: "Focus order lists lead back into themselves"
        }
    }

    /// Why it matters to a VoiceOver user.
    package var why: String {
        switch self {
        case .missingLabel: "VoiceOver says only the trait (\"Button\", \"Image\") or an asset's file name: the user cannot tell what it is."
        case .decorativeStop: "Each swipe lands on something with nothing to say, and the user wonders what was missed."
        case .fragmentedElement: "The user swipes several times through pieces of one thing and must put them together in their head."
        case .missingTrait: "VoiceOver does not say what the element does (\"Button\", \"Switch Button\"), so the user does not know it can be activated or how."
        case .focusOrder: "The user hears the screen in an order that does not match what sighted users read, and loses context."
        case .coveringNotModal: "Swiping leaves the panel in front and reads what is behind it, which cannot be used."
        case .screenChangeWithoutFocus: "Focus stays where it was (or on something gone): the user is not told that the screen changed."
        case .invisibleStop: "VoiceOver reads something nobody can see, or that is off the screen."
        case .listedNotAccessible: "VoiceOver skips an entry the app put in its order: what was meant to be read is missing."
        case .misreadText: "VoiceOver reads the text as bare numbers or letters instead of what it means."
        case .smallTarget: "Hard to hit for users with low vision or motor impairments (Apple's minimum is 44 × 44 pt, WCAG 2.5.5)."
        case .labelRepeatsTrait: "VoiceOver already adds the trait's word, so the user hears it twice (\"Like button, Button\")."
        case .hintRepeatsLabel: "The user hears the same words again after the hint delay and learns nothing new."
        case .hintNamesGesture: "VoiceOver users activate with the gesture VoiceOver tells them; a hint naming a gesture is redundant or wrong with Switch Control, Voice Control or a keyboard."
        case .emptyActionName: "The Actions rotor offers an item with nothing to say."
        case .focusCycle: "The elements on the loop are never reached, or reached without end."
        }
    }

    /// The UIKit and SwiftUI properties to set.
    package var fix: String {
        switch self {
        case .missingLabel: "UIKit: set accessibilityLabel; SwiftUI: .accessibilityLabel(_:) (an image: Image(_:label:))"
        case .decorativeStop: "UIKit: isAccessibilityElement = false; SwiftUI: .accessibilityHidden(true) (an image: Image(decorative:))"
        case .fragmentedElement: "UIKit: isAccessibilityElement = true on the container with one accessibilityLabel; SwiftUI: .accessibilityElement(children: .combine)"
        case .missingTrait: "UIKit: accessibilityTraits (.button, .link, .adjustable, or UISwitch's toggle); SwiftUI: .accessibilityAddTraits(.isButton) or .isToggle"
        case .focusOrder: "UIKit: accessibilityElements in reading order, or accessibilityFrame matching what is drawn; SwiftUI: .accessibilitySortPriority(_:)"
        case .coveringNotModal: "UIKit: accessibilityViewIsModal = true; SwiftUI: .accessibilityAddTraits(.isModal)"
        case .screenChangeWithoutFocus: "UIKit: UIAccessibility.post(notification: .screenChanged or .layoutChanged, argument: the view to focus); SwiftUI: @AccessibilityFocusState"
        case .invisibleStop: "UIKit: isHidden = true or accessibilityElementsHidden = true; SwiftUI: .accessibilityHidden(true)"
        case .listedNotAccessible: "UIKit: list only accessible elements in accessibilityElements (isAccessibilityElement = true, or containers of them); SwiftUI: .accessibilityElement()"
        case .misreadText: "UIKit: accessibilityLabel (or accessibilityAttributedLabel) with the words to say; SwiftUI: .accessibilityLabel(_:); format dates with DateFormatter's .short time style"
        case .smallTarget: "UIKit: a frame (or point(inside:with:)) of at least 44 × 44 pt; SwiftUI: .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle())"
        case .labelRepeatsTrait: "UIKit: accessibilityLabel without the trait's word; SwiftUI: .accessibilityLabel(_:)"
        case .hintRepeatsLabel: "UIKit: accessibilityHint describing the result, or none; SwiftUI: .accessibilityHint(_:)"
        case .hintNamesGesture: "UIKit: accessibilityHint saying what happens (\"Plays the video\"), not how to touch; SwiftUI: .accessibilityHint(_:)"
        case .emptyActionName: "UIKit: UIAccessibilityCustomAction(name:) with a name; SwiftUI: .accessibilityAction(named:)"
        case .focusCycle: "UIKit: accessibilityElements that never list a view containing the list's owner; SwiftUI: one .accessibilityElement(children: .contain) per level"
        }
    }
}
