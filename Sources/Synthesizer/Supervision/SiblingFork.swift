import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The second worker of a pair, made by the first with `fork` instead of a whole process start.
///
/// A worker's start is mostly the same work twice: the 110 MB static `earshot` executable
/// started and relocated, its Swift runtime set up, and libespeak-ng's 33 shared libraries opened
/// (~8 ms of CPU of a worker's ~9 ms before its voices). So the
/// parent gives the first worker the second one's channels as descriptors 3 (the protocol socket)
/// and 4 (its stderr) and the argument ``argument``; the first worker opens the library and then
/// forks, and the child serves those channels exactly as a freshly started worker would, from the
/// same point of its start. Each initializes libespeak-ng on its own after the fork:
/// `espeak_ng_Initialize` starts a thread in 1.51, and a fork is only safe while the process has
/// one thread, which is checked (`/proc/self/task`) before forking.
///
/// The sibling is the first worker's child, not the parent's: the parent learns its process id
/// from its hello, watches it through a pidfd (``WorkerProcess``) and reads how it ended from
/// `/proc` while it is a zombie; the first worker reaps it when it exits itself.
package enum SiblingFork {
    /// The `engine-worker` argument that asks for a sibling on descriptors 3 and 4.
    package static let argument = "--fork-sibling"
    /// Where the sibling's protocol socket and stderr are in the first worker.
    static let protocolDescriptor: Int32 = 3
    static let diagnosticsDescriptor: Int32 = 4

    /// What a worker asked for a sibling became after ``forkIfAsked(_:)``.
    enum Role {
        /// Not asked.
        case alone
        /// The first worker; `sibling` is the forked one's process id, nil when it could not fork
        /// (its channels are closed, so the parent sees it end before its hello).
        case first(sibling: pid_t?)
        /// The forked sibling: its stdin, stdout and stderr are now its own channels.
        case sibling
    }

    /// In a worker started with ``argument``: opens libespeak-ng (so the sibling need not) and
    /// forks while the process is single-threaded.
    static func forkIfAsked(_ asked: Bool) -> Role {
        // Started by hand, or by anything but `SupervisedEngine.pair`, descriptors 3 and 4 are
        // not the sibling's channels: a fork would have two workers reading one stdin.
        guard asked, channelsAreGiven() else { return .alone }
        // Opening the library is the work the fork saves; a failure is reported later, by each.
        _ = EspeakLibrary.shared
        guard threadCount() == 1 else { return closeChannels() }
        let child = fork()
        if child < 0 { return closeChannels() }
        if child > 0 {
            close(protocolDescriptor)
            close(diagnosticsDescriptor)
            return .first(sibling: child)
        }
        dup2(protocolDescriptor, STDIN_FILENO)
        dup2(protocolDescriptor, STDOUT_FILENO)
        dup2(diagnosticsDescriptor, STDERR_FILENO)
        close(protocolDescriptor)
        close(diagnosticsDescriptor)
        return .sibling
    }

    /// Reaps the sibling if it has ended (its parent watches it until then), so its CPU time is
    /// counted with this worker's when the parent reaps this one.
    static func reap(_ role: Role) {
        guard case .first(let sibling?) = role else { return }
        var status: Int32 = 0
        _ = waitpid(sibling, &status, WNOHANG)
    }

    private static func closeChannels() -> Role {
        close(protocolDescriptor)
        close(diagnosticsDescriptor)
        return .first(sibling: nil)
    }

    /// Whether descriptor 3 is a socket and 4 is open, as `SupervisedEngine.pair` gives them.
    static func channelsAreGiven() -> Bool {
        var status = stat()
        guard fstat(protocolDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return false }
        return fcntl(diagnosticsDescriptor, F_GETFD) != -1
    }

    /// The threads of this process (Linux: `/proc/self/task`); 0 where that cannot be read, which
    /// counts as "not single-threaded".
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}
