import AudioIO
import Crypto
import Foundation
import Synchronization

/// Synthesized phrases on disk, under `OUT/.earshot-cache/phrases/`, so a changed label
/// re-synthesizes only that phrase and every other phrase of the set comes back from disk.
///
/// One file per phrase, named by its key: a small header (magic, sample count, SHA-256 of the
/// samples) and the samples. Entries are written atomically; an entry whose header, length or
/// checksum is wrong is deleted and treated as missing, never used. Safe to share between threads
/// and between processes writing the same OUT (the same key always holds the same audio).
package final class DiskPhraseStore: Sendable {
    package let directory: URL
    private let counts = Mutex(Counts())

    /// What the store did, for the summary and the tests.
    package struct Counts: Hashable, Sendable {
        /// Phrases read from disk.
        package var hits = 0
        /// Phrases found in the run's memory (read or made earlier in the same run).
        package var memoryHits = 0
        package var misses = 0
        package var written = 0
        /// Entries found damaged and deleted.
        package var corrupt = 0
    }

    private static let magic: [UInt8] = Array("ESPH".utf8)
    private static let formatVersion: UInt8 = 1
    private static let headerBytes = 4 + 4 + 4 + 32

    package init(directory: URL) {
        self.directory = directory
    }

    /// The store of an OUT folder.
    package convenience init(output: URL) {
        self.init(directory: output.appendingPathComponent(BatchFormat.cacheFolder).appendingPathComponent("phrases"))
    }

    package var statistics: Counts { counts.withLock { $0 } }

    /// Where the entry for `key` lives: a two-hex-digit subfolder keeps folders small.
    package func url(for key: CacheKey) -> URL {
        directory.appendingPathComponent(String(key.hex.prefix(2))).appendingPathComponent(key.hex + ".pcm")
    }

    package func samples(for key: CacheKey) -> [Int16]? {
        let url = url(for: key)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            count { $0.misses += 1 }
            return nil
        }
        guard let samples = DiskPhraseStore.decode(data) else {
            try? FileManager.default.removeItem(at: url)
            count { $0.corrupt += 1; $0.misses += 1 }
            return nil
        }
        count { $0.hits += 1 }
        return samples
    }

    /// Stores the samples; a failure to write only costs a later synthesis, so it is not thrown.
    package func store(_ samples: [Int16], for key: CacheKey) {
        do {
            try AtomicFile.write(DiskPhraseStore.encode(samples), to: url(for: key), durable: false)
            count { $0.written += 1 }
        } catch {
            return
        }
    }

    /// Deletes every entry whose key is not in `keep`, and leftovers of interrupted writes.
    /// Returns how many entries were deleted.
    @discardableResult
    package func prune(keeping keep: Set<CacheKey>) -> Int {
        let fm = FileManager.default
        guard let buckets = try? fm.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for bucket in buckets {
            let folder = directory.appendingPathComponent(bucket)
            guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names {
                if name.hasPrefix(".") { continue }  // temporary files: StaleTemporaries handles them
                let stem = name.hasSuffix(".pcm") ? String(name.dropLast(4)) : name
                if let key = CacheKey(hex: stem), keep.contains(key), name.hasSuffix(".pcm") { continue }
                if (try? fm.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
            }
        }
        return removed
    }

    /// A phrase a ``PhraseRecorder`` found in memory, for the counts.
    func noteMemoryHit() {
        count { $0.memoryHits += 1 }
    }

    private func count(_ change: (inout Counts) -> Void) {
        counts.withLock { change(&$0) }
    }

    static func encode(_ samples: [Int16]) -> Data {
        var payload = Data(count: samples.count * 2)
        payload.withUnsafeMutableBytes { raw in
            for (index, sample) in samples.enumerated() {
                raw.storeBytes(of: UInt16(bitPattern: sample).littleEndian, toByteOffset: 2 * index, as: UInt16.self)
            }
        }
        var data = Data(magic)
        data.append(contentsOf: [formatVersion, 0, 0, 0])
        withUnsafeBytes(of: UInt32(samples.count).littleEndian) { data.append(contentsOf: $0) }
        data.append(contentsOf: SHA256.hash(data: payload))
        data.append(payload)
        return data
    }

    static func decode(_ data: Data) -> [Int16]? {
        guard data.count >= headerBytes else { return nil }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Int16]? in
            guard raw.prefix(4).elementsEqual(magic), raw[4] == formatVersion else { return nil }
            let count = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
            guard raw.count == headerBytes + count * 2 else { return nil }
            let payload = UnsafeRawBufferPointer(rebasing: raw[headerBytes...])
            guard SHA256.hash(data: payload).elementsEqual(raw[12..<44]) else { return nil }
            return (0..<count).map { index in
                Int16(bitPattern: UInt16(littleEndian: payload.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self)))
            }
        }
    }
}
