/// A screen whose element tree has been built and found sound (no ``ElementTree/problems(maxFocusDepth:)``):
/// what the loader hands on, so the simulator works on that tree instead of building and checking
/// it a second time.
package struct CheckedScreen: Hashable, Sendable {
    package var screen: Screen
    /// `ElementTree(screen: screen)`, checked.
    package let tree: ElementTree

    /// `tree` must be the screen's own tree, already checked; the loader makes these, with the
    /// problems it found reported at their line and column.
    package init(screen: Screen, checkedTree tree: ElementTree) {
        self.screen = screen
        self.tree = tree
    }
}
