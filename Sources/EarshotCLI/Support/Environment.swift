import Foundation
import ScreenImport
import ScreenLoader
import ScreenModel
import Simulator
import Synthesizer
import VoiceProfiles

/// The shared pieces every command loads the same way, with errors already in CLI terms.
enum Environment {
    /// The built-in profiles, overlaid with `--voices DIR` (else `$EARSHOT_VOICES`) when given.
    static func voices(_ directory: String?) throws -> VoiceProfileStore {
        do {
            if let directory { return try VoiceProfileStore.builtIn(overlaidWith: URL(fileURLWithPath: directory)) }
            return try VoiceProfileStore.standard()
        } catch let error as VoiceProfileError {
            throw CommandFailure.environment(error.description)
        }
    }

    /// Where `voices(directory)` takes its profiles from, for listings.
    static func voicesOrigin(_ directory: String?) -> String {
        let overlay = directory ?? ProcessInfo.processInfo.environment["EARSHOT_VOICES"].flatMap { $0.isEmpty ? nil : $0 }
        return overlay.map { "built in, overlaid with \($0)" } ?? "built in"
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

    /// Starts `supervisedEngine` on another thread, so the worker's start (spawn, libespeak-ng
    /// loading its data, handshake) overlaps what the command does meanwhile; the result waits.
    static func startingSupervisedEngine() -> () throws -> SupervisedEngine {
        nonisolated(unsafe) var started: Result<SupervisedEngine, Error>!
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started = Result { try supervisedEngine() }
            done.signal()
        }
        return {
            done.wait()
            done.signal()
            return try started.get()
        }
    }

    static func profile(_ language: String, in store: VoiceProfileStore) throws -> VoiceProfile {
        do {
            return try store.require(language)
        } catch let error as VoiceProfileError {
            throw CommandFailure.usage(error.description)
        }
    }

    /// Loads a screen file or a capture from a running app (recognized by content); a rejected
    /// file is bad input (exit 1), named with the place and what is allowed. What a capture could
    /// not map goes to stderr, one warning a line.
    static func screen(_ path: String) throws -> Screen {
        try imported(path).screen
    }

    /// `screen`, with the importer's options, and what it knows about the input.
    static func imported(_ path: String, options: ImportOptions = ImportOptions(),
                         reportingWarnings: Bool = true) throws -> ImportedScreen {
        let imported: ImportedScreen
        do {
            imported = try ScreenSource.load(contentsOf: URL(fileURLWithPath: path), options: options)
        } catch let error as ScreenLoadError {
            throw CommandFailure.input(error.description)
        } catch let error as ImportError {
            throw CommandFailure.input(error.description)
        }
        if reportingWarnings { report(imported.warnings, for: path) }
        return imported
    }

    /// What VoiceOver would say for `screen` (read from `file`); a script the screen cannot run
    /// is bad input, named with the file and, from `places`, the line of the step or language.
    static func utterances(of screen: Screen, places: ScreenPlaces = ScreenPlaces(), file: String,
                           store: VoiceProfileStore, settings: SimulationSettings) throws -> [Utterance] {
        do {
            return try Simulator(screen: screen, profiles: store, settings: settings).run()
        } catch let error as SimulationError {
            throw CommandFailure.input("\(places.locate(error.path, in: file)): \(error.description)")
        }
    }

    /// What an import could not map, one warning a line on stderr.
    static func report(_ warnings: [ImportWarning], for path: String) {
        for warning in warnings {
            let place = warning.path.isEmpty ? "" : "\(warning.path): "
            FileHandle.standardError.write(Data("\(path)\(warning.line.map { ":\($0)" } ?? ""): warning: \(place)\(warning.message)\n".utf8))
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
}
