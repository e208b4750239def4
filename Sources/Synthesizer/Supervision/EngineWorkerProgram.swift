import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// A program that serves the engine protocol when run with `engine-worker`: the `earshot`
/// command itself, or the small `earshot-engine` executable a library user's program starts.
///
/// Crash isolation needs a second process, and a library has no program of its own to start, so
/// ``locate(environment:)`` looks for one in the places a build or an install puts it.
public struct EngineWorkerProgram: Sendable, Hashable {
    /// The program to start.
    public var executable: URL
    /// Its arguments; `earshot` needs `engine-worker`, `earshot-engine` none.
    public var arguments: [String]

    /// A worker program at `executable`.
    public init(executable: URL, arguments: [String] = ["engine-worker"]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// This very program as its own worker: what `earshot` uses, wherever it is installed.
    public static var thisProgram: EngineWorkerProgram { EngineWorkerProgram(executable: currentExecutable) }

    /// The running program's executable. On Linux `/proc/self/exe`, which still runs the original
    /// binary even if the file was replaced (say, rebuilt) while a batch runs; on macOS the path
    /// `_NSGetExecutablePath` reports, symbolic links resolved.
    public static let currentExecutable: URL = {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return URL(fileURLWithPath: CommandLine.arguments[0]) }
        return URL(fileURLWithPath: String(cString: buffer)).resolvingSymlinksInPath()
        #else
        return URL(fileURLWithPath: "/proc/self/exe")
        #endif
    }()

    /// The folder the running executable is really in (symbolic links resolved).
    static var currentExecutableFolder: URL {
        #if canImport(Darwin)
        return currentExecutable.deletingLastPathComponent()
        #else
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: target).resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
    }

    /// The worker for a program that is not `earshot` (a library user's), first found of:
    /// `$EARSHOT_ENGINE`; `earshot-engine` beside the running executable (where `swift build`
    /// puts it when the package builds the `earshot-engine` product); `earshot-engine`, then
    /// `earshot`, on `$PATH` (what `make install` puts there).
    /// - Throws: ``SpeechEngineError/workerFailed(_:)`` listing where it looked and the remedies.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SpeechEngineError) -> EngineWorkerProgram {
        let fm = FileManager.default
        if let explicit = environment["EARSHOT_ENGINE"], !explicit.isEmpty {
            guard fm.isExecutableFile(atPath: explicit) else {
                throw .workerFailed("EARSHOT_ENGINE=\(explicit) is not an executable file")
            }
            return EngineWorkerProgram(executable: URL(fileURLWithPath: explicit))
        }
        var candidates = [currentExecutableFolder.appendingPathComponent("earshot-engine")]
        let path = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        candidates += path.map { $0.appendingPathComponent("earshot-engine") }
        candidates += path.map { $0.appendingPathComponent("earshot") }
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) {
            return EngineWorkerProgram(executable: found)
        }
        throw .workerFailed("""
            no engine worker found (looked for earshot-engine beside \(currentExecutableFolder.path) and \
            earshot-engine or earshot on PATH); build it with `swift build --product earshot-engine`, \
            install earshot with `make install`, or set EARSHOT_ENGINE
            """)
    }
}
