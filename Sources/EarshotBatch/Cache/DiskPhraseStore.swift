import Renderer
import Crypto
import Foundation
import Synchronization
import ReviewSite

/// Synthesized phrases on disk, in the batch's ``CacheFolder``, so a changed label
/// re-synthesizes only that phrase and every other phrase of the set comes back from disk.
///
/// One file per phrase, named by its key: a small header (magic, how the samples are stored,
/// sample count, SHA-256 of the samples) and the samples as FLAC (``LosslessAudio``: lossless,
/// under half the PCM's size), or as PCM without libsndfile or for an empty phrase. Entries are written atomically; an entry whose header, length or
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
    private static let formatVersion: UInt8 = 2
    /// How an entry's samples follow its header.
    private enum Payload: UInt8 { case pcm = 0, flac = 1 }
    /// The entries' file name extension.
    package static let fileExtension = ".phrase"
    private static let headerBytes = 4 + 4 + 4 + 32

    package init(directory: URL) {
        self.directory = directory
    }

    /// The store in a batch's cache folder.
    package convenience init(cache: CacheFolder) {
        self.init(directory: cache.phrases)
    }

    package var statistics: Counts { counts.withLock { $0 } }

    /// Where the entry for `key` lives: a two-hex-digit subfolder keeps folders small.
    package func url(for key: CacheKey) -> URL {
        directory.appendingPathComponent(String(key.hex.prefix(2))).appendingPathComponent(key.hex + Self.fileExtension)
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
                // Entries of another extension (an earlier format's `.pcm`) go too.
                let stem = name.hasSuffix(Self.fileExtension) ? String(name.dropLast(Self.fileExtension.count)) : name
                if let key = CacheKey(hex: stem), keep.contains(key), name.hasSuffix(Self.fileExtension) { continue }
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
        let pcm = pcmBytes(samples)
        // The rate is only stored: a phrase is the same samples at any rate.
        let flac = LosslessAudio.encode(samples, sampleRate: 22050)
        var data = Data(magic)
        data.append(contentsOf: [formatVersion, (flac == nil ? Payload.pcm : .flac).rawValue, 0, 0])
        withUnsafeBytes(of: UInt32(samples.count).littleEndian) { data.append(contentsOf: $0) }
        data.append(contentsOf: SHA256.hash(data: pcm))
        data.append(flac ?? pcm)
        return data
    }

    static func decode(_ data: Data) -> [Int16]? {
        guard data.count >= headerBytes else { return nil }
        let header = [UInt8](data.prefix(headerBytes))
        guard header.prefix(4).elementsEqual(magic), header[4] == formatVersion, let payload = Payload(rawValue: header[5]) else {
            return nil
        }
        let count = Int(header[8]) | Int(header[9]) << 8 | Int(header[10]) << 16 | Int(header[11]) << 24
        let body = data.dropFirst(headerBytes)
        let samples: [Int16]
        switch payload {
        case .pcm:
            guard body.count == count * 2 else { return nil }
            samples = body.withUnsafeBytes { raw in
                (0..<count).map { Int16(bitPattern: UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * $0, as: UInt16.self))) }
            }
        case .flac:
            guard let decoded = LosslessAudio.decode(Data(body)) else { return nil }
            samples = decoded
        }
        guard samples.count == count, SHA256.hash(data: pcmBytes(samples)).elementsEqual(header[12..<44]) else { return nil }
        return samples
    }

    /// The samples as little-endian bytes: what the checksum is taken over.
    private static func pcmBytes(_ samples: [Int16]) -> Data {
        var payload = Data(count: samples.count * 2)
        payload.withUnsafeMutableBytes { raw in
            for (index, sample) in samples.enumerated() {
                raw.storeBytes(of: UInt16(bitPattern: sample).littleEndian, toByteOffset: 2 * index, as: UInt16.self)
            }
        }
        return payload
    }
}
