import Screens

/// What VoiceOver says and plays in response to one step: a gesture, a notification, the screen
/// opening. The Simulator's output and the Renderer's input.
public struct Utterance: Hashable, Sendable, Codable {
    /// The element that has focus after this step (its id, or its element path when it has no
    /// id); nil when nothing is focused or the step did not concern an element (an announcement).
    public var focus: String?
    /// What made VoiceOver say it: the screen opening, a swipe of the default walk, or a step of
    /// the script.
    public var cause: UtteranceCause
    /// Spoken (or played) at once, in order.
    public var immediate: [UtterancePart]
    /// Spoken after the hint delay, unless the next gesture comes first.
    public var delayed: [UtterancePart]
    /// When the next step happens.
    public var listening: Listening
    /// Whether it cuts off speech still playing (announcements interrupt by default; a queued one
    /// waits for the previous utterance to finish).
    public var interrupts: Bool
    /// The focused element is busy: the loading earcon repeats every second until the next step.
    public var busy: Bool
    /// An announcement's priority (nil for everything else).
    public var priority: Announcement.Priority?
    /// The focused stop's accessibilityInputLabels, when it has them: shown, never spoken.
    public var inputLabels: [String]?
    /// The focused stop's accessibilityActivationPoint, when set.
    public var activationPoint: Point?

    /// An utterance; its parts are `immediate` then, after the hint delay, `delayed`.
    public init(focus: String?, cause: UtteranceCause, immediate: [UtterancePart], delayed: [UtterancePart] = [],
                listening: Listening = .untilDone, interrupts: Bool = true, busy: Bool = false) {
        self.focus = focus
        self.cause = cause
        self.immediate = immediate
        self.delayed = delayed
        self.listening = listening
        self.interrupts = interrupts
        self.busy = busy
    }

    /// The immediate speech joined by ", " (the transcript's `text`).
    public var text: String { Utterance.join(immediate).joined(separator: ", ") }
    /// The delayed speech joined by ", ", or a space after a hint that ends a sentence (the
    /// transcript's `delayed`).
    public var delayedText: String { Utterance.joinHints(Utterance.join(delayed)) }
    /// Every earcon, immediate then delayed (the transcript's `sounds`).
    public var sounds: [Earcon] { (immediate + delayed).compactMap(\.sound) }

    private static func join(_ parts: [UtterancePart]) -> [String] {
        parts.compactMap { $0.sound == nil && !$0.text.isEmpty ? $0.text : nil }
    }

    /// Hints said one after another (the app's, then VoiceOver's own), as every written output
    /// joins them: ", " between them, or after one that already ends a sentence a space
    /// ("…next dollar. Double tap…", never ".,"), nothing after a full-width mark ("。").
    package static func joinHints(_ texts: some Sequence<String>) -> String {
        var out = ""
        for text in texts {
            if let last = out.unicodeScalars.last {
                out += "。！？".unicodeScalars.contains(last) ? "" : ".!?…".unicodeScalars.contains(last) ? " " : ", "
            }
            out += text
        }
        return out
    }
}

/// What made VoiceOver say an utterance.
public enum UtteranceCause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen opening (or a script's first `screenChanged`, which opens it on its target).
    case open
    /// A swipe of the default walk, which listens to every stop to the end.
    case walk
    /// A step of the script.
    case step(ScriptStep.Kind)

    /// As written in transcripts: the step's name as in the script, "open" or "walk".
    public var name: String {
        switch self {
        case .open: "open"
        case .walk: "walk"
        case .step(let kind): kind.rawValue
        }
    }

    public var description: String { name }

    /// The cause a transcript names: "open", "walk" or a step's name.
    public init?(name: String) {
        switch name {
        case "open": self = .open
        case "walk": self = .walk
        default:
            guard let kind = ScriptStep.Kind(rawValue: name) else { return nil }
            self = .step(kind)
        }
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let cause = UtteranceCause(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no cause named \(name)"))
        }
        self = cause
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// When the user makes the next gesture after an utterance.
public enum Listening: Hashable, Sendable, Codable {
    /// As soon as the immediate part has been spoken: a delayed part is cancelled.
    case immediately
    /// After this many seconds from the end of the immediate part (a script's `wait`): a delayed
    /// part that started is cut off at that moment.
    case seconds(Double)
    /// After everything, delayed part included, has been spoken (the default walk).
    case untilDone
}

/// One phrase or one earcon of an utterance.
public struct UtterancePart: Hashable, Sendable, Codable {
    /// What the part is.
    public var role: PartRole
    /// The words as composed (empty for a sound); the Normalizer makes them sayable.
    public var text: String
    /// BCP 47 language of the words: picks the voice.
    public var language: String
    /// Set when the part is an earcon instead of words.
    public var sound: Earcon?
    /// Spoken at the profile's changed pitch (the "pitch" verbosity mode).
    public var pitchShifted: Bool
    /// The words as runs with speech attributes (spell out, pitch, language, IPA...), when any
    /// run has one; their texts joined are `text`. nil: plain words.
    public var speech: [SpeechRun]?

    /// A part of words (or of a sound, when `sound` is given).
    public init(role: PartRole, text: String, language: String, sound: Earcon? = nil, pitchShifted: Bool = false,
                speech: [SpeechRun]? = nil) {
        self.role = role
        self.text = text
        self.language = language
        self.sound = sound
        self.pitchShifted = pitchShifted
        self.speech = speech
    }

    /// A part that is an earcon.
    public static func sound(_ earcon: Earcon, role: PartRole = .event, language: String) -> UtterancePart {
        UtterancePart(role: role, text: "", language: language, sound: earcon)
    }
}

/// What a part is, in VoiceOver's composition order (docs/voiceover.md sections 2 and 3).
public enum PartRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// The parts of a stop's description, in the order spoken.
    case selected, label, value, customContent, traits, position, containerEdge
    /// What comes after the hint delay: the more-content and actions prompts, the hint, the system hint.
    case moreContent, actions, hint, systemHint
    /// An app's announcement, layoutChanged string or pageScrolled status.
    case announcement, status
    /// A rotor's name when it is turned, and each item read while stepping through it.
    case rotor, rotorItem
    /// An earcon for an event (focus moved, boundary, screen changed...).
    case event
}

/// Earshot's own sound cues (none of them Apple's), by the event they mark.
public enum Earcon: String, Hashable, Sendable, Codable, CaseIterable {
    /// Events VoiceOver marks with a sound.
    case focusMoved, boundary, screenChanged, pageScrolled, activated, loading, loaded, alert,
         moreContent, actions, wrapAround
    /// Played where a phrase the engine could not synthesize would have been.
    case engineError
}
