import Renderer
import Foundation
import Screens
import Simulator
import Synthesizer
import Testing
import TestSupport

/// A real worker that records what it was asked to say.
final class RecordingWorker: SpeechEngine, @unchecked Sendable {
    let inner: SupervisedEngine
    private let lock = NSLock()
    private var calls: [String] = []
    init() throws { inner = try SupervisedEngine(workerExecutable: Repository.earshotExecutable) }
    var sampleRate: Int { inner.sampleRate }
    var said: [String] { lock.withLock { calls } }
    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        lock.withLock { calls.append(text) }
        try inner.synthesize(text, settings: settings, sink: sink)
    }
}

/// Two engines saying a few utterances' phrases at once (``ScreenRenderer/parallelEngines``) must
/// not change a byte, nor say a phrase nobody hears.
@Suite("Parallel synthesis")
struct ParallelSynthesisTests {
    /// Hints that play, hints cut while playing (several phrases, so some are never needed),
    /// hints cancelled before they start, a queued announcement, repeats and a second language.
    let session: [Utterance] = [
        Fixture.utterance([.sound(.screenChanged, language: "en-US"), Fixture.part(.label, "Settings"),
                           Fixture.part(.traits, "Heading")], focus: "title", cause: .open),
        Fixture.utterance([Fixture.part(.label, "Wi-Fi, Bluetooth, and Cellular"), Fixture.part(.traits, "Button")],
                          delayed: [Fixture.part(.systemHint, "Double tap to open. Swipe up or down to adjust the value.")],
                          focus: "wifi", listening: .seconds(1.6)),
        Fixture.utterance([Fixture.part(.label, "Brightness"), Fixture.part(.value, "40%")],
                          delayed: [Fixture.part(.systemHint, "Swipe up or down to adjust.")],
                          focus: "brightness", listening: .immediately),
        Fixture.utterance([Fixture.part(.label, "Button")], delayed: [Fixture.part(.systemHint, "Double tap to open.")],
                          focus: "more"),
        Fixture.utterance([Fixture.part(.label, "Xin chào, 22:58", language: "vi-VN")], focus: "greeting"),
        Fixture.utterance([Fixture.part(.announcement, "Saved. 3 items, $1,234.56.")], focus: nil, cause: .step(.announce),
                          interrupts: false),
        Fixture.utterance([Fixture.part(.label, "Settings"), Fixture.part(.traits, "Heading")], focus: "title"),
    ]

    static let files = ["walkthrough.wav", "captions.vtt", "transcript.txt", "transcript.json", "timeline.json"]

    /// Two fake engines, each of which would say any phrase: the renderer asks only for what the
    /// layout wants, and two engines make the same files as one.
    private func twoEngines(_ session: [Utterance], before: @escaping @Sendable (String) throws -> Void = { _ in })
        -> (renderer: ScreenRenderer, said: () -> [String]) {
        let first = HookedEngine(before: before), second = HookedEngine(before: before)
        let renderer = ScreenRenderer(engine: first, engineVersion: "fake 1", profiles: Fixture.store, parallelEngines: [second])
        return (renderer, { first.inner.synthesized + second.inner.synthesized })
    }

    /// A hint that may be cut waits for the layout to ask for it; the phrases sure to be heard are
    /// said ahead: the order changes, not what is said or heard.
    @Test func twoEnginesSayTheSamePhrasesAndWriteTheSameBytes() throws {
        let direct = FakeEngine()
        let rootA = try Repository.temporaryDirectory(), rootB = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer(engine: direct).render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: rootA)
        let (both, saidByBoth) = twoEngines(session)
        _ = try both.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: rootB)
        let said = saidByBoth()
        #expect(said.count == Set(said).count, "\(said)")
        #expect(Set(said) == Set(direct.synthesized))
        // Of the hint cut while playing, only the phrase that starts before the gesture.
        #expect(said.contains("Double tap to open"))
        // Never a phrase of a hint cancelled before it starts, nor one after the cut.
        #expect(!said.contains("Swipe up or down to adjust"))
        #expect(!said.contains("Swipe up or down to adjust the value"))
        for file in Self.files {
            #expect(try Data(contentsOf: rootA.appendingPathComponent("s/\(file)"))
                    == Data(contentsOf: rootB.appendingPathComponent("s/\(file)")), "\(file)")
        }
    }

    /// Two worker processes never say the same phrase twice (a repeat, "Tab" or "Off", is said
    /// once and taken from the phrase store), and make the bytes one worker makes.
    @Test func twoWorkersNeverSayOnePhraseTwice() throws {
        // A long phrase, a short one, the long one again ...: repeats within a group and across groups.
        let long = "The quick brown fox jumps over the lazy dog by the river at dawn and runs on into the hills"
        let session = (0..<8).map { i in
            Fixture.utterance([Fixture.part(.label, i % 2 == 0 ? long : "Row \(i)")], focus: "row\(i)")
        }
        let first = try RecordingWorker(), second = try RecordingWorker()
        defer { first.inner.shutdown(); second.inner.shutdown() }
        let both = ScreenRenderer(engine: first, engineVersion: first.inner.version, profiles: Fixture.store,
                                  parallelEngines: [second])
        let rootA = try Repository.temporaryDirectory(), rootB = try Repository.temporaryDirectory()
        _ = try both.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: rootB)
        let said = first.said + second.said
        #expect(said.filter { $0 == long }.count == 1, "\(said)")
        #expect(said.count == Set(said).count, "\(said)")
        // The same bytes as one worker saying every phrase in order, read back from the files.
        let one = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
        defer { one.shutdown() }
        _ = try ScreenRenderer(engine: one, engineVersion: one.version, profiles: Fixture.store)
            .render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: rootA)
        let walkthrough = try WAVFile(contentsOf: rootB.appendingPathComponent("s/walkthrough.wav"))
        #expect(walkthrough.samples.count > 22050 * 4)
        for file in Self.files {
            #expect(try Data(contentsOf: rootA.appendingPathComponent("s/\(file)"))
                    == Data(contentsOf: rootB.appendingPathComponent("s/\(file)")), "\(file)")
        }
    }

    @Test func anEngineFailureEndsTheRenderAndLeavesNothing() throws {
        final class FailsOnThird: SpeechEngine, @unchecked Sendable {
            let sampleRate = 22050
            private let lock = NSLock()
            private var count = 0
            func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
                lock.lock()
                count += 1
                let n = count
                lock.unlock()
                if n >= 3 { throw SpeechEngineError.workerFailed("gone") }
                [Int16](repeating: 100, count: 2000).withUnsafeBufferPointer(sink)
            }
        }
        let root = try Repository.temporaryDirectory()
        let renderer = ScreenRenderer(engine: FailsOnThird(), engineVersion: "x", profiles: Fixture.store,
                                      parallelEngines: [FailsOnThird()])
        #expect(throws: RenderError.self) {
            try renderer.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func aLongSessionSaysWhatOneEngineSaysAndTheSameBytes() throws {
        // Many groups of utterances, hints played, cut and cancelled.
        let long = (0..<120).map { i in
            Fixture.utterance([Fixture.part(.label, "Row \(i % 7)"), Fixture.part(.value, "\(i) of 120")],
                              delayed: i % 3 == 0 ? [Fixture.part(.systemHint, "Double tap to open. Swipe for more.")] : [],
                              focus: "row\(i)", listening: i % 2 == 0 ? .immediately : .seconds(1.4))
        }
        let direct = FakeEngine()
        let rootA = try Repository.temporaryDirectory(), rootB = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer(engine: direct).render(name: "s", voices: Fixture.voices("en-US"), utterances: long, into: rootA)
        let (both, said) = twoEngines(long)
        _ = try both.render(name: "s", voices: Fixture.voices("en-US"), utterances: long, into: rootB)
        #expect(Set(said()) == Set(direct.synthesized))
        for file in Self.files {
            #expect(try Data(contentsOf: rootA.appendingPathComponent("s/\(file)"))
                    == Data(contentsOf: rootB.appendingPathComponent("s/\(file)")), "\(file)")
        }
    }

    @Test func speechAnAnnouncementCutsIsNotSynthesizedAhead() throws {
        // A step listened to only briefly, then an interrupting announcement posted right after
        // its gesture: the announcement arrives 0.25 s into the step's speech and cuts it there,
        // so only the phrases that start before that are ever needed.
        func announcement(_ priority: Announcement.Priority) -> Utterance {
            var made = Fixture.utterance([Fixture.part(.announcement, "Download complete.")], focus: nil,
                                         cause: .step(.announce))
            made.priority = priority
            return made
        }
        for priority in [Announcement.Priority.high, .default] {
            let session = [
                Fixture.utterance([Fixture.part(.label, "Storage, almost full. Free up space. Manage backups."),
                                   Fixture.part(.traits, "Button")], focus: "storage", listening: .immediately),
                announcement(priority),
                Fixture.utterance([Fixture.part(.label, "Done")], focus: "done"),
            ]
            let direct = FakeEngine()
            _ = try Fixture.fakeRenderer(engine: direct).render(name: "s", voices: Fixture.voices("en-US"), utterances: session,
                                                                into: try Repository.temporaryDirectory())
            let (both, said) = twoEngines(session)
            _ = try both.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: try Repository.temporaryDirectory())
            #expect(said().sorted() == direct.synthesized.sorted(), "\(priority)")
            // The case is real: a high one cuts the label, a default one lets it finish; neither
            // lets the traits be heard.
            #expect(direct.synthesized.contains("Manage backups") == (priority == .default), "\(priority)")
            #expect(!direct.synthesized.contains("Button"), "\(priority)")
        }
    }

    /// A screen that fails on an engine error fails alone: the renderer goes on with the next
    /// screen as if nothing happened.
    @Test func aScreenThatFailsLeavesTheNextOneToRender() throws {
        let failing = [
            Fixture.utterance([Fixture.part(.label, "Broken"), Fixture.part(.traits, "Button")], focus: "x", cause: .open),
            Fixture.utterance([Fixture.part(.label, "Never said, at all")], focus: "y"),
        ]
        let refuse: @Sendable (String) throws -> Void = { if $0.contains("Broken") { throw SpeechEngineError.workerFailed("gone") } }
        let (renderer, _) = twoEngines(failing, before: refuse)
        let root = try Repository.temporaryDirectory()
        #expect(throws: RenderError.self) {
            try renderer.render(name: "bad", voices: Fixture.voices("en-US"), utterances: failing, into: root)
        }
        _ = try renderer.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let rootAlone = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: rootAlone)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["s"])
        for file in Self.files {
            #expect(try Data(contentsOf: root.appendingPathComponent("s/\(file)"))
                    == Data(contentsOf: rootAlone.appendingPathComponent("s/\(file)")), "\(file)")
        }
    }
}
