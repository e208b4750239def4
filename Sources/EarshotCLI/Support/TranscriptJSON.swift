import Foundation
import Simulator

/// The JSON transcript. `focus`, `text`, `delayed` and `sounds` are a contract users' own tests
/// rely on: never rename them.
enum TranscriptJSON {
    struct Entry: Encodable {
        var focus: String?
        var cause: String
        var text: String
        var delayed: String
        var sounds: [String]
        /// "immediately", "untilDone", or the seconds of a `wait`.
        var listening: Listening
        var interrupts: Bool
        var busy: Bool
        var parts: [Part]

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(focus, forKey: .focus)  // null, not missing, when nothing is focused
            try c.encode(cause, forKey: .cause)
            try c.encode(text, forKey: .text)
            try c.encode(delayed, forKey: .delayed)
            try c.encode(sounds, forKey: .sounds)
            switch listening {
            case .immediately: try c.encode("immediately", forKey: .listening)
            case .untilDone: try c.encode("untilDone", forKey: .listening)
            case .seconds(let s): try c.encode(s, forKey: .listening)
            }
            try c.encode(interrupts, forKey: .interrupts)
            try c.encode(busy, forKey: .busy)
            try c.encode(parts, forKey: .parts)
        }

        enum CodingKeys: String, CodingKey {
            case focus, cause, text, delayed, sounds, listening, interrupts, busy, parts
        }
    }

    struct Part: Encodable {
        var role: String
        var text: String
        var language: String
        var sound: String?
        var pitchShifted: Bool
        var delayed: Bool
    }

    static func render(_ utterances: [Utterance]) throws -> String {
        let entries = utterances.map { u in
            Entry(focus: u.focus, cause: u.cause, text: u.text, delayed: u.delayedText, sounds: u.sounds.map(\.rawValue),
                  listening: u.listening, interrupts: u.interrupts, busy: u.busy,
                  parts: u.immediate.map { part($0, delayed: false) } + u.delayed.map { part($0, delayed: true) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    private static func part(_ part: UtterancePart, delayed: Bool) -> Part {
        Part(role: part.role.rawValue, text: part.text, language: part.language, sound: part.sound?.rawValue,
             pitchShifted: part.pitchShifted, delayed: delayed)
    }
}
