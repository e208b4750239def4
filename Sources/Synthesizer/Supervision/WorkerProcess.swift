import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running worker child, seen from the parent: spawn, frames in and out with deadlines, reap.
///
/// The child's stdin and stdout are one end of a Unix socket pair, so the parent writes with
/// `send(MSG_NOSIGNAL)`: a dead child is an `EPIPE` error here, never a SIGPIPE that would kill
/// the parent, and nothing process-wide (signal dispositions) has to change. All our descriptors
/// are non-blocking and every wait is a `poll` that also drains the child's stderr, so the parent
/// never blocks on a full pipe and never waits past a deadline. Not thread-safe: its owner locks.
/// On Linux `MSG_NOSIGNAL` and `SOCK_CLOEXEC` are what make it safe and leak-free; macOS has
/// neither and gets `SO_NOSIGPIPE` and `FD_CLOEXEC` instead (``LocalSocketPair``).
final class WorkerProcess {
    /// Why a worker stopped answering.
    enum Failure: Error {
        /// Its output ended: it exited, crashed or was killed.
        case ended
        /// No answer by the deadline.
        case timedOut
        /// It sent bytes that are not the protocol.
        case garbled(WorkerProtocolError)
    }

    let pid: pid_t
    private var socket: Int32
    private var stderrPipe: Int32
    private let decoder = FrameDecoder(source: "worker stdout")
    /// The end of what the child wrote on stderr, at most 4 KB.
    private var log: [UInt8] = []
    private var reaped: String?
    private var outputEnded = false
    private var stderrBuffer = [UInt8](repeating: 0, count: 4096)

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(executable: URL, arguments: [String], environment: [String: String]) throws(SpeechEngineError) {
        // Socket pairs created close-on-exec, so no other child spawned meanwhile by another
        // thread inherits them (Glibc's Swift overlay has no pipe2). `[0]` is ours, `[1]` the worker's.
        guard let channel = LocalSocketPair.make() else {
            throw .workerFailed("cannot create a socket pair: \(String(cString: strerror(errno)))")
        }
        guard let errorChannel = LocalSocketPair.make() else {
            let reason = String(cString: strerror(errno))
            close(channel[0]); close(channel[1])
            throw .workerFailed("cannot create a socket pair: \(reason)")
        }
        // The worker's ends are its own once it has started (or failed to).
        defer { close(channel[1]); close(errorChannel[1]) }
        do {
            pid = try Self.spawn(executable, arguments: arguments, environment: environment,
                                 socket: channel[1], stderr: errorChannel[1])
        } catch {
            close(channel[0]); close(errorChannel[0])
            throw error
        }
        socket = channel[0]
        stderrPipe = errorChannel[0]
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stderrPipe, F_SETFL, fcntl(stderrPipe, F_GETFL) | O_NONBLOCK)
    }

    /// Starts the worker program with `socket` as its stdin and stdout; its process id.
    private static func spawn(_ executable: URL, arguments: [String], environment: [String: String],
                              socket: Int32, stderr: Int32) throws(SpeechEngineError) -> pid_t {
        var actions = LocalSocketPair.newFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, socket, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, socket, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, stderr, STDERR_FILENO)
        // Nothing else this process has open reaches the worker, close-on-exec or not: a worker
        // holding the write end of someone else's pipe would keep that reader from seeing EOF.
        LocalSocketPair.closeOthers(&actions, from: 3)
        // The child starts with default signal handling and nothing blocked, whatever this
        // process's threads have set: a worker whose parent vanished may die of SIGPIPE quietly.
        var attributes = LocalSocketPair.newAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | LocalSocketPair.extraSpawnFlags))

        let argv = [executable.path] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let status = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                posix_spawn(&child, executable.path, &actions, &attributes, argvPointers, envPointers)
            }
        }
        guard status == 0 else {
            throw .workerFailed("cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        return child
    }

    deinit { _ = stop() }

    /// The end of what the child wrote on stderr, at most 4 KB, for diagnostics.
    var stderrTail: String { String(decoding: log, as: UTF8.self) }

    /// Writes all of `bytes`, waiting for room until `deadline`.
    func transmit(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(socket, raw.baseAddress! + offset, raw.count - offset, LocalSocketPair.sendFlags)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EINTR {
                try wait(forWriting: true, until: deadline)
            } else {
                throw .ended
            }
        }
    }

    /// The next frame from the child, waiting until `deadline`.
    func receive(until deadline: ContinuousClock.Instant) throws(Failure) -> WorkerFrame {
        while true {
            do {
                if let frame = try decoder.next() { return frame }
            } catch {
                throw .garbled(error)
            }
            guard socket >= 0, !outputEnded else { throw .ended }
            try wait(forWriting: false, until: deadline)
            readAvailableOutput()
        }
    }

    /// Stops the child (closing its input first, then SIGKILL if it lingers), reaps it and
    /// returns how it ended, e.g. `killed by signal 6 (SIGABRT)`. Safe to call more than once.
    @discardableResult
    func stop(grace: Duration = .zero) -> String {
        if let reaped { return reaped }
        if socket >= 0 { close(socket); socket = -1 }
        let description = reapChild(grace: grace)
        // The child is gone: what it wrote is in the pipe, and no one else holds its write end.
        drainStderr(waitingMilliseconds: 0)
        if stderrPipe >= 0 { close(stderrPipe); stderrPipe = -1 }
        reaped = description
        return description
    }

    private func reapChild(grace: Duration) -> String {
        var status: Int32 = 0
        var result = waitpid(pid, &status, WNOHANG)
        let graceEnd = ContinuousClock.now + grace
        while result == 0, ContinuousClock.now < graceEnd {
            // Once stderr has ended the child is exiting: look again soon (every render ends here).
            if stderrPipe >= 0 { drainStderr(waitingMilliseconds: 10) } else { usleep(200) }
            result = waitpid(pid, &status, WNOHANG)
        }
        if result == 0 {
            kill(pid, SIGKILL)
            repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        }
        return result == pid ? Self.describe(status: status) : "ended (status unknown)"
    }

    /// Waits until the socket is readable (or writable) or the deadline passes, reading the
    /// child's stderr meanwhile so it can never block on a full pipe.
    private func wait(forWriting: Bool, until deadline: ContinuousClock.Instant) throws(Failure) {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw .timedOut }
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var fds = [
                pollfd(fd: socket, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0),
                pollfd(fd: stderrPipe, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, milliseconds)
            if ready < 0, errno != EINTR { throw .ended }
            if fds[1].revents != 0 { drainStderr(waitingMilliseconds: 0) }
            if fds[0].revents != 0 { return }  // ready, or hung up: the I/O call says which
        }
    }

    private func readAvailableOutput() {
        while true {
            let count = decoder.fill { recv(socket, $0, $1, 0) }
            if count < 0, errno == EINTR { continue }
            if count == 0 || (count < 0 && errno != EAGAIN) {
                outputEnded = true  // frames already received are still delivered
            }
            return
        }
    }

    /// Reads what the child wrote on stderr into the bounded tail; closes at end of file.
    private func drainStderr(waitingMilliseconds: Int32) {
        guard stderrPipe >= 0 else { return }
        if waitingMilliseconds > 0 {
            var fd = pollfd(fd: stderrPipe, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, waitingMilliseconds) > 0 else { return }
        }
        while true {
            let count = stderrBuffer.withUnsafeMutableBytes { read(stderrPipe, $0.baseAddress, $0.count) }
            if count > 0 {
                log += stderrBuffer[..<count]
                log.removeFirst(max(0, log.count - 4096))
            } else if count < 0, errno == EINTR {
                continue
            } else {
                if count == 0 { close(stderrPipe); stderrPipe = -1 }
                return
            }
        }
    }

    /// A wait status in words: `exited with status 3`, `killed by signal 6 (SIGABRT)`.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        let names: [Int32: String] = [
            SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL",
            SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE",
        ]
        return "killed by signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }
}

/// Runs `body` with a NULL-terminated C array of the strings, valid only inside.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
