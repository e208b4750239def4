/// Measurements tests make on rendered audio: loudness, silences, pitch.
public enum AudioAnalysis {
    /// Root-mean-square level of a range of samples, 0...32768.
    public static func rms(_ samples: ArraySlice<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for s in samples { sum += Double(s) * Double(s) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Runs of near-silence (every 10 ms window below `threshold` RMS), as (start, end) in seconds.
    public static func silences(_ samples: [Int16], sampleRate: Int, threshold: Double = 100,
                                minimum: Double = 0.05) -> [(start: Double, end: Double)] {
        let window = max(1, sampleRate / 100)
        var runs: [(Double, Double)] = []
        var runStart: Int?
        var i = 0
        while i < samples.count {
            let end = min(samples.count, i + window)
            let quiet = rms(samples[i..<end]) < threshold
            if quiet, runStart == nil { runStart = i }
            if !quiet, let start = runStart {
                runs.append((Double(start) / Double(sampleRate), Double(i) / Double(sampleRate)))
                runStart = nil
            }
            i = end
        }
        if let start = runStart {
            runs.append((Double(start) / Double(sampleRate), Double(samples.count) / Double(sampleRate)))
        }
        return runs.filter { $0.1 - $0.0 >= minimum }
    }

    /// Median fundamental frequency of the voiced 40 ms frames, by autocorrelation (60–400 Hz).
    public static func medianF0(_ samples: [Int16], sampleRate: Int) -> Double? {
        let frame = sampleRate * 40 / 1000
        let minLag = sampleRate / 400, maxLag = sampleRate / 60
        var estimates: [Double] = []
        var start = 0
        while start + frame + maxLag < samples.count {
            let x = samples[start..<(start + frame + maxLag)].map(Double.init)
            if rms(samples[start..<(start + frame)]) > 500 {
                var energy = 0.0
                for i in 0..<frame { energy += x[i] * x[i] }
                var bestLag = 0, best = 0.0
                for lag in minLag...maxLag {
                    var sum = 0.0
                    for i in 0..<frame { sum += x[i] * x[i + lag] }
                    if sum > best { best = sum; bestLag = lag }
                }
                if bestLag > 0, best > 0.3 * energy { estimates.append(Double(sampleRate) / Double(bestLag)) }
            }
            start += frame
        }
        guard !estimates.isEmpty else { return nil }
        estimates.sort()
        return estimates[estimates.count / 2]
    }
}
