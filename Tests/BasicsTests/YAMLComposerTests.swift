import Basics
import Testing

/// Duplicate mapping keys are refused however many keys a mapping has: short mappings compare
/// their keys one by one, longer ones keep a set (``YAMLComposer``).
struct YAMLComposerTests {
    static func compose(_ text: String) throws -> YAMLNode? {
        var text = text
        return try text.withUTF8 { bytes in try YAMLComposer.compose(UnsafeRawBufferPointer(bytes), limits: .standard) }
    }

    /// A mapping of `count` keys k0, k1, ... with `repeated` written again as the last key.
    static func mapping(_ count: Int, repeating repeated: Int?) -> String {
        var lines = (0..<count).map { "k\($0): \($0)" }
        if let repeated { lines.append("k\(repeated): again") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [1, 2, 15, 16, 17, 40, 300])
    func aDuplicateKeyIsRefusedInAMappingOfAnySize(_ count: Int) throws {
        for repeated in Set([0, count / 2, count - 1]) {
            do {
                _ = try Self.compose(Self.mapping(count, repeating: repeated))
                Issue.record("\(count) keys, k\(repeated) twice: accepted")
            } catch let error as YAMLComposer.Failure {
                #expect(error.problem == "duplicate key 'k\(repeated)'", "\(count) keys")
                #expect(error.mark.line == count + 1, "\(count) keys")
            }
        }
        guard case .mapping(let pairs, _) = try Self.compose(Self.mapping(count, repeating: nil)) else {
            Issue.record("\(count) keys: not a mapping")
            return
        }
        #expect(pairs.map(\.key.string) == (0..<count).map { "k\($0)" })
    }
}
