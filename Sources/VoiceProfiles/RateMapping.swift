/// VoiceOver's speaking-rate slider (0–100 %) mapped to espeak-ng words per minute.
///
/// Apple publishes no such mapping, so each profile writes its own out as points joined by
/// straight lines. Keep the top below 450 wpm, where espeak-ng switches to a slower speed-up mode.
public struct RateMapping: Codable, Hashable, Sendable {
    /// The slider position used when nothing else is asked for (VoiceOver's default is 50).
    public var defaultPercent: Double
    /// (percent, words per minute) points, ascending by percent, covering 0 and 100.
    public var points: [RatePoint]

    public init(defaultPercent: Double, points: [RatePoint]) {
        self.defaultPercent = defaultPercent
        self.points = points
    }

    /// Words per minute for a slider position, linear between the neighbouring points.
    public func wordsPerMinute(atPercent percent: Double) -> Int {
        let p = min(100, max(0, percent))
        let sorted = points.sorted { $0.percent < $1.percent }
        guard let first = sorted.first, let last = sorted.last else { return 175 }
        if p <= first.percent { return Int(first.wordsPerMinute.rounded()) }
        if p >= last.percent { return Int(last.wordsPerMinute.rounded()) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where p <= b.percent {
            let t = (p - a.percent) / (b.percent - a.percent)
            return Int((a.wordsPerMinute + t * (b.wordsPerMinute - a.wordsPerMinute)).rounded())
        }
        return Int(last.wordsPerMinute.rounded())
    }
}

public struct RatePoint: Codable, Hashable, Sendable {
    public var percent: Double
    public var wordsPerMinute: Double

    public init(percent: Double, wordsPerMinute: Double) {
        self.percent = percent
        self.wordsPerMinute = wordsPerMinute
    }
}

/// Voice pitch on Earshot's 0–100 scale (espeak-ng takes 0–99), and the shift used by the
/// "pitch" verbosity mode.
public struct PitchSettings: Codable, Hashable, Sendable {
    public var defaultValue: Int
    /// Added to the pitch for descriptions spoken in pitch mode; large enough to hear (≥ 15 % F0).
    public var change: Int

    public init(defaultValue: Int, change: Int) {
        self.defaultValue = defaultValue
        self.change = change
    }

    /// espeak-ng's pitch parameter for a 0–100 value.
    public static func espeakPitch(_ value: Int) -> Int { min(99, max(0, value)) }
}

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
