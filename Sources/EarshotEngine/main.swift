import Foundation
import Synthesizer

// earshot-engine [engine-worker]: the engine worker alone, for programs that use the Earshot
// library. `SupervisedEngine` starts it (found by `EngineWorkerProgram.locate`) so a phrase that
// crashes libespeak-ng kills this process, never the library user's. It links only Synthesizer:
// no argument parser, no pipeline. Exit codes as `earshot`'s: 1 bad protocol input, 2 usage,
// 3 espeak-ng missing.

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data("earshot-engine: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if !(arguments.isEmpty || arguments == ["engine-worker"]) {
    fail("takes no arguments; it serves the engine protocol on stdin/stdout to an Earshot library user", 2)
}
if isatty(STDIN_FILENO) != 0 {
    fail("stdin is a terminal; this program speaks a binary protocol to a parent process that uses Earshot", 2)
}
do {
    try EngineWorkerServer.serve { try EspeakEngine.shared() }
} catch let error as WorkerProtocolError {
    fail("\(error)", 1)
} catch let error as SpeechEngineError {
    fail(error.description, 3)
} catch {
    fail("\(error)", 1)
}
