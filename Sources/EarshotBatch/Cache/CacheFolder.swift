import Crypto
import Foundation

/// Where a batch keeps what it can always make again: the file summaries (`screens.json`) and the
/// synthesized phrases (`phrases/`). Outside OUT unless `--cache` names a folder, so OUT holds
/// only what is hosted: publishing it never uploads the cache.
package struct CacheFolder: Hashable, Sendable {
    package let url: URL

    package init(_ url: URL) {
        self.url = url
    }

    /// `output`'s folder in the user's cache: `$XDG_CACHE_HOME/earshot/batch/<key>` (else
    /// `~/.cache/…`), the key being the first 16 hex digits of the SHA-256 of OUT's absolute path.
    /// One per OUT, because a run prunes the phrases its own OUT no longer uses.
    package static func standard(for output: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> CacheFolder {
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
        }
        let path = output.standardizedFileURL.resolvingSymlinksInPath().path
        let key = SHA256.hash(data: Data(path.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        return CacheFolder(base.appendingPathComponent("earshot/batch/" + key, isDirectory: true))
    }

    /// The phrase store's folder.
    package var phrases: URL { url.appendingPathComponent("phrases", isDirectory: true) }

    /// The file summaries of the last run.
    var summaries: URL { url.appendingPathComponent("screens.json") }
}
