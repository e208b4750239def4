import Basics
import Foundation
import Simulator

/// WebVTT captions of what was heard (docs/voiceover.md section 8), text as written, times at the
/// audio's samples: a cut phrase shows the words heard, a phrase never heard shows nothing.
enum WebVTT {
    /// The cues of one utterance's events: one for the stop, or one per phrase heard.
    static func cues(_ events: [TimelineEvent], grouping: CaptionGrouping, sampleRate: Int) -> String {
        let heard = events.filter { $0.kind == .speech && $0.isAudible }
        switch grouping {
        case .phrase:
            return heard.compactMap { cue(start: $0.start, end: $0.end, sampleRate: sampleRate, text: $0.heardText) }.joined()
        case .stop:
            guard let first = heard.first, let last = heard.last else { return "" }
            // The runs of one part (speech attributes, another language) are one text, "Flight UA
            // 925", as the transcript writes it; parts are joined with commas, hints as
            // ``Utterance/joinHints(_:)`` joins them.
            var parts: [(text: String, delayed: Bool)] = []
            var previous: TimelineEvent?
            for event in heard {
                if let previous, event.part != nil, previous.part == event.part, previous.section == event.section {
                    parts[parts.count - 1].text += event.heardText
                } else {
                    parts.append((text: event.heardText, delayed: event.section == .delayed))
                }
                previous = event
            }
            func said(_ delayed: Bool) -> [String] {
                parts.filter { $0.delayed == delayed }.map { String(UtterancePlanner.trimmed($0.text)) }.filter { !$0.isEmpty }
            }
            let text = (said(false) + [Utterance.joinHints(said(true))]).filter { !$0.isEmpty }.joined(separator: ", ")
            return cue(start: first.start, end: last.end, sampleRate: sampleRate, text: text) ?? ""
        }
    }

    static let header = "WEBVTT\n\n"

    /// One cue, or nil when it would last less than a millisecond (WebVTT needs end > start).
    static func cue(start: Int, end: Int, sampleRate: Int, text: String) -> String? {
        let from = milliseconds(start, sampleRate), to = milliseconds(end, sampleRate)
        let body = escaped(text)
        guard to > from, !body.isEmpty else { return nil }
        return "\(timestamp(from)) --> \(timestamp(to))\n\(body)\n\n"
    }

    /// Samples to whole milliseconds, rounded to nearest: integer arithmetic, so exact and stable.
    static func milliseconds(_ samples: Int, _ sampleRate: Int) -> Int {
        (samples * 1000 + sampleRate / 2) / sampleRate
    }

    /// `HH:MM:SS.mmm`.
    static func timestamp(_ milliseconds: Int) -> String {
        let ms = milliseconds % 1000, seconds = milliseconds / 1000
        return "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(ms, 3))"
    }

    /// Cue text is markup in WebVTT: untrusted text escaped, without surrounding white space.
    static func escaped(_ text: String) -> String {
        String(UtterancePlanner.trimmed(Escaping.webVTT(text)))
    }

    private static func pad(_ value: Int, _ width: Int) -> String { String(value).leftPadded(to: width) }
}
