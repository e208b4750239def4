import AudioIO

/// The one place the review pages name a screen's audio: the walkthrough (the manifest says which
/// file, in the render's audio format, ``AudioFormat``; the steps' are its `stopAudio`), their
/// paths relative to the screen's page (which sits in the screen's folder), and the player that
/// plays one. Audio loads only when played.
enum ReviewAudio {
    /// The walkthrough's file, relative to the screen's folder: the manifest's, else the WAV name.
    static func walkthrough(_ manifest: ScreenManifest) -> String {
        manifest.walkthrough ?? AudioFormat.wav.fileName("walkthrough")
    }

    /// The baseline's walkthrough kept for a changed screen (in the current format), relative to
    /// the screen's folder.
    static func baselineWalkthrough(_ manifest: ScreenManifest) -> String {
        BaselineFiles.folder + "/" + walkthrough(manifest)
    }

    /// `stops/03-like.mp3` → `like`: the element the file is named after.
    static func stepName(_ path: String) -> String {
        let extensionLength = AudioFormat.of(path: path).map { $0.fileExtension.count + 1 } ?? 0
        var name = Substring(path.dropFirst("stops/".count).dropLast(extensionLength))
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
