import Foundation
import TestSupport

/// Inputs too large to commit, written once per test run into a temporary folder: each sits just
/// past one LoaderLimits bound (file size, elements, text length, script steps).
enum GeneratedInputs {
    static let header = "name: generated\nlanguage: en-US\n"

    static let folder: URL? = try? Repository.temporaryDirectory("earshot-corpus-generated")

    static func url(_ name: String) throws -> URL {
        guard let folder else { throw CocoaError(.fileWriteUnknown) }
        let url = folder.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) {
            try Data(content(name).utf8).write(to: url, options: .atomic)
        }
        return url
    }

    static func content(_ name: String) -> String {
        switch name {
        case "over-size-limit.yaml":
            // 32 MiB of comment, then a valid screen: only the size is wrong.
            let padding = String(repeating: "# " + String(repeating: "p", count: 61) + "\n", count: (32 << 20) / 64 + 1)
            return padding + header + "elements:\n  - {label: A}\n"
        case "too-many-elements.yaml":
            return header + "elements:\n" + String(repeating: "  - {label: a}\n", count: 100_001)
        case "label-1mb.yaml":
            return header + "elements:\n  - {label: \"" + String(repeating: "a", count: 1 << 20) + "\"}\n"
        case "script-too-long.yaml":
            return header + "elements:\n  - {label: A}\nscript:\n" + String(repeating: "  - next\n", count: 10_001)
        case "many-elements-accepted.yaml":
            return header + "elements:\n" + String(repeating: "  - {label: a, traits: [button]}\n", count: 1_000)
        default:
            return ""
        }
    }
}
