import Audit
import Foundation
import Earshot
import Renderer
import Screens
import Simulator
import Synchronization
import Synthesizer
import VoiceProfiles
import ReviewSite

/// The batch's screens rendered exactly as `earshot render` renders one, because both go through
/// ``RenderPipeline``: the batch adds only its phrase cache and its cache keys.
package struct StandardPipeline: BatchPipeline {
    package let pipeline: RenderPipeline
    /// The engine's name and version, as the renderer puts it into phrase keys.
    package let engineVersion: String
    /// Applied to every screen read (`--language` overrides each screen's language).
    package let importOptions: ImportOptions
    private let memo = KeyFieldMemo()

    package var profiles: VoiceProfileStore { pipeline.profiles }
    package var simulation: SimulationSettings { pipeline.simulation }
    package var rendering: RenderSettings { pipeline.rendering }

    /// `rendering`'s stop files are turned off: the review plays each step as a time range of
    /// the walkthrough, so the set's audio is encoded and hosted once.
    package init(profiles: VoiceProfileStore, simulation: SimulationSettings, rendering: RenderSettings,
                engineVersion: String, importOptions: ImportOptions = ImportOptions()) {
        var rendering = rendering
        rendering.stopFiles = false
        pipeline = RenderPipeline(profiles: profiles, simulation: simulation, rendering: rendering)
        self.engineVersion = engineVersion
        self.importOptions = importOptions
    }

    /// Captures are recognized by content whatever their extension; a file found in a folder that
    /// is no capture is a screen file only if it is YAML or JSON with an `elements` key somewhere,
    /// so a README.txt or a package.json among the screens is skipped, not reported as a broken
    /// screen (the summary names the YAML and JSON files skipped). A file named on the command
    /// line is always read as a screen, its problems reported.
    package func load(_ data: Data, file: DiscoveredFile) throws -> ImportedScreen? {
        let input = try RenderPipeline.recognize(data, path: file.displayPath)
        if !file.named, input.format == .screenFile {
            guard ["yaml", "yml", "json"].contains(file.url.pathExtension.lowercased()),
                  data.range(of: Data("elements".utf8)) != nil else { return nil }
        }
        return try RenderPipeline.load(input, options: importOptions)
    }

    /// Computed once per language per run: a voice profile's canonical JSON is costly, and
    /// hundreds of screens share a handful of languages.
    package func keyFields(for summary: ScreenSummary) throws -> [(name: String, bytes: Data)] {
        var fields = try memo.settings {
            [("simulation", try CacheKey.canonicalJSON(simulation)),
             ("rendering", Data(CanonicalDescription.of(rendering).utf8)),
             ("audit", Data(Auditor.version.utf8))]
        }
        for language in summary.languages {
            fields += try memo.language(language) { try profileFields(language) }
        }
        return fields
    }

    /// The language's voice profile as its values, and the earcon files it names as their bytes.
    /// (A language without a profile of its own is spoken with the screen's, keyed with the
    /// screen's language.)
    private func profileFields(_ language: String) throws -> [(name: String, bytes: Data)] {
        guard let profile = ScreenVoices(screenLanguage: language, store: profiles)?.screenProfile else {
            return [("profile", Data("none for \(language)".utf8))]
        }
        var fields: [(name: String, bytes: Data)] = [("profile", try CacheKey.canonicalJSON(profile))]
        for (earcon, file) in profile.earcons.sorted(by: { $0.key < $1.key }) {
            let bytes = FileManager.default.contents(atPath: profiles.directory.appendingPathComponent(file).path)
            fields.append(("earcon \(earcon)", bytes ?? Data("missing".utf8)))
        }
        return fields
    }

    /// The audit's findings, the import's warnings, the voices and the focus map (``ReviewNotes``).
    package func review(_ screen: ImportedScreen, file: DiscoveredFile, rendered: RenderedFiles,
                        into folder: URL) throws -> ReviewFiles {
        var notes = ReviewNotes.make(screen, file: file.displayPath, focus: rendered.focus, voices: rendered.voices,
                                     rowBand: simulation.rowBand)
        // The screenshot under the map, stored once in OUT; the page and map.svg sit one folder down.
        let stored = try ScreenshotStore.store(screen.screen, file: file.displayPath, output: folder.deletingLastPathComponent())
        if let stored {
            notes.map.underlay(MapImage(href: "../" + HTML.url(stored.path.split(separator: "/").map(String.init))),
                               points: stored.points, screenSize: screen.screen.size)
        }
        var files = ReviewFiles(files: try notes.write(in: folder), findings: notes.findings.count)
        files.screenshot = stored?.path
        return files
    }

    package func render(_ screen: ImportedScreen, file: DiscoveredFile, folder: String, into output: URL,
                       engine: any SpeechEngine, phrases: PhraseRecorder) throws -> RenderedFiles {
        let file = file.displayPath
        let prepared = try pipeline.prepare(screen, file: file)
        let result = try pipeline.render(prepared, file: file,
                                         with: pipeline.renderer(engine: engine, engineVersion: engineVersion, phraseStore: phrases),
                                         into: output, folder: folder)
        let root = result.folder.standardizedFileURL.path + "/"
        let files = result.files.map { url in
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
        }
        let incidents = result.incidents.map(\.description)
        return RenderedFiles(files: files, duration: result.duration, utterances: result.utterances, incidents: incidents,
                             focus: prepared.utterances.map(\.focus), voices: prepared.voices)
    }

}

/// Key fields already computed, shared by the loading threads.
private final class KeyFieldMemo: Sendable {
    typealias Fields = [(name: String, bytes: Data)]
    private let common = Mutex<Fields?>(nil)
    private let byLanguage = Mutex<[String: Fields]>([:])

    func settings(_ make: () throws -> Fields) throws -> Fields {
        try common.withLock { common in
            if let common { return common }
            let made = try make()
            common = made
            return made
        }
    }

    func language(_ language: String, _ make: () throws -> Fields) throws -> Fields {
        try byLanguage.withLock { byLanguage in
            if let fields = byLanguage[language] { return fields }
            let made = try make()
            byLanguage[language] = made
            return made
        }
    }
}
