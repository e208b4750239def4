import Simulator

/// What the render's timing decided about every part of the session, for the outputs written
/// from the utterances (transcript.txt, transcript.json): read off the timeline's events, so
/// they cannot tell a part's fate differently from timeline.json and captions.vtt.
enum RenderedHearing {
    /// `events` are the session's, in order. Within an utterance and section the events of parts
    /// come in the parts' order, one per planned part; a part spoken as several runs has one
    /// event per run (each run's text is a piece of the part's), a part with nothing left to say
    /// after normalizing has none and counts as heard.
    ///
    /// The planner keeps no link from a planned part back to its utterance part, so the link is
    /// made here from what both keep: the role and the text.
    static func of(_ utterances: [Utterance], events: [TimelineEvent], sampleRate: Int) -> SessionHearing {
        var bySection: [Int: [UtteranceSection: [TimelineEvent]]] = [:]
        for event in events {
            guard case .part = event.role, let section = event.section, event.kind != .silence else { continue }
            bySection[event.utterance.value, default: [:]][section, default: []].append(event)
        }
        return SessionHearing(parts: utterances.enumerated().map { offset, utterance in
            let sections = bySection[offset + 1] ?? [:]
            return fates(utterance.immediate, sections[.immediate] ?? [], sampleRate)
                + fates(utterance.delayed, sections[.delayed] ?? [], sampleRate)
        })
    }

    /// Each part's fate from the events of its section, taken in order.
    private static func fates(_ parts: [UtterancePart], _ events: [TimelineEvent], _ sampleRate: Int) -> [Hearing] {
        var next = 0
        return parts.map { part in
            var runs: [(hearing: Hearing, text: String)] = []
            var rest = Substring(part.text)
            while next < events.count, events[next].role == .part(part.role) {
                let event = events[next]
                if let sound = part.sound {
                    // An earcon part is its one sound event.
                    guard runs.isEmpty, event.sound == sound else { break }
                } else {
                    // A speech part: its own text, or its runs' texts one after the other (a
                    // phrase the engine failed on is the error earcon, with the phrase's text).
                    guard event.sound == nil || event.sound == .engineError, !event.text.isEmpty,
                          let found = rest.range(of: event.text) else { break }
                    rest = rest[found.upperBound...]
                }
                runs.append((event.hearing(sampleRate: sampleRate), event.text))
                next += 1
                if part.sound != nil || rest.allSatisfy(\.isWhitespace) { break }
            }
            return runs.isEmpty ? .played : Hearing.joined(runs)
        }
    }
}
