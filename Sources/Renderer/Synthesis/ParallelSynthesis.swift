import Dispatch
import Synchronization
import Synthesizer

/// The synthesize stage: says the phrases of a few planned utterances on a thread of its own,
/// while the utterances before them are laid out and written, and hands the layout their audio.
///
/// Only phrases that are heard are said: which those are is the layout's pure arithmetic
/// (``TimelineLayout/heardPhrases(_:parameters:phraseLength:earconLength:)``), run here on the
/// lengths said so far, so a phrase a gesture or an announcement cancels before it starts is
/// never said and the layout later asks for exactly these. With more than one engine (worker
/// processes, one a thread) the phrases of the sections nothing can cut are said first, two at a
/// time. Which engine says a phrase, and after what, does not change its samples
/// (``EspeakEngine`` starts every phrase from the same library state), so the audio is the bytes
/// one engine would make. Each distinct phrase of those is said once (a repeat comes from the
/// phrase store).
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

    /// Starts saying the heard phrases of `plans`, timed with `parameters` and `earcons` as the
    /// layout will time them, on a thread of its own, so that the caller lays out and writes the
    /// utterances before them meanwhile and the engines are not idle while it does.
    func start(_ plans: [PlannedUtterance], parameters: LayoutParameters, earcons: EarconBank) -> Ahead {
        let sure = syntheses.count > 1 ? Self.uncut(plans) : []
        return Ahead {
            let ahead = try synthesize(sure)
            var said = ahead
            // In the layout's order, each phrase it will ask for: from those said ahead, else from
            // the first engine (through its phrase store, as often as the layout asks).
            for plan in plans {
                try TimelineLayout.heardPhrases(plan, parameters: parameters, phraseLength: { id in
                    guard let words = plan.phrase(id) else { return .samples(0) }
                    let phrase = Phrase(words: words.words, settings: words.settings)
                    let made = try ahead[phrase] ?? syntheses[0].samples(phrase.words, settings: phrase.settings)
                    said[phrase] = made
                    switch made {
                    case .success(let samples): return .samples(samples.count)
                    case .failure(let error): return .failed(error.description)
                    }
                }, earconLength: { earcons.samples($0).count })
            }
            return said
        }
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

    /// Each phrase of the sections the next step cannot cut (``Interruption``), once, in layout
    /// order: sure to be asked for (unless a phrase before it in its part fails).
    private static func uncut(_ plans: [PlannedUtterance]) -> [Phrase] {
        var phrases: [Phrase] = []
        var seen: Set<Phrase> = []
        for plan in plans {
            for section in [UtteranceSection.immediate, .delayed] where !plan.interruption.mayCut(section) {
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

/// The synthesize stage's value for one utterance: its plan and the audio of its phrases, which
/// the layout reads (the lengths) and the mix takes (the samples).
struct SynthesizedUtterance {
    let plan: PlannedUtterance
    let said: ParallelSynthesis.Said

    private func result(_ id: PhraseID) -> Result<[Int16], SpeechEngineError>? {
        plan.phrase(id).flatMap { said[ParallelSynthesis.Phrase(words: $0.words, settings: $0.settings)] }
    }

    /// What the engine made of the phrase `id`, as far as timing is concerned.
    func length(_ id: PhraseID) -> PhraseLength {
        switch result(id) {
        case .success(let samples)?: .samples(samples.count)
        case .failure(let error)?: .failed(error.description)
        case nil: .samples(0)
        }
    }

    /// The phrase's samples; none for one the engine could not say.
    func samples(_ id: PhraseID) -> [Int16] {
        if case .success(let samples)? = result(id) { return samples }
        return []
    }
}
