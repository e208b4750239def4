import Foundation
import Simulator

/// Earshot's own sound cues, made from sine tones and seeded noise so they are the same on every
/// machine and every run, and owe nothing to Apple's sounds (docs/voiceover.md section 5).
///
/// Each is at most 250 ms and has its own pitch contour, so a listener tells them apart by shape
/// as well as by pitch: a falling thump for a boundary, a rising chime for a new screen, a rising
/// sweep for "loaded", a soft high tick for loading.
enum EarconDesign {
    /// One tone of an earcon: a frequency glide with a raised-cosine attack and release.
    struct Tone {
        var start: Double
        var duration: Double
        var from: Double
        var to: Double
        var amplitude: Double
        /// Relative level of the second harmonic: brightness.
        var overtone: Double = 0
        /// Relative level of seeded white noise mixed in: breath, for swishes and buzzes.
        var noise: Double = 0
        var attack: Double = 0.005
        var release: Double = 0.03
    }

    static func tones(_ earcon: Earcon) -> [Tone] {
        switch earcon {
        case .focusMoved:
            [Tone(start: 0, duration: 0.06, from: 1600, to: 1400, amplitude: 0.22, release: 0.05)]
        case .boundary:
            [Tone(start: 0, duration: 0.16, from: 240, to: 150, amplitude: 0.45, overtone: 0.35, release: 0.12)]
        case .screenChanged:
            [Tone(start: 0, duration: 0.12, from: 659, to: 659, amplitude: 0.28, overtone: 0.2, release: 0.08),
             Tone(start: 0.1, duration: 0.14, from: 988, to: 988, amplitude: 0.28, overtone: 0.2, release: 0.11)]
        case .pageScrolled:
            [Tone(start: 0, duration: 0.15, from: 900, to: 450, amplitude: 0.25, noise: 0.6, attack: 0.02, release: 0.08)]
        case .activated:
            [Tone(start: 0, duration: 0.05, from: 1047, to: 1047, amplitude: 0.3, release: 0.03),
             Tone(start: 0.06, duration: 0.05, from: 1568, to: 1568, amplitude: 0.3, release: 0.04)]
        case .loading:
            [Tone(start: 0, duration: 0.035, from: 2200, to: 2000, amplitude: 0.16, attack: 0.002, release: 0.03)]
        case .loaded:
            [Tone(start: 0, duration: 0.2, from: 350, to: 900, amplitude: 0.32, overtone: 0.15, attack: 0.02, release: 0.06)]
        case .alert:
            [Tone(start: 0, duration: 0.11, from: 880, to: 880, amplitude: 0.3, overtone: 0.3, release: 0.04),
             Tone(start: 0.12, duration: 0.11, from: 587, to: 587, amplitude: 0.3, overtone: 0.3, release: 0.06)]
        case .moreContent:
            [Tone(start: 0, duration: 0.05, from: 523, to: 523, amplitude: 0.28, release: 0.03),
             Tone(start: 0.07, duration: 0.05, from: 659, to: 659, amplitude: 0.28, release: 0.03),
             Tone(start: 0.14, duration: 0.05, from: 784, to: 784, amplitude: 0.28, release: 0.04)]
        case .actions:
            [Tone(start: 0, duration: 0.04, from: 740, to: 740, amplitude: 0.28, overtone: 0.4, release: 0.025),
             Tone(start: 0.06, duration: 0.04, from: 740, to: 740, amplitude: 0.28, overtone: 0.4, release: 0.025),
             Tone(start: 0.12, duration: 0.04, from: 740, to: 740, amplitude: 0.28, overtone: 0.4, release: 0.025)]
        case .wrapAround:
            [Tone(start: 0, duration: 0.11, from: 500, to: 1000, amplitude: 0.28, release: 0.01),
             Tone(start: 0.11, duration: 0.11, from: 1000, to: 500, amplitude: 0.28, attack: 0.01, release: 0.06)]
        case .engineError:
            [Tone(start: 0, duration: 0.2, from: 110, to: 104, amplitude: 0.35, overtone: 0.8, noise: 0.3, release: 0.05)]
        }
    }

    /// The earcon's samples at `sampleRate`.
    static func samples(_ earcon: Earcon, sampleRate: Int) -> [Int16] {
        let tones = tones(earcon)
        let rate = Double(sampleRate)
        let length = Int(((tones.map { $0.start + $0.duration }.max() ?? 0) * rate).rounded(.up))
        var mix = [Double](repeating: 0, count: length)
        // A fixed-seed linear congruential generator: the same "noise" on every run.
        var seed: UInt32 = 0x2545_F491 &+ UInt32(Earcon.allCases.firstIndex(of: earcon) ?? 0)
        for tone in tones {
            let first = Int((tone.start * rate).rounded())
            let count = Int((tone.duration * rate).rounded())
            var phase = 0.0
            for i in 0..<count where first + i < length {
                let t = Double(i) / rate
                let progress = Double(i) / Double(max(1, count - 1))
                let frequency = tone.from + (tone.to - tone.from) * progress
                phase += 2 * Double.pi * frequency / rate
                let envelope = edge(t, tone.attack) * edge(tone.duration - t, tone.release)
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Double(Int32(bitPattern: seed)) / Double(Int32.max)
                let wave = sin(phase) + tone.overtone * sin(2 * phase) + tone.noise * noise
                let norm = 1 + tone.overtone + tone.noise
                mix[first + i] += tone.amplitude * envelope * wave / norm
            }
        }
        return mix.map { Int16(clamping: Int(($0 * 32767).rounded())) }
    }

    /// A raised-cosine ramp: 0 at the edge, 1 after `length` seconds.
    private static func edge(_ t: Double, _ length: Double) -> Double {
        guard length > 0, t < length else { return 1 }
        return t <= 0 ? 0 : 0.5 - 0.5 * cos(Double.pi * t / length)
    }
}
