import Renderer
import Foundation
import Normalizer
import Screens
import Simulator
import Synthesizer
import VoiceProfiles

/// Hears an iOS screen as VoiceOver would: the common jobs of the `earshot` command, for Swift.
///
/// Holds the voice profiles and, once something is rendered, one speech engine (a worker process
/// unless ``SpeechIsolation/inProcess`` is chosen). Loading, transcripts and normalizing need no
/// engine. Not for concurrent use: give each thread its own previewer (batch rendering, in the
/// `EarshotBatch` product, runs screens in parallel for you).
///
/// ```swift
/// let previewer = try Previewer()
/// let screen = try Previewer.loadScreen(contentsOf: URL(fileURLWithPath: "settings.yaml"))
/// let rendered = try previewer.render(screen, into: URL(fileURLWithPath: "out"))
/// ```
public final class Previewer {
    /// The profiles screens are spoken with: by default the built-in ones.
    public let voices: VoiceProfileStore
    /// Where speech is synthesized.
    public let isolation: SpeechIsolation
    private var engine: (any SpeechEngine, version: String)?

    /// - Parameters:
    ///   - voices: the profiles to speak with; nil takes the built-in ones (the package's
    ///     `Voices/`). ``VoiceProfileStore/builtIn(overlaidWith:)`` adds a folder.
    ///   - isolation: where libespeak-ng runs; the engine starts at the first render.
    public init(voices: VoiceProfileStore? = nil, isolation: SpeechIsolation = .workerProcess()) throws {
        self.voices = try voices ?? VoiceProfileStore.builtIn()
        self.isolation = isolation
    }

    deinit { shutdown() }

    /// Reads a screen file (YAML or JSON, docs/screen-format.md) or a capture from a running app
    /// (Appium/WebDriverAgent, idb, XCUITest), told apart by content, as `earshot render` reads it.
    /// - Throws: ``RenderFailure`` at the `load` stage, whose `underlying` is a
    ///   ``ScreenLoadError`` or ``ImportError`` naming the file, the place
    ///   and what is allowed.
    public static func loadScreen(contentsOf url: URL, options: ImportOptions = ImportOptions()) throws -> Screen {
        try RenderPipeline.load(file: url.path, options: options).screen
    }

    /// ``loadScreen(contentsOf:options:)`` for bytes already in memory; `name` stands for the
    /// file in error messages.
    public static func loadScreen(data: Data, name: String, options: ImportOptions = ImportOptions()) throws -> Screen {
        try RenderPipeline.load(data: data, path: name, options: options).screen
    }

    /// What VoiceOver says at each stop, in focus order (running the screen's script, if any).
    /// - Throws: ``RenderFailure`` at the `simulate` stage, whose `underlying` is a
    ///   ``SimulationError`` for a script the screen cannot run.
    public func transcript(of screen: Screen, settings: SimulationSettings = SimulationSettings()) throws -> [Utterance] {
        try RenderPipeline(profiles: voices, simulation: settings).simulate(ImportedScreen(screen), file: screen.name)
    }

    /// `text` as it will be spoken in `language`: numbers, times, money and symbols in words,
    /// punctuation that makes a pause written as `,` or `.`; `times` as a render with the same
    /// ``RenderSettings/times`` reads them.
    /// - Throws: ``VoiceProfileError/unknownLanguage(_:closest:available:)``;
    ///   ``SpeechEngineError/notSupportedOnThisPlatform(_:)`` where ``TextNormalizer/platformGap`` says so.
    public func normalize(_ text: String, language: String, punctuation: PunctuationLevel = .some,
                          times: TimeReading = .asVoiceOver) throws -> String {
        if let gap = TextNormalizer.platformGap { throw SpeechEngineError.notSupportedOnThisPlatform(gap) }
        let plan = try ScreenVoices(speaking: language, store: voices)
        return TextNormalizer(profile: plan.screenProfile, punctuation: punctuation, times: times).normalize(text).text
    }

    /// Renders `screen` into `folder/<screen name>/`: the walkthrough and stops/ (WAV, or the
    /// format of `rendering.audio`), captions.vtt, transcript.txt, timeline.json, through the same ``RenderPipeline`` as
    /// `earshot render`. A render that fails leaves what was there before.
    /// - Throws: ``RenderFailure`` at the stage that failed (its `underlying` a
    ///   ``SimulationError`` or ``RenderError``), or
    ///   ``SpeechEngineError`` when no engine can start.
    @discardableResult
    public func render(_ screen: Screen, into folder: URL, simulation: SimulationSettings = SimulationSettings(),
                       rendering: RenderSettings = RenderSettings()) throws -> RenderedScreen {
        let pipeline = RenderPipeline(profiles: voices, simulation: simulation, rendering: rendering)
        let prepared = try pipeline.prepare(ImportedScreen(screen), file: screen.name)
        let (engine, version) = try startedEngine()
        return try pipeline.render(prepared, file: screen.name, with: pipeline.renderer(engine: engine, engineVersion: version),
                                   into: folder)
    }

    /// Renders `screen` and returns the walkthrough and its texts instead of files. The render
    /// goes through a temporary folder (the renderer streams to disk so an hour of audio never
    /// sits in memory twice), removed before this returns. With `rendering.audio` MP3 or Opus,
    /// the walkthrough is the encoded file decoded again (Opus at 24 kHz): what a listener hears.
    public func renderAudio(_ screen: Screen, simulation: SimulationSettings = SimulationSettings(),
                            rendering: RenderSettings = RenderSettings()) throws -> RenderedAudio {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-render-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let rendered = try render(screen, into: scratch, simulation: simulation, rendering: rendering)
        func text(_ name: String) throws -> String {
            try String(contentsOf: rendered.folder.appendingPathComponent(name), encoding: .utf8)
        }
        let walkthrough = rendered.folder.appendingPathComponent(rendering.audio.fileName("walkthrough"))
        return RenderedAudio(walkthrough: rendering.audio == .wav ? try WAVFile(contentsOf: walkthrough)
                                 : try EncodedAudioReader.read(walkthrough),
                             captions: try text("captions.vtt"), transcript: try text("transcript.txt"),
                             incidents: rendered.incidents)
    }

    /// Ends the engine's worker process, if one runs; the next render starts another. Also done
    /// when the previewer is released.
    public func shutdown() {
        (engine?.0 as? SupervisedEngine)?.shutdown()
        engine = nil
    }

    /// The engine and its version (as phrase keys name it), started at the first call.
    private func startedEngine() throws -> (any SpeechEngine, version: String) {
        if let engine { return engine }
        let made = try isolation.makeEngine()
        let started = (made, version: RenderPipeline.engineVersion(made))
        engine = started
        return started
    }
}

extension ImportedScreen {
    /// A screen made in code or loaded earlier, as the pipeline takes it: no import warnings, and
    /// no tree yet (the simulator builds and checks it).
    init(_ screen: Screen) {
        self.init(screen: screen, warnings: [], format: .screenFile)
    }
}
