import Simulator

/// What the render's timing decided about every part of the session, for the outputs written
/// from the utterances (transcript.txt, transcript.json): read off the timeline's events, so
/// they cannot tell a part's fate differently from timeline.json and captions.vtt.
enum RenderedHearing {
    /// `events` are the session's, in order. A part's events are those that name it
    /// (``TimelineEvent/part``), in order: one for an earcon, one per run for speech (each run's
    /// text a piece of the part's), the error earcon for a phrase the engine could not say; a part
    /// with nothing left to say after normalizing has none and counts as heard.
    static func of(_ utterances: [Utterance], events: [TimelineEvent], sampleRate: Int) -> SessionHearing {
        struct Place: Hashable {
            var utterance: Int
            var section: UtteranceSection
            var part: PartPosition
        }
        var byPart: [Place: [(hearing: Hearing, text: String)]] = [:]
        for event in events {
            guard let part = event.part, let section = event.section, event.kind != .silence else { continue }
            byPart[Place(utterance: event.utterance.value, section: section, part: part), default: []]
                .append((event.hearing(sampleRate: sampleRate), event.text))
        }
        return SessionHearing(parts: utterances.indices.map { offset in
            let utterance = utterances[offset]
            func fates(_ section: UtteranceSection, _ count: Int) -> [Hearing] {
                (0..<count).map { position in
                    let runs = byPart[Place(utterance: offset + 1, section: section, part: PartPosition(position))] ?? []
                    return runs.isEmpty ? .played : Hearing.joined(runs)
                }
            }
            return fates(.immediate, utterance.immediate.count) + fates(.delayed, utterance.delayed.count)
        })
    }
}
