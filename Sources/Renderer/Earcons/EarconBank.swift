import AudioIO
import Foundation
import Simulator

/// The earcons of one render, at the engine's sample rate: the built-in designs, replaced where a
/// voice profile (or the settings) names a WAV file for an earcon.
public struct EarconBank: Sendable {
    public let sampleRate: Int
    private let sounds: [Earcon: [Int16]]

    /// Longest override accepted, in seconds: an earcon is a cue, not a recording.
    public static let longestOverride = 5.0

    /// `overrides` map an earcon to a WAV file (PCM 16-bit mono, any rate: it is resampled).
    public init(sampleRate: Int, overrides: [Earcon: URL] = [:]) throws {
        self.sampleRate = sampleRate
        var sounds: [Earcon: [Int16]] = [:]
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
                sounds[earcon] = file.resampled(to: sampleRate).samples
            } else {
                sounds[earcon] = EarconDesign.samples(earcon, sampleRate: sampleRate)
            }
        }
        self.sounds = sounds
    }

    /// The samples of an earcon.
    public func samples(_ earcon: Earcon) -> [Int16] {
        sounds[earcon] ?? []
    }

    /// The overrides a voice profile names (`earcons: {alert: sounds/alert.wav}`), paths relative
    /// to the profile's folder.
    public static func overrides(named files: [String: String], relativeTo directory: URL) throws -> [Earcon: URL] {
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
