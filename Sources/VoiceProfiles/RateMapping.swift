/// VoiceOver's speaking-rate slider (0–100 %) mapped to espeak-ng words per minute.
///
/// Apple publishes no such mapping, so each profile writes its own out as points joined by
/// straight lines. Keep the top below 450 wpm, where espeak-ng switches to a slower speed-up mode.
package struct RateMapping: Codable, Hashable, Sendable {
    /// The slider position used when nothing else is asked for (VoiceOver's default is 50).
    package var defaultPercent: Double
    /// (percent, words per minute) points, ascending by percent, covering 0 and 100.
    package var points: [RatePoint]

    package init(defaultPercent: Double, points: [RatePoint]) {
        self.defaultPercent = defaultPercent
        self.points = points
    }

    /// Words per minute for a slider position, linear between the neighbouring points.
    package func wordsPerMinute(atPercent percent: Double) -> Int {
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

package struct RatePoint: Codable, Hashable, Sendable {
    package var percent: Double
    package var wordsPerMinute: Double

    package init(percent: Double, wordsPerMinute: Double) {
        self.percent = percent
        self.wordsPerMinute = wordsPerMinute
    }
}
