import AudioIO
import Foundation

/// `OUT/.earshot-cache/screens.json`: for each screen file of the last run, the SHA-256 of its
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

    static func url(output: URL) -> URL {
        output.appendingPathComponent(BatchFormat.cacheFolder).appendingPathComponent("screens.json")
    }

    static func read(output: URL) -> SummaryCache {
        guard let data = FileManager.default.contents(atPath: url(output: output).path),
              let document = try? JSONDecoder().decode(Document.self, from: data),
              document.format == BatchFormat.version else { return SummaryCache(entries: [:]) }
        return SummaryCache(entries: document.screens)
    }

    func summary(for relativePath: String, digest: CacheKey) -> ScreenSummary? {
        guard let entry = entries[relativePath], entry.digest == digest else { return nil }
        return entry.summary
    }

    /// Writes the entries (atomically) when they differ from what is on disk.
    func write(output: URL) {
        guard let data = try? CacheKey.canonicalJSON(Document(format: BatchFormat.version, screens: entries)) else { return }
        let url = SummaryCache.url(output: output)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try? AtomicFile.write(data, to: url, durable: false)
    }
}
