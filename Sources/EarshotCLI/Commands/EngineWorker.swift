import ArgumentParser
import Foundation
import Synthesizer

/// `earshot engine-worker`: the child process `SupervisedEngine` starts, hidden from help.
///
/// It serves phrases with this process's libespeak-ng over a binary protocol on stdin/stdout
/// (docs/engine.md), so a phrase that crashes the library kills only this process.
struct EngineWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine-worker",
        abstract: "Serve speech synthesis to a parent Earshot process (internal).",
        discussion: """
            Started by Earshot itself: reads the engine protocol on standard input and writes \
            audio frames on standard output; standard error carries the engine's diagnostics. \
            Input that is not the protocol ends it with exit 1 and one line on stderr.

            Example (what Earshot runs): earshot engine-worker
            """,
        shouldDisplay: false
    )

    /// Whether the command line is this command, as `SupervisedEngine` runs it. Recognized
    /// before the argument parser, which would cost every worker start ~5 ms of CPU.
    static func matches(_ arguments: [String]) -> Bool {
        arguments.count == 2 && arguments[1] == configuration.commandName
    }

    func run() throws {
        if isatty(STDIN_FILENO) != 0 {
            throw CommandFailure.usage(
                "engine-worker: stdin is a terminal; this command speaks a binary protocol to a parent Earshot process (docs/engine.md)")
        }
        do {
            try EngineWorkerServer.serve { try EspeakEngine.shared() }
        } catch let error as WorkerProtocolError {
            throw CommandFailure.input("engine-worker: \(error)")
        } catch let error as SpeechEngineError {
            throw CommandFailure.environment(error.description)
        }
    }
}
