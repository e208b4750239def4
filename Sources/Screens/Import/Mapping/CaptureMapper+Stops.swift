
/// Which elements are focus stops: the capture's `accessible` where it can be trusted, else
/// VoiceOver's rules for controls, texts and containers.
extension CaptureMapper {
    /// nil when the capture does not say and the screen format's default is as good a guess;
    /// `override` says why the capture's `accessible` was not followed.
    func isAccessibilityElement(_ node: CapturedElement, text: ValueSubstitutions,
                                        mappedChildren: [Element], besideAccessibleSibling: Bool) -> (value: Bool?, override: String?) {
        // Controls are one stop whatever views they contain, and whatever WebDriverAgent says:
        // a web link's text is inside the link VoiceOver reads ("…, Link").
        if node.kind.isControl, !mappedChildren.isEmpty {
            let overridden = trustsAccessible && node.accessible == false
            return (true, overridden ? "accessible=\"false\" overridden: a \(node.typeName) is one stop with the views inside it" : nil)
        }
        if trustsAccessible, let accessible = node.accessible {
            // WebDriverAgent answers false where it cannot ask (deeper than its snapshot depth)
            // and for controls and text UIKit makes accessibility elements by default; beside a
            // sibling it answered true for, false is the app's (a player's elapsed time, said by
            // its slider).
            if !accessible, !besideAccessibleSibling, mappedChildren.isEmpty, node.kind.isControl || node.kind == .staticText,
               !text.label.isEmpty || !text.value.isEmpty {
                return (nil, "accessible=\"false\" overridden: VoiceOver reads a \(node.typeName) with text")
            }
            return (accessible, nil)
        }
        guard !mappedChildren.isEmpty else { return (nil, nil) }
        // A cell or view whose label holds all its children's text is the element VoiceOver reads.
        guard node.kind == .cell || node.kind.isContainer else { return (nil, nil) }
        let childText = Self.spokenText(of: mappedChildren)
        if !text.label.isEmpty, !childText.isEmpty, childText.allSatisfy({ text.label.contains($0) }) { return (true, nil) }
        return (nil, nil)
    }

    /// The screen format's default decides the same: write nothing.
    static func unlessDefault(_ value: Bool?, for element: Element) -> Bool? {
        guard let value else { return nil }
        var byDefault = element
        byDefault.isAccessibilityElement = nil
        return value == byDefault.isFocusStop ? nil : value
    }

    /// Trait words VoiceOver speaks (docs/voiceover.md section 2); the others add nothing.
    static let speakingTraits: Set<Trait> = [
        .selected, .notEnabled, .button, .backButton, .toggleButton, .textEntry, .secureTextField,
        .isEditing, .header, .link, .adjustable, .image, .searchField,
    ]

    static func saysSomething(_ element: Element, inTabBar: Bool) -> Bool {
        !element.label.isEmpty || !element.value.isEmpty || !element.hint.isEmpty || inTabBar
            || !element.customActions.isEmpty || element.traits.contains(where: speakingTraits.contains)
    }

    /// The labels and values of the stops (or leaves) beneath, in order.
    static func spokenText(of elements: [Element]) -> [String] {
        elements.flatMap { element -> [String] in
            if element.hidden || element.elementsHidden { return [] }
            if element.children.isEmpty || element.isAccessibilityElement == true {
                return [element.label, element.value].filter { !$0.isEmpty }
            }
            return spokenText(of: element.children)
        }
    }
}
