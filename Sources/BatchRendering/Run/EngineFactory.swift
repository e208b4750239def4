import Foundation
import Synthesizer

/// How the batch gets its engines: one per render thread, each in its own worker process (the
/// library is not thread-safe), made only when a thread first has something to synthesize.
public struct EngineFactory: Sendable {
    /// The engine's version string; part of every cache key.
    public var version: String
    /// Samples per second of every engine `make` returns.
    public var sampleRate: Int
    /// Makes a new engine; called once per render thread, never for a run with nothing to say.
    public var make: @Sendable () throws -> any SpeechEngine

    public init(version: String, sampleRate: Int, make: @escaping @Sendable () throws -> any SpeechEngine) {
        self.version = version
        self.sampleRate = sampleRate
        self.make = make
    }
}
