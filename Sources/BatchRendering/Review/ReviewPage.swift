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

    /// Builds the page from the manifests and writes it atomically (only when it changed).
    static func write(manifests: [ScreenManifest], failures: [ScreenOutcome], output: URL, to url: URL) throws {
        let screens = manifests.map { manifest in
            let folder = output.appendingPathComponent(manifest.folder)
            return ReviewScreen(manifest: manifest, timeline: TimelineDocument.read(folder.appendingPathComponent("timeline.json")),
                                steps: TranscriptSteps.read(folder.appendingPathComponent("transcript.txt")))
        }
        let page = Data(html(screens: screens, failures: failures.compactMap {
            if case .failed(let message) = $0.status { message } else { nil }
        }).utf8)
        if FileManager.default.contents(atPath: url.path) == page { return }
        try AtomicFile.write(page, to: url)
    }

    static func html(screens: [ReviewScreen], failures: [String]) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
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
            for manifest in screens.map(\.manifest) {
                out += "<li><a href=\"#\(anchor(manifest))\">\(HTML.escape(manifest.name))</a>"
                out += " <span class=\"meta\">\(HTML.escape(manifest.language)), \(seconds(manifest.duration))"
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
        for screen in screens {
            out += section(screen)
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

    private static func anchor(_ manifest: ScreenManifest) -> String {
        "screen-" + HTML.percentEncode(manifest.folder)
    }

    /// One screen: heading, facts, problems, walkthrough, stops.
    private static func section(_ screen: ReviewScreen) -> String {
        let manifest = screen.manifest, timeline = screen.timeline
        let id = anchor(manifest)
        let lang = HTML.language(manifest.language).map { " lang=\"\(HTML.escape($0))\"" } ?? ""
        let name = HTML.escape(manifest.name)
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\"\(lang)>\(name)</h2>\n"
        out += "<p class=\"meta\">From <code>\(HTML.escape(manifest.source))</code>, language \(HTML.escape(manifest.language)), "
        out += "\(manifest.utterances) stop\(manifest.utterances == 1 ? "" : "s"), \(seconds(manifest.duration)) of audio.</p>\n"
        if !manifest.incidents.isEmpty {
            out += "<div class=\"incidents\"><h3>Problems</h3>\n<ul>\n"
            for incident in manifest.incidents { out += "<li>\(HTML.escape(incident))</li>\n" }
            out += "</ul></div>\n"
        }
        let files = Set(manifest.files.map(\.path))
        if files.contains("walkthrough.wav") {
            out += "<h3>Walkthrough</h3>\n<figure class=\"walkthrough\">\n"
            out += "<audio controls preload=\"metadata\" src=\"\(HTML.url([manifest.folder, "walkthrough.wav"]))\""
            out += " aria-label=\"Walkthrough of \(name)\">"
            if files.contains("captions.vtt") {
                let track = HTML.language(manifest.language).map { " srclang=\"\(HTML.escape($0))\"" } ?? ""
                out += "<track kind=\"captions\" src=\"\(HTML.url([manifest.folder, "captions.vtt"]))\"\(track) label=\"Captions\" default>"
            }
            out += "</audio>\n"
            out += "<figcaption><span class=\"caption-label\">Now speaking:</span> <span class=\"caption\"\(lang)></span></figcaption>\n"
            out += "<script type=\"application/json\" class=\"cues\">\(cues(timeline))</script>\n"
            out += "</figure>\n"
            var links: [String] = []
            for file in ["transcript.txt", "captions.vtt", "timeline.json"] where files.contains(file) {
                links.append("<a href=\"\(HTML.url([manifest.folder, file]))\">\(file)</a>")
            }
            if !links.isEmpty { out += "<p class=\"files\">Files: \(links.joined(separator: ", "))</p>\n" }
        }
        out += stops(screen, lang: lang)
        out += "</section>\n"
        return out
    }

    /// The stops: per utterance, what is said, a player, and the timeline strip.
    private static func stops(_ screen: ReviewScreen, lang: String) -> String {
        let manifest = screen.manifest, timeline = screen.timeline
        let stopFiles = manifest.files.map(\.path).filter { $0.hasPrefix("stops/") && $0.hasSuffix(".wav") }
        var fileByNumber: [Int: String] = [:]
        for path in stopFiles {
            let name = path.dropFirst("stops/".count)
            if let number = Int(name.prefix { $0.isNumber }) { fileByNumber[number] = path }
        }
        let events = timeline?.events ?? []
        var byUtterance: [Int: [TimelineDocument.Event]] = [:]
        for event in events { byUtterance[event.utterance ?? 0, default: []].append(event) }
        let numbers = Set(fileByNumber.keys).union(byUtterance.keys.filter { $0 > 0 }).sorted()
        guard !numbers.isEmpty else { return "" }
        if timeline == nil {
            return "<p>The timeline of this screen could not be read; only the players are shown.</p>\n"
                + numbers.compactMap { fileByNumber[$0] }.map { player(manifest, $0, label: $0) }.joined()
        }
        let span = { (list: [TimelineDocument.Event]) -> (Double, Double) in
            let start = list.compactMap(\.start).min() ?? 0
            return (start, max(start, list.compactMap(\.end).max() ?? start))
        }
        let id = anchor(manifest)
        var out = "<h3>Stops</h3>\n<ol class=\"stops\">\n"
        for number in numbers {
            let list = byUtterance[number] ?? []
            let stopName = screen.steps[number] ?? fileByNumber[number].map { stopLabel($0) } ?? ""
            out += "<li class=\"stop\" aria-labelledby=\"\(id)-\(number)\">\n"
            let (start, end) = span(list)
            out += "<h4 id=\"\(id)-\(number)\">Stop \(number)\(stopName.isEmpty ? "" : ": ")\(HTML.escape(stopName))"
            out += " <span class=\"meta\">\(seconds(end - start))</span></h4>\n"
            out += said(list, lang: lang)
            if let file = fileByNumber[number] {
                out += player(manifest, file, label: "Stop \(number) of \(manifest.name)")
            }
            out += strip(list, start: start, end: end, label: "Timeline of stop \(number)")
            out += "</li>\n"
        }
        out += "</ol>\n"
        out += table(events, id: id)
        return out
    }

    /// `stops/03-like.wav` → `like`.
    private static func stopLabel(_ path: String) -> String {
        var name = Substring(path.dropFirst("stops/".count).dropLast(".wav".count))
        name = name.drop { $0.isNumber }
        if name.first == "-" { name = name.dropFirst() }
        return String(name)
    }

    private static func player(_ manifest: ScreenManifest, _ file: String, label: String) -> String {
        let components = [manifest.folder] + file.split(separator: "/").map(String.init)
        return "<audio controls preload=\"metadata\" src=\"\(HTML.url(components))\" aria-label=\"\(HTML.escape(label))\"></audio>\n"
    }

    /// What one stop says: the immediate speech, what follows the hint delay, the earcons.
    private static func said(_ events: [TimelineDocument.Event], lang: String) -> String {
        var immediate: [String] = [], delayed: [String] = [], sounds: [String] = []
        var afterDelay = false
        for event in events {
            switch event.kind {
            case "silence" where event.role == "hintDelay":
                afterDelay = true
            case "speech":
                var text = HTML.escape(event.text ?? event.spoken ?? "")
                if event.status == "cut" { text += " <span class=\"status\">(cut off)</span>" }
                if event.status == "cancelled" { text = "<s>\(text)</s> <span class=\"status\">(not heard: the next gesture came first)</span>" }
                if event.error != nil { text += " <span class=\"status\">(could not be synthesized)</span>" }
                if afterDelay { delayed.append(text) } else { immediate.append(text) }
            case "sound":
                sounds.append(HTML.escape(event.sound ?? event.role ?? "sound"))
            default:
                continue
            }
        }
        var out = "<dl class=\"said\">\n"
        if !immediate.isEmpty { out += "<dt>Says</dt><dd\(lang)>\(immediate.joined(separator: ", "))</dd>\n" }
        if !delayed.isEmpty { out += "<dt>After the hint delay</dt><dd\(lang)>\(delayed.joined(separator: ", "))</dd>\n" }
        if !sounds.isEmpty { out += "<dt>Sounds</dt><dd>\(sounds.joined(separator: ", "))</dd>\n" }
        if immediate.isEmpty, delayed.isEmpty, sounds.isEmpty { out += "<dt>Says</dt><dd>nothing</dd>\n" }
        return out + "</dl>\n"
    }

    /// The stop's events as boxes on a line across the page, positioned in time, with a ruler of
    /// seconds under it: a short earcon or pause still gets a box wide enough to see and name.
    private static func strip(_ events: [TimelineDocument.Event], start: Double, end: Double, label: String) -> String {
        let length = max(0.001, end - start)
        var out = "<ol class=\"strip\" aria-label=\"\(HTML.escape(label)), \(seconds(length))\">\n"
        for event in events where event.duration > 0 && event.status != "cancelled" {
            let kind = ["speech", "sound", "silence"].contains(event.kind ?? "") ? event.kind! : "silence"
            let left = ((event.start ?? 0) - start) / length * 100
            let boxWidth = event.duration / length * 100
            let text = eventLabel(event)
            let describe = "\(kind), \(seconds(event.start ?? 0)) to \(seconds(event.end ?? 0)): "
            var classes = "ev \(kind)"
            if event.status == "cut" { classes += " cut" }
            out += "<li class=\"\(classes)\" style=\"left:\(percent(left));width:\(percent(boxWidth))\" title=\"\(HTML.escape(describe + text))\">"
            out += "<span class=\"vh\">\(HTML.escape(describe))</span>\(HTML.escape(text))</li>\n"
        }
        out += "</ol>\n<div class=\"ruler\" aria-hidden=\"true\">"
        // A tick every 0.25, 0.5, 1, 2 or 5 s: about four to ten ticks per strip.
        let step = [0.25, 0.5, 1, 2, 5, 10, 30, 60].first { length / $0 <= 10 } ?? 60
        var tick = 0.0
        while tick <= length + 1e-9 {
            // The last label would run off the strip's right edge: its tick stays, unlabelled.
            let text = tick / length > 0.94 ? "" : compact(tick) + " s"
            out += "<span style=\"left:\(percent(tick / length * 100))\">\(text)</span>"
            tick += step
        }
        return out + "</div>\n"
    }

    /// The words a box shows: the phrase, the earcon's name, or what the silence is.
    private static func eventLabel(_ event: TimelineDocument.Event) -> String {
        switch event.kind {
        case "speech":
            var text = event.text ?? event.spoken ?? ""
            if event.status == "cut" { text += " (cut off)" }
            return text
        case "sound":
            return "\u{266A} " + (event.sound ?? event.role ?? "sound")
        default:
            let what: String
            switch event.role {
            case "hintDelay": what = "hint delay"
            case "pause": what = "pause"
            case "wait": what = "wait"
            case let role?: what = role
            case nil: what = "silence"
            }
            return event.error == nil ? "\(what) \(seconds(event.duration))" : "not synthesized: \(event.error!)"
        }
    }

    /// Every event of the screen as a table, for reading exact times.
    private static func table(_ events: [TimelineDocument.Event], id: String) -> String {
        guard !events.isEmpty else { return "" }
        var out = "<details class=\"events\">\n<summary>Timeline as a table (\(events.count) events)</summary>\n"
        out += "<table>\n<caption class=\"vh\">Every event of the walkthrough</caption>\n"
        out += "<thead><tr><th scope=\"col\">Stop</th><th scope=\"col\">Start</th><th scope=\"col\">End</th>"
        out += "<th scope=\"col\">Kind</th><th scope=\"col\">Role</th><th scope=\"col\">Text or sound</th><th scope=\"col\">Status</th></tr></thead>\n<tbody>\n"
        for event in events {
            let what = event.kind == "sound" ? (event.sound ?? "") : (event.text ?? "")
            out += "<tr><td>\(event.utterance.map(String.init) ?? "")</td><td>\(seconds(event.start ?? 0))</td>"
            out += "<td>\(seconds(event.end ?? 0))</td><td>\(HTML.escape(event.kind ?? ""))</td><td>\(HTML.escape(event.role ?? ""))</td>"
            out += "<td>\(HTML.escape(what))</td><td>\(HTML.escape(event.error.map { "failed: \($0)" } ?? event.status ?? ""))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</details>\n"
    }

    /// The walkthrough's captions as `[[start, end, "text"], ...]`, the same cues as
    /// captions.vtt: browsers refuse a `<track>` file from `file://`, so the page adds these
    /// itself when the track does not load. Safe inside `<script>`: `<`, `>` and `&` are escaped.
    private static func cues(_ timeline: TimelineDocument?) -> String {
        let speech = (timeline?.events ?? []).filter {
            $0.kind == "speech" && $0.status != "cancelled" && $0.duration > 0 && !($0.text ?? "").isEmpty
        }
        let items = speech.map { event in
            "[\(String(format: "%.3f", event.start ?? 0)),\(String(format: "%.3f", event.end ?? 0)),\(jsonString(event.text ?? ""))]"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// A JSON string that can sit inside a `<script>` element.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `0.25`, `0.5`, `2`: a tick's seconds without trailing zeros.
    private static func compact(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `1.25 s`
    static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }

    private static func percent(_ value: Double) -> String {
        String(format: "%.3f%%", max(0, min(100, value)))
    }
}
