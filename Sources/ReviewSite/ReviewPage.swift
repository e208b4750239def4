import Renderer
import Foundation

/// `OUT/index.html`: the list of every screen of the set, filtered and searched in the page, each
/// leading to its own page (``ScreenPage``). One lean row per screen (name, language, length,
/// steps, findings, changed since the baseline), so a set of thousands of screens stays a small
/// page that opens at once. It works from the file system (relative, percent-encoded URLs; no
/// external resource) and every text from a screen is escaped.
package enum ReviewPage {
    package static let fileName = "index.html"
    /// Names a screen folder must not take: they sit beside the folders in OUT.
    package static let reservedNames: Set<String> = [fileName]
    /// Part of every page's key: change it when the markup changes.
    static let version = "earshot-review-5"

    /// Brings every screen's page up to date (writing only those whose screen changed), then
    /// writes the index atomically unless the one there was made from exactly these manifests
    /// and failures.
    /// A screen that failed to render: its file (relative to the set) and the one-line reason.
    package struct Failure: Sendable {
        package var source: String
        package var message: String

        package init(source: String, message: String) {
            self.source = source
            self.message = message
        }
    }

    package static func write(manifests: [ScreenManifest], failures: [Failure], output: URL, to url: URL) throws {
        let messages = failures.map(\.message)
        let changed = Set(manifests.filter { BaselineSection.diff(in: output.appendingPathComponent($0.folder)) != nil }.map(\.folder))
        for manifest in manifests { ScreenPage.write(for: manifest, output: output) }
        // A screen that failed now but rendered before still has its old folder: listed, marked.
        let stale = Set(failures.map(\.source))
        var fields: [(name: String, bytes: Data)] = [("page", Data(version.utf8))]
        fields += manifests.map { ("screen", Data($0.reviewKey.utf8)) }
        fields += manifests.map { ("changed", Data((changed.contains($0.folder) ? "1" : "0").utf8)) }
        fields += manifests.map { ("stale", Data((stale.contains($0.source) ? "1" : "0").utf8)) }
        fields += messages.map { ("failure", Data($0.utf8)) }
        let marker = "<meta name=\"earshot-page\" content=\"\(CacheKey(fields: fields).hex)\">"
        if let handle = FileHandle(forReadingAtPath: url.path) {
            let head = (try? handle.read(upToCount: 1024)) ?? Data()
            try? handle.close()
            if head.range(of: Data(marker.utf8)) != nil { return }
        }
        try AtomicFile.write(Data(html(manifests: manifests, failures: messages, marker: marker, changedSinceBaseline: changed,
                                       staleSources: stale).utf8), to: url)
    }

    static func html(manifests screens: [ScreenManifest], failures: [String], marker: String,
                     changedSinceBaseline: Set<String> = [], staleSources: Set<String> = []) -> String {
        let plural = screens.count == 1 ? "" : "s", total = ReviewNumbers.count(screens.count)
        var out = ReviewAssets.head(title: "Earshot review: \(total) screen\(plural)", marker: marker, page: "index-page",
                                    skip: "Skip to the screens")
        out += """
            <header>
            <h1>Earshot review of \(total) screen\(plural)</h1>
            <p>What VoiceOver says on each screen, as rendered by Earshot with espeak-ng. Open a screen to play its \
            walkthrough or one step at a time, see its focus map and what the audit found.</p>
            </header>
            <main id="main" tabindex="-1">

            """
        if !failures.isEmpty {
            out += "<section class=\"failures\" aria-labelledby=\"failures-heading\">\n"
            out += "<h2 id=\"failures-heading\">Screens that failed to render</h2>\n<ul>\n"
            for file in FailureLines.files(failures) {
                let count = file.problems.count
                out += "<li><code>\(HTML.escape(file.name))</code>\(count > 1 ? ", \(count) problems" : ""):\n<ul>\n"
                for problem in file.problems { out += "<li>\(HTML.escape(problem))</li>\n" }
                out += "</ul></li>\n"
            }
            out += "</ul>\n</section>\n"
        }
        guard !screens.isEmpty else {
            return out + "<p>No rendered screens in this folder yet.</p>\n</main>\n</body>\n</html>\n"
        }
        var languages = Array(Set(screens.map(\.language))).sorted()
        languages.removeAll { $0.isEmpty }
        out += "<h2 id=\"screens-h\">Find a screen</h2>\n<form class=\"filters\" role=\"search\" aria-label=\"Filter the screens\">\n"
        out += "<label>Name or source file <input type=\"search\" id=\"filter-text\" autocomplete=\"off\"></label>\n"
        out += "<label>Language <select id=\"filter-language\"><option value=\"\">Every language</option>"
        for language in languages { out += "<option>\(HTML.escape(language))</option>" }
        out += "</select></label>\n"
        out += "<label><input type=\"checkbox\" id=\"filter-findings\"> Only screens with findings</label>\n"
        if !changedSinceBaseline.isEmpty {
            out += "<label><input type=\"checkbox\" id=\"filter-changed\"> Only screens changed since the baseline</label>\n"
        }
        out += "</form>\n<p id=\"shown\" role=\"status\">\(total) of \(total) screen\(plural) shown.</p>\n"
        // The baseline column only when there is something in it: without --baseline (or with
        // nothing changed) it would be empty in every row.
        let baselineColumn = !changedSinceBaseline.isEmpty
        out += "<table class=\"screens\(baselineColumn ? "" : " no-baseline")\" aria-labelledby=\"screens-h\">\n"
        out += "<colgroup><col class=\"c-name\"><col class=\"c-lang\"><col class=\"c-num\"><col class=\"c-num\"><col class=\"c-num\">"
        out += (baselineColumn ? "<col class=\"c-changed\">" : "") + "</colgroup>\n"
        out += "<thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">Language</th><th scope=\"col\">Length</th>"
        out += "<th scope=\"col\">Steps</th><th scope=\"col\">Findings</th>"
        out += (baselineColumn ? "<th scope=\"col\">Changed since the baseline</th>" : "") + "</tr></thead>\n<tbody>\n"
        for manifest in screens {
            let changed = changedSinceBaseline.contains(manifest.folder)
            let lang = HTML.language(manifest.language).map { " lang=\"\(HTML.escape($0))\"" } ?? ""
            // The source path is the row's title, so the filter finds a screen by its file too.
            out += "<tr data-source=\"\(HTML.escape(manifest.source))\"\(changed ? " data-changed=\"1\"" : "")>"
            out += "<td><a href=\"\(ScreenPage.link(manifest))\"\(lang)>\(HTML.escape(manifest.name))</a>"
            if !manifest.incidents.isEmpty {
                out += " <span class=\"meta\">(\(manifest.incidents.count) problem\(manifest.incidents.count == 1 ? "" : "s") in the render)</span>"
            }
            if staleSources.contains(manifest.source) {
                out += " <strong class=\"stale\">failed to render in the last run; its previous render is shown</strong>"
            }
            out += "</td><td>\(HTML.escape(manifest.language))</td><td>\(ReviewNumbers.seconds(manifest.duration))</td>"
            out += "<td>\(manifest.utterances)</td><td>\(manifest.findings.map(String.init) ?? "")</td>"
            if baselineColumn { out += "<td>\(changed ? "changed" : "unchanged")</td>" }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n</main>\n<script>\(ReviewAssets.indexScript)</script>\n</body>\n</html>\n"
        return out
    }
}
