import Foundation
import Earshot
import Synthesizer

/// How the batch gets its engines: one per render thread, each in its own worker process (the
/// library is not thread-safe), made only when a thread first has something to synthesize.
package struct EngineFactory: Sendable {
    /// The engine's version string; part of every cache key.
    package var version: String
    /// Samples per second of every engine `make` returns.
    package var sampleRate: Int
    /// Makes a new engine; called once per render thread, never for a run with nothing to say.
    package var make: @Sendable () throws -> any SpeechEngine

    package init(version: String, sampleRate: Int, make: @escaping @Sendable () throws -> any SpeechEngine) {
        self.version = version
        self.sampleRate = sampleRate
        self.make = make
    }

    /// Engines speaking with the libespeak-ng this program loads, each made by `make` (a worker
    /// process, or the in-process engine), named as ``RenderPipeline/engineVersion(_:)`` names
    /// them. espeak-ng always speaks at 22,050 Hz; every engine started is checked against it.
    package static func espeak(_ make: @escaping @Sendable () throws -> any SpeechEngine) -> EngineFactory {
        EngineFactory(version: RenderPipeline.loadedEspeakVersion, sampleRate: 22_050, make: make)
    }
}
