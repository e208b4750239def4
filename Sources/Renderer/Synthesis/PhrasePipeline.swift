import Foundation
import Synthesizer

/// Synthesizes a render's phrases on a thread of its own, a few utterances ahead of the layout,
/// so the engine works while the render plans, lays out and mixes (otherwise the engine waits
/// for each of those steps and they wait for it).
///
/// The engine is asked for exactly the phrases, in exactly the order, that synthesizing on
/// demand would ask for: libespeak-ng's audio for a phrase depends slightly on the phrases said
/// before it, so any other order would change the output. A phrase is synthesized ahead only if
/// the layout is sure to want it (see ``TimelineLayout/delayedPartAlwaysPlays(listening:nextInterrupts:)``);
/// at one that a gesture may cancel, the thread waits until the layout either asks for it or
/// finishes its utterance without it.
///
/// `@unchecked Sendable`: every mutable property is read and written only while `condition` is
/// locked; a condition (not `Mutex`) because both threads must be able to sleep until the other acts.
final class PhrasePipeline: @unchecked Sendable {
    private struct Slot {
        enum State {
            /// Synthesize when its turn comes.
            case wanted
            /// May be cancelled: wait for the layout's decision.
            case undecided
            /// The layout finished its utterance without it.
            case skipped
            case done(Result<[Int16], SpeechEngineError>)
        }

        var utterance: UtteranceNumber
        var id: PhraseID
        var words: String
        var settings: SpeechSettings
        var state: State
    }

    private struct SlotKey: Hashable {
        var utterance: UtteranceNumber
        var id: PhraseID
    }

    private let synthesis: PhraseSynthesis
    private let condition = NSCondition()
    private var slots: [Slot] = []
    /// Position in `slots` of each slot the layout has not taken yet.
    private var positions: [SlotKey: Int] = [:]
    /// The next slot the synthesis thread looks at; slots before `dropped` were released.
    private var next = 0
    private var dropped = 0
    private var closed = false
    /// An engine failure that ends the render: every phrase not yet made fails with it.
    private var failure: (any Error)?
    private let stopped = DispatchSemaphore(value: 0)

    init(synthesis: PhraseSynthesis) {
        self.synthesis = synthesis
        let thread = Thread { [self] in run() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Queues the phrases of `plan` in layout order; those of its delayed part only tentatively
    /// unless `delayedAlwaysPlays`.
    func submit(_ plan: PlannedUtterance, delayedAlwaysPlays: Bool) {
        condition.lock()
        defer { condition.unlock() }
        for section in [PhraseID.Section.immediate, .delayed] {
            for (partIndex, part) in plan.parts(section).enumerated() {
                guard case .speech(let pieces, let settings) = part.content else { continue }
                for (pieceIndex, piece) in pieces.enumerated() {
                    guard case .phrase(let words) = piece else { continue }
                    let id = PhraseID(section: section, part: partIndex, piece: pieceIndex)
                    let certain = section == .immediate || delayedAlwaysPlays
                    positions[SlotKey(utterance: plan.index, id: id)] = dropped + slots.count
                    slots.append(Slot(utterance: plan.index, id: id, words: words, settings: settings,
                                      state: certain ? .wanted : .undecided))
                }
            }
        }
        condition.broadcast()
    }

    /// The audio of phrase `id` of utterance `utterance` (submitted earlier), waiting for it.
    func samples(utterance: UtteranceNumber, id: PhraseID) throws -> Result<[Int16], SpeechEngineError> {
        condition.lock()
        defer { condition.unlock() }
        guard let position = positions.removeValue(forKey: SlotKey(utterance: utterance, id: id)) else {
            preconditionFailure("phrase \(id) of utterance \(utterance) was not submitted")
        }
        let index = position - dropped
        if case .undecided = slots[index].state {
            slots[index].state = .wanted
            condition.broadcast()
        }
        while true {
            switch slots[index].state {
            case .done(let result):
                slots[index].state = .skipped  // taken: the audio is released with the slot
                return result
            default:
                if let failure { throw failure }
                condition.wait()
            }
        }
    }

    /// The layout has placed utterance `utterance`: phrases of it not asked for are not needed.
    func finish(utterance: UtteranceNumber) {
        condition.lock()
        defer { condition.unlock() }
        for (key, position) in positions where key.utterance == utterance {
            positions[key] = nil
            if case .undecided = slots[position - dropped].state { slots[position - dropped].state = .skipped }
        }
        // Release the slots both sides are done with.
        let done = min(next - dropped, slots.firstIndex { positions[SlotKey(utterance: $0.utterance, id: $0.id)] != nil } ?? slots.count)
        if done > 64 {
            slots.removeFirst(done)
            dropped += done
        }
        condition.broadcast()
    }

    /// Stops the thread after the phrase in progress; waits for it.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        stopped.wait()
    }

    private func run() {
        defer { stopped.signal() }
        condition.lock()
        defer { condition.unlock() }
        while true {
            while !closed, next - dropped >= slots.count || isUndecided(slots[next - dropped]) {
                condition.wait()
            }
            if closed { return }
            let slot = slots[next - dropped]
            if case .skipped = slot.state {
                next += 1
                continue
            }
            let following = followingWanted(after: next - dropped)
            condition.unlock()
            let result = Result { try synthesis.samples(slot.words, settings: slot.settings, next: following) }
            condition.lock()
            next += 1
            defer { condition.broadcast() }
            switch result {
            case .success(let made):
                // Index anew: `finish` may have released slots before this one meanwhile.
                slots[next - 1 - dropped].state = .done(made)
            case .failure(let error):
                failure = error
                return
            }
        }
    }

    /// The phrase synthesized after slot `index` if that is already certain: the next slot not
    /// skipped, when it is wanted (an undecided one may yet be skipped).
    private func followingWanted(after index: Int) -> (words: String, settings: SpeechSettings)? {
        for slot in slots[(index + 1)...] {
            switch slot.state {
            case .skipped: continue
            case .wanted: return (slot.words, slot.settings)
            default: return nil
            }
        }
        return nil
    }

    private func isUndecided(_ slot: Slot) -> Bool {
        if case .undecided = slot.state { true } else { false }
    }
}
