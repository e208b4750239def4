import Foundation
import Testing
import TestSupport
import VoiceProfiles

/// Voices/voice-profile.schema.json against the Swift types that read the profiles, and every
/// profile against the schema with a real JSON Schema validator (Python's `jsonschema`).
@Suite("Voice profile schema")
struct ProfileSchemaTests {
    static let schemaURL = Repository.root.appendingPathComponent("Voices/voice-profile.schema.json")

    /// The schema's object types by name, each with its property names; a `oneOf` that allows a
    /// short form (Grammar: a family name alone) contributes its object branch.
    static func schemaProperties() throws -> [String: Set<String>] {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: [String: Any]])
        var result: [String: Set<String>] = [:]
        for (name, def) in defs {
            let branches = [def] + ((def["oneOf"] as? [[String: Any]]) ?? [])
            for branch in branches {
                if let properties = branch["properties"] as? [String: Any] {
                    result[name, default: []].formUnion(properties.keys)
                }
            }
        }
        return result
    }

    /// The keys each Swift type writes, by type name, gathered by encoding every built-in profile
    /// through an encoder that records keys (an absent optional included): the same coding keys
    /// the decoder reads.
    static func swiftKeys() throws -> [String: Set<String>] {
        let recorder = KeyRecorder()
        for profile in try Repository.voiceStore().profiles {
            try profile.encode(to: RecordingEncoder(recorder: recorder, typeName: "VoiceProfile"))
        }
        return recorder.keys
    }

    @Test func everySwiftFieldHasASchemaPropertyAndTheReverse() throws {
        let schema = try Self.schemaProperties()
        let swift = try Self.swiftKeys()
        #expect(swift.count >= 20, "the recorder found only \(swift.keys.sorted())")
        for (type, keys) in swift.sorted(by: { $0.key < $1.key }) {
            let properties = schema[type] ?? []
            #expect(schema[type] != nil, "\(type) has no definition in voice-profile.schema.json")
            #expect(keys.subtracting(properties).isEmpty, "\(type): no schema property for \(keys.subtracting(properties).sorted())")
            #expect(properties.subtracting(keys).isEmpty, "\(type): schema properties no Swift field reads: \(properties.subtracting(keys).sorted())")
        }
        #expect(Set(schema.keys).subtracting(swift.keys).isEmpty,
                "schema definitions no Swift type has: \(Set(schema.keys).subtracting(swift.keys).sorted())")
    }

    /// The recorder itself: a field added to a type shows up, so the test above can fail.
    @Test func theRecorderSeesEveryCodingKeyOfAType() throws {
        struct Sample: Encodable { var present = "a"; var absent: String? = nil; var nested = [Inner()] }
        struct Inner: Encodable { var count = 1 }
        let recorder = KeyRecorder()
        try Sample().encode(to: RecordingEncoder(recorder: recorder, typeName: "Sample"))
        #expect(recorder.keys == ["Sample": ["present", "absent", "nested"], "Inner": ["count"]])
    }

    static let validator = """
    import glob, json, sys, yaml, jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    jsonschema.Draft202012Validator.check_schema(schema)
    failed = 0
    for path in sys.argv[2:]:
        for error in validator.iter_errors(yaml.safe_load(open(path, encoding="utf-8"))):
            failed += 1
            print(f"{path}: {'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message[:200]}")
    sys.exit(1 if failed else 0)
    """

    static func validate(_ files: [URL]) throws -> ProcessResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                       ["python3", "-c", validator, schemaURL.path] + files.map(\.path), timeout: 120)
    }

    @Test func everyProfileValidatesAgainstTheSchema() throws {
        let voices = Repository.root.appendingPathComponent("Voices")
        let files = try FileManager.default.contentsOfDirectory(at: voices, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
        #expect(files.count >= 30)
        let result = try Self.validate(files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // Each profile names the schema for editors (yaml-language-server reads this line).
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=voice-profile.schema.json\n"), "\(file.lastPathComponent)")
        }
    }

    /// A mistyped key and a wrong type are refused, so the validation above can fail.
    @Test func aMistypedKeyFailsValidation() throws {
        let source = try String(contentsOf: Repository.root.appendingPathComponent("Voices/en-US.yaml"), encoding: .utf8)
        let bad = source.replacingOccurrences(of: "\ntwelveHourClock:", with: "\ntwelveHourClok:")
            .replacingOccurrences(of: "\n  twelveHourClock:", with: "\n  twelveHourClok:")
            .replacingOccurrences(of: "\ncheckedOnDevice: true", with: "\ncheckedOnDevice: \"no\"")
            .replacingOccurrences(of: "\ncheckedOnDevice: false", with: "\ncheckedOnDevice: \"no\"")
        #expect(bad != source)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-schema-\(getpid()).yaml")
        try bad.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.validate([file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("twelveHourClok"), "\(result.stdout)")
        #expect(result.stdout.contains("checkedOnDevice"), "\(result.stdout)")
    }
}

/// Coding keys by the name of the type that wrote them; a dictionary's keys are data, not fields.
final class KeyRecorder {
    var keys: [String: Set<String>] = [:]
    func record(_ key: CodingKey, in type: String) {
        guard !type.hasPrefix("Dictionary<") else { return }
        keys[type, default: []].insert(key.stringValue)
    }
}

struct RecordingEncoder: Encoder {
    let recorder: KeyRecorder
    let typeName: String
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RecordingKeyedContainer<Key>(recorder: recorder, typeName: typeName))
    }
    func unkeyedContainer() -> UnkeyedEncodingContainer { RecordingValueContainer(recorder: recorder) }
    func singleValueContainer() -> SingleValueEncodingContainer { RecordingValueContainer(recorder: recorder) }
}

/// Values without keys (array elements, single values): only their own types' keys are recorded.
struct RecordingValueContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let recorder: KeyRecorder
    var codingPath: [CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() {}
    mutating func encode(_ value: Bool) {}
    mutating func encode(_ value: String) {}
    mutating func encode(_ value: Double) {}
    mutating func encode(_ value: Float) {}
    mutating func encode(_ value: Int) {}
    mutating func encode(_ value: Int8) {}
    mutating func encode(_ value: Int16) {}
    mutating func encode(_ value: Int32) {}
    mutating func encode(_ value: Int64) {}
    mutating func encode(_ value: UInt) {}
    mutating func encode(_ value: UInt8) {}
    mutating func encode(_ value: UInt16) {}
    mutating func encode(_ value: UInt32) {}
    mutating func encode(_ value: UInt64) {}
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: RecordingEncoder(recorder: recorder, typeName: String(describing: T.self)))
    }
    mutating func nestedContainer<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RecordingKeyedContainer<Key>(recorder: recorder, typeName: "Dictionary<nested>"))
    }
    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> Encoder { RecordingEncoder(recorder: recorder, typeName: "Dictionary<super>") }
}

struct RecordingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let recorder: KeyRecorder
    let typeName: String
    var codingPath: [CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        recorder.record(key, in: typeName)
        try value.encode(to: RecordingEncoder(recorder: recorder, typeName: String(describing: T.self)))
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        recorder.record(key, in: typeName)
        if let value { try value.encode(to: RecordingEncoder(recorder: recorder, typeName: String(describing: T.self))) }
    }
    // Every scalar overload, so that no default implementation skips the recording of a key.
    mutating func encode(_ value: Bool, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: String, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Double, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Float, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Int, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Int8, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Int16, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Int32, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: Int64, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: UInt, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: UInt8, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: UInt16, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: UInt32, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encode(_ value: UInt64, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { recorder.record(key, in: typeName) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        recorder.record(key, in: typeName)
        return KeyedEncodingContainer(RecordingKeyedContainer<NestedKey>(recorder: recorder, typeName: "Dictionary<nested>"))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        recorder.record(key, in: typeName)
        return RecordingValueContainer(recorder: recorder)
    }
    mutating func superEncoder() -> Encoder { RecordingEncoder(recorder: recorder, typeName: "Dictionary<super>") }
    mutating func superEncoder(forKey key: Key) -> Encoder { RecordingEncoder(recorder: recorder, typeName: "Dictionary<super>") }
}
