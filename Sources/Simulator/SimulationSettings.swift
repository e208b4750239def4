import Screens

/// VoiceOver's verbosity settings that change what is composed (docs/voiceover.md section 4).
/// Speech settings (rate, pitch, punctuation, hint delay) belong to later stages.
public struct SimulationSettings: Hashable, Sendable, Codable {
    /// Speak hints (the element's and the system's).
    public var speakHints: Bool
    /// How "More content available" is given.
    public var moreContent: VerbosityMode
    /// How "Actions available" is given.
    public var actions: VerbosityMode
    /// Stops whose frames' y differ by less than this many points count as one row (8 on a phone,
    /// 13 on a pad).
    public var rowBand: Double
    /// Which VoiceOver reads the screen; nil: the screen's own `platform` (`--platform`).
    public var platform: Platform?

    /// Settings; each default is VoiceOver's own.
    public init(speakHints: Bool = true, moreContent: VerbosityMode = .speak, actions: VerbosityMode = .speak,
                rowBand: Double = 8, platform: Platform? = nil) {
        self.platform = platform
        self.speakHints = speakHints
        self.moreContent = moreContent
        self.actions = actions
        self.rowBand = rowBand
    }
}

/// How VoiceOver gives an optional piece of information.
public enum VerbosityMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// In words, in the delayed part.
    case speak
    /// As an earcon instead of words.
    case sound
    /// By speaking the element's description at a changed pitch instead of adding words.
    case pitch
    /// Not at all.
    case none
}
