import Crypto
import Foundation

/// A SHA-256 over named fields: each field's name and bytes are length-prefixed, so no two
/// different field lists can hash alike by running into each other.
///
/// The screen-level key hashes everything a render's output depends on (the screen file's bytes,
/// the render settings, the voice profiles used, the engine version and ``BatchFormat/version``);
/// the phrase-level key hashes what one phrase's audio depends on.
package struct CacheKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 64 lower-case hex digits.
    package let hex: String

    package init(fields: [(name: String, bytes: Data)]) {
        var hasher = SHA256()
        for (name, bytes) in fields {
            CacheKey.append(Data(name.utf8), to: &hasher)
            CacheKey.append(bytes, to: &hasher)
        }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in hasher.finalize() {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        hex = String(decoding: text, as: UTF8.self)
    }

    package init(fields: [(name: String, text: String)]) {
        self.init(fields: fields.map { ($0.name, Data($0.text.utf8)) })
    }

    /// Accepts only a well-formed key read back from disk.
    package init?(hex: String) {
        guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            return nil
        }
        self.hex = hex
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let key = CacheKey(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a SHA-256 key"))
        }
        self = key
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    public var description: String { hex }

    private static func append(_ bytes: Data, to hasher: inout SHA256) {
        withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { hasher.update(bufferPointer: $0) }
        hasher.update(data: bytes)
    }

    /// A value's canonical JSON (keys sorted): a stable byte form of settings and profiles.
    package static func canonicalJSON<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

/// Versions of what the batch writes.
package enum BatchFormat {
    /// Part of every screen key: bump it when the renderer's output for the same input changes
    /// (layout, earcons, file formats), so every cached screen is rendered again.
    package static let version = "earshot-batch-5"
    /// The manifest beside each rendered screen's files.
    package static let manifestName = ".earshot-manifest.json"
}
