/// A phrase's audio from its first to its last non-zero sample.
///
/// espeak-ng's leading and trailing zeros vary with the phrase synthesized before (the sound
/// between them does not), and the renderer inserts its own pauses anyway, so a phrase's audio
/// is kept without them. Done where the audio is made: a worker process trims before sending
/// (4.4 % of the samples of a render are such zeros).
package enum EdgeSilence {
    /// The range of `samples` from the first to the last non-zero sample; empty if all are zero.
    package static func speech(in samples: UnsafeBufferPointer<Int16>) -> Range<Int> {
        guard let first = samples.firstIndex(where: { $0 != 0 }),
              let last = samples.lastIndex(where: { $0 != 0 }) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// Removes the leading and trailing zeros of `samples` in place.
    package static func trim(_ samples: inout [Int16]) {
        let kept = samples.withUnsafeBufferPointer { speech(in: $0) }
        if kept.upperBound < samples.count { samples.removeSubrange(kept.upperBound...) }
        if kept.lowerBound > 0 { samples.removeSubrange(..<kept.lowerBound) }
    }
}
