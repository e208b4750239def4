import Foundation

/// What a batch did.
public struct BatchReport: Sendable {
    /// Every screen file of this shard that was finished, in set order.
    public var outcomes: [ScreenOutcome]
    /// Files with a screen extension whose content is no screen (skipped).
    public var skipped: [DiscoveredFile]
    /// Screen files found in the whole set, before sharding.
    public var found: Int
    /// Duplicate folder names and similar, one line each.
    public var warnings: [String]
    /// The review page.
    public var index: URL?
    /// Engine processes started.
    public var enginesStarted: Int
    /// Phrase cache activity.
    package var phraseCache: DiskPhraseStore.Counts
    /// Screen folders of screens no longer in the set, deleted.
    public var removedFolders: [String]
    /// Whether the run was stopped early: screens never started are not in `outcomes`.
    public var interrupted: Bool
    /// The screens against the baseline, when one was given.
    package var baseline: BaselineComparison? = nil

    /// Screens rendered this run.
    public var rendered: Int { outcomes.filter { $0.status == .rendered }.count }
    /// Screens whose earlier output was still valid (nothing they depend on changed).
    public var reused: Int { outcomes.filter { $0.status == .reused }.count }
    /// The screens that failed, each with its one-line reason.
    public var failures: [ScreenOutcome] { outcomes.filter(\.failed) }
    /// Phrases synthesized this run (the rest came from the phrase cache).
    public var synthesized: Int { outcomes.reduce(0) { $0 + $1.synthesized } }
}
