import ArgumentParser
import Foundation
import Normalizer
import Earshot
import Renderer
import Simulator
import Synthesizer
import VoiceProfiles

/// `earshot render`: screen files to audio a reviewer can play and a page can embed.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screen files to audio (WAV, MP3 or Opus), captions, a transcript and a timeline.",
        discussion: """
            For each screen it writes, into DIR/<name>/ (the screen's name made safe as a folder \
            name): walkthrough.wav (the whole scripted session, or the default walk through every \
            stop), stops/NN-<id>.wav (each utterance alone, cut from the same audio), captions.vtt \
            (WebVTT, what was heard: a cue per stop, or per phrase with --captions phrase), \
            transcript.txt and timeline.json (every speech, \
            sound and silence with its start and end). A screen's folder is replaced only once all \
            its files are complete; a screen that fails leaves nothing. --audio mp3 or opus \
            writes walkthrough.mp3 or .opus and stops/NN-<id>.mp3 or .opus instead of WAV.

            stdout gets a line per screen (its folder, stops, length and files; --list-files \
            prints every written path instead, --quiet nothing). Errors, incidents (a phrase the \
            engine could not say) and a summary go to stderr; progress too when stderr is a \
            terminal (or with --verbose, which also reports engine crashes recovered). Exit code 1 if \
            any screen failed (the others are still rendered), 2 for bad usage.

            Defaults come from each screen's voice profile (Voices/<language>.yaml): rate \
            (rate.defaultPercent), pitch (pitch.defaultValue), hint delay (pauses.hintDelay).

            Example: earshot render Samples/*.yaml -o out
                     earshot render settings.yaml -o out --rate 70 --no-hints
            """
    )

    @Argument(help: ArgumentHelp("Screen files (YAML or JSON).", valueName: "file"))
    var files: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to render into (created if missing).", valueName: "dir"))
    var output: String

    @OptionGroup var rendering: RenderOptions
    @OptionGroup var simulation: SimulationOptions
    @OptionGroup var language: LanguageOption
    @OptionGroup var voices: VoicesOption
    @OptionGroup var messages: OutputOptions

    @Flag(name: .customLong("list-files"), help: "Print every file written, one path a line, instead of a line per screen.")
    var listFiles = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one screen file") }
        if output.isEmpty { throw ValidationError("--output must name a folder") }
    }

    /// With a second core, a second worker synthesizes beside the first.
    static var synthesizesInParallel: Bool { ProcessInfo.processInfo.activeProcessorCount > 1 }

    func run() throws {
        let store = try Environment.voices(voices.directory)
        try language.validate(against: store)
        try rendering.requireEncoder(defaultAudio: .wav)
        let pipeline = RenderPipeline(profiles: store, simulation: simulation.settings, rendering: rendering.settings(defaultAudio: .wav))
        // With a second core, a second worker synthesizes beside the first (phrases do not depend
        // on each other, so the audio is the same): the render waits about half as long.
        let (engine, helper) = try Environment.supervisedEngines(parallel: Self.synthesizesInParallel)
        defer { engine.shutdown() }
        // A helper that cannot start only costs speed: the first engine says everything.
        defer { helper?.shutdown() }
        let renderer = pipeline.renderer(engine: engine, parallelEngines: helper.map { [$0] } ?? [])
        let root = URL(fileURLWithPath: output)
        var folders: [String: String] = [:]
        var failed = 0, incidents = 0
        for (index, file) in files.enumerated() {
            messages.progress("[\(index + 1)/\(files.count)] \(file)")
            do {
                let prepared = try Environment.stage {
                    try pipeline.prepare(Environment.imported(file, options: language.importOptions), file: file)
                }
                let screen = prepared.imported.screen
                let folder = prepared.folder
                if let other = folders[folder] {
                    throw CommandFailure.input("\(file): screen name '\(screen.name)' renders to the same folder '\(folder)' as \(other); rename one")
                }
                let result = try Environment.stage {
                    try pipeline.render(prepared, file: file, with: renderer, into: root, folder: folder)
                }
                folders[folder] = file
                for incident in result.incidents {
                    messages.note("\(file): \(incident)")
                }
                // Crashes the engine recovered from; lost phrases are among the render's incidents.
                for incident in engine.takeIncidents() + (helper?.takeIncidents() ?? []) where incident.outcome != .lost {
                    messages.detail("\(file): \(incident)")
                }
                incidents += result.incidents.count
                if listFiles {
                    for url in result.files { print(url.path) }
                } else if !messages.quiet {
                    print(Render.summary(result))
                }
            } catch let failure as CommandFailure {
                failed += 1
                failure.report()
            }
        }
        let rendered = files.count - failed
        messages.note("rendered \(rendered) of \(files.count) screen\(files.count == 1 ? "" : "s") into \(output)"
                        + " (\(failed) failed, \(incidents) incident\(incidents == 1 ? "" : "s"))")
        if failed > 0 { throw ExitCode.badInput }
    }

    /// A screen's line on stdout: `out/Settings: 12 stops, 41.3 s, 16 files`.
    static func summary(_ result: RenderedScreen) -> String {
        let incidents = result.incidents.isEmpty ? "" : ", \(result.incidents.count) incident\(result.incidents.count == 1 ? "" : "s")"
        return "\(result.folder.relativePath): \(result.utterances) stop\(result.utterances == 1 ? "" : "s"), "
            + String(format: "%.1f s", result.duration) + ", \(result.files.count) files" + incidents
    }
}
