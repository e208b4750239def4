import Renderer
import Basics
import Foundation
import Simulator

/// One screen's review page, `OUT/<folder>/review.html`: its focus map with a legend, findings,
/// the comparison with the baseline, the walkthrough and every step of the script with what is
/// said, a player and the timeline drawn as a strip. The page carries the key of what it was made
/// from, so a batch rewrites only the pages of screens that changed.
package enum ScreenPage {
    package static let fileName = "review.html"

    /// The page's path from OUT: `<folder>/review.html`, percent-encoded.
    static func link(_ manifest: ScreenManifest) -> String {
        HTML.url([manifest.folder, fileName])
    }

    /// Writes the screen's page unless the one there was made from this manifest (and baseline
    /// diff, and page version); returns whether it wrote.
    @discardableResult
    package static func write(for manifest: ScreenManifest, output: URL) -> Bool {
        let folder = output.appendingPathComponent(manifest.folder)
        let url = folder.appendingPathComponent(fileName)
        let baselineDiff = BaselineSection.diff(in: folder)
        let key = CacheKey(fields: [(name: "review", bytes: Data(ReviewPage.version.utf8)),
                                    (name: "manifest", bytes: Data(manifest.reviewKey.utf8)),
                                    (name: "baseline", bytes: Data((baselineDiff ?? "").utf8))])
        let marker = "<meta name=\"earshot-page\" content=\"\(key.hex)\">"
        if let handle = FileHandle(forReadingAtPath: url.path) {
            let head = (try? handle.read(upToCount: 1024)) ?? Data()
            try? handle.close()
            if head.range(of: Data(marker.utf8)) != nil { return false }
        }
        let screen = ReviewScreen(manifest: manifest,
                                  timeline: FileManager.default.contents(atPath: folder.appendingPathComponent("timeline.json").path)
                                      .flatMap { try? Timeline.read($0) },
                                  steps: TranscriptStep.read(folder.appendingPathComponent("transcript.json")),
                                  notes: ReviewNotes.read(in: folder),
                                  baselineDiff: baselineDiff,
                                  captions: CaptionCues.read(folder.appendingPathComponent("captions.vtt")))
        try? AtomicFile.write(Data(html(screen, marker: marker).utf8), to: url, durable: false)
        return true
    }

    /// The whole page.
    static func html(_ screen: ReviewScreen, marker: String) -> String {
        let manifest = screen.manifest
        let lang = HTML.language(manifest.language).map { " lang=\"\(HTML.escape($0))\"" } ?? ""
        let name = HTML.escape(manifest.name)
        var out = ReviewAssets.head(title: "\(name): Earshot review", marker: marker, page: "screen-page", skip: "Skip to the screen")
        out += """
            <header>
            <p class="up"><a href="../\(ReviewPage.fileName)">All screens</a></p>
            <h1\(lang)>\(name)</h1>

            """
        let steps = screen.steps.isEmpty ? manifest.utterances : screen.steps.count
        out += "<p class=\"meta\">From <code>\(HTML.escape(manifest.source))</code>, language \(HTML.escape(manifest.language)), "
        out += "\(steps) step\(steps == 1 ? "" : "s"), \(ReviewNumbers.seconds(manifest.duration)) of audio.</p>\n"
        out += "</header>\n<main id=\"main\" tabindex=\"-1\">\n"
        if !manifest.incidents.isEmpty {
            out += "<section class=\"incidents\" aria-labelledby=\"problems-h\"><h2 id=\"problems-h\">What went wrong in the render</h2>\n<ul>\n"
            for incident in manifest.incidents { out += "<li>\(HTML.escape(incident))</li>\n" }
            out += "</ul></section>\n"
        }
        // What changed comes first: a reviewer of a change opens the page for it.
        if let diff = screen.baselineDiff {
            out += BaselineSection.html(manifest: manifest, diff: diff)
        }
        if let notes = screen.notes {
            out += ReviewAudit.html(notes, manifest: manifest, said: saidAt(screen), stepAnchors: stepAnchors(screen))
        }
        let files = Set(manifest.files.map(\.path))
        if let walkthrough = manifest.walkthrough {
            out += "<h2>Listen to the whole walkthrough</h2>\n<figure class=\"walkthrough\">\n"
            out += ReviewAudio.player(walkthrough, label: "Walkthrough of \(manifest.name)")
            if files.contains("captions.vtt") {
                let track = HTML.language(manifest.language).map { " srclang=\"\(HTML.escape($0))\"" } ?? ""
                out += "<track kind=\"captions\" src=\"captions.vtt\"\(track) label=\"Captions\" default>"
            }
            out += "</audio>\n"
            out += "<figcaption><span class=\"caption-label\">Now speaking:</span> <span class=\"caption\"\(lang)></span></figcaption>\n"
            out += "<script type=\"application/json\" class=\"cues\">\(cues(screen.captions))</script>\n"
            out += "</figure>\n"
            var links: [String] = []
            for file in ["transcript.txt", "transcript.json", "captions.vtt", "timeline.json", ReviewNotes.mapFileName] where files.contains(file) {
                links.append("<a href=\"\(HTML.url([file]))\">\(file)</a>")
            }
            if !links.isEmpty { out += "<p class=\"files\">Files: \(links.joined(separator: ", "))</p>\n" }
        }
        out += stepList(screen, lang: lang)
        out += "</main>\n<script>\(ReviewAssets.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// What VoiceOver says at each element, for the map's legend: the first step that focuses it.
    private static func saidAt(_ screen: ReviewScreen) -> [String: String] {
        var said: [String: String] = [:]
        for step in screen.steps {
            guard let focus = step.focus, said[focus] == nil else { continue }
            let text = step.parts.filter { $0.sound == nil && !$0.delayed }.map(\.text).filter { !$0.isEmpty }.joined(separator: ", ")
            if !text.isEmpty { said[focus] = text }
        }
        return said
    }

    /// Where the map's stops lead: the entry of the first step that focuses each element.
    private static func stepAnchors(_ screen: ReviewScreen) -> [String: String] {
        var anchors: [String: String] = [:]
        for (index, focus) in (screen.notes?.focus ?? []).enumerated() {
            if let focus, anchors[focus] == nil { anchors[focus] = "#step-\(index + 1)" }
        }
        return anchors
    }

    /// The steps: per utterance, what is said, a player, and the timeline strip.
    private static func stepList(_ screen: ReviewScreen, lang: String) -> String {
        let manifest = screen.manifest
        guard let timeline = screen.timeline else {
            return "<p>The timeline of this screen could not be read, so its steps cannot be shown; the walkthrough plays them all.</p>\n"
        }
        var byUtterance: [Int: [TimelineEvent]] = [:]
        for event in timeline.events { byUtterance[event.utterance.value, default: []].append(event) }
        let numbers = byUtterance.keys.filter { $0 > 0 }.sorted()
        guard !numbers.isEmpty else { return "" }
        let span = { (list: [TimelineEvent]) -> (Double, Double) in
            let start = list.map { timeline.seconds($0.start) }.min() ?? 0
            return (start, max(start, list.map { timeline.seconds($0.end) }.max() ?? start))
        }
        var out = "<h2 id=\"steps-h\">What VoiceOver says at each step</h2>\n\(legend)\n<ol class=\"steps\" aria-labelledby=\"steps-h\">\n"
        let stepsShowingFindings = ReviewAudit.stepsShowingFindings(focus: screen.notes?.focus ?? [])
        for number in numbers {
            let list = byUtterance[number] ?? []
            let step = screen.steps.indices.contains(number - 1) ? screen.steps[number - 1] : nil
            let stepName = step?.heading ?? ""
            let focus = screen.notes.flatMap { $0.focus.indices.contains(number - 1) ? $0.focus[number - 1] : nil }
            out += "<li class=\"step\" id=\"step-\(number)\" aria-labelledby=\"step-\(number)-h\" data-step=\"\(number)\""
            out += focus.map { " data-focus=\"\(HTML.escape($0))\"" } ?? ""
            out += ">\n"
            let (start, end) = span(list)
            out += "<h3 id=\"step-\(number)-h\">Step \(number)\(stepName.isEmpty ? "" : ": ")\(HTML.escape(stepName))"
            out += " <span class=\"meta\">\(ReviewNumbers.seconds(end - start))</span></h3>\n"
            out += said(step, events: list, sampleRate: timeline.sampleRate, lang: lang)
            if let notes = screen.notes, stepsShowingFindings.contains(number) {
                out += ReviewAudit.stepFindings(notes.findings, element: focus)
            }
            if let walkthrough = manifest.walkthrough {
                out += ReviewAudio.stepPlayer(walkthrough, start: start, end: end, label: "Step \(number) of \(manifest.name)") + "</audio>\n"
                out += ReviewAudio.stepClock(length: end - start)
            }
            out += strip(list, of: timeline, start: start, end: end, label: "Timeline of step \(number)")
            out += "</li>\n"
        }
        out += "</ol>\n"
        // Each step's time in the walkthrough, for the map's highlight: [[step, start, end], ...].
        let times = numbers.map { number in
            let (start, end) = span(byUtterance[number] ?? [])
            return "[\(number),\(ReviewNumbers.fixed(start, decimals: 3)),\(ReviewNumbers.fixed(end, decimals: 3))]"
        }
        out += "<script type=\"application/json\" class=\"step-times\">[\(times.joined(separator: ","))]</script>\n"
        out += table(timeline)
        return out
    }

    /// What one step says: its parts as the transcript has them (a part spoken as several runs is
    /// one text), what follows the hint delay, the earcons. Without a transcript, the timeline's
    /// speech events.
    private static func said(_ step: TranscriptStep?, events: [TimelineEvent], sampleRate: Int, lang: String) -> String {
        var immediate: [String] = [], delayed: [String] = [], sounds: [String] = []
        func add(_ text: String, hearing: Hearing, delayedPart: Bool) {
            var shown = HTML.escape(text)
            if hearing == .notHeard { shown = "<s>\(shown)</s>" }
            if let note = hearing.note { shown += " <span class=\"status\">(\(HTML.escape(note)))</span>" }
            if delayedPart { delayed.append(shown) } else { immediate.append(shown) }
        }
        if let step {
            for part in step.parts {
                if let sound = part.sound {
                    sounds.append(HTML.escape(sound))
                } else if !part.text.isEmpty {
                    add(part.text, hearing: part.hearing, delayedPart: part.delayed)
                }
            }
        } else {
            for event in events {
                switch event.kind {
                case .speech: add(event.text, hearing: event.hearing(sampleRate: sampleRate), delayedPart: event.section == .delayed)
                case .sound: sounds.append(HTML.escape(event.sound?.rawValue ?? event.role.name))
                case .silence: continue
                }
            }
        }
        // A phrase the engine could not say.
        if events.contains(where: { $0.error != nil }) {
            immediate.append("<span class=\"status\">(a phrase could not be synthesized)</span>")
        }
        var out = "<dl class=\"said\">\n"
        if !immediate.isEmpty { out += "<dt>Says</dt><dd\(lang)>\(immediate.joined(separator: ", "))</dd>\n" }
        if !delayed.isEmpty { out += "<dt>After the hint delay</dt><dd\(lang)>\(Utterance.joinHints(delayed))</dd>\n" }
        if !sounds.isEmpty { out += "<dt>Sounds</dt><dd>\(sounds.joined(separator: ", "))</dd>\n" }
        if immediate.isEmpty, delayed.isEmpty, sounds.isEmpty { out += "<dt>Says</dt><dd>nothing</dd>\n" }
        return out + "</dl>\n"
    }

    /// The step's events as boxes on a line across the page, positioned in time, with a ruler of
    /// seconds under it. A box too narrow for its words shows none (the page's script decides,
    /// after layout); its words stay in its title and for screen readers, never cut.
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
            out += "<span class=\"vh\">\(HTML.escape(describe))</span><span class=\"words\">\(HTML.escape(text))</span></li>\n"
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
    private static func table(_ timeline: Timeline) -> String {
        let events = timeline.events
        guard !events.isEmpty else { return "" }
        var out = "<details class=\"events\">\n<summary>Every event of the walkthrough as a table (\(events.count) events)</summary>\n"
        out += "<table>\n<caption class=\"vh\">Every event of the walkthrough</caption>\n"
        out += "<thead><tr><th scope=\"col\">Step</th><th scope=\"col\">Start</th><th scope=\"col\">End</th>"
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

    /// How to read a step's timeline strip.
    private static let legend = """
        <ul class="legend" aria-label="How to read a step's timeline">
        <li><span class="swatch ev speech" aria-hidden="true">Aa</span> speech</li>
        <li><span class="swatch ev sound" aria-hidden="true">\u{266A}</span> sound (earcon)</li>
        <li><span class="swatch ev silence" aria-hidden="true">&#8230;</span> silence (pause, hint delay, wait)</li>
        </ul>
        """
}
