import Renderer
import Foundation
import ReviewSite

/// `OUT/<folder>/.earshot-phrases`: the keys of every phrase a screen's render used, one per
/// line, so pruning the phrase cache knows what to keep. Apart from the manifest because only
/// pruning reads it: a warm run decodes small manifests.
enum PhraseList {
    static let fileName = ".earshot-phrases"

    static func write(_ keys: [CacheKey], in folder: URL) throws {
        let text = keys.map { $0.hex + "\n" }.joined()
        try AtomicFile.write(Data(text.utf8), to: folder.appendingPathComponent(fileName), durable: false)
    }

    /// The keys, or nil when the list is missing or has a line that is no key (then nothing
    /// can be pruned safely).
    static func read(in folder: URL) -> [CacheKey]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        var keys: [CacheKey] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let key = CacheKey(hex: String(line)) else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// Every phrase the screens of `manifests` use, or nil when one of their lists is unreadable.
    static func used(by manifests: [ScreenManifest], in output: URL) -> Set<CacheKey>? {
        var keep = Set<CacheKey>()
        for manifest in manifests {
            guard let keys = read(in: output.appendingPathComponent(manifest.folder)) else { return nil }
            keep.formUnion(keys)
        }
        return keep
    }
}
