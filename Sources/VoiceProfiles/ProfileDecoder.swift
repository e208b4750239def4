import Foundation
import Yams

/// Decodes a voice profile from YAML: Yams composes the node tree, this decoder walks it.
///
/// Why not `YAMLDecoder`: every render loads all profiles, and Yams' decoder spent ~55 ms of a
/// ~600 ms render on 57 KB of YAML (a regular expression per scalar for merge keys, a linear key
/// search per field, a dynamic protocol cast per value that scans the whole binary's conformance
/// table once per type). This one looks keys up in a dictionary built once per mapping and
/// decodes scalars with Yams' own `construct(from:)`, so values and `DecodingError`s (type, coding
/// path) are the same as `YAMLDecoder`'s. Not supported, as no profile needs them: merge keys
/// (`<<`) and the special decoding of `Date`/`Data` scalars.
enum ProfileDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        let root: Node
        do {
            root = try Parser(yaml: text, resolver: .basic, encoding: .default).singleRoot() ?? ""
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid YAML.",
                                                    underlyingError: error))
        }
        return try T(from: NodeDecoder(node: root, codingPath: []))
    }
}

/// A decoder over one node; also its own single-value container.
private struct NodeDecoder: Decoder, SingleValueDecodingContainer {
    let node: Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else {
            throw mismatch(Node.Mapping.self)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(mapping: mapping, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else {
            throw mismatch(Node.Sequence.self)
        }
        return UnkeyedContainer(items: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { node.null != nil }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(Bool.construct) }
    func decode(_ type: String.Type) throws -> String { try scalar(String.construct) }
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
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// A scalar made by Yams' own constructor for the type, or Yams' type mismatch.
    private func scalar<T>(_ construct: (Node.Scalar) -> T?) throws -> T {
        guard case .scalar(let scalar) = node else { throw mismatch(T.self) }
        guard let value = construct(scalar) else { throw mismatch(T.self) }
        return value
    }

    private func mismatch(_ expected: Any.Type) -> DecodingError {
        let found: Any.Type = switch node {
        case .scalar: Node.Scalar.self
        case .mapping: Node.Mapping.self
        case .sequence: Node.Sequence.self
        case .alias: Node.Alias.self
        }
        return .typeMismatch(expected, .init(codingPath: codingPath,
                                             debugDescription: "Expected to decode \(expected) but found \(found) instead."))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [CodingKey]
    /// Key text → value; the first of equal keys wins (the parser rejects duplicates anyway).
    private let values: [String: Node]
    private let order: [String]

    init(mapping: Node.Mapping, codingPath: [CodingKey]) {
        self.codingPath = codingPath
        var values: [String: Node] = [:]
        var order: [String] = []
        values.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            guard let text = key.string, values[text] == nil else { continue }
            values[text] = value
            order.append(text)
        }
        self.values = values
        self.order = order
    }

    var allKeys: [Key] { order.compactMap(Key.init(stringValue:)) }
    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func decoder(_ key: Key) throws -> NodeDecoder {
        guard let node = values[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                       debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return NodeDecoder(node: node, codingPath: codingPath + [key])
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

    func superDecoder() throws -> Decoder { throw unsupported() }
    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(key) }

    private func unsupported() -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "super decoders are not supported"))
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [Node]
    let codingPath: [CodingKey]
    private(set) var currentIndex = 0

    init(items: [Node], codingPath: [CodingKey]) {
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
        return NodeDecoder(node: items[currentIndex], codingPath: codingPath + [key])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].null != nil else { return false }
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

/// A position in a sequence, as a coding key: `[3]` in error paths.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}
