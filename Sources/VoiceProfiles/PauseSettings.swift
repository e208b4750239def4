/// Silences inserted between phrases, in seconds; speech itself is synthesized without end pause.
package struct PauseSettings: Codable, Hashable, Sendable {
    /// After a comma-class mark (, ; : 、，；：) inside a phrase.
    package var comma: Double
    /// After a sentence end (. ! ? 。！？) inside a phrase.
    package var sentence: Double
    /// Between the parts of one utterance (label, value, traits...), as VoiceOver pauses.
    package var betweenParts: Double
    /// Before the delayed part (hint, "More content available"): VoiceOver's hint delay.
    package var hintDelay: Double

    package init(comma: Double, sentence: Double, betweenParts: Double, hintDelay: Double) {
        self.comma = comma
        self.sentence = sentence
        self.betweenParts = betweenParts
        self.hintDelay = hintDelay
    }
}
