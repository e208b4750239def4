import Foundation
import Renderer
import Screens
import Simulator
import Synthesizer
import VoiceProfiles

/// One screen through every stage: load → simulate → plan → synthesize → lay out → write.
///
/// `earshot render`, `earshot transcript`, `earshot batch` and library users all go through this
/// type, so a batch renders a screen exactly as `render` does by construction, not by convention:
///
/// ```swift
/// let pipeline = RenderPipeline(profiles: try VoiceProfileStore.builtIn())
/// let prepared = try pipeline.prepare(file: "Samples/settings.en-US.yaml")
/// let rendered = try Previewer(voices: pipeline.profiles).render(prepared.imported.screen, into: out)
/// ```
public struct RenderPipeline: Sendable {
    /// The voice profiles screens are spoken with.
    public let profiles: VoiceProfileStore
    /// How VoiceOver is simulated (hints, verbosity, the row band).
    public let simulation: SimulationSettings
    /// How the audio is made (rate, pitch, delays, earcons).
    public let rendering: RenderSettings

    /// A pipeline speaking with `profiles` and these settings.
    public init(profiles: VoiceProfileStore, simulation: SimulationSettings = SimulationSettings(),
                rendering: RenderSettings = RenderSettings()) {
        self.profiles = profiles
        self.simulation = simulation
        self.rendering = rendering
    }

    // MARK: Load

    /// Reads the screen file or capture from a running app (recognized by content) at the path
    /// `file`. Throws a ``RenderFailure`` at the `.load` stage.
    public static func load(file: String, options: ImportOptions = ImportOptions()) throws -> ImportedScreen {
        try RenderFailure.at(.load, file: file) {
            try ScreenSource.load(contentsOf: URL(fileURLWithPath: file), options: options)
        }
    }

    /// `load` from bytes already read; `path` names the file in errors and names the screen.
    public static func load(data: Data, path: String, options: ImportOptions = ImportOptions()) throws -> ImportedScreen {
        try RenderFailure.at(.load, file: path) { try ScreenSource.load(data: data, path: path, options: options) }
    }

    /// What the bytes are (``ScreenInput``), decided once for ``load(_:options:)``.
    package static func recognize(_ data: Data, path: String) throws -> ScreenInput {
        try RenderFailure.at(.load, file: path) { try ScreenInput(data: data, path: path) }
    }

    /// `load` of bytes already read and recognized (``ScreenInput``): nothing decided again.
    package static func load(_ input: ScreenInput, options: ImportOptions = ImportOptions()) throws -> ImportedScreen {
        try RenderFailure.at(.load, file: input.path) { try ScreenSource.load(input, options: options) }
    }

    // MARK: Simulate

    /// What VoiceOver says for the screen, step by step; a screen file's tree, built and checked
    /// by the loader, is not built again. `file` names the screen in errors. `walk`: every stop
    /// in focus order, the script left aside (``Simulator/walk()``).
    public func simulate(_ screen: ImportedScreen, file: String, walk: Bool = false) throws -> [Utterance] {
        try spoken(screen, file: file, walk: walk).utterances
    }

    /// ``simulate(_:file:walk:)`` with the screen's voice plan, resolved from its language there.
    private func spoken(_ screen: ImportedScreen, file: String, walk: Bool) throws -> (utterances: [Utterance], voices: ScreenVoices) {
        let simulator = screen.tree.map {
            Simulator(checked: CheckedScreen(screen: screen.screen, checkedTree: $0), profiles: profiles, settings: simulation)
        } ?? Simulator(screen: screen.screen, profiles: profiles, settings: simulation)
        do {
            return try simulator.spoken(walk: walk)
        } catch let error as SimulationError {
            // Named at the line of the step (or the language) when the file says where it is.
            throw RenderFailure(stage: .simulate, file: screen.places.locate(error.path, in: file), underlying: error)
        } catch {
            throw RenderFailure(stage: .simulate, file: file, underlying: error)
        }
    }

    /// Load and simulate: a screen ready to render.
    public func prepare(file: String, options: ImportOptions = ImportOptions()) throws -> PreparedScreen {
        try prepare(Self.load(file: file, options: options), file: file)
    }

    /// `prepare` from bytes already read.
    public func prepare(data: Data, path: String, options: ImportOptions = ImportOptions()) throws -> PreparedScreen {
        try prepare(Self.load(data: data, path: path, options: options), file: path)
    }

    /// Simulates a screen already loaded (or made in code): a screen ready to render. `file`
    /// names the screen in errors.
    public func prepare(_ imported: ImportedScreen, file: String) throws -> PreparedScreen {
        let (utterances, voices) = try spoken(imported, file: file, walk: false)
        return PreparedScreen(imported: imported, utterances: utterances, voices: voices)
    }

    // MARK: Plan, synthesize, lay out, write

    /// The renderer of this pipeline's settings. One renderer serves many screens (it keeps the
    /// earcons it made); `phraseStore` lets a batch share synthesized phrases between runs,
    /// `parallelEngines` synthesize beside `engine` on other cores, a phrase each at a time.
    package func renderer(engine: any SpeechEngine, engineVersion: String? = nil,
                         phraseStore: any PhraseStore = InMemoryPhraseStore(), parallelEngines: [any SpeechEngine] = []) -> ScreenRenderer {
        ScreenRenderer(engine: engine, engineVersion: engineVersion ?? Self.engineVersion(engine), profiles: profiles,
                       settings: rendering, phraseStore: phraseStore, parallelEngines: parallelEngines)
    }

    /// Plans (normalizes, picks voices), synthesizes, lays out and writes `prepared` into
    /// `root/<folder>/` (``PreparedScreen/folder``, unless `folder` names another). `file` names
    /// the screen in errors. Nothing is left at that path on failure but what was there before.
    package func render(_ prepared: PreparedScreen, file: String, with renderer: ScreenRenderer, into root: URL,
                       folder: String? = nil) throws -> RenderedScreen {
        try RenderFailure.at(.render, file: file) {
            try renderer.render(name: prepared.imported.screen.name, voices: prepared.voices, utterances: prepared.utterances,
                                into: root, folder: folder ?? prepared.folder)
        }
    }

    /// What goes into phrase cache keys for an engine: its name and version.
    package static func engineVersion(_ engine: any SpeechEngine) -> String {
        switch engine {
        case let supervised as SupervisedEngine: espeakVersion(supervised.version)
        case let direct as EspeakEngine: espeakVersion(direct.version)
        default: String(describing: type(of: engine))
        }
    }

    /// ``engineVersion(_:)`` of every engine made from the libespeak-ng this program loads,
    /// known before one is started (a batch keys its screens before it makes engines).
    package static var loadedEspeakVersion: String { espeakVersion(EspeakEngine.libraryVersion) }

    private static func espeakVersion(_ library: String) -> String { "espeak-ng \(library)" }
}

/// A screen loaded and simulated, ready to render.
public struct PreparedScreen: Sendable {
    /// The screen as loaded, with the import's warnings.
    public var imported: ImportedScreen
    /// What VoiceOver says, step by step.
    public var utterances: [Utterance]
    /// The screen's voice plan, resolved from its language by the simulation: the renderer, the
    /// review and the audit speak and name voices by it, never resolving the language again.
    package var voices: ScreenVoices

    package init(imported: ImportedScreen, utterances: [Utterance], voices: ScreenVoices) {
        self.imported = imported
        self.utterances = utterances
        self.voices = voices
    }

    /// The name of the screen's output folder: its name made safe for a file (``OutputName``),
    /// worked out here once for the render and for whoever checks two screens' folders apart.
    package var folder: String { OutputName.sanitize(imported.screen.name) }
}
