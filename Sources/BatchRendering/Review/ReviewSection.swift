import AudioIO
import EarshotSupport
import Foundation
import Renderer

/// One screen's part of the review page, kept beside its files as `OUT/<folder>/.earshot-review.html`
/// so a page over hundreds of screens is assembled from ready parts: a part is made again only
/// when its screen's manifest changed (or the page's markup, ``ReviewPage/version``).
enum ReviewSection {
    static let fileName = ".earshot-review.html"

    /// The screen's section: the cached part when it was made from this manifest, else made from
    /// the screen's timeline.json and transcript.txt, and cached.
    static func html(for manifest: ScreenManifest, output: URL) -> String {
        let folder = output.appendingPathComponent(manifest.folder)
        let url = folder.appendingPathComponent(fileName)
        let baselineDiff = BaselineSection.diff(in: folder)
        let key = CacheKey(fields: [(name: "review", bytes: Data(ReviewPage.version.utf8)),
                                    (name: "manifest", bytes: Data(manifest.reviewKey.utf8)),
                                    (name: "baseline", bytes: Data((baselineDiff ?? "").utf8))])
        let marker = "<!-- earshot-review \(key.hex) -->\n"
        if let data = FileManager.default.contents(atPath: url.path), data.starts(with: Data(marker.utf8)) {
            return String(decoding: data.dropFirst(marker.utf8.count), as: UTF8.self)
        }
        let screen = ReviewScreen(manifest: manifest,
                                  timeline: FileManager.default.contents(atPath: folder.appendingPathComponent("timeline.json").path)
                                      .flatMap { try? Timeline.read($0) },
                                  steps: TranscriptSteps.read(folder.appendingPathComponent("transcript.txt")),
                                  notes: ReviewNotes.read(in: folder),
                                  baselineDiff: baselineDiff,
                                  captions: CaptionCues.read(folder.appendingPathComponent("captions.vtt")))
        let html = make(screen)
        try? AtomicFile.write(Data((marker + html).utf8), to: url, durable: false)
        return html
    }

    /// The fragment identifier of a screen's section.
    static func anchor(_ manifest: ScreenManifest) -> String {
        "screen-" + HTML.percentEncode(manifest.folder)
    }

    /// One screen: heading, facts, problems, walkthrough, stops.
    static func make(_ screen: ReviewScreen) -> String {
        let manifest = screen.manifest
        let id = anchor(manifest)
        let lang = HTML.language(manifest.language).map { " lang=\"\(HTML.escape($0))\"" } ?? ""
        let name = HTML.escape(manifest.name)
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\"\(lang)>\(name)</h2>\n"
        out += "<p class=\"meta\">From <code>\(HTML.escape(manifest.source))</code>, language \(HTML.escape(manifest.language)), "
        out += "\(manifest.utterances) stop\(manifest.utterances == 1 ? "" : "s"), \(ReviewNumbers.seconds(manifest.duration)) of audio.</p>\n"
        if !manifest.incidents.isEmpty {
            out += "<div class=\"incidents\"><h3>Problems</h3>\n<ul>\n"
            for incident in manifest.incidents { out += "<li>\(HTML.escape(incident))</li>\n" }
            out += "</ul></div>\n"
        }
        if let notes = screen.notes { out += ReviewAudit.html(notes, manifest: manifest, stopAnchors: stopAnchors(screen)) }
        if let diff = screen.baselineDiff {
            out += BaselineSection.html(folder: manifest.folder, name: name, diff: diff, id: id,
                                        walkthrough: manifest.walkthrough ?? AudioFormat.wav.fileName("walkthrough"))
        }
        let files = Set(manifest.files.map(\.path))
        if let walkthrough = manifest.walkthrough {
            out += "<h3>Walkthrough</h3>\n<figure class=\"walkthrough\">\n"
            out += "<audio controls preload=\"metadata\" src=\"\(HTML.url([manifest.folder, walkthrough]))\""
            out += " aria-label=\"Walkthrough of \(name)\">"
            if files.contains("captions.vtt") {
                let track = HTML.language(manifest.language).map { " srclang=\"\(HTML.escape($0))\"" } ?? ""
                out += "<track kind=\"captions\" src=\"\(HTML.url([manifest.folder, "captions.vtt"]))\"\(track) label=\"Captions\" default>"
            }
            out += "</audio>\n"
            out += "<figcaption><span class=\"caption-label\">Now speaking:</span> <span class=\"caption\"\(lang)></span></figcaption>\n"
            out += "<script type=\"application/json\" class=\"cues\">\(cues(screen.captions))</script>\n"
            out += "</figure>\n"
            var links: [String] = []
            for file in ["transcript.txt", "transcript.json", "captions.vtt", "timeline.json"] where files.contains(file) {
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
        let stopFiles = manifest.stopAudio
        var fileByNumber: [Int: String] = [:]
        for path in stopFiles {
            let name = path.dropFirst("stops/".count)
            if let number = Int(name.prefix { $0.isNumber }) { fileByNumber[number] = path }
        }
        var byUtterance: [Int: [TimelineEvent]] = [:]
        for event in timeline?.events ?? [] { byUtterance[event.utterance.value, default: []].append(event) }
        let numbers = Set(fileByNumber.keys).union(byUtterance.keys.filter { $0 > 0 }).sorted()
        guard !numbers.isEmpty else { return "" }
        guard let timeline else {
            return "<p>The timeline of this screen could not be read; only the players are shown.</p>\n"
                + numbers.compactMap { fileByNumber[$0] }.map { player(manifest, $0, label: $0) }.joined()
        }
        let span = { (list: [TimelineEvent]) -> (Double, Double) in
            let start = list.map { timeline.seconds($0.start) }.min() ?? 0
            return (start, max(start, list.map { timeline.seconds($0.end) }.max() ?? start))
        }
        let id = anchor(manifest)
        var out = "<h3>Stops</h3>\n<ol class=\"stops\">\n"
        for number in numbers {
            let list = byUtterance[number] ?? []
            let stopName = screen.steps[number] ?? fileByNumber[number].map { stopLabel($0) } ?? ""
            let focus = screen.notes.flatMap { $0.focus.indices.contains(number - 1) ? $0.focus[number - 1] : nil }
            out += "<li class=\"stop\" aria-labelledby=\"\(id)-\(number)\" data-stop=\"\(number)\""
            out += focus.map { " data-focus=\"\(HTML.escape($0))\"" } ?? ""
            out += ">\n"
            let (start, end) = span(list)
            out += "<h4 id=\"\(id)-\(number)\">Stop \(number)\(stopName.isEmpty ? "" : ": ")\(HTML.escape(stopName))"
            out += " <span class=\"meta\">\(ReviewNumbers.seconds(end - start))</span></h4>\n"
            out += said(list, sampleRate: timeline.sampleRate, lang: lang)
            if let notes = screen.notes { out += ReviewAudit.stopFindings(notes.findings, element: focus) }
            if let file = fileByNumber[number] {
                out += player(manifest, file, label: "Stop \(number) of \(manifest.name)")
            }
            out += strip(list, of: timeline, start: start, end: end, label: "Timeline of stop \(number)")
            out += "</li>\n"
        }
        out += "</ol>\n"
        // Each stop's time in the walkthrough, for the map's highlight: [[stop, start, end], ...].
        let times = numbers.map { number in
            let (start, end) = span(byUtterance[number] ?? [])
            return "[\(number),\(ReviewNumbers.fixed(start, decimals: 3)),\(ReviewNumbers.fixed(end, decimals: 3))]"
        }
        out += "<script type=\"application/json\" class=\"stop-times\">[\(times.joined(separator: ","))]</script>\n"
        out += table(timeline, id: id)
        return out
    }

    /// Where activating a stop in the focus map leads: the entry of the first stop that focuses
    /// each element.
    private static func stopAnchors(_ screen: ReviewScreen) -> [String: String] {
        var anchors: [String: String] = [:]
        let id = anchor(screen.manifest)
        for (index, focus) in (screen.notes?.focus ?? []).enumerated() {
            if let focus, anchors[focus] == nil { anchors[focus] = "#\(id)-\(index + 1)" }
        }
        return anchors
    }

    /// `stops/03-like.wav` (or .mp3, .opus) → `like`.
    private static func stopLabel(_ path: String) -> String {
        var name = Substring(path.dropFirst("stops/".count).dropLast((AudioFormat.of(path: path)?.fileExtension.count ?? -1) + 1))
        name = name.drop { $0.isNumber }
        if name.first == "-" { name = name.dropFirst() }
        return String(name)
    }

    private static func player(_ manifest: ScreenManifest, _ file: String, label: String) -> String {
        let components = [manifest.folder] + file.split(separator: "/").map(String.init)
        return "<audio controls preload=\"metadata\" src=\"\(HTML.url(components))\" aria-label=\"\(HTML.escape(label))\"></audio>\n"
    }

    /// What one stop says: the immediate speech, what follows the hint delay, the earcons.
    private static func said(_ events: [TimelineEvent], sampleRate: Int, lang: String) -> String {
        var immediate: [String] = [], delayed: [String] = [], sounds: [String] = []
        for event in events {
            switch event.kind {
            case .speech:
                var text = HTML.escape(event.text)
                if event.status == .notHeard { text = "<s>\(text)</s>" }
                if let note = event.hearing(sampleRate: sampleRate).note {
                    text += " <span class=\"status\">(\(HTML.escape(note)))</span>"
                }
                if event.error != nil { text += " <span class=\"status\">(could not be synthesized)</span>" }
                if event.section == .delayed { delayed.append(text) } else { immediate.append(text) }
            case .sound:
                sounds.append(HTML.escape(event.sound?.rawValue ?? event.role.name))
            case .silence:
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
    private static func strip(_ events: [TimelineEvent], of timeline: Timeline, start: Double, end: Double,
                              label: String) -> String {
        let length = max(0.001, end - start)
        var out = "<ol class=\"strip\" aria-label=\"\(HTML.escape(label)), \(ReviewNumbers.seconds(length))\">\n"
        for event in events where timeline.duration(of: event) > 0 && event.status != .notHeard {
            let kind = event.kind.rawValue
            let left = (timeline.seconds(event.start) - start) / length * 100
            let boxWidth = timeline.duration(of: event) / length * 100
            let text = eventLabel(event, duration: timeline.duration(of: event), sampleRate: timeline.sampleRate)
            let describe = "\(kind), \(ReviewNumbers.seconds(timeline.seconds(event.start))) to \(ReviewNumbers.seconds(timeline.seconds(event.end))): "
            var classes = "ev \(kind)"
            if event.status == .cut { classes += " cut" }
            out += "<li class=\"\(classes)\" style=\"left:\(ReviewNumbers.percent(left));width:\(ReviewNumbers.percent(boxWidth))\" title=\"\(HTML.escape(describe + text))\">"
            out += "<span class=\"vh\">\(HTML.escape(describe))</span>\(HTML.escape(text))</li>\n"
        }
        out += "</ol>\n<div class=\"ruler\" aria-hidden=\"true\">"
        // A tick every 0.25, 0.5, 1, 2 or 5 s: about four to ten ticks per strip.
        let step = [0.25, 0.5, 1, 2, 5, 10, 30, 60].first { length / $0 <= 10 } ?? 60
        var tick = 0.0
        while tick <= length + 1e-9 {
            // The last label would run off the strip's right edge: its tick stays, unlabelled.
            let text = tick / length > 0.94 ? "" : ReviewNumbers.compact(tick) + " s"
            out += "<span style=\"left:\(ReviewNumbers.percent(tick / length * 100))\">\(text)</span>"
            tick += step
        }
        return out + "</div>\n"
    }

    /// The words a box shows: the phrase, the earcon's name, or what the silence is.
    private static func eventLabel(_ event: TimelineEvent, duration: Double, sampleRate: Int) -> String {
        switch event.kind {
        case .speech:
            return event.text + (event.hearing(sampleRate: sampleRate).note.map { " (\($0))" } ?? "")
        case .sound:
            return "\u{266A} " + (event.sound?.rawValue ?? event.role.name)
        case .silence:
            let what = event.role == .silence(.hintDelay) ? "hint delay" : event.role.name
            return event.error.map { "not synthesized: \($0)" } ?? "\(what) \(ReviewNumbers.seconds(duration))"
        }
    }

    /// Every event of the screen as a table, for reading exact times.
    private static func table(_ timeline: Timeline, id: String) -> String {
        let events = timeline.events
        guard !events.isEmpty else { return "" }
        var out = "<details class=\"events\">\n<summary>Timeline as a table (\(events.count) events)</summary>\n"
        out += "<table>\n<caption class=\"vh\">Every event of the walkthrough</caption>\n"
        out += "<thead><tr><th scope=\"col\">Stop</th><th scope=\"col\">Start</th><th scope=\"col\">End</th>"
        out += "<th scope=\"col\">Kind</th><th scope=\"col\">Role</th><th scope=\"col\">Text or sound</th><th scope=\"col\">Status</th></tr></thead>\n<tbody>\n"
        for event in events {
            let what = event.kind == .sound ? (event.sound?.rawValue ?? "") : event.text
            out += "<tr><td>\(event.utterance)</td><td>\(ReviewNumbers.seconds(timeline.seconds(event.start)))</td>"
            out += "<td>\(ReviewNumbers.seconds(timeline.seconds(event.end)))</td><td>\(HTML.escape(event.kind.rawValue))</td><td>\(HTML.escape(event.role.name))</td>"
            let fate = event.hearing(sampleRate: timeline.sampleRate).note ?? "played"
            out += "<td>\(HTML.escape(what))</td><td>\(HTML.escape(event.error.map { "failed: \($0)" } ?? fate))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</details>\n"
    }

    /// The walkthrough's captions as `[[start, end, "text"], ...]`, the same cues as
    /// captions.vtt: browsers refuse a `<track>` file from `file://`, so the page adds these
    /// itself when the track does not load. Safe inside `<script>`: `<`, `>` and `&` are escaped.
    private static func cues(_ captions: [CaptionCues.Cue]) -> String {
        let items = captions.map { cue in
            "[\(ReviewNumbers.fixed(cue.start, decimals: 3)),\(ReviewNumbers.fixed(cue.end, decimals: 3)),\(Escaping.jsonString(cue.text, insideScript: true))]"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

}
