import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

@Suite("The disk phrase cache")
struct PhraseCacheTests {
    @Test func samplesRoundTripAndCountHitsAndMisses() throws {
        let store = DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases"))
        let key = CacheKey(fields: [(name: "phrase", text: "Save, Button")])
        #expect(store.samples(for: key) == nil)
        let samples: [Int16] = [0, 1, -1, .max, .min, 1234]
        store.store(samples, for: key)
        #expect(store.samples(for: key) == samples)
        #expect(store.statistics.hits == 1 && store.statistics.misses == 1 && store.statistics.written == 1)
    }

    /// Kept as FLAC: the very samples back, in under half the PCM's bytes for speech-like sound.
    @Test func aPhraseIsKeptLosslesslyAndSmall() throws {
        let store = DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases"))
        let key = CacheKey(fields: [(name: "phrase", text: "Wi-Fi")])
        // A 150 Hz voice with its harmonics, rising and falling, and a little noise: 1 s.
        var noise: UInt32 = 12345
        let samples: [Int16] = (0..<22050).map { i in
            noise = noise &* 1_103_515_245 &+ 12345
            let t = Double(i) / 22050, envelope = sin(Double.pi * t)
            let voice = (1...6).map { sin(2 * Double.pi * 150 * Double($0) * t) / Double($0) }.reduce(0, +)
            return Int16(6000 * envelope * voice) &+ Int16(truncatingIfNeeded: Int(noise >> 16) % 64 - 32)
        }
        store.store(samples, for: key)
        #expect(store.samples(for: key) == samples)
        let bytes = try Data(contentsOf: store.url(for: key))
        #expect(bytes.count < samples.count, "\(bytes.count) bytes for \(samples.count * 2) bytes of PCM")
        #expect(bytes.dropFirst(44).starts(with: Data("fLaC".utf8)))
    }

    @Test func anEntryOfTheEarlierFormatIsPruned() throws {
        let store = DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases"))
        let key = CacheKey(fields: [(name: "phrase", text: "Old")])
        let old = store.url(for: key).deletingPathExtension().appendingPathExtension("pcm")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(count: 100).write(to: old)
        #expect(store.prune(keeping: [key]) == 1)
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }

    @Test(arguments: ["truncated", "flipped", "garbage", "empty"])
    func aDamagedEntryIsDeletedAndNeverUsed(_ damage: String) throws {
        let store = DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases"))
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
        let store = DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases"))
        let keys = (0..<6).map { CacheKey(fields: [(name: "phrase", text: "p\($0)")]) }
        for key in keys { store.store([1], for: key) }
        let removed = store.prune(keeping: Set(keys.prefix(2)))
        #expect(removed == 4)
        #expect(store.samples(for: keys[0]) == [1] && store.samples(for: keys[1]) == [1])
        #expect(store.samples(for: keys[5]) == nil)
    }

    @Test func recorderRemembersEveryKeyOnceInOrder() throws {
        let recorder = PhraseRecorder(disk: DiskPhraseStore(directory: try Repository.temporaryDirectory("phrases")))
        let a = CacheKey(fields: [(name: "p", text: "a")]), b = CacheKey(fields: [(name: "p", text: "b")])
        _ = recorder.samples(for: b)
        recorder.store([1], for: b)
        _ = recorder.samples(for: a)
        #expect(recorder.keys == [b, a])
    }
}
