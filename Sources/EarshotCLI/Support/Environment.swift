import Renderer
import Basics
import Dispatch
import Foundation
import Earshot
import Screens
import Simulator
import Synchronization
import Synthesizer
import VoiceProfiles

/// The shared pieces every command loads the same way, with errors already in CLI terms.
enum Environment {
    /// The built-in profiles, overlaid with `--voices DIR` (else `$EARSHOT_VOICES`) when given.
    static func voices(_ directory: String?) throws -> VoiceProfileStore {
        do {
            return try VoiceProfileStore.standard(overlaidWith: directory)
        } catch let error as VoiceProfileError {
            throw CommandFailure.environment(error.description)
        }
    }

    /// Where `voices(directory)` takes its profiles from, for listings.
    static func voicesOrigin(_ directory: String?) -> String {
        (directory ?? VoiceProfileStore.overlayFromEnvironment).map { "built in, overlaid with \($0)" } ?? "built in"
    }

    static func engine() throws -> EspeakEngine {
        do {
            return try EspeakEngine.shared()
        } catch let error as SpeechEngineError {
            throw CommandFailure.environment(error.description)
        }
    }

    /// libespeak-ng in a worker process (`earshot engine-worker`): a phrase that crashes the
    /// library costs that phrase, not the command.
    static func supervisedEngine() throws -> SupervisedEngine {
        do {
            return try SupervisedEngine()
        } catch let error as SpeechEngineError {
            throw CommandFailure.environment(error.description)
        }
    }

    /// The render's engines: with `parallel`, a second, nil if it could not start, which costs
    /// only speed.
    static func supervisedEngines(parallel: Bool) throws -> (SupervisedEngine, SupervisedEngine?) {
        guard parallel else { return (try supervisedEngine(), nil) }
        // Both start at once: a start is mostly waiting for a process to load libespeak-ng.
        let second = Mutex<SupervisedEngine?>(nil)
        let started = DispatchGroup()
        DispatchQueue.global().async(group: started) { second.withLock { $0 = try? SupervisedEngine() } }
        let first = Result { try supervisedEngine() }
        started.wait()
        return (try first.get(), second.withLock { $0 })
    }

    /// The voice plan for text in `language` (``ScreenVoices``); a language no profile speaks is
    /// a usage error naming the closest.
    static func voices(_ language: String, in store: VoiceProfileStore) throws -> ScreenVoices {
        do {
            return try ScreenVoices(speaking: language, store: store)
        } catch let error as VoiceProfileError {
            throw CommandFailure.usage(error.description)
        }
    }

    /// Loads a screen file or a capture from a running app (recognized by content) through the
    /// pipeline; a rejected file is bad input (exit 1), named with the place and what is allowed.
    /// What a capture could not map goes to stderr, one warning a line.
    static func imported(_ path: String, options: ImportOptions = ImportOptions(),
                         reportingWarnings: Bool = true) throws -> ImportedScreen {
        let imported = try stage { try RenderPipeline.load(file: path, options: options) }
        if reportingWarnings { report(imported.warnings, for: path) }
        return imported
    }

    /// A pipeline stage run for a command: a screen the stage rejects is bad input (exit 1), its
    /// one line naming the file.
    static func stage<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let failure as RenderFailure {
            throw CommandFailure.input(failure.description)
        }
    }

    /// What an import could not map on stderr: one line per warning, a kind seen more than once
    /// grouped into one line with its count and first places.
    static func report(_ warnings: [ImportWarning], for path: String) {
        for line in ImportWarning.reportLines(warnings, file: path) {
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
    }

    /// Reads all of standard input as UTF-8, naming the first bad byte otherwise.
    static func readStandardInput() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure.input("<stdin>: not UTF-8; allowed: UTF-8 text")
        }
        return text
    }

    /// Writes results to standard output, or fails with one line when it cannot (a full disk
    /// behind a redirection), where `FileHandle.write(_:)` would stop the process.
    static func writeStandardOutput(_ data: Data) throws {
        if let code = data.withUnsafeBytes({ writeAll($0, to: STDOUT_FILENO) }) {
            throw CommandFailure.input("<stdout>: cannot write: \(FileSystemReason.text(code))")
        }
    }
}
