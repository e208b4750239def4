import Foundation
import Renderer
import Synchronization
import ReviewSite

/// The phrase cache as one screen's render sees it (the renderer's ``PhraseStore``): phrases
/// recently used by any render thread come from memory, the rest from the shared
/// ``DiskPhraseStore``, and every key asked for is remembered, so the screen's manifest can say
/// which disk entries the cache must keep.
package final class PhraseRecorder: PhraseStore {
    package let disk: DiskPhraseStore
    /// Shared by every render of the run: "Button" and "Heading" are read from disk once.
    package let memory: InMemoryPhraseStore?
    /// Every key asked for, in first-use order, and the same as a set.
    private let asked = Mutex<(used: [CacheKey], seen: Set<CacheKey>)>((used: [], seen: []))

    package init(disk: DiskPhraseStore, memory: InMemoryPhraseStore? = nil) {
        self.disk = disk
        self.memory = memory
    }

    /// Every key asked for, in first-use order.
    package var keys: [CacheKey] { asked.withLock { $0.used } }

    /// The disk key of a renderer phrase key: the SHA-256 of its canonical JSON (the words as
    /// spoken, voice, rate, pitch, engine version).
    package static func cacheKey(_ key: PhraseKey) -> CacheKey {
        CacheKey(fields: [(name: "phrase", bytes: (try? CacheKey.canonicalJSON(key)) ?? Data(key.spoken.utf8))])
    }

    package func samples(for key: PhraseKey) -> [Int16]? {
        if let samples = memory?.samples(for: key) {
            note(Self.cacheKey(key))
            disk.noteMemoryHit()
            return samples
        }
        guard let samples = samples(for: Self.cacheKey(key)) else { return nil }
        memory?.store(samples, for: key)
        return samples
    }

    package func store(_ samples: [Int16], for key: PhraseKey) {
        memory?.store(samples, for: key)
        store(samples, for: Self.cacheKey(key))
    }

    package func samples(for key: CacheKey) -> [Int16]? {
        note(key)
        return disk.samples(for: key)
    }

    package func store(_ samples: [Int16], for key: CacheKey) {
        note(key)
        disk.store(samples, for: key)
    }

    private func note(_ key: CacheKey) {
        asked.withLock { asked in
            if asked.seen.insert(key).inserted { asked.used.append(key) }
        }
    }
}
