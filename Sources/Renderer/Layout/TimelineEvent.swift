import Simulator

/// The 1-based number of an utterance in a session: the `NN` of its stop file and the `utterance`
/// of its timeline events. A type of its own, so it is never mixed up with a sample offset or a
/// part's position.
package struct UtteranceNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let value: Int

    package init(_ value: Int) {
        self.value = value
    }

    public var description: String { String(value) }

    public static func < (a: UtteranceNumber, b: UtteranceNumber) -> Bool { a.value < b.value }
}

/// What a timeline event is: one of an utterance's parts (its phrase, its earcon, or the silence
/// that stands in for a phrase the engine could not say), or a silence of the layout's own.
package enum TimelineRole: Hashable, Sendable, CustomStringConvertible {
    case part(PartRole)
    case silence(Silence)

    /// The silences the layout puts between parts and utterances (docs/voiceover.md section 3).
    package enum Silence: String, Hashable, Sendable, CaseIterable {
        /// Between two parts of one section.
        case pause
        /// Between the immediate and the delayed part.
        case hintDelay
        /// After an utterance, until the next step.
        case wait
    }

    /// As timeline.json writes it: the part's role, or the silence's name.
    package var name: String {
        switch self {
        case .part(let role): role.rawValue
        case .silence(let silence): silence.rawValue
        }
    }

    public var description: String { name }

    package init?(name: String) {
        if let role = PartRole(rawValue: name) {
            self = .part(role)
        } else if let silence = Silence(rawValue: name) {
            self = .silence(silence)
        } else {
            return nil
        }
    }
}

/// Which part of an utterance an event belongs to: what is said at once, or after the hint delay.
package enum UtteranceSection: String, Hashable, Sendable {
    case immediate, delayed
}

/// One stretch of the rendered session: a phrase spoken, an earcon played, or silence. Offsets
/// are in samples, so every position is exact; timeline.json also gives them in seconds.
package struct TimelineEvent: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable { case speech, sound, silence }

    /// What the listener heard of it; the names of ``Hearing``, the one vocabulary of every
    /// output (docs/voiceover.md section 8).
    package enum Status: String, Hashable, Sendable {
        /// Heard to its end.
        case played
        /// Cut off by the next gesture: heard from `start` to `end`.
        case cut
        /// Never heard: the next gesture came before it started (start == end == the gesture).
        case notHeard
    }

    package var utterance: UtteranceNumber
    package var start: Int
    package var end: Int
    package var kind: Kind
    /// The part it plays (`label`, `hint`; `event` for earcons such as loading ticks) or the
    /// silence it is.
    package var role: TimelineRole
    /// The section of its utterance; nil for what belongs to neither (the wait before the next
    /// step, loading ticks).
    package var section: UtteranceSection?
    /// As written (composed by the Simulator); empty for earcons and plain silence.
    package var text: String
    /// As spoken (normalized).
    package var spoken: String
    package var sound: Earcon?
    /// The espeak-ng voice a speech event was spoken with (parts in another language have their own).
    package var voice: String?
    package var status: Status
    /// The words heard of `text`: all of them when played, none when not heard, the beginning
    /// and "…" when cut (decided by the layout, which knows how far the speech got).
    package var heardText: String
    /// Why the engine could not say this phrase: the event is the silence that stands in for it.
    package var error: String?
    /// The utterance part it says, in `section`; nil for the layout's own silences and loading
    /// ticks, and in a timeline read back (timeline.json does not write it).
    package var part: PartPosition?

    package init(utterance: UtteranceNumber, start: Int, end: Int, kind: Kind, role: TimelineRole,
                section: UtteranceSection? = nil, text: String = "", spoken: String = "", sound: Earcon? = nil,
                voice: String? = nil, status: Status = .played, heardText: String? = nil, error: String? = nil,
                part: PartPosition? = nil) {
        self.utterance = utterance
        self.start = start
        self.end = end
        self.kind = kind
        self.role = role
        self.section = section
        self.text = text
        self.spoken = spoken
        self.sound = sound
        self.voice = voice
        self.status = status
        self.heardText = heardText ?? (status == .played ? text : "")
        self.error = error
        self.part = part
    }

    /// Whether anything was heard: speech or an earcon that was not cancelled.
    package var isAudible: Bool { kind != .silence && status != .notHeard && end > start }

    /// Its fate in the vocabulary of every output.
    package func hearing(sampleRate: Int) -> Hearing {
        switch status {
        case .played: .played
        case .cut: .cut(tenths: Hearing.tenths(samples: end - start, sampleRate: sampleRate), words: heardText)
        case .notHeard: .notHeard
        }
    }
}

/// Something a reviewer should know about a render that still completed.
public struct RenderIncident: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// The engine could not synthesize a phrase; a marked silence and the error earcon
        /// stand in for it.
        case phraseFailed
        /// A part's language has no voice profile; it was spoken with the screen's.
        case noVoiceProfile
        /// A speech run's IPA has a symbol the phoneme table lacks; its words were read instead.
        case unpronounceableIPA
    }

    package var utterance: UtteranceNumber
    /// What went wrong.
    public var kind: Kind
    /// The part of the utterance it happened in.
    public var role: PartRole
    /// The words concerned.
    public var text: String
    /// What happened, in words, for the incident line.
    public var message: String

    package init(utterance: UtteranceNumber, kind: Kind, role: PartRole, text: String, message: String) {
        self.utterance = utterance
        self.kind = kind
        self.role = role
        self.text = text
        self.message = message
    }

    /// The one line `render` and `batch` print for it (after the file's name).
    public var description: String {
        "utterance \(utterance), \(role.rawValue) \"\(text)\": \(message)"
    }
}
