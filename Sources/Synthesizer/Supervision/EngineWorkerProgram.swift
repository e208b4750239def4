import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
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

    /// The folders that may hold `earshot-engine` because the code now running was built beside
    /// it: the folder of the image holding this library (a shared library, or the executable it
    /// was linked into), and, where that image sits inside a bundle (`.xctest`, `.framework`,
    /// `.app`), the folder holding the bundle. Under `xctest` in Xcode the running executable is
    /// Xcode's, but the test bundle and `earshot-engine` are both in the build's products folder.
    package static var libraryImageFolders: [URL] {
        // dladdr, looked up at run time: glibc declares it only under _GNU_SOURCE, which Swift's
        // Glibc module does not set. Its Dl_info starts with the image's file name on both platforms.
        typealias ImageOfAddress = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "dladdr") else { return [] }
        let imageOf = unsafeBitCast(symbol, to: ImageOfAddress.self)
        let info = UnsafeMutableRawPointer.allocate(byteCount: 4 * MemoryLayout<UnsafeRawPointer>.size, alignment: 8)
        defer { info.deallocate() }
        guard imageOf(#dsohandle, info) != 0,
              let name = info.load(as: UnsafePointer<CChar>?.self) else { return [] }
        return folders(besideImage: URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath())
    }

    /// The image's folder and, for an image inside a bundle, the folder holding the bundle.
    package static func folders(besideImage image: URL) -> [URL] {
        var folders = [image.deletingLastPathComponent()]
        let components = image.pathComponents
        let bundleSuffixes = [".xctest", ".framework", ".app", ".bundle"]
        if let bundle = components.lastIndex(where: { component in bundleSuffixes.contains { component.hasSuffix($0) } }) {
            folders.append(URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<bundle]))))
        }
        return folders
    }

    /// The worker for a program that is not `earshot` (a library user's), first found of:
    /// `$EARSHOT_ENGINE`; `earshot-engine` beside the running executable or beside the image this
    /// library is in (where `swift build` and Xcode put the
    /// `earshot-engine` product); `earshot-engine`, then `earshot`, on `$PATH` (what
    /// `make install` puts there).
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
        var folders = [currentExecutableFolder]
        for folder in libraryImageFolders where !folders.contains(folder) { folders.append(folder) }
        var candidates = folders.map { $0.appendingPathComponent("earshot-engine") }
        let path = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        candidates += path.map { $0.appendingPathComponent("earshot-engine") }
        candidates += path.map { $0.appendingPathComponent("earshot") }
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) {
            return EngineWorkerProgram(executable: found)
        }
        throw .workerFailed("""
            no engine worker found (looked for earshot-engine in \(folders.map(\.path).joined(separator: ", ")) and \
            earshot-engine or earshot on PATH); build it with `swift build --product earshot-engine`, \
            install earshot with `make install`, or set EARSHOT_ENGINE
            """)
    }
}
