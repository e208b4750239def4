
/// SwiftUI and iOS 17+ keys: `childBehavior`, `sortPriority`, `headingLevel`, `inputLabels`,
/// `activationPoint`, `textualContext` and `customRotors`.
extension Element {
    /// SwiftUI's `accessibilityElement(children:)`: combine, contain or ignore the children.
    public func childBehavior(_ behavior: ChildBehavior) -> Element { with { $0.childBehavior = behavior } }

    /// `accessibilitySortPriority`: higher first within its container.
    public func sortPriority(_ priority: Double) -> Element { with { $0.sortPriority = priority } }

    /// `accessibilityHeading(.h1 … .h6)`: 1-6; implies the header trait.
    public func headingLevel(_ level: Int) -> Element { with { $0.headingLevel = level } }

    /// `accessibilityInputLabels`: names for Voice Control and Full Keyboard Access, never spoken.
    public func inputLabels(_ labels: String...) -> Element { with { $0.inputLabels = labels } }

    /// `accessibilityActivationPoint`, in screen points.
    public func activationPoint(x: Double, y: Double) -> Element { with { $0.activationPoint = Point(x: x, y: y) } }

    /// `accessibilityDirectTouch(options:)`: the `allowsDirectInteraction` trait with its options.
    public func directTouch(options: DirectTouchOption...) -> Element {
        with {
            if !$0.traits.contains(.allowsDirectInteraction) { $0.traits.append(.allowsDirectInteraction) }
            $0.directTouchOptions = options
        }
    }

    /// `accessibilityTextualContext`.
    public func textualContext(_ context: TextualContext) -> Element { with { $0.textualContext = context } }

    /// Adds a custom rotor (`accessibilityRotor`) offered while focus is on or inside the element.
    public func customRotor(_ name: String, items: String...) -> Element {
        with { $0.customRotors.append(CustomRotor(name: name, items: items)) }
    }
}

extension Screen {
    /// Which VoiceOver reads the screen.
    public func platform(_ platform: Platform) -> Screen { with { $0.platform = platform } }

    /// Adds a custom rotor offered wherever focus is.
    public func customRotor(_ name: String, items: String...) -> Screen {
        with { $0.customRotors.append(CustomRotor(name: name, items: items)) }
    }
}
