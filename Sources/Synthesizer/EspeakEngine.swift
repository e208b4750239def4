import CEspeakNG
import Foundation
import Synchronization

/// libespeak-ng in this process: the only type that touches the C API.
///
/// The library keeps all state in globals, cannot be initialized twice (a second cycle deadlocks
/// in 1.51) and is not thread-safe, so there is exactly one engine per process and every call
/// holds one lock (`state`: what the library was last given, and the voice loader, live in it).
/// Processes that want parallelism run one worker process per core instead.
package final class EspeakEngine: SpeechEngine, Sendable {
    /// The folder the engine reads its voices and dictionaries from.
    package let dataPath: String
    package let sampleRate: Int
    /// The library's version string, e.g. `1.51`; part of every render cache key.
    package let version: String

    private let library: EspeakLibrary
    /// Every library call holds this lock.
    private let state: Mutex<LibraryState>

    /// The process's one engine once made (or why it could not be).
    private static let sharedResult = Mutex<Result<EspeakEngine, SpeechEngineError>?>(nil)

    /// The linked library's version, the same string as ``version``, without initializing the
    /// library (`espeak_Info` only returns a constant): a batch with nothing to synthesize makes
    /// its cache keys without loading an engine.
    package static var libraryVersion: String {
        switch EspeakLibrary.shared {
        case .success(let library): library.info(nil).map { String(cString: $0) } ?? "unknown"
        case .failure: "not installed"
        }
    }

    /// The process's engine, initialized on first use.
    package static func shared() throws -> EspeakEngine {
        try sharedResult.withLock { shared in
            if let shared { return shared }
            let result = Result { try EspeakEngine(library: EspeakLibrary.shared.get(), dataPath: try locateData()) }
                .mapError { $0 as? SpeechEngineError ?? .initializationFailed(status: -1) }
            shared = result
            return result
        }.get()
    }

    /// Where espeak-ng-data lives: `$ESPEAK_DATA_PATH`, else Debian's multiarch folder and the
    /// other usual places. Never `nil` to the library: with NULL a `~/espeak-ng-data` silently wins.
    package static func locateData() throws -> String {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"], !env.isEmpty {
            candidates.append(env)
            candidates.append(env + "/espeak-ng-data")
        }
        #if arch(x86_64)
        candidates.append("/usr/lib/x86_64-linux-gnu/espeak-ng-data")
        #elseif arch(arm64)
        candidates.append("/usr/lib/aarch64-linux-gnu/espeak-ng-data")
        #endif
        candidates += ["/usr/lib/espeak-ng-data", "/usr/share/espeak-ng-data", "/usr/local/share/espeak-ng-data",
                       "/opt/homebrew/share/espeak-ng-data"]
        for path in candidates where FileManager.default.fileExists(atPath: path + "/phontab") {
            return path
        }
        throw SpeechEngineError.dataNotFound(searched: candidates)
    }

    private init(library: EspeakLibrary, dataPath: String) throws {
        self.library = library
        self.dataPath = dataPath
        state = Mutex(LibraryState(voices: SteadyVoices(library: library, dataPath: dataPath)))
        library.initializePath(dataPath)
        var context: OpaquePointer? = nil
        let status = library.initialize(&context)
        guard status == ENS_OK else {
            throw SpeechEngineError.initializationFailed(status: Int32(bitPattern: status.rawValue))
        }
        let output = library.initializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else {
            throw SpeechEngineError.initializationFailed(status: Int32(bitPattern: output.rawValue))
        }
        sampleRate = Int(library.sampleRate())
        library.setSynthCallback(espeakSynthCallback)
        // With a URI callback installed the library never opens files or runs sox for <audio>.
        library.setURICallback(espeakRefuseURI)
        var info: UnsafePointer<CChar>? = nil
        version = library.info(&info).map { String(cString: $0) } ?? "unknown"
        let foundGlobals = state.withLock { state in
            state.globals = EngineGlobals(library: "libespeak-ng")
            state.initial = state.globals?.capture()
            return state.globals != nil
        }
        #if !os(Linux)
        // Without its globals restored, a phrase would sound different after different phrases,
        // and the phrase cache and parallel workers would no longer give one render's bytes.
        if !foundGlobals {
            throw SpeechEngineError.notSupportedOnThisPlatform(
                "restoring libespeak-ng's state between phrases (EngineGlobals reads ELF program headers)")
        }
        #else
        _ = foundGlobals
        #endif
    }

    package func synthesize(
        _ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void
    ) throws {
        // Phoneme mode only for a checked PhonemeSequence, never for the text (espeak-notes.md, Security).
        let safe = settings.pronunciation?.engineInput ?? TextSanitizer.engineSafe(text)
        let flags = UInt32(espeakCHARS_UTF8) | (settings.pronunciation == nil ? 0 : UInt32(espeakPHONEMES))
        try withoutActuallyEscaping(sink) { sink in
            let collector = SampleCollector(sink: sink)
            let context = Unmanaged.passRetained(collector)
            defer { context.release() }
            try state.withLock { state in
                try apply(settings, to: &state)
                let status = safe.withCString { pointer in
                    library.synthesize(
                        pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0,
                        flags, nil, context.toOpaque())
                }
                guard status == ENS_OK else {
                    throw SpeechEngineError.synthesisFailed(status: Int32(bitPattern: status.rawValue))
                }
            }
        }
    }

    /// The engine's phoneme transcription (espeak-ng's `-x` notation), clause by clause.
    /// Used to check what a voice will actually say without listening.
    package func phonemes(_ text: String, voice: String) throws -> String {
        try state.withLock { state in
            let current = state.current
            try apply(SpeechSettings(voice: voice, wordsPerMinute: current?.wordsPerMinute ?? 175,
                                     pitch: current?.pitch ?? 50, pronunciation: current?.pronunciation), to: &state)
            let safe = TextSanitizer.engineSafe(text)
            var clauses: [String] = []
            safe.withCString { start in
                var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
                while let position = cursor, position.load(as: UInt8.self) != 0 {
                    guard let result = library.textToPhonemes(&cursor, espeakCHARS_UTF8, 0) else { break }
                    let clause = String(cString: result).trimmingCharacters(in: .whitespaces)
                    if !clause.isEmpty { clauses.append(clause) }
                }
            }
            return clauses.joined(separator: " ")
        }
    }

    /// Whether espeak-ng can load a voice by this name, asked the way synthesis will ask it.
    package func hasVoice(_ name: String) -> Bool {
        state.withLock { state in
            state.current = nil  // the next synthesis sets its voice and parameters again
            // From the initial state, so loading it frees no voice a saved state still points to.
            if let globals = state.globals, let initial = state.initial { globals.restore(initial) }
            return library.setVoiceByName(name) == ENS_OK
        }
    }

    /// Puts the library into the state every phrase of `settings` starts from: the voice's saved
    /// globals (``EngineGlobals``), then rate and pitch. Called with the lock held.
    ///
    /// Why the saved states stay valid: loading a voice frees the previous voice's translator
    /// (heap memory the globals point to), but every voice is loaded from `initial`, where no
    /// voice is loaded, so nothing is freed and each voice's state keeps its own translator. The
    /// state is saved after a warm-up phrase because loading a voice queues a heap copy of it that
    /// the next synthesis consumes and frees. Measured: every phrase then has the same samples in
    /// any order, voice and rate mix (docs/rendering.md, "Same input, same bytes").
    private func apply(_ settings: SpeechSettings, to state: inout LibraryState) throws {
        guard let globals = state.globals, let initial = state.initial else { return try applyChanges(settings, to: &state) }
        if let saved = state.voiceStates[settings.voice] {
            globals.restore(saved)
        } else {
            globals.restore(initial)
            guard state.voices.select(settings.voice) == ENS_OK else {
                state.current = nil
                throw SpeechEngineError.voiceNotFound(settings.voice)
            }
            _ = library.setParameter(espeakRATE, 175, 0)
            _ = library.setParameter(espeakPITCH, 50, 0)
            // No user data: the callback drops the warm-up's audio.
            _ = "a".withCString { library.synthesize($0, 2, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil) }
            state.voiceStates[settings.voice] = globals.capture()
        }
        _ = library.setParameter(espeakRATE, Int32(max(80, min(449, settings.wordsPerMinute))), 0)
        _ = library.setParameter(espeakPITCH, Int32(max(0, min(99, settings.pitch))), 0)
        state.current = settings
    }

    /// Where the globals cannot be restored: sets voice and parameters, only those that changed
    /// (SetVoiceByName reloads the voice), and records them.
    private func applyChanges(_ settings: SpeechSettings, to state: inout LibraryState) throws {
        if state.current?.voice != settings.voice {
            let status = state.voices.select(settings.voice)
            guard status == ENS_OK else {
                state.current = nil
                throw SpeechEngineError.voiceNotFound(settings.voice)
            }
            state.current = nil  // a new voice resets rate and pitch
        }
        if state.current?.wordsPerMinute != settings.wordsPerMinute {
            _ = library.setParameter(espeakRATE, Int32(max(80, min(449, settings.wordsPerMinute))), 0)
        }
        if state.current?.pitch != settings.pitch {
            _ = library.setParameter(espeakPITCH, Int32(max(0, min(99, settings.pitch))), 0)
        }
        state.current = settings
    }
}

/// What only the engine's lock reaches: the settings the library was last given, the voice
/// loader (its cache and temporary files), and the library's saved globals.
private struct LibraryState {
    var current: SpeechSettings?
    let voices: SteadyVoices
    /// The library's globals, restored before every phrase; nil where they cannot be found, and
    /// synthesis then depends on what was said before, as it used to.
    var globals: EngineGlobals?
    /// The globals right after initialization: no voice loaded, nothing queued.
    var initial: EngineGlobals.Snapshot?
    /// Per espeak-ng voice, the globals right after loading it from `initial` and saying one
    /// fixed warm-up phrase: the state every phrase in that voice starts from.
    var voiceStates: [String: EngineGlobals.Snapshot] = [:]
}

/// Receives the callback's chunks for the one synthesis call in progress.
private final class SampleCollector {
    let sink: (UnsafeBufferPointer<Int16>) -> Void
    init(sink: @escaping (UnsafeBufferPointer<Int16>) -> Void) { self.sink = sink }
}

private func espeakSynthCallback(
    _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let samples, count > 0, let userData = events?.pointee.user_data else { return 0 }
    let collector = Unmanaged<SampleCollector>.fromOpaque(userData).takeUnretainedValue()
    collector.sink(UnsafeBufferPointer(start: samples, count: Int(count)))
    return 0
}

/// Refuses every URI: the library then reads no file and runs no command for `<audio>`.
private func espeakRefuseURI(_ type: Int32, _ uri: UnsafePointer<CChar>?, _ base: UnsafePointer<CChar>?) -> Int32 {
    1
}
