/// Mixes the audio placed in one utterance's span, block by block, so memory stays one block
/// however long the span (a script's `wait: 3600` is an hour of zeros, never allocated).
/// Overlapping sources (loading ticks under speech) are summed and clipped; a block with one
/// source (most of them: speech alone) is copied as it is.
struct SpanMixer {
    static let blockSize = 8192
    private var accumulator = [Int32](repeating: 0, count: SpanMixer.blockSize)
    private var output = [Int16](repeating: 0, count: SpanMixer.blockSize)

    /// Calls `write` with consecutive blocks covering `span`, each with its start offset.
    mutating func mix(span: Range<Int>, sources: [MixSource.Resolved],
                      write: (UnsafeBufferPointer<Int16>, Int) throws -> Void) rethrows {
        var blockStart = span.lowerBound
        var active: [Int] = []
        while blockStart < span.upperBound {
            let count = min(SpanMixer.blockSize, span.upperBound - blockStart)
            let blockEnd = blockStart + count
            active.removeAll(keepingCapacity: true)
            for (index, source) in sources.enumerated()
            where source.start < blockEnd && source.start + source.samples.count > blockStart {
                active.append(index)
            }
            output.withUnsafeMutableBufferPointer { out in
                if active.count == 1 {
                    let source = sources[active[0]]
                    let from = max(blockStart, source.start), to = min(blockEnd, source.start + source.samples.count)
                    // Zeros only around the source: the rest is overwritten by it.
                    (out.baseAddress!).update(repeating: 0, count: from - blockStart)
                    (out.baseAddress! + (to - blockStart)).update(repeating: 0, count: blockEnd - to)
                    source.samples.withUnsafeBufferPointer { samples in
                        let base = samples.baseAddress! + (from - source.start)
                        (out.baseAddress! + (from - blockStart)).update(from: base, count: to - from)
                    }
                } else if active.isEmpty {
                    out.baseAddress!.update(repeating: 0, count: count)
                } else {
                    accumulator.withUnsafeMutableBufferPointer { sum in
                        sum.update(repeating: 0)
                        for index in active {
                            let source = sources[index]
                            let from = max(blockStart, source.start), to = min(blockEnd, source.start + source.samples.count)
                            source.samples.withUnsafeBufferPointer { samples in
                                let base = from - source.start, offset = from - blockStart
                                for i in 0..<(to - from) { sum[offset + i] += Int32(samples[base + i]) }
                            }
                        }
                        for i in 0..<count { out[i] = Int16(clamping: sum[i]) }
                    }
                }
            }
            try output.withUnsafeBufferPointer { buffer in
                try write(UnsafeBufferPointer(rebasing: buffer[0..<count]), blockStart)
            }
            blockStart = blockEnd
        }
    }
}
