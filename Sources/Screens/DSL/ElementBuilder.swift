
/// Collects the elements written in a `Screen { … }` or `Element { … }` body, in subview order,
/// the way a SwiftUI view builder collects views: `if`, `if`/`else` and `for` work inside it.
@resultBuilder
public enum ElementBuilder {
    /// One element written in the body.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements at once (an array made elsewhere).
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The body's statements, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop's elements, iteration by iteration.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
