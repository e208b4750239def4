import Foundation
import Simulator
import Synchronization

/// The earcons of one render, at the engine's sample rate: the built-in designs, replaced where a
/// voice profile (or the settings) names a WAV file for an earcon.
package struct EarconBank: Sendable {
    package let sampleRate: Int
    /// The overrides' samples, read when the bank is made (so a bad file fails the render early).
    private let replaced: [Earcon: [Int16]]
    /// The built-in designs, made on first use: a screen uses a few of the twelve, and making
    /// one costs a sine per sample.
    private let designs = DesignCache()

    /// Longest override accepted, in seconds: an earcon is a cue, not a recording.
    package static let longestOverride = 5.0

    /// `overrides` map an earcon to a WAV file (PCM 16-bit mono, any rate: it is resampled).
    package init(sampleRate: Int, overrides: [Earcon: URL] = [:]) throws {
        self.sampleRate = sampleRate
        var replaced: [Earcon: [Int16]] = [:]
        for earcon in Earcon.allCases {
            if let url = overrides[earcon] {
                let file: WAVFile
                do {
                    file = try WAVFile(contentsOf: url)
                } catch let error as AudioFileError {
                    throw RenderError.earconOverride(earcon.rawValue, url.path, error.description)
                }
                guard file.duration <= EarconBank.longestOverride else {
                    throw RenderError.earconOverride(
                        earcon.rawValue, url.path,
                        String(format: "%.1f s long; allowed: at most %.0f s", file.duration, EarconBank.longestOverride))
                }
                replaced[earcon] = file.resampled(to: sampleRate).samples
            }
        }
        self.replaced = replaced
    }

    /// The samples of an earcon.
    package func samples(_ earcon: Earcon) -> [Int16] {
        replaced[earcon] ?? designs.samples(earcon, sampleRate: sampleRate)
    }

    /// The overrides a voice profile names (`earcons: {alert: sounds/alert.wav}`), paths relative
    /// to the profile's folder.
    package static func overrides(named files: [String: String], relativeTo directory: URL) throws -> [Earcon: URL] {
        var result: [Earcon: URL] = [:]
        for (name, path) in files {
            guard let earcon = Earcon(rawValue: name) else {
                throw RenderError.unknownEarcon(name, allowed: Earcon.allCases.map(\.rawValue))
            }
            result[earcon] = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : directory.appendingPathComponent(path)
        }
        return result
    }
}

/// The built-in earcons made so far; safe to share between threads.
private final class DesignCache: Sendable {
    private let made = Mutex<[Earcon: [Int16]]>([:])

    func samples(_ earcon: Earcon, sampleRate: Int) -> [Int16] {
        made.withLock { made in
            if let samples = made[earcon] { return samples }
            let samples = EarconDesign.samples(earcon, sampleRate: sampleRate)
            made[earcon] = samples
            return samples
        }
    }
}
