import Audit
import Foundation

/// The review page's parts that come from the audit (``ReviewNotes``): the focus map, the
/// findings, what the import guessed and whose vocabulary is unchecked, per screen and per stop.
/// Everything from the screen is escaped; the map's stops are links to the stops' entries, which
/// the page's script turns into "play this stop".
package enum ReviewAudit {
    /// The map with its legend, the findings and the notes of one screen. `said` is what
    /// VoiceOver says at each element (by name), `stepAnchors` where each element's entry is.
    static func html(_ notes: ReviewNotes, manifest: ScreenManifest, said: [String: String],
                     stepAnchors: [String: String]) -> String {
        let id = "screen"
        let stops = notes.map.elements.filter { $0.kind == .stop }.sorted { ($0.stop ?? 0) < ($1.stop ?? 0) }
        var out = "<h2 id=\"map-h\">Where VoiceOver stops on this screen</h2>\n"
        out += "<figure class=\"map\" aria-labelledby=\"map-h\">\n<div class=\"map-and-legend\">\n"
        let options = FocusMapSVG.Options(standalone: false, idPrefix: mapPrefix(manifest), stopLinks: stepAnchors,
                                          findings: notes.findingCounts)
        out += FocusMapSVG.render(notes.map, options: options)
        out += stopLegend(stops, notes: notes, said: said, stepAnchors: stepAnchors,
                          lang: HTML.language(manifest.language).map { " lang=\"\(HTML.escape($0))\"" } ?? "")
        out += "</div>\n<figcaption>Each numbered box is a focus stop, in the order VoiceOver visits it; the line with arrows is the path between them, "
        out += "and the list beside the map says what VoiceOver says at each. Activate a stop to play it; the stop playing is highlighted in both. "
        out += "\(stops.count) stop\(stops.count == 1 ? "" : "s")"
        for (kind, word) in [(MapElement.Kind.modal, "modal"), (.hidden, "hidden"), (.unreachable, "unreachable")] {
            let count = notes.map.elements.filter { $0.kind == kind }.count
            if count > 0 { out += ", \(count) \(word)" }
        }
        out += ".</figcaption>\n</figure>\n"
        out += legend
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
        guard !findings.isEmpty else { return "<h2 id=\"\(id)-findings-h\">What the audit found</h2>\n<p class=\"findings-none\">The audit found no problems on this screen.</p>\n" }
        var out = "<h2 id=\"\(id)-findings-h\">What the audit found: \(findings.count) finding\(findings.count == 1 ? "" : "s")</h2>\n<ul class=\"findings\" aria-labelledby=\"\(id)-findings-h\">\n"
        for finding in findings.sorted(by: { $0.severity > $1.severity }) { out += item(finding, showElement: true) }
        return out + "</ul>\n"
    }

    /// The steps (1-based) whose findings are shown: the first that focuses each element, so a
    /// finding is listed once on the page's steps however often its element is focused again.
    static func stepsShowingFindings(focus: [String?]) -> Set<Int> {
        var seen: Set<String> = []
        var steps: Set<Int> = []
        for (index, element) in focus.enumerated() {
            if let element, seen.insert(element).inserted { steps.insert(index + 1) }
        }
        return steps
    }

    /// The findings on the element a step focuses.
    static func stepFindings(_ findings: [Finding], element: String?) -> String {
        guard let element else { return "" }
        let here = findings.filter { $0.element == element }
        guard !here.isEmpty else { return "" }
        var out = "<ul class=\"findings\" aria-label=\"Findings on the element this step focuses\">\n"
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

    /// The map's legend: per stop its number, what VoiceOver says there, the step that reads it
    /// and the element's findings, as AccessibilitySnapshot pairs its markers with a legend.
    private static func stopLegend(_ stops: [MapElement], notes: ReviewNotes, said: [String: String],
                                   stepAnchors: [String: String], lang: String) -> String {
        guard !stops.isEmpty else { return "" }
        var out = "<ol class=\"map-legend\" aria-label=\"What VoiceOver says at each stop\">\n"
        for element in stops {
            let words = said[element.name] ?? (element.text.isEmpty ? element.name : element.text)
            out += "<li data-element=\"\(HTML.escape(element.name))\"><span class=\"badge\" aria-hidden=\"true\">\(element.stop ?? 0)</span> "
            out += "<span class=\"vh\">Stop \(element.stop ?? 0): </span><span\(lang)>\(HTML.escape(words))</span>"
            if let anchor = stepAnchors[element.name] {
                out += " <a class=\"to-step\" href=\"\(HTML.escape(anchor))\">step \(anchor.dropFirst("#step-".count))</a>"
            } else {
                out += " <span class=\"meta\">(no step of the script reaches it)</span>"
            }
            let here = notes.findings.filter { $0.element == element.name }.sorted { $0.severity > $1.severity }
            if !here.isEmpty {
                out += "<ul class=\"legend-findings\">"
                for finding in here {
                    out += "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> \(HTML.escape(finding.message))</li>"
                }
                out += "</ul>"
            }
            out += "</li>\n"
        }
        return out + "</ol>\n"
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
        var out = "<ul class=\"legend\" aria-label=\"What the boxes of the map are\">\n"
        for (kind, words) in items {
            out += "<li><svg class=\"focus-map swatch-map\" viewBox=\"0 0 40 24\" width=\"40\" height=\"24\" aria-hidden=\"true\">"
            out += "<rect class=\"\(kind)\" x=\"2\" y=\"2\" width=\"36\" height=\"20\"/></svg> \(words)</li>\n"
        }
        out += "<li><svg class=\"focus-map swatch-map\" viewBox=\"0 0 40 24\" width=\"40\" height=\"24\" aria-hidden=\"true\"><path class=\"fm-flag\" d=\"M20,3 l8,14 h-16 z\"/></svg> has findings</li>\n"
        return out + "</ul>\n"
    }()
}
