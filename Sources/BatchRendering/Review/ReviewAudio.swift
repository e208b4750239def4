import AudioIO

/// The one place the review pages name a screen's audio: the walkthrough (the manifest says which
/// file, in the render's audio format, ``AudioFormat``), its path relative to the screen's page
/// (which sits in the screen's folder), and the players. A step plays as a time range of the
/// walkthrough (a media fragment, `#t=start,end`, which every browser honours), so the audio is
/// encoded and hosted once. Audio loads only when played.
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

    /// A player for `path` (relative to the page): fetched only when played.
    static func player(_ path: String, label: String) -> String {
        player(source: HTML.url(path.split(separator: "/").map(String.init)), label: label)
    }

    /// A player for seconds `start` to `end` of the walkthrough. `data-start` and `data-end` let
    /// the page's script start every play at the step and stop at its end (the fragment alone
    /// plays on past its end once played again).
    static func stepPlayer(_ manifest: ScreenManifest, start: Double, end: Double, label: String) -> String {
        let (from, to) = (ReviewNumbers.fixed(start, decimals: 3), ReviewNumbers.fixed(end, decimals: 3))
        let source = HTML.url(walkthrough(manifest).split(separator: "/").map(String.init)) + "#t=\(from),\(to)"
        return player(source: source, label: label, attributes: " data-start=\"\(from)\" data-end=\"\(to)\"")
    }

    private static func player(source: String, label: String, attributes: String = "") -> String {
        "<audio controls preload=\"none\" src=\"\(source)\"\(attributes) aria-label=\"\(HTML.escape(label))\">"
    }
}
