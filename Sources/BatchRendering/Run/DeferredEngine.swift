import Foundation
import Synthesizer

/// An engine started on its first phrase, so a run whose phrases all come from the cache starts
/// no worker process. Counts the phrases it synthesizes.
final class DeferredEngine: SpeechEngine, @unchecked Sendable {
    let sampleRate: Int
    private let factory: EngineFactory
    private let lock = NSLock()
    private var engine: (any SpeechEngine)?
    private var startFailure: SpeechEngineError?
    private var count = 0
    private var everStarted = false

    init(factory: EngineFactory) {
        self.factory = factory
        sampleRate = factory.sampleRate
    }

    /// Phrases synthesized so far (successful or not).
    var calls: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Whether an engine was ever started.
    var started: Bool {
        lock.lock()
        defer { lock.unlock() }
        return everStarted
    }

    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        let engine = try current()
        lock.lock()
        count += 1
        lock.unlock()
        try engine.synthesize(text, settings: settings, sink: sink)
    }

    /// What a supervised engine survived since the last call (a phrase that crashed the worker
    /// and was said after a restart), one line each. Lost phrases are the renderer's to report.
    func takeIncidents() -> [String] {
        lock.lock()
        let supervised = engine as? SupervisedEngine
        lock.unlock()
        return (supervised?.takeIncidents() ?? []).filter { $0.outcome != .lost }.map(\.description)
    }

    /// Drops the engine (a worker process exits when its engine is released).
    func release() {
        lock.lock()
        engine = nil
        lock.unlock()
    }

    private func current() throws -> any SpeechEngine {
        lock.lock()
        defer { lock.unlock() }
        if let engine { return engine }
        if let startFailure { throw startFailure }
        do {
            let made = try factory.make()
            guard made.sampleRate == sampleRate else {
                throw SpeechEngineError.workerFailed("engine speaks at \(made.sampleRate) Hz, expected \(sampleRate) Hz")
            }
            engine = made
            everStarted = true
            return made
        } catch let error as SpeechEngineError {
            startFailure = error
            throw error
        } catch {
            let failure = SpeechEngineError.workerFailed("\(error)")
            startFailure = failure
            throw failure
        }
    }
}
