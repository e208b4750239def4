import Foundation

/// What a finished child process printed and returned.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Ended by a signal (a crash, or the timeout's kill) rather than by exiting.
    public var signaled: Bool = false
    /// Killed because it ran past the timeout given to `runProcess`.
    public var timedOut: Bool = false
}

/// Runs a program to completion, feeding `input` on standard input.
public func runProcess(_ executable: URL, _ arguments: [String], input: Data? = nil,
                       environment: [String: String]? = nil, directory: URL? = nil,
                       timeout: TimeInterval? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe(), inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    // A hang guard: past the timeout the child is killed and the result says so.
    nonisolated(unsafe) var killed = false
    let watchdog = DispatchWorkItem {
        if process.isRunning {
            killed = true
            kill(process.processIdentifier, SIGKILL)
        }
    }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
    if let input { inPipe.fileHandleForWriting.write(input) }
    try inPipe.fileHandleForWriting.close()
    // Read both pipes concurrently so neither fills and blocks the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return ProcessResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self),
                         signaled: process.terminationReason == .uncaughtSignal, timedOut: killed)
}

/// Runs the built `earshot` with the checkout's voices, and with the user's cache folder in the
/// test process's scratch folder (batch keeps its phrases there), so tests leave nothing in HOME.
public func runEarshot(_ arguments: [String], input: Data? = nil, directory: URL? = nil,
                       timeout: TimeInterval? = nil) throws -> ProcessResult {
    try runProcess(Repository.earshotExecutable, arguments, input: input,
                   environment: ["EARSHOT_VOICES": Repository.voices.path,
                                 "XDG_CACHE_HOME": Repository.userCache.path],
                   directory: directory, timeout: timeout)
}
