import Foundation
import Synchronization
import Synthesizer

/// An engine started on its first phrase, so a run whose phrases all come from the cache starts
/// no worker process. Counts the phrases it synthesizes.
final class DeferredEngine: SpeechEngine, Sendable {
    let sampleRate: Int
    private let factory: EngineFactory
    private struct State {
        var engine: (any SpeechEngine)?
        var startFailure: SpeechEngineError?
        var count = 0
        var everStarted = false
    }
    private let state = Mutex(State())

    init(factory: EngineFactory) {
        self.factory = factory
        sampleRate = factory.sampleRate
    }

    /// Phrases synthesized so far (successful or not).
    var calls: Int { state.withLock { $0.count } }

    /// Whether an engine was ever started.
    var started: Bool { state.withLock { $0.everStarted } }

    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        let engine = try current()
        state.withLock { $0.count += 1 }
        try engine.synthesize(text, settings: settings, sink: sink)
    }

    /// What a supervised engine survived since the last call (a phrase that crashed the worker
    /// and was said after a restart), one line each. Lost phrases are the renderer's to report.
    func takeIncidents() -> [String] {
        let supervised = state.withLock { $0.engine as? SupervisedEngine }
        return (supervised?.takeIncidents() ?? []).filter { $0.outcome != .lost }.map(\.description)
    }

    /// Drops the engine (a worker process exits when its engine is released).
    func release() {
        state.withLock { $0.engine = nil }
    }

    /// The engine, started on the first call; a failed start is remembered and thrown again.
    private func current() throws -> any SpeechEngine {
        let factory = factory, sampleRate = sampleRate
        return try state.withLock { state throws -> any SpeechEngine in
            if let engine = state.engine { return engine }
            if let startFailure = state.startFailure { throw startFailure }
            do {
                let made = try factory.make()
                guard made.sampleRate == sampleRate else {
                    throw SpeechEngineError.workerFailed("engine speaks at \(made.sampleRate) Hz, expected \(sampleRate) Hz")
                }
                state.engine = made
                state.everStarted = true
                return made
            } catch let error as SpeechEngineError {
                state.startFailure = error
                throw error
            } catch {
                let failure = SpeechEngineError.workerFailed("\(error)")
                state.startFailure = failure
                throw failure
            }
        }
    }
}
