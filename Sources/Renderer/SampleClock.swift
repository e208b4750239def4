/// Seconds as samples at one sample rate: the one conversion a render makes wherever a time in
/// seconds (a pause, a delay, a script's wait) becomes a place in the audio, so every stage
/// rounds the same way.
package struct SampleClock: Hashable, Sendable {
    package let sampleRate: Int

    package init(sampleRate: Int) {
        self.sampleRate = sampleRate
    }

    /// The nearest whole number of samples; a negative time is none.
    package func samples(_ seconds: Double) -> Int {
        Int((max(0, seconds) * Double(sampleRate)).rounded())
    }
}
