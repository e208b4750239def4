
/// What VoiceOver offers beyond the description: the `customActions` and `customContent` keys, and
/// Earshot's `steps`, `pages`, `busy` and `alert`.
extension Element {
    /// The screen file's `customActions`: sets the actions' names.
    public func customActions(_ names: String...) -> Element { with { $0.customActions = names } }

    /// Adds custom actions, as SwiftUI's `accessibilityAction(named:)` does one by one.
    public func actions(_ names: String...) -> Element { with { $0.customActions += names } }

    /// Adds one AXCustomContent entry (SwiftUI's `accessibilityCustomContent(_:_:importance:)`);
    /// `key` is an AccessibilityCustomContentKey id: a later entry with the same key replaces it.
    public func customContent(_ label: String, _ value: String,
                              importance: CustomContent.Importance = .default, key: String? = nil) -> Element {
        with { $0.customContent.append(CustomContent(label: label, value: value, importance: importance, key: key)) }
    }

    /// The values an adjustable element steps through (`increment` moves forward).
    public func steps(_ values: String...) -> Element { with { $0.steps = values } }

    /// A scroll view's pages, for `scroll` and its "Page N of M" status.
    public func pages(current: Int, count: Int) -> Element {
        with { $0.pages = Pages(current: current, count: count) }
    }

    /// The element is loading: the loading earcon repeats while it has focus.
    public func busy(_ busy: Bool = true) -> Element { with { $0.busy = busy } }

    /// A modal view that is an alert: the alert earcon plays when it takes over.
    public func alert(_ alert: Bool = true) -> Element { with { $0.alert = alert } }
}
