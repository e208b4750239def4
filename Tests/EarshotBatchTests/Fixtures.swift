import Renderer
import Foundation
import Screens
import Synthesizer
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// A pipeline for testing the runner on its own: a "screen file" is lines of `name=`, `lang=`
/// and `say=` (one stop each); `broken` anywhere makes it a bad screen file, and a file without
/// `name=` is not a screen. Phrases go through the real engine and the batch's phrase cache, and
/// the outputs have the renderer's shape (walkthrough, stops, captions, transcript, timeline).
struct LinesPipeline: BatchPipeline {
    let settings = SpeechSettings(voice: "en-us")
    let engineVersion: String

    func load(_ data: Data, file: DiscoveredFile) throws -> ImportedScreen? {
        let text = String(decoding: data, as: UTF8.self)
        if text.contains("broken") {
            throw LinesError(message: "\(file.displayPath):1: broken screen; allowed: name=, lang=, say= lines")
        }
        var name: String?
        var language = "en-US"
        var elements: [Element] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("name=") { name = String(line.dropFirst(5)) }
            if line.hasPrefix("lang=") { language = String(line.dropFirst(5)) }
            if line.hasPrefix("say=") { elements.append(Element(id: "e\(elements.count + 1)", label: String(line.dropFirst(4)))) }
        }
        guard let name else { return nil }
        return ImportedScreen(screen: Screen(name: name, language: language, elements: elements), warnings: [],
                              format: .screenFile)
    }

    func keyFields(for summary: ScreenSummary) throws -> [(name: String, bytes: Data)] {
        [("speech", try CacheKey.canonicalJSON(settings))]
    }

    func render(_ imported: ImportedScreen, file: DiscoveredFile, folder: String, into output: URL, engine: any SpeechEngine,
                phrases: PhraseRecorder) throws -> RenderedFiles {
        let screen = imported.screen
        let staging = output.appendingPathComponent(".\(folder).\(getpid())-0A1B2C3D.partial")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging.appendingPathComponent("stops"), withIntermediateDirectories: true)
        let rate = engine.sampleRate
        let gap = [Int16](repeating: 0, count: rate / 4)
        var walk: [Int16] = []
        var files = ["walkthrough.wav"]
        var events: [String] = []
        var cues = "WEBVTT\n\n"
        for (index, element) in screen.elements.enumerated() {
            let key = CacheKey(fields: [(name: "phrase", text: element.label), (name: "engine", text: engineVersion)])
            let samples: [Int16]
            if let cached = phrases.samples(for: key) {
                samples = cached
            } else {
                samples = try engine.samples(for: element.label, settings: settings)
                phrases.store(samples, for: key)
            }
            let start = walk.count
            walk += samples
            let end = walk.count
            walk += gap
            let seconds = { (s: Int) in String(format: "%.6f", Double(s) / Double(rate)) }
            events.append("{\"start\": \(seconds(start)), \"end\": \(seconds(end)), \"startSample\": \(start), "
                + "\"endSample\": \(end), \"kind\": \"speech\", \"role\": \"label\", "
                + "\"text\": \(Self.json(element.label)), \"spoken\": \(Self.json(element.label)), \"sound\": null, "
                + "\"status\": \"played\", \"utterance\": \(index + 1)}")
            events.append("{\"start\": \(seconds(end)), \"end\": \(seconds(end + gap.count)), \"startSample\": \(end), "
                + "\"endSample\": \(end + gap.count), \"kind\": \"silence\", "
                + "\"role\": \"hintDelay\", \"text\": \"\", \"spoken\": \"\", \"sound\": null, \"status\": \"played\", "
                + "\"utterance\": \(index + 1)}")
            cues += "\(Self.vtt(start, rate)) --> \(Self.vtt(end, rate))\n\(element.label.replacingOccurrences(of: "<", with: "&lt;"))\n\n"
        }
        let writer = try WAVWriter(url: staging.appendingPathComponent("walkthrough.wav"), sampleRate: rate)
        try writer.append(walk)
        try writer.finish()
        try Data(cues.utf8).write(to: staging.appendingPathComponent("captions.vtt"))
        try Data("\(screen.name)\n".utf8).write(to: staging.appendingPathComponent("transcript.txt"))
        let timeline = "{\"screen\": \(Self.json(screen.name)), \"sampleRate\": \(rate), \"duration\": "
            + "\(Double(walk.count) / Double(rate)), \"events\": [\(events.joined(separator: ",\n"))], \"incidents\": []}"
        try Data(timeline.utf8).write(to: staging.appendingPathComponent("timeline.json"))
        files += ["captions.vtt", "transcript.txt", "timeline.json"]
        let final = output.appendingPathComponent(folder)
        try? FileManager.default.removeItem(at: final)
        try FileManager.default.moveItem(at: staging, to: final)
        return RenderedFiles(files: files, duration: Double(walk.count) / Double(rate), utterances: screen.elements.count,
                             incidents: [])
    }

    static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    static func vtt(_ samples: Int, _ rate: Int) -> String {
        let ms = samples * 1000 / rate
        return String(format: "00:%02d:%02d.%03d", ms / 60000, ms / 1000 % 60, ms % 1000)
    }
}

struct LinesError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The in-process engine, counted: the runner's own counts are checked against it.
final class CountingEngine: SpeechEngine, @unchecked Sendable {
    let base: EspeakEngine
    private let lock = NSLock()
    private var texts: [String] = []
    init() throws { base = try EspeakEngine.shared() }
    var sampleRate: Int { base.sampleRate }
    var spoken: [String] { lock.lock(); defer { lock.unlock() }; return texts }
    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        lock.lock(); texts.append(text); lock.unlock()
        try base.synthesize(text, settings: settings, sink: sink)
    }
}

/// A documentation set of `lines` screen files in a fresh folder, and a runner for it.
struct LinesSet {
    let root: URL
    let docs: URL
    let out: URL
    /// The batch's cache folder, outside OUT as by default.
    let cache: CacheFolder
    let engine: CountingEngine
    let starts = StartCounter()

    init(_ screens: [String: String]) throws {
        root = try Repository.temporaryDirectory("batch-run")
        docs = root.appendingPathComponent("docs")
        out = root.appendingPathComponent("out")
        cache = CacheFolder(root.appendingPathComponent("cache"))
        engine = try CountingEngine()
        for (path, text) in screens { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = docs.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(jobs: Int = 1, shard: Shard? = nil) throws -> BatchReport {
        let engine = self.engine, starts = self.starts
        let factory = EngineFactory(version: engine.base.version, sampleRate: engine.sampleRate) {
            starts.increment()
            return engine
        }
        let runner = BatchRunner(configuration: BatchConfiguration(inputs: [docs], output: out, jobs: jobs, shard: shard, cache: cache),
                                 pipeline: LinesPipeline(engineVersion: engine.base.version), engines: factory)
        return try runner.run { BatchProgress(total: $0, isTerminal: false) { _ in } }
    }
}

final class StartCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
