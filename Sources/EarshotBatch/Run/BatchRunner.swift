import Foundation
import Renderer
import Screens
import Synchronization
import Synthesizer
import ReviewSite

/// Renders a documentation set: finds the screen files, skips those whose outputs are up to
/// date, renders the rest on `jobs` threads (each with its own engine process), and writes the
/// review page. A screen that fails never stops the others.
package final class BatchRunner: Sendable {
    package let configuration: BatchConfiguration
    package let pipeline: any BatchPipeline
    package let engines: EngineFactory
    private let cancelled = Atomic(false)

    package init(configuration: BatchConfiguration, pipeline: any BatchPipeline, engines: EngineFactory) {
        self.configuration = configuration
        self.pipeline = pipeline
        self.engines = engines
    }

    /// Stops handing out screens; those being rendered finish, so nothing is left half-done.
    package func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
    }

    private var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }

    /// Runs the batch. `progress` is made once the number of screens is known. Throws only for
    /// problems with the inputs or OUT as a whole; a screen's problems are in its outcome.
    package func run(progress makeProgress: (Int) -> BatchProgress) throws -> BatchReport {
        let output = configuration.output
        let files = try ScreenDiscovery.files(in: configuration.inputs, excluding: output)
        let cache = configuration.cache
        try BatchRunner.prepare(output)
        StaleTemporaries.sweep(output, cache: cache)

        // Every file of the set is read (folder names depend on every name, in every shard);
        // only those whose bytes changed since the last run are parsed.
        let summaries = SummaryCache.read(cache)
        let loaded = load(files, summaries: summaries)
        var remembered = SummaryCache(entries: [:])
        for (file, entry) in zip(files, loaded) {
            if case .screen(let screen) = entry {
                remembered.entries[file.relativePath] = .init(digest: screen.digest, summary: screen.summary)
            }
        }
        remembered.write(cache)

        let names = loaded.map { entry -> String? in
            if case .screen(let screen) = entry { return OutputName.sanitize(screen.summary.name) }
            return nil
        }
        let naming = FolderNames.assign(names, sources: files.map(\.displayPath), reserved: ReviewPage.reservedNames)
        let mine = files.indices.filter { configuration.shard?.contains(files[$0].relativePath) ?? true }

        var outcomes = [ScreenOutcome?](repeating: nil, count: files.count)
        // Manifests already read or written in this run, by folder: read each once.
        var known: [String: ScreenManifest] = [:]
        var skipped: [DiscoveredFile] = []
        var pending: [RenderJob] = []
        let progress = makeProgress(mine.filter { if case .notScreen = loaded[$0] { false } else { true } }.count)
        for index in mine {
            let file = files[index]
            switch loaded[index] {
            case .notScreen:
                skipped.append(file)
            case .failed(let message):
                outcomes[index] = ScreenOutcome(file: file, status: .failed(message))
                progress.finished(outcomes[index]!)
            case .screen(let screen):
                let folder = naming.folders[index]
                var outcome = ScreenOutcome(file: file, name: screen.summary.name, folder: folder, status: .reused)
                let key: CacheKey
                do {
                    key = try screenKey(screen, file: file)
                } catch {
                    outcome.status = .failed("\(file.displayPath): \(error)")
                    outcomes[index] = outcome
                    progress.finished(outcome)
                    continue
                }
                let folderURL = output.appendingPathComponent(folder)
                if let manifest = ScreenManifest.read(in: folderURL), manifest.key == key,
                   manifest.source == file.relativePath, manifest.filesIntact(in: folderURL) {
                    known[folder] = manifest
                    outcome.incidents = manifest.incidents
                    outcomes[index] = outcome
                    progress.finished(outcome)
                } else {
                    pending.append(RenderJob(index: index, file: file, screen: screen, folder: folder, key: key))
                }
            }
        }

        let disk = DiskPhraseStore(cache: cache)
        let memory = InMemoryPhraseStore()
        let (rendered, started) = render(pending, into: output, phrases: { PhraseRecorder(disk: disk, memory: memory) },
                                         progress: progress)
        for (index, outcome, manifest) in rendered {
            outcomes[index] = outcome
            if let manifest { known[manifest.folder] = manifest }
        }
        progress.close()
        let interrupted = rendered.count < pending.count

        var removed: [String] = []
        let manifests: [ScreenManifest]
        if interrupted {
            manifests = BatchRunner.manifests(in: output, known: known)
        } else {
            // A screen that failed this run keeps its previous folder (the page marks it stale).
            let failedSources = Set(outcomes.compactMap { $0 }.filter(\.failed).map(\.file.relativePath))
            removed = removeStaleFolders(in: output, assigned: Set(naming.folders.filter { !$0.isEmpty }),
                                         keepingSources: failedSources)
            manifests = BatchRunner.manifests(in: output, known: known)
            // Only a run that changed OUT can have left phrases no screen uses.
            if !pending.isEmpty || !removed.isEmpty, let keep = PhraseList.used(by: manifests, in: output) {
                disk.prune(keeping: keep)
            }
            // A shard sees only its own screens' images: shards leave them to `--index-only`.
            if configuration.shard == nil { ScreenshotStore.prune(output, keeping: manifests) }
        }
        let finished = outcomes.compactMap { $0 }
        // Before the page, which shows what the comparison kept.
        let baseline = try configuration.baseline.map { try BaselineComparison.compare(output: output, baseline: $0) }
        let index = output.appendingPathComponent(ReviewPage.fileName)
        let failures = finished.compactMap { outcome -> ReviewPage.Failure? in
            guard case .failed(let message) = outcome.status else { return nil }
            return ReviewPage.Failure(source: outcome.file.relativePath, message: message)
        }
        try ReviewPage.write(manifests: manifests, failures: failures, output: output, to: index)
        return BatchReport(outcomes: finished, skipped: skipped, found: files.count, warnings: naming.warnings, index: index,
                           enginesStarted: started, phraseCache: disk.statistics, removedFolders: removed,
                           interrupted: interrupted, baseline: baseline)
    }

    /// Rebuilds `OUT/index.html` from the screens in OUT (after merging shards' folders), and
    /// prunes the phrases in `cache` no screen there uses.
    package static func writeIndex(output: URL, cache: CacheFolder) throws -> URL {
        try prepare(output)
        StaleTemporaries.sweep(output, cache: cache)
        let manifests = manifests(in: output)
        if let keep = PhraseList.used(by: manifests, in: output) {
            DiskPhraseStore(cache: cache).prune(keeping: keep)
        }
        ScreenshotStore.prune(output, keeping: manifests)
        let index = output.appendingPathComponent(ReviewPage.fileName)
        try ReviewPage.write(manifests: manifests, failures: [], output: output, to: index)
        return index
    }

    /// The manifests of every screen folder in OUT, in set order (by source path); those in
    /// `known` (read or written earlier in the run) are not read again.
    static func manifests(in output: URL, known: [String: ScreenManifest] = [:]) -> [ScreenManifest] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            known[name] ?? ScreenManifest.read(in: output.appendingPathComponent(name))
        }.sorted { a, b in
            a.source == b.source ? a.folder.utf8.lexicographicallyPrecedes(b.folder.utf8)
                : a.source.utf8.lexicographicallyPrecedes(b.source.utf8)
        }
    }

    /// Creates OUT, refusing a path that exists and is not a folder.
    static func prepare(_ output: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw DiscoveryError(output.path, "is a file; allowed: a folder for the outputs (-o)")
        }
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw DiscoveryError(output.path, "cannot be created; allowed: a writable folder (-o)")
        }
    }

    // MARK: - Loading

    /// A screen file read: its bytes, their digest, its summary, and the parsed screen unless the
    /// summary came from the cache.
    private struct LoadedScreen: Sendable {
        var data: Data
        var digest: CacheKey
        var summary: ScreenSummary
        var screen: ImportedScreen?
    }

    private enum Loaded: Sendable {
        case screen(LoadedScreen)
        case notScreen
        case failed(String)
    }

    private func load(_ files: [DiscoveredFile], summaries: SummaryCache) -> [Loaded] {
        let results = LockedArray<Loaded>(repeating: .notScreen, count: files.count)
        let pipeline = self.pipeline
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                results[index] = .failed("\(file.displayPath): cannot read the file; allowed: a readable screen file")
                return
            }
            let digest = CacheKey(fields: [(name: "file", bytes: data)])
            if let summary = summaries.summary(for: file.relativePath, digest: digest) {
                results[index] = .screen(LoadedScreen(data: data, digest: digest, summary: summary, screen: nil))
                return
            }
            do {
                if let screen = try pipeline.load(data, file: file) {
                    results[index] = .screen(LoadedScreen(data: data, digest: digest, summary: ScreenSummary(screen.screen), screen: screen))
                } else {
                    results[index] = .notScreen
                }
            } catch {
                results[index] = .failed("\(error)")
            }
        }
        return results.values
    }

    private func screenKey(_ screen: LoadedScreen, file: DiscoveredFile) throws -> CacheKey {
        var fields: [(name: String, bytes: Data)] = [
            ("format", Data(BatchFormat.version.utf8)),
            ("engine", Data(engines.version.utf8)),
            ("screen", Data(screen.digest.hex.utf8)),
        ]
        // A changed screenshot renders the screen's map and page again.
        if let screenshot = screen.summary.screenshot {
            let image = try ScreenshotFile.read(screenshot, screenFile: file.displayPath)
            fields.append(("screenshot", image.data() ?? Data()))
        }
        fields += try pipeline.keyFields(for: screen.summary)
        return CacheKey(fields: fields)
    }

    // MARK: - Rendering

    private struct RenderJob: Sendable {
        var index: Int
        var file: DiscoveredFile
        var screen: LoadedScreen
        var folder: String
        var key: CacheKey
    }

    /// Renders the jobs on up to `jobs` threads; returns the outcomes (by set index) and how
    /// many engines were started.
    private func render(_ jobs: [RenderJob], into output: URL, phrases: @escaping @Sendable () -> PhraseRecorder,
                        progress: BatchProgress) -> ([(index: Int, outcome: ScreenOutcome, manifest: ScreenManifest?)], Int) {
        guard !jobs.isEmpty else { return ([], 0) }
        // Bigger files first, so the last screens to finish are short ones and threads end together.
        let queue = jobs.enumerated().sorted { a, b in
            a.element.screen.data.count != b.element.screen.data.count
                ? a.element.screen.data.count > b.element.screen.data.count : a.offset < b.offset
        }.map(\.element)
        let next = LockedCounter()
        let results = LockedArray<(index: Int, outcome: ScreenOutcome, manifest: ScreenManifest?)?>(repeating: nil, count: queue.count)
        let engines = (0..<min(configuration.jobs, queue.count)).map { _ in DeferredEngine(factory: self.engines) }
        let group = DispatchGroup()
        for engine in engines {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                while !isCancelled, let position = next.take(below: queue.count) {
                    let job = queue[position]
                    let (outcome, manifest) = render(job, into: output, engine: engine, phrases: phrases())
                    results[position] = (job.index, outcome, manifest)
                    progress.finished(outcome)
                }
                engine.release()
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        group.wait()
        return (results.values.compactMap { $0 }, engines.filter(\.started).count)
    }

    private func render(_ job: RenderJob, into output: URL, engine: DeferredEngine,
                        phrases recorder: PhraseRecorder) -> (ScreenOutcome, ScreenManifest?) {
        let clock = ProcessInfo.processInfo.systemUptime
        let callsBefore = engine.calls
        var outcome = ScreenOutcome(file: job.file, name: job.screen.summary.name, folder: job.folder, status: .rendered)
        var written: ScreenManifest?
        do {
            guard let screen = try job.screen.screen ?? pipeline.load(job.screen.data, file: job.file) else {
                throw DiscoveryError(job.file.displayPath, "is no longer a screen file")
            }
            var result = try pipeline.render(screen, file: job.file, folder: job.folder, into: output, engine: engine, phrases: recorder)
            result.incidents += engine.takeIncidents()
            let folder = output.appendingPathComponent(job.folder)
            let reviewed = try pipeline.review(screen, file: job.file, rendered: result, into: folder)
            var manifest = ScreenManifest(
                key: job.key, source: job.file.relativePath, name: screen.screen.name, folder: job.folder,
                language: screen.screen.language, duration: result.duration, utterances: result.utterances,
                files: try ScreenManifest.files(result.files + reviewed.files, in: folder), incidents: result.incidents)
            manifest.findings = reviewed.findings
            manifest.screenshot = reviewed.screenshot
            try PhraseList.write(recorder.keys, in: folder)
            try manifest.write(in: folder)
            written = manifest
            // The screen's review page, made here on the render threads.
            ScreenPage.write(for: manifest, output: output)
            outcome.incidents = result.incidents
        } catch {
            _ = engine.takeIncidents()
            let message = "\(error)"
            outcome.status = .failed(message.hasPrefix(job.file.displayPath) ? message : "\(job.file.displayPath): \(message)")
        }
        outcome.synthesized = engine.calls - callsBefore
        outcome.seconds = ProcessInfo.processInfo.systemUptime - clock
        return (outcome, written)
    }

    // MARK: - Housekeeping

    /// Deletes the folders of screens that left the set: folders holding a batch manifest whose
    /// source is this shard's (every source, without a shard) and that no screen of the set
    /// writes to any more, unless their source is in the set but failed this run. Folders without
    /// a manifest are never touched.
    private func removeStaleFolders(in output: URL, assigned: Set<String>, keepingSources failed: Set<String>) -> [String] {
        var removed: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && !assigned.contains(name) {
            let folder = output.appendingPathComponent(name)
            guard let manifest = ScreenManifest.read(in: folder),
                  configuration.shard?.contains(manifest.source) ?? true, !failed.contains(manifest.source) else { continue }
            if (try? FileManager.default.removeItem(at: folder)) != nil { removed.append(name) }
        }
        return removed
    }
}
