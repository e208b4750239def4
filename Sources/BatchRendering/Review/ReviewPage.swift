import AudioIO
import Foundation

/// `OUT/index.html`: one static page where a reviewer listens to every screen of the set.
///
/// Per screen: the walkthrough with its captions, and per stop what is said (immediately and
/// after the hint delay), a player, and the timeline drawn as a strip: speech, earcons and
/// silences as labelled boxes (never colour alone) on one time scale per screen. It works from
/// the file system (relative, percent-encoded URLs; no external resource), every text from a
/// screen is escaped, and it is usable with a keyboard and a screen reader.
enum ReviewPage {
    static let fileName = "index.html"
    /// Names a screen folder must not take: they sit beside the folders in OUT.
    static let reservedNames: Set<String> = [fileName]
    /// Part of every section's and the page's key: change it when the markup changes.
    static let version = "earshot-review-2"

    /// Writes the page atomically over the screens of `manifests` (in that order), unless the
    /// page there was made from exactly these manifests and failures: a warm run reads no
    /// timeline and writes nothing.
    static func write(manifests: [ScreenManifest], failures: [ScreenOutcome], output: URL, to url: URL) throws {
        let messages = failures.compactMap { if case .failed(let message) = $0.status { message } else { nil } }
        var fields: [(name: String, bytes: Data)] = [("page", Data(version.utf8))]
        fields += manifests.map { ("screen", Data($0.reviewKey.utf8)) }
        fields += messages.map { ("failure", Data($0.utf8)) }
        let marker = "<meta name=\"earshot-page\" content=\"\(CacheKey(fields: fields).hex)\">"
        if let handle = FileHandle(forReadingAtPath: url.path) {
            let head = (try? handle.read(upToCount: 1024)) ?? Data()
            try? handle.close()
            if head.range(of: Data(marker.utf8)) != nil { return }
        }
        // A screen that failed now but rendered before still has its old folder: shown, marked.
        let failedSources = Set(failures.filter(\.failed).map(\.file.relativePath))
        let sections = manifests.map { manifest in
            let section = ReviewSection.html(for: manifest, output: output)
            guard failedSources.contains(manifest.source) else { return section }
            return "<p class=\"stale\" role=\"note\"><strong>\(HTML.escape(manifest.name))</strong> failed to render in the last run "
                + "(see <a href=\"#failures-heading\">Screens that failed</a>); below is its previous render.</p>\n" + section
        }
        try AtomicFile.write(Data(html(manifests: manifests, sections: sections, failures: messages, marker: marker).utf8), to: url)
    }

    static func html(manifests: [ScreenManifest], sections: [String], failures: [String], marker: String) -> String {
        let screens = manifests
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            \(marker)
            <title>Earshot review: \(screens.count) screen\(screens.count == 1 ? "" : "s")</title>
            <style>\(ReviewAssets.css)</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the screens</a>
            <header>
            <h1>Earshot review</h1>
            <p>What VoiceOver says on \(screens.count) screen\(screens.count == 1 ? "" : "s"), as rendered by Earshot with espeak-ng. \
            Play a whole walkthrough or one stop at a time. Each stop's timeline shows its speech, sounds (earcons) and \
            silences (pauses, the hint delay, waits) in time order across the page, with a ruler in seconds below it.</p>
            \(legend)
            </header>

            """
        if !screens.isEmpty {
            out += "<nav aria-labelledby=\"nav-heading\">\n<h2 id=\"nav-heading\">Screens</h2>\n<ol>\n"
            for manifest in manifests {
                out += "<li><a href=\"#\(ReviewSection.anchor(manifest))\">\(HTML.escape(manifest.name))</a>"
                out += " <span class=\"meta\">\(HTML.escape(manifest.language)), \(ReviewNumbers.seconds(manifest.duration))"
                out += manifest.incidents.isEmpty ? "" : ", \(manifest.incidents.count) problem\(manifest.incidents.count == 1 ? "" : "s")"
                out += "</span></li>\n"
            }
            out += "</ol>\n</nav>\n"
        }
        out += "<main id=\"main\" tabindex=\"-1\">\n"
        if !failures.isEmpty {
            out += "<section class=\"failures\" aria-labelledby=\"failures-heading\">\n"
            out += "<h2 id=\"failures-heading\">Screens that failed to render</h2>\n<ul>\n"
            for failure in failures { out += "<li>\(HTML.escape(failure))</li>\n" }
            out += "</ul>\n</section>\n"
        }
        if screens.isEmpty {
            out += "<p>No rendered screens in this folder yet.</p>\n"
        }
        for section in sections {
            out += section
        }
        out += "</main>\n<script>\(ReviewAssets.script)</script>\n</body>\n</html>\n"
        return out
    }

    private static let legend = """
        <ul class="legend" aria-label="Timeline legend">
        <li><span class="swatch ev speech" aria-hidden="true">Aa</span> speech</li>
        <li><span class="swatch ev sound" aria-hidden="true">\u{266A}</span> sound (earcon)</li>
        <li><span class="swatch ev silence" aria-hidden="true">&#8230;</span> silence (pause, hint delay, wait)</li>
        </ul>
        """
}
