import Foundation

/// What one batch is asked to do.
public struct BatchConfiguration: Sendable {
    /// Screen files and folders of them.
    public var inputs: [URL]
    public var output: URL
    /// Render threads, each with its own engine process.
    public var jobs: Int
    /// Only this shard's screens, when set.
    public var shard: Shard?
    /// A previous batch's OUT folder to compare the screens with (`--baseline`).
    public var baseline: URL?

    public init(inputs: [URL], output: URL, jobs: Int, shard: Shard? = nil, baseline: URL? = nil) {
        self.inputs = inputs
        self.output = output
        self.jobs = max(1, jobs)
        self.shard = shard
        self.baseline = baseline
    }
}
