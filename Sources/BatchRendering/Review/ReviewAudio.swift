/// The one place the review pages name a screen's audio: which of the manifest's files are the
/// walkthrough and the steps' recordings, their paths relative to the screen's page (which sits
/// in the screen's folder), and the player that plays one. Audio loads only when played.
enum ReviewAudio {
    /// The walkthrough's file, relative to the screen's folder.
    static let walkthrough = "walkthrough.wav"
    /// The baseline's walkthrough kept for a changed screen, relative to the screen's folder.
    static let baselineWalkthrough = BaselineFiles.folder + "/" + BaselineFiles.walkthrough

    /// Whether a file of the manifest is a step's recording (`stops/03-like.wav`).
    static func isStep(_ path: String) -> Bool { path.hasPrefix("stops/") && path.hasSuffix(".wav") }

    /// `stops/03-like.wav` → `like`: the element the file is named after.
    static func stepName(_ path: String) -> String {
        var name = Substring(path.dropFirst("stops/".count).dropLast(".wav".count))
        name = name.drop { $0.isNumber }
        if name.first == "-" { name = name.dropFirst() }
        return String(name)
    }

    /// A player for `path` (relative to the page): fetched only when played.
    static func player(_ path: String, label: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        return "<audio controls preload=\"none\" src=\"\(HTML.url(components))\" aria-label=\"\(HTML.escape(label))\">"
    }
}
