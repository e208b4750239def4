/// SwiftUI's `accessibilityElement(children:)` (AccessibilityChildBehavior): what becomes of an
/// element's children. The Simulator's composition rules say what each one sounds like.
public enum ChildBehavior: String, Codable, Hashable, Sendable, CaseIterable {
    /// One stop whose description merges its children's (labels and values in focus order,
    /// traits, actions and custom content).
    case combine
    /// The children stay separate stops, kept together as a group (SwiftUI's container element).
    case contain
    /// One stop with only its own properties; the children are not visited.
    case ignore
}
