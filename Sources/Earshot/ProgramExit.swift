import Foundation

/// Runs a program's work and, when it throws, ends the program as a command-line tool does: one
/// line on standard error, `PROGRAM: what went wrong`, and exit status 3 when the machine lacks a
/// piece (the engine worker, libespeak-ng or its data, the voice profiles), else 1. An error
/// thrown at top level would instead stop the program with Swift's crash report.
///
///     import Earshot
///
///     runProgram {
///         let previewer = try Previewer()
///         let screen = try Previewer.loadScreen(contentsOf: URL(fileURLWithPath: "screen.yaml"))
///         try previewer.render(screen, into: URL(fileURLWithPath: "out"))
///     }
///
/// - Returns: what `work` returned.
@discardableResult
public func runProgram<T>(_ work: () throws -> T) -> T {
    do {
        return try work()
    } catch {
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "program").lastPathComponent
        let line = "\(program): \(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data((line + "\n").utf8))
        exit(ProgramExit.status(of: error))
    }
}

/// The exit status ``runProgram(_:)`` gives an error: Earshot's own contract (docs/reliability.md).
enum ProgramExit {
    static func status(of error: any Error) -> Int32 {
        switch error {
        case is VoiceProfileError: 3
        case let engine as SpeechEngineError:
            switch engine {
            case .phraseFailed, .synthesisFailed: 1
            default: 3
            }
        default: 1
        }
    }
}
