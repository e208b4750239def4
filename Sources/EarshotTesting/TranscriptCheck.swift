import Foundation
import Simulator

/// The decision an assertion makes for one transcript and its reference file, kept apart from
/// reporting so it can be tested (and reused by other test libraries' strategies).
struct TranscriptCheck {
    enum Outcome: Equatable {
        case matched
        /// The reference was written; `replaced` when one existed before (record mode `.all`).
        case recorded(replaced: Bool)
        case differs(LineDiff)
        case missing
    }

    let reference: ReferenceFile
    let mode: TranscriptRecording

    func run(actual: String) throws -> Outcome {
        let expected = reference.read()
        if mode == .all || (expected == nil && mode == .missing) {
            try reference.write(actual)
            return .recorded(replaced: expected != nil)
        }
        guard let expected else { return .missing }
        let diff = LineDiff(old: expected, new: actual)
        return diff.isEmpty ? .matched : .differs(diff)
    }

    /// What the test failure says; nil when the assertion passed. `walk`: the transcript is of
    /// every stop, the script left aside.
    func message(for outcome: Outcome, screen: String, walk: Bool = false) -> String? {
        let path = reference.url.path
        switch outcome {
        case .matched:
            return nil
        case .recorded(let replaced):
            return (replaced ? "Re-recorded (record mode is all)" : "No reference transcript existed")
                + ": recorded \(path). Read it against what VoiceOver should say, then run the test again."
        case .missing:
            return "No reference transcript at \(path) and recording is off (EARSHOT_RECORD=never)."
        case .differs(let diff):
            return """
                What VoiceOver says for "\(screen)"\(walk ? " at every stop (the script left aside)" : "") changed \
                (- reference, + now). If the change is \
                intended, re-record with EARSHOT_RECORD=all.
                \(diff.unified(oldName: path, newName: "now"))
                """
        }
    }
}
