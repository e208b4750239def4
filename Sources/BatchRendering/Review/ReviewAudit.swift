import Audit
import FocusMap
import Foundation

/// The review page's parts that come from the audit (``ReviewNotes``): the focus map, the
/// findings, what the import guessed and whose vocabulary is unchecked, per screen and per stop.
/// Everything from the screen is escaped; the map's stops are links to the stops' entries, which
/// the page's script turns into "play this stop".
enum ReviewAudit {
    /// The map, the findings and the notes of one screen, after its heading.
    static func html(_ notes: ReviewNotes, manifest: ScreenManifest, stopAnchors: [String: String]) -> String {
        let id = ReviewSection.anchor(manifest)
        var out = "<h3 id=\"\(id)-map-h\">Focus map</h3>\n"
        out += "<figure class=\"map\" aria-labelledby=\"\(id)-map-h\">\n"
        let options = FocusMapSVG.Options(standalone: false, idPrefix: mapPrefix(manifest), stopLinks: stopAnchors,
                                          findings: notes.findingCounts)
        out += FocusMapSVG.render(notes.map, options: options)
        out += "<figcaption>Each numbered box is a stop, in the order VoiceOver visits it; the line with arrows is the path between them. "
        out += "Activate a stop to play it. The current stop is highlighted while the walkthrough plays. "
        out += "\(notes.map.stops.count) stop\(notes.map.stops.count == 1 ? "" : "s")"
        for (kind, word) in [(MapElement.Kind.modal, "modal"), (.hidden, "hidden"), (.unreachable, "unreachable")] {
            let count = notes.map.elements.filter { $0.kind == kind }.count
            if count > 0 { out += ", \(count) \(word)" }
        }
        out += ".</figcaption>\n</figure>\n"
        out += findings(notes.findings, id: id)
        if !notes.warnings.isEmpty {
            out += "<details class=\"import-warnings\"><summary>What the import guessed (\(notes.warnings.count) warning\(notes.warnings.count == 1 ? "" : "s"))</summary>\n<ul>\n"
            for warning in notes.warnings { out += "<li>\(HTML.escape(warning))</li>\n" }
            out += "</ul></details>\n"
        }
        let unchecked = notes.voices.filter { !$0.checkedOnDevice }
        if !unchecked.isEmpty {
            let names = unchecked.map { voice in
                HTML.escape(voice.language) + (voice.name.map { " (\(HTML.escape($0)))" } ?? " (no voice profile)")
            }
            out += "<p class=\"unchecked\" role=\"note\"><strong>Vocabulary not checked on a device</strong> (checkedOnDevice: false): "
            out += names.joined(separator: ", ")
            out += ". VoiceOver's own words (traits, positions, hints) in these languages are the team's translation.</p>\n"
        }
        return out
    }

    /// The screen's findings, most severe first.
    static func findings(_ findings: [Finding], id: String) -> String {
        guard !findings.isEmpty else { return "<p class=\"findings-none\">The audit found no problems on this screen.</p>\n" }
        var out = "<h3 id=\"\(id)-findings-h\">Findings (\(findings.count))</h3>\n<ul class=\"findings\" aria-labelledby=\"\(id)-findings-h\">\n"
        for finding in findings.sorted(by: { $0.severity > $1.severity }) { out += item(finding, showElement: true) }
        return out + "</ul>\n"
    }

    /// The findings on the element a stop focuses.
    static func stopFindings(_ findings: [Finding], element: String?) -> String {
        guard let element else { return "" }
        let here = findings.filter { $0.element == element }
        guard !here.isEmpty else { return "" }
        var out = "<ul class=\"findings\" aria-label=\"Findings at this stop\">\n"
        for finding in here.sorted(by: { $0.severity > $1.severity }) { out += item(finding, showElement: false) }
        return out + "</ul>\n"
    }

    private static func item(_ finding: Finding, showElement: Bool) -> String {
        var out = "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
        out += "<code>\(finding.rule.rawValue)</code>"
        if showElement {
            out += " on <code>\(HTML.escape(finding.element))</code>"
            if let line = finding.line { out += " (line \(line))" }
        }
        out += ": \(HTML.escape(finding.message)). <span class=\"fix\">Fix: \(HTML.escape(finding.fix))</span></li>\n"
        return out
    }

    /// The SVG's ids' prefix: letters and digits only, unique per screen folder, so `url(#...)`
    /// and `aria-labelledby` never meet a character they would read differently.
    static func mapPrefix(_ manifest: ScreenManifest) -> String {
        "map-" + String(CacheKey(fields: [(name: "folder", bytes: Data(manifest.folder.utf8))]).hex.prefix(12))
    }

    /// The page's legend for the maps: each kind of box in words beside its drawing.
    static let legend: String = {
        let items: [(String, String)] = [
            ("fm-stopbox", "stop (numbered in focus order)"), ("fm-container", "container VoiceOver enters"),
            ("fm-modal", "modal view"), ("fm-hidden", "hidden"), ("fm-unreachable", "unreachable (never visited)"),
            ("fm-ignored", "not accessible"),
        ]
        var out = "<ul class=\"legend\" aria-label=\"Focus map legend\">\n"
        for (kind, words) in items {
            out += "<li><svg class=\"focus-map swatch-map\" viewBox=\"0 0 40 24\" width=\"40\" height=\"24\" aria-hidden=\"true\">"
            out += "<rect class=\"\(kind)\" x=\"2\" y=\"2\" width=\"36\" height=\"20\"/></svg> \(words)</li>\n"
        }
        out += "<li><svg class=\"focus-map swatch-map\" viewBox=\"0 0 40 24\" width=\"40\" height=\"24\" aria-hidden=\"true\"><path class=\"fm-flag\" d=\"M20,3 l8,14 h-16 z\"/></svg> has findings</li>\n"
        return out + "</ul>\n"
    }()
}
