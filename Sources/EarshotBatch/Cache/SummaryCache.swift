import Renderer
import Foundation
import ReviewSite

/// `screens.json` in the batch's ``CacheFolder``: for each screen file of the last run, the SHA-256 of its
/// bytes and its ``ScreenSummary``, so a run parses only the files that changed. An entry is used
/// only for a file whose bytes hash the same; a damaged cache file is ignored as a whole.
struct SummaryCache {
    struct Entry: Codable, Hashable {
        var digest: CacheKey
        var summary: ScreenSummary
    }

    private struct Document: Codable {
        var format: String
        var screens: [String: Entry]
    }

    var entries: [String: Entry]

    static func read(_ cache: CacheFolder) -> SummaryCache {
        guard let data = FileManager.default.contents(atPath: cache.summaries.path),
              let document = try? JSONDecoder().decode(Document.self, from: data),
              document.format == BatchFormat.version else { return SummaryCache(entries: [:]) }
        return SummaryCache(entries: document.screens)
    }

    func summary(for relativePath: String, digest: CacheKey) -> ScreenSummary? {
        guard let entry = entries[relativePath], entry.digest == digest else { return nil }
        return entry.summary
    }

    /// Writes the entries (atomically) when they differ from what is on disk.
    func write(_ cache: CacheFolder) {
        guard let data = try? CacheKey.canonicalJSON(Document(format: BatchFormat.version, screens: entries)) else { return }
        let url = cache.summaries
        if FileManager.default.contents(atPath: url.path) == data { return }
        try? AtomicFile.write(data, to: url, durable: false)
    }
}
