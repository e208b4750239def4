import Renderer

/// The one place the review pages name a screen's audio: the walkthrough (the manifest says which
/// file, in the render's audio format, ``AudioFormat``), its path relative to the screen's page
/// (which sits in the screen's folder), and the players. A step plays as a time range of the
/// walkthrough (a media fragment, `#t=start,end`, which every browser honours), so the audio is
/// encoded and hosted once. Audio loads only when played.
package enum ReviewAudio {
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
        player(source: url(path), label: label)
    }

    /// A player for seconds `start` to `end` of the walkthrough at `path`. The page's script
    /// reads the range from the fragment, to start every play at the step and stop at its end
    /// (the fragment alone plays on past its end once played again).
    static func stepPlayer(_ path: String, start: Double, end: Double, label: String) -> String {
        let range = "#t=\(ReviewNumbers.fixed(start, decimals: 3)),\(ReviewNumbers.fixed(end, decimals: 3))"
        return player(source: url(path) + range, label: label)
    }

    /// What a step's player shows of its time: the position within the step and the step's
    /// length (the page's script moves the position while it plays). The browser's own controls
    /// would show the whole walkthrough's; their time is hidden where the browser lets a page
    /// style it (Chromium, Safari).
    static func stepClock(length: Double) -> String {
        "<p class=\"step-clock\"><span class=\"pos\">\(ReviewNumbers.seconds(0))</span> of "
            + "<span class=\"len\">\(ReviewNumbers.seconds(length))</span>, the step's length</p>\n"
    }

    /// `path`, relative to the page, percent-encoded component by component.
    private static func url(_ path: String) -> String {
        HTML.url(path.split(separator: "/").map(String.init))
    }

    private static func player(source: String, label: String) -> String {
        "<audio controls preload=\"none\" src=\"\(source)\" aria-label=\"\(HTML.escape(label))\">"
    }
}
