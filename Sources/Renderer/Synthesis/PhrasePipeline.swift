import EarshotSupport
import Foundation
import Synthesizer

/// Synthesizes a render's phrases on threads of their own, one per engine, a few utterances ahead
/// of the layout, so the engines work while the render plans, lays out and mixes (otherwise the
/// engine waits for each of those steps and they wait for it), and with two engines (worker
/// processes) two phrases are synthesized at once.
///
/// One pipeline serves every screen of a renderer (``ScreenRenderer``), so its threads start
/// once. Each screen's slots carry its ``Screen`` number, so utterance numbers may repeat from
/// screen to screen.
///
/// The threads take the phrases in layout order, each the earliest wanted one not taken. Which
/// engine says a phrase, and after what, does not change its samples: ``EspeakEngine`` starts
/// every phrase from the same library state (``PhraseKey``). A phrase is synthesized ahead only
/// if the layout is sure to want it (see ``TimelineLayout/mayCut(_:of:nextInterrupts:nextPriority:)``,
/// the rule the layout cuts by); one that a gesture or an announcement may cancel (a hint before
/// the next swipe) waits until the layout either asks for it or finishes its utterance without
/// it, so no work is spent on audio nobody hears, while the threads go on with the phrases after
/// it.
///
/// No phrase is said by two engines at once: a slot whose words and settings the other thread is
/// already synthesizing waits for that audio (then in the store) instead of being synthesized
/// again. Measured on the samples: four short phrases ("Tab", "Off") were said twice a render.
///
/// `@unchecked Sendable`: every mutable property is read and written only while `lock` is held.
/// The layout and the synthesis threads wait on that one condition; a change any of them may be
/// waiting for wakes them all, and each checks again what it waits for.
final class PhrasePipeline: @unchecked Sendable {
    private struct Slot {
        enum State {
            /// Synthesize when its turn comes.
            case wanted
            /// May be cancelled: wait for the layout's decision.
            case undecided
            /// The layout finished its utterance without it (or took its audio).
            case skipped
            /// A thread is synthesizing it.
            case taken
            case done(Result<[Int16], SpeechEngineError>)
        }

        var screen: Screen
        var utterance: UtteranceNumber
        var id: PhraseID
        var words: String
        var settings: SpeechSettings
        var state: State
    }

    /// One screen's render through the pipeline, from ``begin()`` to ``end(_:)``.
    struct Screen: Hashable {
        fileprivate var number: Int
    }

    private struct SlotKey: Hashable {
        var screen: Screen
        var utterance: UtteranceNumber
        var id: PhraseID
    }

    /// What a slot's audio depends on (the store's key, less the engine version, which is the
    /// same for every engine of a render).
    private struct Phrase: Hashable {
        var words: String
        var settings: SpeechSettings
    }

    private let syntheses: [PhraseSynthesis]
    /// One engine says the phrases strictly in layout order, waiting at an undecided one, so
    /// an engine whose audio depends on what it said before (libespeak-ng off glibc) sounds as
    /// on demand; with several, phrases must be independent of history anyway.
    private let inOrder: Bool
    private let lock = NSCondition()
    private var slots: [Slot] = []
    /// Position in `slots` of each slot the layout has not taken yet.
    private var positions: [SlotKey: Int] = [:]
    /// The first slot the synthesis threads have not settled (taken or skipped); slots before
    /// `dropped` were released.
    private var next = 0
    private var dropped = 0
    private var closed = false
    private var screens = 0
    /// The phrases some thread has taken and not finished (with how many slots), so the other
    /// thread does not say one of them again meanwhile.
    private var inFlight: [Phrase: Int] = [:]
    /// An engine failure that ends a screen's render: every phrase of it not yet made fails with
    /// it. The screens after it start afresh (the engine may work again: a worker is restarted).
    private var failures: [Screen: any Error] = [:]
    private let stopped = DispatchSemaphore(value: 0)

    /// One thread per synthesis (each with its own engine).
    init(syntheses: [PhraseSynthesis]) {
        precondition(!syntheses.isEmpty)
        self.syntheses = syntheses
        inOrder = syntheses.count == 1
        for synthesis in syntheses {
            let thread = Thread { [self] in run(synthesis) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// A new screen, whose phrases are queued behind everything queued so far.
    func begin() -> Screen {
        lock.lock()
        defer { lock.unlock() }
        screens += 1
        return Screen(number: screens)
    }

    /// The screen's render is over (done or failed): phrases of it not yet taken are not needed.
    func end(_ screen: Screen) {
        lock.lock()
        defer { lock.unlock() }
        for (key, position) in positions where key.screen == screen {
            positions[key] = nil
            switch slots[position - dropped].state {
            case .wanted, .undecided: slots[position - dropped].state = .skipped
            case .taken, .done, .skipped: break
            }
        }
        failures[screen] = nil
        lock.broadcast()  // a skipped slot may free the one engine waiting in order
    }

    /// Queues the phrases of `plan` (an utterance of `screen`) in layout order; those of a section
    /// the layout `mayCut` only tentatively.
    func submit(_ plan: PlannedUtterance, of screen: Screen, mayCut: (UtteranceSection) -> Bool) {        lock.lock()
        defer { lock.unlock() }
        for section in [PhraseID.Section.immediate, .delayed] {
            let certain = !mayCut(section)
            for (partIndex, part) in plan.parts(section).enumerated() {
                guard case .speech(let pieces, let settings) = part.content else { continue }
                for (pieceIndex, piece) in pieces.enumerated() {
                    guard case .phrase(let words) = piece else { continue }
                    let id = PhraseID(section: section, part: partIndex, piece: pieceIndex)
                    positions[SlotKey(screen: screen, utterance: plan.index, id: id)] = dropped + slots.count
                    slots.append(Slot(screen: screen, utterance: plan.index, id: id, words: words, settings: settings,
                                      state: certain ? .wanted : .undecided))
                }
            }
        }
        lock.broadcast()
    }

    /// The audio of phrase `id` of utterance `utterance` of `screen` (submitted earlier), waiting for it.
    func samples(screen: Screen, utterance: UtteranceNumber, id: PhraseID) throws -> Result<[Int16], SpeechEngineError> {
        lock.lock()
        defer { lock.unlock() }
        guard let position = positions.removeValue(forKey: SlotKey(screen: screen, utterance: utterance, id: id)) else {
            preconditionFailure("phrase \(id) of utterance \(utterance) was not submitted")
        }
        if case .undecided = slots[position - dropped].state {
            slots[position - dropped].state = .wanted
            lock.broadcast()
        }
        while true {
            // Index anew after each wait: `finish` may have released earlier slots meanwhile.
            switch slots[position - dropped].state {
            case .done(let result):
                slots[position - dropped].state = .skipped  // taken: the audio is released with the slot
                return result
            default:
                if let failure = failures[screen] { throw failure }
                lock.wait()
            }
        }
    }

    /// The layout has placed utterance `utterance` of `screen`: phrases of it not asked for are not needed.
    func finish(screen: Screen, utterance: UtteranceNumber) {
        lock.lock()
        defer { lock.unlock() }
        var skipped = false
        for (key, position) in positions where key.screen == screen && key.utterance == utterance {
            positions[key] = nil
            if case .undecided = slots[position - dropped].state {
                slots[position - dropped].state = .skipped
                skipped = true
            }
        }
        // Release the slots both sides are done with: up to the first one the layout may still ask
        // for or a thread still synthesizes (it stores its result into the slot when done, and a
        // layout that cut a phrase or stopped a part at a failed one never asks for it).
        let done = min(next - dropped, slots.firstIndex { slot in
            if case .taken = slot.state { return true }
            return positions[SlotKey(screen: slot.screen, utterance: slot.utterance, id: slot.id)] != nil
        } ?? slots.count)
        if done > 64 {
            slots.removeFirst(done)
            dropped += done
        }
        if skipped { lock.broadcast() }
    }

    /// Stops the threads after the phrases in progress; waits for them. Once, at the render's end.
    func close() {
        lock.lock()
        guard !closed else { return lock.unlock() }
        closed = true
        lock.broadcast()
        lock.unlock()
        for _ in syntheses { stopped.wait() }
    }

    private func run(_ synthesis: PhraseSynthesis) {
        defer { stopped.signal() }
        lock.lock()
        defer { lock.unlock() }
        while true {
            var wanted = firstWanted()
            while !closed, wanted == nil {
                lock.wait()
                wanted = firstWanted()
            }
            guard !closed, let position = wanted else { return }
            let slot = slots[position - dropped]
            take(position)
            lock.unlock()
            let result = Result { try synthesis.samples(slot.words, settings: slot.settings) }
            lock.lock()
            if settle(Phrase(words: slot.words, settings: slot.settings)) { lock.broadcast() }
            switch result {
            case .success(let made):
                // Index anew: `finish` may have released slots before this one meanwhile (never
                // this one: it is `.taken`).
                slots[position - dropped].state = .done(made)
                lock.broadcast()
            case .failure(let error):
                // The screen fails with it: its phrases not said yet never will be.
                failures[slot.screen] = failures[slot.screen] ?? error
                slots[position - dropped].state = .skipped
                for index in slots.indices where slots[index].screen == slot.screen {
                    switch slots[index].state {
                    case .wanted, .undecided: slots[index].state = .skipped
                    case .taken, .done, .skipped: break
                    }
                }
                lock.broadcast()
            }
        }
    }

    /// Marks the slot at `position` taken by the calling thread, its phrase in flight.
    private func take(_ position: Int) {
        let index = position - dropped
        slots[index].state = .taken
        inFlight[Phrase(words: slots[index].words, settings: slots[index].settings), default: 0] += 1
    }

    /// One slot of `phrase` is no longer being said; true when no slot of it is (a thread that
    /// passed over a slot of the phrase may take it now).
    private func settle(_ phrase: Phrase) -> Bool {
        if let count = inFlight[phrase], count > 1 {
            inFlight[phrase] = count - 1
            return false
        }
        inFlight[phrase] = nil
        return true
    }

    /// Whether a thread is synthesizing the phrase of slot `index` (for another slot).
    private func isInFlight(_ index: Int) -> Bool {
        inFlight[Phrase(words: slots[index].words, settings: slots[index].settings)] != nil
    }

    /// The first slot to synthesize (its position), or nil when none is wanted yet. With several
    /// engines an undecided slot is passed over, not waited at: the wanted phrases after it (the
    /// next utterances' names, while a hint waits for the layout's decision) are synthesized
    /// meanwhile, since a phrase's samples do not depend on what was said before it. The
    /// earliest wanted one goes first, so the phrase the layout waits for is never behind later
    /// ones. A wanted slot whose phrase the other thread is saying is passed over too: once that
    /// audio is stored, the slot takes it from the store. `next` moves past the slots already
    /// taken or skipped.
    private func firstWanted() -> Int? {
        var index = next - dropped
        var settled = true
        while index < slots.count {
            switch slots[index].state {
            case .wanted:
                // One engine never gets here with a phrase in flight: it takes one phrase at a time.
                if !inOrder, isInFlight(index) {
                    settled = false
                } else {
                    return dropped + index
                }
            case .undecided:
                if inOrder { return nil }
                settled = false
            case .skipped, .taken, .done: if settled { next = dropped + index + 1 }
            }
            index += 1
        }
        return nil
    }
}
