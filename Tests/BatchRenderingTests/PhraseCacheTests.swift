import Foundation
import Testing
import TestSupport
@testable import BatchRendering

@Suite("The disk phrase cache")
struct PhraseCacheTests {
    @Test func samplesRoundTripAndCountHitsAndMisses() throws {
        let store = DiskPhraseStore(output: try Repository.temporaryDirectory("phrases"))
        let key = CacheKey(fields: [(name: "phrase", text: "Save, Button")])
        #expect(store.samples(for: key) == nil)
        let samples: [Int16] = [0, 1, -1, .max, .min, 1234]
        store.store(samples, for: key)
        #expect(store.samples(for: key) == samples)
        #expect(store.statistics.hits == 1 && store.statistics.misses == 1 && store.statistics.written == 1)
    }

    @Test(arguments: ["truncated", "flipped", "garbage", "empty"])
    func aDamagedEntryIsDeletedAndNeverUsed(_ damage: String) throws {
        let store = DiskPhraseStore(output: try Repository.temporaryDirectory("phrases"))
        let key = CacheKey(fields: [(name: "phrase", text: "Like")])
        store.store([Int16](repeating: 300, count: 500), for: key)
        let url = store.url(for: key)
        var bytes = try Data(contentsOf: url)
        switch damage {
        case "truncated": bytes = bytes.prefix(bytes.count - 7)
        case "flipped": bytes[bytes.count - 10] ^= 0x40
        case "garbage": bytes = Data("not a phrase".utf8)
        default: bytes = Data()
        }
        try bytes.write(to: url)
        #expect(store.samples(for: key) == nil)
        #expect(store.statistics.corrupt == 1)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        // Rebuilt on the next store.
        store.store([1, 2, 3], for: key)
        #expect(store.samples(for: key) == [1, 2, 3])
    }

    @Test func pruneKeepsOnlyWhatIsStillUsed() throws {
        let store = DiskPhraseStore(output: try Repository.temporaryDirectory("phrases"))
        let keys = (0..<6).map { CacheKey(fields: [(name: "phrase", text: "p\($0)")]) }
        for key in keys { store.store([1], for: key) }
        let removed = store.prune(keeping: Set(keys.prefix(2)))
        #expect(removed == 4)
        #expect(store.samples(for: keys[0]) == [1] && store.samples(for: keys[1]) == [1])
        #expect(store.samples(for: keys[5]) == nil)
    }

    @Test func recorderRemembersEveryKeyOnceInOrder() throws {
        let recorder = PhraseRecorder(disk: DiskPhraseStore(output: try Repository.temporaryDirectory("phrases")))
        let a = CacheKey(fields: [(name: "p", text: "a")]), b = CacheKey(fields: [(name: "p", text: "b")])
        _ = recorder.samples(for: b)
        recorder.store([1], for: b)
        _ = recorder.samples(for: a)
        #expect(recorder.keys == [b, a])
    }
}
