import EarshotSupport
import Foundation
import Yams

/// Decodes a voice profile from YAML with Yams' `YAMLDecoder`.
///
/// The text goes through the screen loader's composer first, for what it refuses and Yams would
/// accept: alias bombs, nesting deep enough to exhaust the stack, duplicate keys. A profile comes
/// from the user's `--voices` folder as often as from the build, so it is not trusted more than a
/// screen file. Scalars are typed with Yams' basic resolver (no implicit rules): a profile's
/// numbers and booleans are read by the type each field asks for, and no regular expression is
/// compiled for tags nobody reads.
enum ProfileDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var bytes = text
        let composed = try bytes.withUTF8 { bytes -> YAMLNode? in
            do {
                return try YAMLComposer.compose(UnsafeRawBufferPointer(bytes), limits: .standard)
            } catch let failure as YAMLComposer.Failure {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: [], debugDescription: "not valid YAML: line \(failure.mark.line), column \(failure.mark.column): \(failure.problem)"))
            }
        }
        guard composed != nil, let node = try Yams.compose(yaml: text, .basic) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the file is empty"))
        }
        return try YAMLDecoder().decode(T.self, from: node)
    }
}
