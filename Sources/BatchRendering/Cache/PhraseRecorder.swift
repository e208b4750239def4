import Foundation

/// The phrase cache as one screen's render sees it: reads and writes go to the shared
/// ``DiskPhraseStore``, and every key asked for is remembered, so the screen's manifest can say
/// which entries the cache must keep.
public final class PhraseRecorder: @unchecked Sendable {
    public let disk: DiskPhraseStore
    private let lock = NSLock()
    private var used: [CacheKey] = []
    private var seen = Set<CacheKey>()

    public init(disk: DiskPhraseStore) {
        self.disk = disk
    }

    /// Every key asked for, in first-use order.
    public var keys: [CacheKey] {
        lock.lock()
        defer { lock.unlock() }
        return used
    }

    public func samples(for key: CacheKey) -> [Int16]? {
        note(key)
        return disk.samples(for: key)
    }

    public func store(_ samples: [Int16], for key: CacheKey) {
        note(key)
        disk.store(samples, for: key)
    }

    private func note(_ key: CacheKey) {
        lock.lock()
        if seen.insert(key).inserted { used.append(key) }
        lock.unlock()
    }
}
