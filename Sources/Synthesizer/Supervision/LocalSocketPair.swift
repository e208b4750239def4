import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The platform-specific pieces of talking to a worker over a Unix socket pair, so
/// ``WorkerProcess`` reads the same on Linux and macOS. Linux is what runs in CI; the Darwin
/// branches compile against Apple's documented APIs but have not been run (docs/install.md).
enum LocalSocketPair {
    #if canImport(Darwin)
    /// Darwin's spawn values are opaque pointers (`void *`) that their `_init` allocates, imported
    /// as optionals; glibc's are structs the caller owns. One spelling for ``WorkerProcess``.
    typealias SpawnFileActions = posix_spawn_file_actions_t?
    typealias SpawnAttributes = posix_spawnattr_t?
    static func newFileActions() -> SpawnFileActions { nil }
    static func newAttributes() -> SpawnAttributes { nil }
    #else
    typealias SpawnFileActions = posix_spawn_file_actions_t
    typealias SpawnAttributes = posix_spawnattr_t
    static func newFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
    static func newAttributes() -> SpawnAttributes { posix_spawnattr_t() }
    #endif

    /// A connected pair of stream sockets, both close-on-exec, or nil with `errno` set.
    static func make() -> [Int32]? {
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        // Close-on-exec from creation: no window for another thread's spawn to inherit them.
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
        #else
        // macOS has no SOCK_CLOEXEC: flagged right after; spawns also use
        // POSIX_SPAWN_CLOEXEC_DEFAULT (``extraSpawnFlags``), which closes the window for workers.
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else { return nil }
        var on: Int32 = 1
        for fd in pair {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        #endif
        return pair
    }

    /// `send` flags that turn a dead peer into `EPIPE` instead of a process-killing SIGPIPE
    /// (on macOS the sockets carry `SO_NOSIGPIPE` instead).
    static var sendFlags: Int32 {
        #if canImport(Glibc)
        Int32(MSG_NOSIGNAL)
        #else
        0
        #endif
    }

    /// Spawn flags beyond the signal ones: on macOS, only the descriptors dup'ed in reach the child.
    static var extraSpawnFlags: Int32 {
        #if canImport(Darwin)
        Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        0
        #endif
    }

    /// Asks the spawn to close every descriptor from `first` (above stderr, or above the ones
    /// dup'ed to 3 and up) that was not dup'ed in, where the C
    /// library can: glibc 2.34+ `posix_spawn_file_actions_addclosefrom_np` (found at run time,
    /// since Swift's Glibc module does not import it). Older glibc keeps only close-on-exec
    /// descriptors from the worker; macOS does this with ``extraSpawnFlags``.
    static func closeOthers(_ actions: inout SpawnFileActions, from first: Int32 = 3) {
        #if canImport(Glibc)
        _ = addCloseFrom?(&actions, first)
        #endif
    }

    #if canImport(Glibc)
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
            unsafeBitCast($0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }
    #endif
}
