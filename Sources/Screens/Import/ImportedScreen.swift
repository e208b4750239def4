
/// A screen read from a capture or a screen file, with what the import could not map.
public struct ImportedScreen: Hashable, Sendable {
    /// The screen, as a screen file would describe it.
    public var screen: Screen
    /// What the import could not map, one warning each.
    public var warnings: [ImportWarning]
    /// The kind of file it was read from.
    public var format: CaptureFormat
    /// Where a screen file's parts were written, for errors found after loading; empty for a capture.
    package var places: ScreenPlaces
    /// The element tree the screen-file loader built and checked; nil for a capture, whose tree
    /// the simulator builds.
    package var tree: ElementTree?

    package init(screen: Screen, warnings: [ImportWarning], format: CaptureFormat, places: ScreenPlaces = ScreenPlaces(),
                tree: ElementTree? = nil) {
        self.screen = screen
        self.warnings = warnings
        self.format = format
        self.places = places
        self.tree = tree
    }
}

/// What the user may decide instead of the importer.
public struct ImportOptions: Hashable, Sendable {
    /// The screen's name; nil takes the file's name without its extension.
    public var name: String?
    /// The screen's language (BCP 47); nil guesses it from the labels' script, else en-US.
    public var language: String?
    /// The device's screen in points (width, height) for a fragment of a capture (an alert, a tab
    /// bar without its application); nil takes the extent of the fragment's frames.
    public var screenSize: [Double]?

    /// Options; nil leaves each to the importer.
    public init(name: String? = nil, language: String? = nil, screenSize: [Double]? = nil) {
        self.name = name
        self.language = language
        self.screenSize = screenSize
    }
}
