import Foundation
import ScreenModel
import Synthesizer

/// What one batch is asked to do.
public struct BatchConfiguration: Sendable {
    /// Screen files and folders of them.
    public var inputs: [URL]
    public var output: URL
    /// Render threads, each with its own engine process.
    public var jobs: Int
    /// Only this shard's screens, when set.
    public var shard: Shard?

    public init(inputs: [URL], output: URL, jobs: Int, shard: Shard? = nil) {
        self.inputs = inputs
        self.output = output
        self.jobs = max(1, jobs)
        self.shard = shard
    }
}

/// What a batch did.
public struct BatchReport: Sendable {
    /// Every screen file of this shard, in set order.
    public var outcomes: [ScreenOutcome]
    /// Files with a screen extension whose content is no screen (skipped).
    public var skipped: [DiscoveredFile]
    /// Screen files found in the whole set, before sharding.
    public var found: Int
    /// Duplicate folder names and similar, one line each.
    public var warnings: [String]
    /// The review page, once written.
    public var index: URL?
    /// Engine processes started.
    public var enginesStarted: Int
    /// Phrase cache activity.
    public var phraseCache: DiskPhraseStore.Counts
    /// Screen folders of screens no longer in the set, deleted.
    public var removedFolders: [String]
    /// Whether the run stopped early (interrupted): unstarted screens are not in `outcomes`.
    public var interrupted: Bool

    public var rendered: Int { outcomes.filter { $0.status == .rendered }.count }
    public var reused: Int { outcomes.filter { $0.status == .reused }.count }
    public var failures: [ScreenOutcome] { outcomes.filter { if case .failed = $0.status { true } else { false } } }
    public var synthesized: Int { outcomes.reduce(0) { $0 + $1.synthesized } }
}

/// Renders a documentation set: finds the screen files, skips those whose outputs are up to
/// date, renders the rest on `jobs` threads (each with its own engine process), and writes the
/// review page. A screen that fails never stops the others.
public final class BatchRunner: @unchecked Sendable {
    public let configuration: BatchConfiguration
    public let pipeline: any BatchPipeline
    public let engines: EngineFactory
    private let lock = NSLock()
    private var cancelled = false

    public init(configuration: BatchConfiguration, pipeline: any BatchPipeline, engines: EngineFactory) {
        self.configuration = configuration
        self.pipeline = pipeline
        self.engines = engines
    }

    /// Stops handing out screens; those being rendered finish, so nothing is left half-done.
    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Runs the batch. `progress` is made once the number of screens is known. Throws only for
    /// problems with the inputs or OUT as a whole; a screen's problems are in its outcome.
    public func run(progress makeProgress: (Int) -> BatchProgress) throws -> BatchReport {
        let output = configuration.output
        let files = try ScreenDiscovery.files(in: configuration.inputs, excluding: output)
        try BatchRunner.prepare(output)
        StaleTemporaries.sweep(output)

        let loaded = load(files)
        let names = loaded.map { entry -> String? in
            if case .screen(let screen, _) = entry { return OutputName.sanitize(screen.name) }
            return nil
        }
        let naming = FolderNames.assign(names, sources: files.map(\.displayPath), reserved: ReviewPage.reservedNames)
        let mine = files.indices.filter { configuration.shard?.contains(files[$0].relativePath) ?? true }

        var outcomes = [ScreenOutcome?](repeating: nil, count: files.count)
        var skipped: [DiscoveredFile] = []
        var pending: [RenderJob] = []
        let progress = makeProgress(mine.filter { if case .notScreen = loaded[$0] { false } else { true } }.count)
        for index in mine {
            let file = files[index]
            switch loaded[index] {
            case .notScreen:
                skipped.append(file)
            case .failed(let message):
                let outcome = ScreenOutcome(file: file, status: .failed(message))
                outcomes[index] = outcome
                progress.finished(outcome)
            case .screen(let screen, let data):
                let folder = naming.folders[index]
                let key: CacheKey
                do {
                    key = try screenKey(screen, data: data)
                } catch {
                    let outcome = ScreenOutcome(file: file, name: screen.name, folder: folder,
                                                status: .failed("\(file.displayPath): \(error)"))
                    outcomes[index] = outcome
                    progress.finished(outcome)
                    continue
                }
                let folderURL = output.appendingPathComponent(folder)
                if let manifest = ScreenManifest.read(in: folderURL), manifest.key == key, manifest.source == file.relativePath,
                   manifest.filesIntact(in: folderURL) {
                    let outcome = ScreenOutcome(file: file, name: screen.name, folder: folder, status: .reused,
                                                incidents: manifest.incidents)
                    outcomes[index] = outcome
                    progress.finished(outcome)
                } else {
                    pending.append(RenderJob(index: index, file: file, screen: screen, folder: folder, key: key,
                                             cost: data.count))
                }
            }
        }

        let disk = DiskPhraseStore(output: output)
        let (rendered, started) = render(pending, into: output, disk: disk, progress: progress)
        for outcome in rendered { outcomes[outcome.index] = outcome.outcome }
        progress.close()
        let interrupted = isCancelled && rendered.count < pending.count

        var removed: [String] = []
        if !interrupted {
            removed = removeStaleFolders(in: output, assigned: Set(naming.folders.filter { !$0.isEmpty }))
        }
        let manifests = BatchRunner.manifests(in: output)
        if !interrupted {
            disk.prune(keeping: Set(manifests.flatMap(\.phrases)))
        }
        let finished = outcomes.compactMap { $0 }
        let index = output.appendingPathComponent(ReviewPage.fileName)
        try ReviewPage.write(manifests: manifests, failures: finished.filter { $0.status != .rendered && $0.status != .reused },
                             output: output, to: index)
        return BatchReport(outcomes: finished, skipped: skipped, found: files.count, warnings: naming.warnings, index: index,
                           enginesStarted: started, phraseCache: disk.statistics, removedFolders: removed,
                           interrupted: interrupted)
    }

    /// Rebuilds `OUT/index.html` from the screens in OUT (after merging shards' folders).
    public static func writeIndex(output: URL) throws -> URL {
        let index = output.appendingPathComponent(ReviewPage.fileName)
        try ReviewPage.write(manifests: manifests(in: output), failures: [], output: output, to: index)
        return index
    }

    /// The manifests of every screen folder in OUT, in set order (by source path).
    static func manifests(in output: URL) -> [ScreenManifest] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            ScreenManifest.read(in: output.appendingPathComponent(name))
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

    private enum Loaded {
        case screen(Screen, Data)
        case notScreen
        case failed(String)
    }

    /// Reads and parses every file of the set (all shards: folder names depend on every name),
    /// on `jobs` threads.
    private func load(_ files: [DiscoveredFile]) -> [Loaded] {
        let results = LockedArray<Loaded>(repeating: .notScreen, count: files.count)
        let pipeline = self.pipeline
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result: Loaded
            if let data = FileManager.default.contents(atPath: file.url.path) {
                do {
                    result = try pipeline.load(data, file: file).map { .screen($0, data) } ?? .notScreen
                } catch {
                    result = .failed("\(error)")
                }
            } else {
                result = .failed("\(file.displayPath): cannot read the file; allowed: a readable screen file")
            }
            results[index] = result
        }
        return results.values
    }

    private func screenKey(_ screen: Screen, data: Data) throws -> CacheKey {
        var fields: [(name: String, bytes: Data)] = [
            ("format", Data(BatchFormat.version.utf8)),
            ("engine", Data(engines.version.utf8)),
            ("screen", data),
        ]
        fields += try pipeline.keyFields(for: screen)
        return CacheKey(fields: fields)
    }

    // MARK: - Rendering

    private struct RenderJob {
        var index: Int
        var file: DiscoveredFile
        var screen: Screen
        var folder: String
        var key: CacheKey
        /// Bigger files first, so the last screens to finish are short ones and threads end together.
        var cost: Int
    }

    /// Renders the jobs on up to `jobs` threads; returns the outcomes (by set index) and how
    /// many engines were started.
    private func render(_ jobs: [RenderJob], into output: URL, disk: DiskPhraseStore,
                        progress: BatchProgress) -> ([(index: Int, outcome: ScreenOutcome)], Int) {
        guard !jobs.isEmpty else { return ([], 0) }
        let queue = jobs.enumerated().sorted { a, b in
            a.element.cost != b.element.cost ? a.element.cost > b.element.cost : a.offset < b.offset
        }.map(\.element)
        let next = LockedCounter()
        let results = LockedArray<(index: Int, outcome: ScreenOutcome)?>(repeating: nil, count: queue.count)
        let threads = min(configuration.jobs, queue.count)
        let engines = (0..<threads).map { _ in DeferredEngine(factory: self.engines) }
        let group = DispatchGroup()
        for engine in engines {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                while !isCancelled, let position = next.take(below: queue.count) {
                    let job = queue[position]
                    let outcome = render(job, into: output, engine: engine, disk: disk)
                    results[position] = (job.index, outcome)
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

    private func render(_ job: RenderJob, into output: URL, engine: DeferredEngine, disk: DiskPhraseStore) -> ScreenOutcome {
        let clock = ProcessInfo.processInfo.systemUptime
        let callsBefore = engine.calls
        let recorder = PhraseRecorder(disk: disk)
        var outcome = ScreenOutcome(file: job.file, name: job.screen.name, folder: job.folder, status: .rendered)
        do {
            let result = try pipeline.render(job.screen, folder: job.folder, into: output, engine: engine, phrases: recorder)
            let folder = output.appendingPathComponent(job.folder)
            let manifest = ScreenManifest(
                key: job.key, source: job.file.relativePath, name: job.screen.name, folder: job.folder,
                language: job.screen.language, duration: result.duration, utterances: result.utterances,
                files: try ScreenManifest.files(result.files, in: folder), phrases: recorder.keys,
                incidents: result.incidents)
            try manifest.write(in: folder)
            outcome.incidents = result.incidents
        } catch {
            outcome.status = .failed("\(job.file.displayPath): \(error)")
        }
        outcome.synthesized = engine.calls - callsBefore
        outcome.seconds = ProcessInfo.processInfo.systemUptime - clock
        return outcome
    }

    // MARK: - Housekeeping

    /// Deletes the folders of screens that left the set: folders holding a batch manifest whose
    /// source is this shard's (every source, without a shard) and that no screen of the set
    /// writes to any more. Folders without a manifest are never touched.
    private func removeStaleFolders(in output: URL, assigned: Set<String>) -> [String] {
        var removed: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && !assigned.contains(name) {
            let folder = output.appendingPathComponent(name)
            guard let manifest = ScreenManifest.read(in: folder),
                  configuration.shard?.contains(manifest.source) ?? true else { continue }
            if (try? FileManager.default.removeItem(at: folder)) != nil { removed.append(name) }
        }
        return removed
    }
}

/// An array written by several threads, one slot each.
final class LockedArray<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element]

    init(repeating value: Element, count: Int) {
        storage = Array(repeating: value, count: count)
    }

    subscript(index: Int) -> Element {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Hands out 0, 1, 2... to whichever thread asks first.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
