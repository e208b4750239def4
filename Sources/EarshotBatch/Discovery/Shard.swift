import Crypto
import Foundation

/// One part of a documentation set split over several machines (`--shard I/N`).
///
/// A screen belongs to the shard picked by a SHA-256 of its path relative to the folder it was
/// found in, so the split is the same on every machine and every run, and adding or removing a
/// screen never moves any other screen to another shard.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw ShardError("shard \(index)/\(count) does not exist; allowed: I/N with 1 <= I <= N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` as written on the command line.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw ShardError("--shard '\(text)' is not I/N; allowed: two whole numbers like 2/4 (shard 2 of 4)")
        }
        try self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the screen at `relativePath` is this shard's.
    package func contains(_ relativePath: String) -> Bool {
        Shard.bucket(of: relativePath, count: count) == index
    }

    /// The 1-based shard of `relativePath` among `count`: the first 8 bytes of the SHA-256 of its
    /// UTF-8 bytes, as a big-endian number, modulo `count`.
    package static func bucket(of relativePath: String, count: Int) -> Int {
        let digest = SHA256.hash(data: Data(relativePath.utf8))
        let prefix = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(prefix % UInt64(count)) + 1
    }
}

/// A `--shard` value that cannot be used: a usage error.
package struct ShardError: Error, Equatable, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
