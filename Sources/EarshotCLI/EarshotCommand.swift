import ArgumentParser
import Renderer
import Earshot
import Foundation

/// `earshot`: hear what VoiceOver will say for an iOS screen, without a device.
@main
struct EarshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear what VoiceOver will say for an iOS screen, without a device.",
        discussion: """
            Earshot reads a screen's accessibility tree (a screen file, or a capture from a real \
            app), works out the order VoiceOver visits it and what it says at each stop, makes the \
            text sayable, and synthesizes it with espeak-ng into WAV files, captions and a \
            transcript.

            Exit codes: 0 success, 1 bad input or a failed render, 2 bad usage, 3 environment \
            problem (espeak-ng or the voice profiles missing).
            """,
        version: EarshotVersion.current,
        subcommands: [Speak.self, Transcript.self, Render.self, Batch.self, Import.self, AuditCommand.self, MapCommand.self,
                      Check.self, Diff.self, Normalize.self, Voices.self, EngineWorker.self]
    )

    /// Runs the command, mapping errors to one line on stderr and meaningful exit codes.
    static func main() {
        do {
            // The engine worker starts once per render and after every crash; parsing the whole
            // command tree would cost it ~5 ms of CPU (metadata and conformance look-ups) each time.
            let arguments = CommandLine.arguments
            var command: any ParsableCommand = EngineWorker.matches(arguments) ? EngineWorker() : try parseAsRoot()
            try command.run()
            // Results printed with print() are buffered: a full disk behind a redirection shows
            // only when they are flushed, and must not end in exit 0 with the output cut short.
            if fflush(nil) != 0 {
                throw CommandFailure.input("<stdout>: cannot write: \(FileSystemReason.text(errno))")
            }
        } catch let failure as CommandFailure {
            failure.report()
            Foundation.exit(failure.exitCode.rawValue)
        } catch let error as AudioFileError {
            // A write that failed where no command named it: still the one line with the path.
            CommandFailure.input(error.description).report()
            Foundation.exit(ExitCode.badInput.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // ArgumentParser's usage errors exit 64; Earshot's contract says 2.
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitCode.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}
