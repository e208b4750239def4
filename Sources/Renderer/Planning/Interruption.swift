import Screens
import Simulator

/// How the step after an utterance may cut it short: decided once, when the utterance is planned
/// (the next utterance is known then), and carried with the plan to synthesis and the layout.
package struct Interruption: Hashable, Sendable {
    /// The next utterance's `interrupts`; nil for the last utterance.
    package var nextInterrupts: Bool?
    /// The next utterance's announcement priority; nil when it is no `announce` step.
    package var nextPriority: Announcement.Priority?
    /// Whether the step after may cut the immediate part short.
    package var mayCutImmediate: Bool
    /// Whether the step after may cut the delayed part short.
    package var mayCutDelayed: Bool

    /// Nothing follows: nothing is cut.
    package static let none = Interruption(nextInterrupts: nil, nextPriority: nil)

    /// `utterance` followed by `next` (nil for the last).
    package init(_ utterance: Utterance, next: Utterance?) {
        self.init(nextInterrupts: next?.interrupts, nextPriority: next?.priority, listening: utterance.listening,
                  highPriority: utterance.priority == .high)
    }

    /// A high-priority announcement is never cut once it starts. The immediate part is cut only
    /// by an interrupting announcement posted right after this step's gesture (it arrives while
    /// the part is said); the delayed part by any interrupting step (a gesture or an announcement)
    /// unless the script listens until done, when no gesture comes. A queued step (not
    /// interrupting) waits for everything.
    package init(nextInterrupts: Bool?, nextPriority: Announcement.Priority?, listening: Listening = .untilDone,
                 highPriority: Bool = false) {
        self.nextInterrupts = nextInterrupts
        self.nextPriority = nextPriority
        let cuts = !highPriority && nextInterrupts == true
        mayCutImmediate = cuts && nextPriority != nil && listening == .immediately
        mayCutDelayed = cuts && listening != .untilDone
    }

    /// Whether the step after may cut `section` short.
    package func mayCut(_ section: UtteranceSection) -> Bool {
        section == .immediate ? mayCutImmediate : mayCutDelayed
    }
}
