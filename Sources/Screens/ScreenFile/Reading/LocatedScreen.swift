
/// A screen with where its parts were written (``ScreenPlaces``), keyed by the paths errors use
/// (`elements[2].children[0]`, as ``ElementTree/path(_:)`` names it; `script[3]`; `language`):
/// the model stays free of file positions, and what reports on the screen after loading (the
/// simulator's errors, the audit's findings) can still say where to look.
package struct LocatedScreen: Hashable, Sendable {
    package var screen: Screen
    package var places: ScreenPlaces
    /// The element tree the loader built and checked, so the simulator does not build it again;
    /// nil when focus findings were kept for the audit (the tree may then have problems).
    package var tree: ElementTree?

    package init(screen: Screen, places: ScreenPlaces = ScreenPlaces(), tree: ElementTree? = nil) {
        self.screen = screen
        self.places = places
        self.tree = tree
    }

    /// 1-based line of each element's mapping (and of `order` entries, `...order[0]`, and script steps).
    package var lines: [String: Int] { places.lines }
}
