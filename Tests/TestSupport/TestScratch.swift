import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where tests make their temporary folders: one folder per test process,
/// `earshot-tests-<pid>` in the system temporary directory, removed when the process exits.
/// A process that dies without exiting (a crash, a kill) leaves its folder; the next test
/// process removes every such folder whose process is gone. So a test run leaves nothing in
/// /tmp however its tests end, and no test has to clean up after itself (a test that does
/// cannot forget a path on an early `throw`, and none can remove a folder while a file in it
/// is still being written by a thread or a child process it started).
enum TestScratch {
    static let prefix = "earshot-tests-"

    /// This process's folder, made (and the abandoned ones removed) at first use.
    static let root: URL = {
        let system = FileManager.default.temporaryDirectory
        removeAbandoned(in: system)
        let root = system.appendingPathComponent("\(prefix)\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { TestScratch.removeRoot() }
        return root
    }()

    private static func removeRoot() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The folders of test processes that no longer run.
    private static func removeAbandoned(in system: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: system.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            // ESRCH: no such process (EPERM means it runs as another user: leave it).
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: system.appendingPathComponent(name))
            }
        }
    }
}
