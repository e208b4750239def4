
/// The tree's shape: wrappers with nothing of their own give way to their children.
extension CaptureMapper {
    /// A view with nothing of its own (no id, text, traits, modality, grouping) is replaced by its
    /// children, and one with no children is dropped. VoiceOver's order pools the stops of such
    /// views into their parent's anyway (only grouping containers, tab bars and `order` keep
    /// stops together), and modal wrappers are never plain, so what is said and its order stay
    /// the same; 30 nested wrappers do not become 30 levels.
    static func simplified(_ element: Element) -> [Element] {
        var plain = element
        plain.children = []
        plain.frame = nil
        guard plain == Element() else { return [element] }
        return element.children
    }
}
