/// Changes a stream of samples from one rate to another by linear interpolation, block by block,
/// with the same output as resampling the whole at once: positions are exact fractions
/// (`n · from / to`), so no rounding drifts over an hour of audio.
///
/// Used to upsample the engine's 22050 Hz to the 24 kHz Opus takes: upsampling adds no aliasing
/// of the speech band, and the images interpolation leaves of speech's strong low frequencies lie
/// above 11 kHz and far down (a 1 kHz tone's at 21 kHz, 53 dB below it).
package struct LinearResampler {
    package let from: Int
    package let to: Int
    /// Input samples seen before the current block, and the last of them.
    private var consumed = 0
    private var last: Int16 = 0
    /// The next output sample's index.
    private var produced = 0

    package init(from: Int, to: Int) {
        precondition(from > 0 && to > 0)
        self.from = from
        self.to = to
    }

    /// The output samples `block` completes (an output sample needs the input after it).
    package mutating func resample(_ block: UnsafeBufferPointer<Int16>) -> [Int16] {
        guard !block.isEmpty else { return [] }
        var out: [Int16] = []
        out.reserveCapacity(block.count * to / from + 2)
        let available = consumed + block.count
        let (seen, previous) = (consumed, last)
        let sample = { (index: Int) -> Int16 in index < seen ? previous : block[index - seen] }
        while true {
            let position = produced * from
            let index = position / to
            guard index + 1 < available else { break }
            let fraction = Double(position % to) / Double(to)
            out.append(Self.mix(sample(index), sample(index + 1), fraction))
            produced += 1
        }
        consumed = available
        last = block[block.count - 1]
        return out
    }

    /// The samples still owed at the end: the output's length is the input's duration at the new
    /// rate, rounded, and the last input sample holds to the end.
    package mutating func finish() -> [Int16] {
        let total = (consumed * to + from / 2) / from
        defer { produced = max(produced, total) }
        return produced < total ? [Int16](repeating: last, count: total - produced) : []
    }

    private static func mix(_ a: Int16, _ b: Int16, _ fraction: Double) -> Int16 {
        Int16(clamping: Int((Double(a) * (1 - fraction) + Double(b) * fraction).rounded()))
    }
}
