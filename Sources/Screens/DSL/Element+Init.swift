
/// Elements are written like SwiftUI views: a label, then modifiers named after the screen file's
/// keys (`.traits(.button)`, `.hint("…")`); a container lists its children in a trailing body.
extension Element {
    /// A leaf with this accessibility label.
    public init(_ label: String) {
        self.init(label: label)
    }

    /// A view with subviews (`children`), optionally labelled.
    public init(_ label: String = "", @ElementBuilder children: () -> [Element]) {
        self.init(label: label, children: children())
    }

    /// Every modifier is a copy with one property changed: values stay values.
    func with(_ change: (inout Element) -> Void) -> Element {
        var copy = self
        change(&copy)
        return copy
    }
}
