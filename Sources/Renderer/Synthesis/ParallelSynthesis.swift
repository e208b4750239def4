import Dispatch
import Synchronization
import Synthesizer

/// Says the phrases of a few utterances at once, before the layout asks for them, one engine (a
/// worker process) a thread: with two engines two phrases are synthesized at a time. Which engine
/// says a phrase, and after what, does not change its samples (``EspeakEngine`` starts every
/// phrase from the same library state), so the audio is the bytes one engine would make.
///
/// Only phrases the layout is sure to want are said ahead
/// (``TimelineLayout/mayCut(_:of:nextInterrupts:nextPriority:)``); one a gesture or an
/// announcement may cancel is said when the layout asks for it, so no work goes to audio nobody
/// hears. Each distinct phrase is said once (a repeat comes from the phrase store).
struct ParallelSynthesis {
    /// One a thread, each with its own engine.
    let syntheses: [PhraseSynthesis]

    /// What one phrase's audio depends on (the store's key, less the engine version, which every
    /// engine of a render shares).
    struct Phrase: Hashable {
        var words: String
        var settings: SpeechSettings
    }

    /// A phrase's audio, or why the engine could not say it.
    typealias Said = [Phrase: Result<[Int16], SpeechEngineError>]

    /// Starts saying every phrase of `plans` in a section `isSure` of, on a thread of its own, so
    /// that the caller lays out and writes the utterances before them meanwhile and the engines
    /// are not idle while it does.
    func start(_ plans: [PlannedUtterance], isSure: (PlannedUtterance, UtteranceSection) -> Bool) -> Ahead {
        let phrases = Self.distinct(plans, isSure: isSure)
        return Ahead { try synthesize(phrases) }
    }

    /// The audio of `phrases`; a failed phrase is a `.failure`, any other engine error is thrown
    /// once every thread has stopped.
    private func synthesize(_ phrases: [Phrase]) throws -> Said {
        let next = Atomic(0)
        let made = Mutex<Said>([:])
        let thrown = Mutex<(any Error)?>(nil)
        // Each thread takes the earliest phrase not taken, so they finish close together.
        DispatchQueue.concurrentPerform(iterations: syntheses.count) { thread in
            while thrown.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < phrases.count else { return }
                let phrase = phrases[index]
                do {
                    let result = try syntheses[thread].samples(phrase.words, settings: phrase.settings)
                    made.withLock { $0[phrase] = result }
                } catch {
                    thrown.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = thrown.withLock({ $0 }) { throw error }
        return made.withLock { $0 }
    }

    /// Each phrase of the sections `isSure` of, once, in layout order.
    private static func distinct(_ plans: [PlannedUtterance], isSure: (PlannedUtterance, UtteranceSection) -> Bool) -> [Phrase] {
        var phrases: [Phrase] = []
        var seen: Set<Phrase> = []
        for plan in plans {
            for section in [UtteranceSection.immediate, .delayed] where isSure(plan, section) {
                for case .speech(let pieces, let settings) in plan.parts(section).map(\.content) {
                    for case .phrase(let words) in pieces {
                        let phrase = Phrase(words: words, settings: settings)
                        if seen.insert(phrase).inserted { phrases.append(phrase) }
                    }
                }
            }
        }
        return phrases
    }

    /// Phrases being said on another thread; ``wait()`` gives their audio.
    final class Ahead: Sendable {
        private let done = DispatchGroup()
        private let outcome = Mutex<Result<Said, any Error>?>(nil)

        fileprivate init(_ work: @escaping @Sendable () throws -> Said) {
            done.enter()
            DispatchQueue.global().async { [self] in
                let result = Result { try work() }
                outcome.withLock { $0 = result }
                done.leave()
            }
        }

        /// The audio, once every phrase is said; the first engine error is thrown here.
        func wait() throws -> Said {
            done.wait()
            return try outcome.withLock { $0! }.get()
        }
    }
}
