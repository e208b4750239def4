import Foundation

/// A changed screen's comparison with the baseline on the review page: the baseline's walkthrough
/// and the current one side by side, and the transcript's diff. Read from the screen's
/// `baseline/` folder, which `BaselineComparison` writes only for screens whose transcript changed.
package enum BaselineSection {
    /// The transcript diff kept for a changed screen, or nil when it did not change (or no
    /// baseline was given).
    static func diff(in folder: URL) -> String? {
        let url = folder.appendingPathComponent(BaselineFiles.folder).appendingPathComponent(BaselineFiles.diff)
        return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Paths are relative to the screen's page, in the screen's folder.
    static func html(manifest: ScreenManifest, diff: String) -> String {
        let name = manifest.name
        var out = "<section class=\"baseline\" aria-labelledby=\"baseline-h\">\n"
        out += "<h2 id=\"baseline-h\">Changed since the baseline</h2>\n<div class=\"side-by-side\">\n"
        out += "<figure><figcaption>Before (baseline)</figcaption>"
        out += ReviewAudio.player(ReviewAudio.baselineWalkthrough(manifest), label: "Baseline walkthrough of \(name)") + "</audio></figure>\n"
        out += "<figure><figcaption>Now</figcaption>"
        out += ReviewAudio.player(ReviewAudio.walkthrough(manifest), label: "Current walkthrough of \(name)") + "</audio></figure>\n</div>\n"
        out += "<p>What VoiceOver says, baseline lines marked &#8722; and current lines marked +:</p>\n"
        out += "<pre class=\"diff\" tabindex=\"0\" aria-label=\"Transcript changes of \(HTML.escape(name))\">"
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            let kind = line.hasPrefix("+") && !line.hasPrefix("+++") ? "add" : line.hasPrefix("-") && !line.hasPrefix("---") ? "del" : nil
            let text = HTML.escape(String(line))
            out += kind.map { "<span class=\"\($0)\">\(text)</span>\n" } ?? "\(text)\n"
        }
        out += "</pre>\n<p class=\"files\"><a href=\"\(HTML.url([BaselineFiles.folder, BaselineFiles.transcript]))\">baseline transcript.txt</a></p>\n</section>\n"
        return out
    }
}
