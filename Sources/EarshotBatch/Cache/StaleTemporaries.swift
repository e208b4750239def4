import Renderer
import Foundation

/// Removes what killed runs left behind: temporary files and staging folders (hidden names
/// ending in `.partial`, or `.old` for a replaced screen folder) whose writing process is gone.
///
/// Final paths never hold a half-written file (everything is written beside and renamed), but
/// `kill -9` leaves the temporaries. A name carries the writer's process id; one whose process is
/// still running (another batch or render writing the same OUT) is left alone.
enum StaleTemporaries {
    /// Sweeps `output`, its screen folders, the cache folder and the phrase store's buckets.
    /// Returns how many entries were removed.
    @discardableResult
    static func sweep(_ output: URL, cache: CacheFolder) -> Int {
        let fm = FileManager.default
        var folders = [output]
        let children = (try? fm.contentsOfDirectory(atPath: output.path)) ?? []
        for name in children where !name.hasPrefix(".") {
            folders.append(output.appendingPathComponent(name))
        }
        let phrases = cache.phrases
        folders.append(cache.url)
        for bucket in (try? fm.contentsOfDirectory(atPath: phrases.path)) ?? [] {
            folders.append(phrases.appendingPathComponent(bucket))
        }
        var removed = 0
        for folder in folders {
            var info = stat()
            guard lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
                guard let pid = writer(of: name), !isRunning(pid) else { continue }
                if (try? fm.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
            }
        }
        return removed
    }

    /// The process id in a temporary's name (``TemporaryName``); nil for any other name.
    static func writer(of name: String) -> Int32? { TemporaryName.writer(of: name) }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
