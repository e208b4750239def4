import Foundation
import ReviewSite

/// A stable text form of any settings value, for cache keys: every stored property by name,
/// dictionaries sorted, files named by path and content. New settings fields are included
/// without anyone remembering to add them.
enum CanonicalDescription {
    static func of(_ value: Any) -> String {
        if let url = value as? URL {
            let digest = FileManager.default.contents(atPath: url.path).map { CacheKey(fields: [(name: "file", bytes: $0)]).hex }
            return "file(\(url.path), \(digest ?? "missing"))"
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .dictionary:
            let entries = mirror.children.map { child -> String in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                return pair.count == 2 ? "\(of(pair[0])): \(of(pair[1]))" : of(child.value)
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "}"
        case .collection, .tuple:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
        case .struct, .class:
            let fields = mirror.children.map { "\($0.label ?? "_")=\(of($0.value))" }
            return "\(mirror.subjectType)(" + fields.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}
