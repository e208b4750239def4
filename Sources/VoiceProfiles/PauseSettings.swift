/// Silences inserted between phrases, in seconds; speech itself is synthesized without end pause.
public struct PauseSettings: Codable, Hashable, Sendable {
    /// After a comma-class mark (, ; : 、，；：) inside a phrase.
    public var comma: Double
    /// After a sentence end (. ! ? 。！？) inside a phrase.
    public var sentence: Double
    /// Between the parts of one utterance (label, value, traits...), as VoiceOver pauses.
    public var betweenParts: Double
    /// Before the delayed part (hint, "More content available"): VoiceOver's hint delay.
    public var hintDelay: Double

    public init(comma: Double, sentence: Double, betweenParts: Double, hintDelay: Double) {
        self.comma = comma
        self.sentence = sentence
        self.betweenParts = betweenParts
        self.hintDelay = hintDelay
    }
}
