/// Mixes the audio placed in one utterance's span, block by block, so memory stays one block
/// however long the span (a script's `wait: 3600` is an hour of zeros, never allocated).
/// Overlapping sources (loading ticks under speech) are summed and clipped.
struct SpanMixer {
    static let blockSize = 8192
    private var accumulator = [Int32](repeating: 0, count: SpanMixer.blockSize)
    private var output = [Int16](repeating: 0, count: SpanMixer.blockSize)

    /// Calls `write` with consecutive blocks covering `span`, each with its start offset.
    /// `sources` pairs a start offset with the samples that play there.
    mutating func mix(span: Range<Int>, sources: [(start: Int, samples: ArraySlice<Int16>)],
                      write: (UnsafeBufferPointer<Int16>, Int) throws -> Void) rethrows {
        var blockStart = span.lowerBound
        while blockStart < span.upperBound {
            let count = min(SpanMixer.blockSize, span.upperBound - blockStart)
            let blockEnd = blockStart + count
            for i in 0..<count { accumulator[i] = 0 }
            for source in sources {
                let from = max(blockStart, source.start), to = min(blockEnd, source.start + source.samples.count)
                guard from < to else { continue }
                let base = source.samples.startIndex + (from - source.start)
                for i in 0..<(to - from) {
                    accumulator[from - blockStart + i] += Int32(source.samples[base + i])
                }
            }
            for i in 0..<count { output[i] = Int16(clamping: accumulator[i]) }
            try output.withUnsafeBufferPointer { buffer in
                try write(UnsafeBufferPointer(rebasing: buffer[0..<count]), blockStart)
            }
            blockStart = blockEnd
        }
    }
}
