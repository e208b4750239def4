import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watching and stopping a process that is not this one's child (a worker forked by its sibling,
/// ``SiblingFork``), where `waitpid` cannot be used.
///
/// Linux only, like the fork itself. A pidfd (`pidfd_open`, Linux 5.3, glibc 2.36, looked up at
/// run time since Swift's Glibc module does not declare it) refers to the process itself, so a
/// kill never reaches another process that reused the id; without one, the id is used. How it
/// ended is read from `/proc/PID/stat` while it is a zombie, which it stays until its parent
/// reaps it.
enum NonChildProcess {
    /// A pidfd for `pid`, or -1.
    static func open(_ pid: pid_t) -> Int32 {
        #if canImport(Glibc)
        pidfdOpen.map { $0(pid, 0) } ?? -1
        #else
        -1
        #endif
    }

    /// Whether the process has ended (exited or been killed, reaped or not).
    static func hasEnded(_ pid: pid_t, pidfd: Int32) -> Bool {
        if pidfd >= 0 {
            // A pidfd becomes readable when its process ends.
            var entry = pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)
            return poll(&entry, 1, 0) > 0
        }
        guard let fields = statFields(pid), let state = fields.first else { return true }
        return state == "Z" || state == "X"
    }

    static func killNow(_ pid: pid_t, pidfd: Int32) {
        #if canImport(Glibc)
        if pidfd >= 0, let send = pidfdSendSignal {
            _ = send(pidfd, SIGKILL, nil, 0)
            return
        }
        #endif
        _ = kill(pid, SIGKILL)
    }

    /// The wait status of a zombie (`exit_code`, field 52 of `/proc/PID/stat`, Linux 3.5), nil
    /// once it is reaped or where there is no such field.
    static func zombieStatus(_ pid: pid_t) -> Int32? {
        guard let fields = statFields(pid), fields.first == "Z", fields.count > 49 else { return nil }
        return Int32(fields[49])
    }

    /// The fields of `/proc/PID/stat` after the command name (state first: field 3).
    private static func statFields(_ pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    #if canImport(Glibc)
    private static let pidfdOpen: (@convention(c) (pid_t, UInt32) -> Int32)? = dlsym(nil, "pidfd_open").map {
        unsafeBitCast($0, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
    }
    private static let pidfdSendSignal: (@convention(c) (Int32, Int32, UnsafeRawPointer?, UInt32) -> Int32)? =
        dlsym(nil, "pidfd_send_signal").map {
            unsafeBitCast($0, to: (@convention(c) (Int32, Int32, UnsafeRawPointer?, UInt32) -> Int32).self)
        }
    #endif
}
