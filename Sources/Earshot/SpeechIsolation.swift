import Foundation
import Synthesizer

/// Where a ``Previewer`` runs libespeak-ng.
///
/// libespeak-ng 1.51 aborts its whole process on some ordinary text, so by default speech is made
/// in a worker process and a crash costs one phrase (a marked silence and an incident), never the
/// program using the library. A library has no program of its own to start as that worker: it
/// uses `earshot-engine` (build it with `swift build --product earshot-engine`) or an installed
/// `earshot`, found by ``EngineWorkerProgram/locate(environment:)``.
public enum SpeechIsolation: Sendable, Hashable {
    /// A worker process running `program`, or the one ``EngineWorkerProgram/locate(environment:)``
    /// finds when nil. The default, and what the `earshot` command uses.
    case workerProcess(EngineWorkerProgram? = nil)
    /// libespeak-ng inside this process: no worker program needed, but text that makes the
    /// library abort ends your program. For trusted text, or where starting processes is not
    /// possible. One engine per process, shared by every ``Previewer``.
    case inProcess

    /// The engine this choice makes.
    package func makeEngine() throws -> any SpeechEngine {
        switch self {
        case .workerProcess(let program):
            return try SupervisedEngine(program: program ?? EngineWorkerProgram.locate())
        case .inProcess:
            return try EspeakEngine.shared()
        }
    }
}
