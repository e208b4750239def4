import ArgumentParser
import Renderer
import EarshotBatch
import Dispatch
import Foundation
import Synthesizer

/// `earshot batch`: a whole documentation set, rendered in parallel and incrementally, with a
/// review page.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render every screen under some folders, incrementally, with a review page.",
        discussion: """
            Finds every screen file and capture under the folders given (recursively; .yaml, \
            .yml, .json, .xml, .txt recognized by content; hidden folders and OUT skipped), renders \
            each as `earshot render` does into OUT/<name>/ (without the stops/ files: the review \
            plays each step as a time range of the walkthrough), and writes OUT/index.html, a list \
            of every screen that links each screen's page, OUT/<name>/review.html, from the file \
            system. Audio is MP3 unless --audio says otherwise, to be small enough to host.

            Rendering runs on --jobs threads, each with its own engine worker process. A screen \
            whose file, settings, voice profiles and engine are unchanged is reused without any \
            synthesis; a changed screen re-synthesizes only phrases never made before. The phrases \
            are kept outside OUT, so OUT holds only what is hosted: in \
            $XDG_CACHE_HOME/earshot/batch/ (default ~/.cache/earshot/batch/), one folder per OUT, \
            or in --cache DIR. A failing screen never stops the others.

            Progress goes to stderr (a bar on a terminal; elsewhere only failures, a line per screen \
            with --verbose, nothing with --quiet); the summary \
            and the page's path go to stdout. Exit code 0 when every screen was rendered or reused, \
            1 when any failed (or the run was interrupted), 2 for bad usage, 3 when espeak-ng or \
            the voice profiles are missing. See docs/batch.md.

            Example: earshot batch docs/screens -o build/voiceover
                     earshot batch docs/screens -o out --shard 2/4 --jobs 2
                     earshot batch --index-only -o out
            """
    )

    /// MP3: the one compressed format Chromium, Firefox and Safari all play (docs/batch.md).
    static let defaultAudio = AudioFormat.mp3

    @Argument(help: ArgumentHelp("Screen files, captures, or folders of them.", valueName: "dir-or-file"))
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to render into (created if missing).", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("Render threads, each with its own engine process (default: the number of cores).",
                               valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only shard I of N (1 <= I <= N), to spread a set over machines.", valueName: "I/N"))
    var shard: String?

    @Flag(name: .customLong("index-only"), help: "Only rebuild OUT/index.html over the screens in OUT (after merging shards).")
    var indexOnly = false

    @Option(help: ArgumentHelp(
        "A previous batch's OUT folder: screens whose transcript changed since it are marked on the page, with old and new walkthroughs side by side and the transcript's diff.",
        valueName: "dir"))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Where to keep synthesized phrases and file summaries for the next run (default: a folder for OUT under $XDG_CACHE_HOME/earshot/batch or ~/.cache/earshot/batch). Keep it between CI runs with OUT.",
        valueName: "dir"))
    var cache: String?

    @OptionGroup var rendering: RenderOptions
    @OptionGroup var simulation: SimulationOptions
    @OptionGroup var language: LanguageOption
    @OptionGroup var voices: VoicesOption
    @OptionGroup var messages: OutputOptions

    func validate() throws {
        if indexOnly {
            if !inputs.isEmpty { throw ValidationError("--index-only takes no screen files: it rebuilds the page over OUT") }
            if shard != nil { throw ValidationError("--index-only takes no --shard: the page covers every screen in OUT") }
        } else if inputs.isEmpty {
            throw ValidationError("name at least one screen file or folder")
        }
        if output.isEmpty { throw ValidationError("--output must name a folder") }
        if let cache, cache.isEmpty { throw ValidationError("--cache must name a folder") }
        if let baseline {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: baseline, isDirectory: &isFolder) || !isFolder.boolValue {
                throw ValidationError("--baseline \(baseline): no such folder; allowed: a previous batch's OUT folder")
            }
            if indexOnly { throw ValidationError("--index-only takes no --baseline: the comparison is made by a run") }
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch let error as ShardError { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let out = URL(fileURLWithPath: output)
        let cacheFolder = cache.map { CacheFolder(URL(fileURLWithPath: $0, isDirectory: true)) } ?? CacheFolder.standard(for: out)
        if indexOnly {
            do {
                print(try BatchRunner.writeIndex(output: out, cache: cacheFolder).path)
            } catch {
                throw CommandFailure.input("\(output): cannot write the review page: \(error)")
            }
            return
        }
        let store = try Environment.voices(voices.directory)
        try language.validate(against: store)
        try rendering.requireEncoder(defaultAudio: Self.defaultAudio)
        do {
            _ = try EspeakEngine.locateData()
        } catch let error as SpeechEngineError {
            throw CommandFailure.environment(error.description)
        }
        let engines = EngineFactory.espeak { try SupervisedEngine() }
        let pipeline = StandardPipeline(profiles: store, simulation: simulation.settings,
                                        rendering: rendering.settings(defaultAudio: Self.defaultAudio),
                                        engineVersion: engines.version, importOptions: language.importOptions)
        let configuration = BatchConfiguration(
            inputs: inputs.map { URL(fileURLWithPath: $0) }, output: out,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: try shard.map { try Shard(parsing: $0) },
            baseline: baseline.map { URL(fileURLWithPath: $0) }, cache: cacheFolder)
        let runner = BatchRunner(configuration: configuration, pipeline: pipeline, engines: engines)
        let interruption = Interruption { runner.cancel() }
        defer { interruption.restore() }
        let report: BatchReport
        do {
            report = try runner.run { total in
                // A bar on a terminal; elsewhere only failures, or a line per screen with --verbose.
                BatchProgress.standardError(total: total, reportsEveryScreen: messages.verbose, silent: messages.quiet)
            }
        } catch let error as DiscoveryError {
            throw CommandFailure.input(error.description)
        } catch let error as BaselineError {
            throw CommandFailure.input(error.description)
        }
        print(BatchSummary.text(report, shard: configuration.shard), terminator: "")
        if let comparison = report.baseline { print(comparison.summary) }
        if !report.failures.isEmpty || report.interrupted { throw ExitCode.badInput }
    }
}

/// Ctrl-C (or SIGTERM) once: stop handing out screens, finish those in progress, write the page
/// and the summary. Twice: stop at once (every file is still complete or absent). Made and
/// restored on the command's thread; the signal handlers touch nothing of it.
private final class Interruption {
    private let sources: [DispatchSourceSignal]

    init(_ cancel: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                FileHandle.standardError.write(Data("\nearshot: interrupted; finishing the screens in progress (again to stop now)\n".utf8))
                signal(signalNumber, SIG_DFL)
                cancel()
            }
            source.resume()
            return source
        }
    }

    func restore() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
