import Foundation
import Synchronization
import Synthesizer

/// What identifies the audio of one phrase: the same key always gives the same samples, so a
/// store can hand back audio made earlier (in this render, or by an earlier one for the batch
/// tool's disk store: a changed label re-synthesizes only that phrase).
package struct PhraseKey: Hashable, Sendable, Codable {
    /// The normalized words exactly as sent to the engine.
    package var spoken: String
    package var settings: SpeechSettings
    /// The engine and its version (`espeak-ng 1.51`): a new engine makes new audio.
    package var engineVersion: String

    package init(spoken: String, settings: SpeechSettings, engineVersion: String) {
        self.spoken = spoken
        self.settings = settings
        self.engineVersion = engineVersion
    }
}

/// Where synthesized phrases are kept for reuse. Stores must be safe to share between threads.
package protocol PhraseStore: AnyObject, Sendable {
    func samples(for key: PhraseKey) -> [Int16]?
    func store(_ samples: [Int16], for key: PhraseKey)
}

/// Keeps recently made phrases in memory, up to a byte budget (oldest dropped first), so repeated
/// words ("Button", "Heading") are synthesized once without memory growing with the session.
package final class InMemoryPhraseStore: PhraseStore {
    package let budgetBytes: Int
    private struct State {
        var entries: [PhraseKey: [Int16]] = [:]
        var order: [PhraseKey] = []
        var oldest = 0
        var bytes = 0
    }
    private let state = Mutex(State())

    /// 8 MB holds about three minutes of 22,050 Hz speech.
    package init(budgetBytes: Int = 8 << 20) {
        self.budgetBytes = budgetBytes
    }

    package func samples(for key: PhraseKey) -> [Int16]? {
        state.withLock { $0.entries[key] }
    }

    package func store(_ samples: [Int16], for key: PhraseKey) {
        let size = samples.count * MemoryLayout<Int16>.size
        let budget = budgetBytes
        state.withLock { state in
            guard size <= budget, state.entries[key] == nil else { return }
            while state.bytes + size > budget, state.oldest < state.order.count {
                if let dropped = state.entries.removeValue(forKey: state.order[state.oldest]) { state.bytes -= dropped.count * 2 }
                state.oldest += 1
            }
            if state.oldest > 1024, state.oldest * 2 > state.order.count {
                state.order.removeFirst(state.oldest)
                state.oldest = 0
            }
            state.entries[key] = samples
            state.order.append(key)
            state.bytes += size
        }
    }
}

/// Synthesis through a store: audio for a key is made at most once while the store keeps it.
///
/// The engine's edge silence is trimmed to the first and last non-zero sample
/// (``SpeechEngine/trimmedSamples(for:settings:)``, ``EdgeSilence``): espeak-ng's leading and
/// trailing zeros vary with the phrase synthesized before (the sound between them does not), and
/// the renderer inserts its own pauses anyway. So a phrase's audio depends on the key alone,
/// whatever was said before it or whether it came from a cache.
struct PhraseSynthesis {
    let engine: any SpeechEngine
    let engineVersion: String
    let store: any PhraseStore

    /// The phrase's samples; `SpeechEngineError.phraseFailed` is returned as `.failure` so the
    /// render can go on, every other engine error is thrown.
    func samples(_ words: String, settings: SpeechSettings) throws -> Result<[Int16], SpeechEngineError> {
        let key = PhraseKey(spoken: words, settings: settings, engineVersion: engineVersion)
        if let cached = store.samples(for: key) { return .success(cached) }
        do {
            let samples = try engine.trimmedSamples(for: words, settings: settings)
            store.store(samples, for: key)
            return .success(samples)
        } catch SpeechEngineError.phraseFailed(let reason) {
            return .failure(.phraseFailed(reason: reason))
        }
    }
}
