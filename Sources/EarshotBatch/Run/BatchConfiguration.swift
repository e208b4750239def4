import Foundation

/// What one batch is asked to do.
package struct BatchConfiguration: Sendable {
    /// Screen files and folders of them.
    package var inputs: [URL]
    package var output: URL
    /// Render threads, each with its own engine process.
    package var jobs: Int
    /// Only this shard's screens, when set.
    package var shard: Shard?
    /// A previous batch's OUT folder to compare the screens with (`--baseline`).
    package var baseline: URL?
    /// Where the file summaries and phrases are kept (`--cache`; by default in the user's cache).
    package var cache: CacheFolder

    package init(inputs: [URL], output: URL, jobs: Int, shard: Shard? = nil, baseline: URL? = nil, cache: CacheFolder? = nil) {
        self.inputs = inputs
        self.output = output
        self.cache = cache ?? CacheFolder.standard(for: output)
        self.jobs = max(1, jobs)
        self.shard = shard
        self.baseline = baseline
    }
}
