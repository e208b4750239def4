import Foundation
import Basics
import Yams

/// Decodes a voice profile from YAML: the screen loader's composer (libyaml's events into a light
/// node tree) and a small `Decoder` over that tree.
///
/// Why not `YAMLDecoder`: with it, `earshot normalize` took 0.57 s instead of 0.18 s and a render
/// of the samples 1.3 times as long (release builds; Yams' decoder makes a dynamic protocol cast
/// per value that scans the static binary's conformance table once per type, hashes every
/// mapping's keys with resolved tags and searches keys linearly). The composer also refuses what
/// Yams would accept from a user's `--voices` folder: alias bombs, deep nesting. Numbers and
/// booleans are still read by Yams' own `construct(from:)`, so values and `DecodingError`s (type,
/// coding path) are the same as `YAMLDecoder`'s. Not supported, as no profile needs them: merge
/// keys (`<<`), explicit tags (`!!str`) and the special decoding of `Date`/`Data` scalars.
enum ProfileDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        let composed = try text.withUTF8 { bytes -> YAMLNode? in
            do {
                return try YAMLComposer.compose(UnsafeRawBufferPointer(bytes), limits: .standard)
            } catch let failure as YAMLComposer.Failure {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: [], debugDescription: "not valid YAML: line \(failure.mark.line), column \(failure.mark.column): \(failure.problem)"))
            }
        }
        guard let root = composed else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the file is empty"))
        }
        return try T(from: NodeDecoder(node: root, parentPath: [], key: nil))
    }
}

/// A decoder over one node; also its own single-value container.
private struct NodeDecoder: Decoder, SingleValueDecodingContainer {
    let node: YAMLNode
    /// Where the node is: its container's path and its key there (nil for the root). The path is
    /// joined only when asked for (an error, a container of its own): most nodes are scalars,
    /// and joining it for each made an array per value.
    let parentPath: [CodingKey]
    let key: CodingKey?
    var codingPath: [CodingKey] { key.map { parentPath + [$0] } ?? parentPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let pairs, _) = node else { throw mismatch(Node.Mapping.self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(pairs: pairs, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let items, _) = node else { throw mismatch(Node.Sequence.self) }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { node.isNull }

    func decode(_ type: String.Type) throws -> String {
        guard case .scalar(let scalar) = node else { throw mismatch(String.self) }
        return scalar.string
    }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(Bool.construct) }
    func decode(_ type: Double.Type) throws -> Double { try scalar(Double.construct) }
    func decode(_ type: Float.Type) throws -> Float { try scalar(Float.construct) }
    func decode(_ type: Int.Type) throws -> Int { try scalar(Int.construct) }
    func decode(_ type: Int8.Type) throws -> Int8 { try scalar(Int8.construct) }
    func decode(_ type: Int16.Type) throws -> Int16 { try scalar(Int16.construct) }
    func decode(_ type: Int32.Type) throws -> Int32 { try scalar(Int32.construct) }
    func decode(_ type: Int64.Type) throws -> Int64 { try scalar(Int64.construct) }
    func decode(_ type: UInt.Type) throws -> UInt { try scalar(UInt.construct) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(UInt8.construct) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(UInt16.construct) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(UInt32.construct) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(UInt64.construct) }
    /// Lists and tables of strings (written forms, words, abbreviations: most of a profile's
    /// values) are read from the node itself: through `Decodable` each element took a boxed
    /// container and a coding path of its own, and a table searched its mapping for every key.
    /// Values and errors are `Decodable`'s.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == [String].self { return try strings() as! T }
        if T.self == [String: String].self { return try stringTable() as! T }
        return try T(from: self)
    }

    /// A sequence of strings, as `[String].init(from:)` reads it.
    private func strings() throws -> [String] {
        guard case .sequence(let items, _) = node else { throw mismatch(Node.Sequence.self) }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .scalar(let scalar) = item else {
                throw NodeDecoder(node: item, parentPath: codingPath, key: IndexKey(intValue: index)).mismatch(String.self)
            }
            strings.append(scalar.string)
        }
        return strings
    }

    /// A mapping of strings to strings, as `[String: String].init(from:)` reads it.
    private func stringTable() throws -> [String: String] {
        guard case .mapping(let pairs, _) = node else { throw mismatch(Node.Mapping.self) }
        var table: [String: String] = [:]
        table.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            guard case .scalar(let scalar) = value else {
                throw NodeDecoder(node: value, parentPath: codingPath, key: TableKey(key.string)).mismatch(String.self)
            }
            table[key.string] = scalar.string
        }
        return table
    }

    /// A scalar read by Yams' own constructor for the type (untagged, plain or quoted as
    /// written), or Yams' type mismatch. The tag carries Yams' resolver without rules: the
    /// constructors never resolve a tag, and `Tag(.implicit)`'s default resolver compiled seven
    /// regular expressions (ICU's regex tables with them) on first use, ~1.4 ms of every render.
    private func scalar<T>(_ construct: (Node.Scalar) -> T?) throws -> T {
        guard case .scalar(let scalar) = node,
              let value = construct(Node.Scalar(scalar.string, Tag(.implicit, .basic), scalar.plain ? .plain : .doubleQuoted))
        else { throw mismatch(T.self) }
        return value
    }

    private func mismatch(_ expected: Any.Type) -> DecodingError {
        let found: Any.Type = switch node {
        case .scalar: Node.Scalar.self
        case .mapping: Node.Mapping.self
        case .sequence: Node.Sequence.self
        }
        return .typeMismatch(expected, .init(codingPath: codingPath,
                                             debugDescription: "Expected to decode \(expected) but found \(found) instead."))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [CodingKey]
    /// As written; the composer has refused duplicate keys.
    private let pairs: [(key: YAMLNode.Scalar, value: YAMLNode)]

    init(pairs: [(key: YAMLNode.Scalar, value: YAMLNode)], codingPath: [CodingKey]) {
        self.pairs = pairs
        self.codingPath = codingPath
    }

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.key.string) } }
    func contains(_ key: Key) -> Bool { value(key) != nil }

    /// A linear search: profile mappings are small, and this is cheaper than hashing their keys.
    private func value(_ key: Key) -> YAMLNode? {
        let name = key.stringValue
        return pairs.first { $0.key.string == name }?.value
    }

    private func decoder(_ key: Key) throws -> NodeDecoder {
        guard let node = value(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                       debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return NodeDecoder(node: node, parentPath: codingPath, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "super decoders are not supported"))
    }

    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [YAMLNode]
    let codingPath: [CodingKey]
    private(set) var currentIndex = 0

    init(items: [YAMLNode], codingPath: [CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> NodeDecoder {
        let key = IndexKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key],
                                                          debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return NodeDecoder(node: items[currentIndex], parentPath: codingPath, key: key)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        try next(Node.Mapping.self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next(Node.Sequence.self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder { try next(Node.self) }
}

/// A table's key in error paths, as Swift's dictionary names it: a key that is a number reads as
/// an index (`[42]`).
private struct TableKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ key: String) {
        stringValue = key
        intValue = Int(key)
    }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(String(intValue)) }
}

/// A position in a sequence, as a coding key: `[3]` in error paths.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}
