import Foundation
import Simulator

/// What a screen's timeline.json holds: every event of the walkthrough and the render's
/// incidents. The renderer writes it with ``TimelineJSON`` (by hand, for stable bytes) and
/// readers (the review page) read it back with ``read(_:)`` into the same types, through the same
/// key names: nothing about a timeline is worked out twice.
package struct Timeline: Hashable, Sendable {
    package var screen: String
    package var sampleRate: Int
    /// The walkthrough's length in samples.
    package var durationSamples: Int
    package var events: [TimelineEvent]
    package var incidents: [RenderIncident]

    package init(screen: String, sampleRate: Int, durationSamples: Int, events: [TimelineEvent],
                incidents: [RenderIncident]) {
        self.screen = screen
        self.sampleRate = sampleRate
        self.durationSamples = durationSamples
        self.events = events
        self.incidents = incidents
    }

    /// The keys of timeline.json, for the writer and the reader alike.
    enum Key: String, CodingKey {
        case screen, sampleRate, duration, events, incidents
        case start, end, startSample, endSample, kind, role, section, text, spoken, sound, voice, status, heardText
        case utterance, error
        case message
    }

    /// `samples` in seconds as timeline.json writes them: rounded to the microsecond.
    package func seconds(_ samples: Int) -> Double {
        Double(TimelineJSON.microseconds(samples, sampleRate)) / 1_000_000
    }

    /// The seconds an event lasts, as written.
    package func duration(of event: TimelineEvent) -> Double {
        max(0, seconds(event.end) - seconds(event.start))
    }

    /// A timeline.json's contents; throws a `DecodingError` for anything this renderer would not
    /// have written.
    package static func read(_ data: Data) throws -> Timeline {
        try JSONDecoder().decode(Document.self, from: data).timeline
    }

    /// Reads through the keys ``TimelineJSON`` writes.
    private struct Document: Decodable {
        var timeline: Timeline

        init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: Key.self)
            let sampleRate = try root.decode(Int.self, forKey: .sampleRate)
            guard sampleRate > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .sampleRate, in: root, debugDescription: "not positive")
            }
            let duration = try root.decode(Double.self, forKey: .duration)
            var events: [TimelineEvent] = []
            var list = try root.nestedUnkeyedContainer(forKey: .events)
            while !list.isAtEnd {
                let event = try list.nestedContainer(keyedBy: Key.self)
                let roleName = try event.decode(String.self, forKey: .role)
                guard let role = TimelineRole(name: roleName) else {
                    throw DecodingError.dataCorruptedError(forKey: .role, in: event, debugDescription: "unknown role \(roleName)")
                }
                events.append(TimelineEvent(
                    utterance: UtteranceNumber(try event.decode(Int.self, forKey: .utterance)),
                    start: try event.decode(Int.self, forKey: .startSample),
                    end: try event.decode(Int.self, forKey: .endSample),
                    kind: try event.named(.kind, as: TimelineEvent.Kind.self), role: role,
                    section: try event.decodeIfPresent(String.self, forKey: .section).flatMap(UtteranceSection.init),
                    text: try event.decode(String.self, forKey: .text),
                    spoken: try event.decode(String.self, forKey: .spoken),
                    sound: try event.decodeNil(forKey: .sound) ? nil : event.named(.sound, as: Earcon.self),
                    voice: try event.decodeIfPresent(String.self, forKey: .voice),
                    status: try event.named(.status, as: TimelineEvent.Status.self),
                    heardText: try event.decodeIfPresent(String.self, forKey: .heardText),
                    error: try event.decodeIfPresent(String.self, forKey: .error)))
            }
            var incidents: [RenderIncident] = []
            var incidentList = try root.nestedUnkeyedContainer(forKey: .incidents)
            while !incidentList.isAtEnd {
                let incident = try incidentList.nestedContainer(keyedBy: Key.self)
                incidents.append(RenderIncident(
                    utterance: UtteranceNumber(try incident.decode(Int.self, forKey: .utterance)),
                    kind: try incident.named(.kind, as: RenderIncident.Kind.self), role: try incident.named(.role, as: PartRole.self),
                    text: try incident.decode(String.self, forKey: .text),
                    message: try incident.decode(String.self, forKey: .message)))
            }
            timeline = Timeline(screen: try root.decode(String.self, forKey: .screen), sampleRate: sampleRate,
                                durationSamples: SampleClock(sampleRate: sampleRate).samples(duration),
                                events: events, incidents: incidents)
        }
    }
}

private extension KeyedDecodingContainer {
    /// A value written as its name (an enum's raw value); an unknown name is an error.
    func named<T: RawRepresentable>(_ key: Key, as type: T.Type) throws -> T where T.RawValue == String {
        let raw = try decode(String.self, forKey: key)
        guard let value = T(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unknown value \(raw)")
        }
        return value
    }
}
