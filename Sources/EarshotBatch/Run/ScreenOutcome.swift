/// What happened to one screen file in a batch.
public struct ScreenOutcome: Sendable {
    /// Rendered, reused from an earlier run, or failed with a one-line reason.
    public enum Status: Sendable, Equatable {
        /// Rendered now.
        case rendered
        /// Its outputs were up to date: nothing was synthesized or written.
        case reused
        /// Not rendered; the message names the file, the place and what is wrong.
        case failed(String)
    }

    /// The screen's file.
    public var file: DiscoveredFile
    /// Whether it failed, whatever the message.
    public var failed: Bool { if case .failed = status { true } else { false } }
    /// The screen's name, once loaded.
    public var name: String?
    /// Its folder under OUT, once named.
    public var folder: String?
    /// What happened to it.
    public var status: Status
    /// Wall-clock seconds spent on it (loading excluded).
    public var seconds: Double
    /// Phrases the engine synthesized for it (0 when every phrase came from the cache).
    public var synthesized: Int
    /// Problems the render worked around, one line each (a phrase the engine could not say).
    public var incidents: [String]

    package init(file: DiscoveredFile, name: String? = nil, folder: String? = nil, status: Status, seconds: Double = 0,
                synthesized: Int = 0, incidents: [String] = []) {
        self.file = file
        self.name = name
        self.folder = folder
        self.status = status
        self.seconds = seconds
        self.synthesized = synthesized
        self.incidents = incidents
    }
}
