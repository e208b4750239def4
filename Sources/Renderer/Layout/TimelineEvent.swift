import Simulator

/// One stretch of the rendered session: a phrase spoken, an earcon played, or silence. Offsets
/// are in samples, so every position is exact; timeline.json also gives them in seconds.
public struct TimelineEvent: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case speech, sound, silence }

    public enum Status: String, Hashable, Sendable {
        case played
        /// Shortened: the next gesture came while it was playing.
        case cut
        /// Never heard: the next gesture came before it started (start == end == the gesture).
        case cancelled
    }

    /// 1-based index of the utterance it belongs to.
    public var utterance: Int
    public var start: Int
    public var end: Int
    public var kind: Kind
    /// A part's role (`label`, `hint`...), `event` for earcons such as loading ticks, or for
    /// silence what it is: `pause` between parts, `hintDelay`, `wait` before the next step.
    public var role: String
    /// As written (composed by the Simulator); empty for earcons and plain silence.
    public var text: String
    /// As spoken (normalized).
    public var spoken: String
    public var sound: Earcon?
    /// The espeak-ng voice a speech event was spoken with (parts in another language have their own).
    public var voice: String?
    public var status: Status
    /// Why the engine could not say this phrase: the event is the silence that stands in for it.
    public var error: String?

    public init(utterance: Int, start: Int, end: Int, kind: Kind, role: String, text: String = "",
                spoken: String = "", sound: Earcon? = nil, voice: String? = nil, status: Status = .played,
                error: String? = nil) {
        self.utterance = utterance
        self.start = start
        self.end = end
        self.kind = kind
        self.role = role
        self.text = text
        self.spoken = spoken
        self.sound = sound
        self.voice = voice
        self.status = status
        self.error = error
    }

    /// Whether anything was heard: speech or an earcon that was not cancelled.
    public var isAudible: Bool { kind != .silence && status != .cancelled && end > start }
}

/// Something a reviewer should know about a render that still completed.
public struct RenderIncident: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The engine could not synthesize a phrase; a marked silence and the error earcon
        /// stand in for it.
        case phraseFailed
        /// A part's language has no voice profile; it was spoken with the screen's.
        case noVoiceProfile
        /// A speech run's IPA has a symbol the phoneme table lacks; its words were read instead.
        case unpronounceableIPA
    }

    public var utterance: Int
    public var kind: Kind
    public var role: String
    public var text: String
    public var message: String

    public init(utterance: Int, kind: Kind, role: String, text: String, message: String) {
        self.utterance = utterance
        self.kind = kind
        self.role = role
        self.text = text
        self.message = message
    }
}
