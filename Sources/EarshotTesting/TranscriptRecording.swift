import Foundation

/// When a transcript assertion writes its reference file instead of comparing with it.
public enum TranscriptRecording: Sendable, Equatable {
    /// Record only references that do not exist yet (the default: a first run records).
    case missing
    /// Re-record every reference (after reading the difference): `EARSHOT_RECORD=all`.
    case all
    /// Never write: a missing reference fails (`EARSHOT_RECORD=never`, what CI wants).
    case never

    /// `EARSHOT_RECORD` from the environment: `all` (or `1`), `never`, else `missing`.
    public static var fromEnvironment: TranscriptRecording {
        switch ProcessInfo.processInfo.environment["EARSHOT_RECORD"]?.lowercased() {
        case "all", "1", "true", "yes": .all
        case "never", "0", "false", "no": .never
        default: .missing
        }
    }
}
