import ScreenModel

/// A screen with the line each element starts on, keyed by element path (`elements[2].children[0]`,
/// as ``ElementTree/path(_:)`` names it): the model stays free of file positions, and a tool that
/// reports on elements (the audit) can still say where to look.
public struct LocatedScreen: Sendable {
    public var screen: Screen
    /// 1-based line of each element's mapping (and of `order` entries, `...order[0]`).
    public var lines: [String: Int]

    public init(screen: Screen, lines: [String: Int]) {
        self.screen = screen
        self.lines = lines
    }
}
