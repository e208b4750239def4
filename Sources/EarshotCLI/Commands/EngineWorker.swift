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

    /// Set by `SupervisedEngine` when it starts a pair: descriptors 3 and 4 are the second
    /// worker's channels, and this one forks it once libespeak-ng is loaded.
    @Flag(name: .customLong(String(SiblingFork.argument.dropFirst(2))), help: .hidden)
    var forkSibling = false

    func run() throws {
        if isatty(STDIN_FILENO) != 0 {
            throw CommandFailure.usage(
                "engine-worker: stdin is a terminal; this command speaks a binary protocol to a parent Earshot process (docs/engine.md)")
        }
        do {
            try EngineWorkerServer.serve(forkingSibling: forkSibling) { try EspeakEngine.shared() }
        } catch let error as WorkerProtocolError {
            throw CommandFailure.input("engine-worker: \(error)")
        } catch let error as SpeechEngineError {
            throw CommandFailure.environment(error.description)
        }
    }
}
