import Renderer
import Foundation
import Simulator
import Synthesizer
import TestSupport
import VoiceProfiles

/// A stand-in engine for fast tests: a steady tone, 60 ms per character at 175 wpm (shorter at
/// higher rates), at a frequency set by the pitch. Text containing "CRASH" fails the way the
/// supervised engine reports a phrase that killed its worker.
final class FakeEngine: SpeechEngine, @unchecked Sendable {
    let sampleRate = 22050
    private let lock = NSLock()
    private var calls: [String] = []

    var synthesized: [String] {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        lock.lock()
        calls.append(text)
        lock.unlock()
        if text.contains("CRASH") { throw SpeechEngineError.phraseFailed(reason: "worker crashed (signal 6)") }
        let count = FakeEngine.length(text, settings: settings)
        let frequency = 100.0 + Double(settings.pitch) * 2
        let samples = (0..<count).map { Int16(8000 * sin(2 * Double.pi * frequency * Double($0) / 22050)) }
        samples.withUnsafeBufferPointer { sink($0) }
    }

    static func length(_ text: String, settings: SpeechSettings = SpeechSettings(voice: "en-us")) -> Int {
        text.count * 1323 * 175 / max(80, settings.wordsPerMinute)
    }
}

/// ``FakeEngine`` with a step before each phrase: a delay, or an error for some words.
final class HookedEngine: SpeechEngine, @unchecked Sendable {
    let sampleRate = 22050
    let inner = FakeEngine()
    private let before: @Sendable (String) throws -> Void
    init(before: @escaping @Sendable (String) throws -> Void) { self.before = before }
    func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
        try before(text)
        try inner.synthesize(text, settings: settings, sink: sink)
    }
}

enum Fixture {
    static let store: VoiceProfileStore = try! Repository.voiceStore()

    /// The voice plan of a screen in `language`, as the simulation resolves it.
    static func voices(_ language: String) -> ScreenVoices {
        ScreenVoices(screenLanguage: language, store: store)!
    }

    static func part(_ role: PartRole, _ text: String, language: String = "en-US", pitchShifted: Bool = false) -> UtterancePart {
        UtterancePart(role: role, text: text, language: language, pitchShifted: pitchShifted)
    }

    static func utterance(_ immediate: [UtterancePart], delayed: [UtterancePart] = [], focus: String? = "item",
                          cause: UtteranceCause = .step(.next), listening: Listening = .untilDone, interrupts: Bool = true,
                          busy: Bool = false) -> Utterance {
        Utterance(focus: focus, cause: cause, immediate: immediate, delayed: delayed, listening: listening,
                  interrupts: interrupts, busy: busy)
    }

    static func fakeRenderer(_ settings: RenderSettings = RenderSettings(), engine: FakeEngine = FakeEngine()) -> ScreenRenderer {
        ScreenRenderer(engine: engine, engineVersion: "fake 1", profiles: store, settings: settings)
    }

    static func realRenderer(_ settings: RenderSettings = RenderSettings()) throws -> ScreenRenderer {
        let engine = try EspeakEngine.shared()
        return ScreenRenderer(engine: engine, engineVersion: engine.version, profiles: store, settings: settings)
    }

    /// The settings the renderer uses for en-US at the profile's defaults.
    static func englishSettings(pitchShift: Int = 0, percent: Double? = nil) throws -> SpeechSettings {
        let profile = try store.require("en-US")
        return SpeechSettings(voice: profile.espeakVoice,
                              wordsPerMinute: profile.rate.wordsPerMinute(atPercent: percent ?? profile.rate.defaultPercent),
                              pitch: profile.pitch.defaultValue + pitchShift)
    }
}

/// timeline.json read back as plain JSON values, the way any consumer would.
struct Timeline {
    let json: [String: Any]
    let events: [[String: Any]]
    let sampleRate: Int

    init(_ url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        json = object as? [String: Any] ?? [:]
        events = json["events"] as? [[String: Any]] ?? []
        sampleRate = json["sampleRate"] as? Int ?? 0
    }

    func events(kind: String? = nil, role: String? = nil, status: String? = nil) -> [[String: Any]] {
        events.filter { event in
            (kind == nil || event["kind"] as? String == kind) && (role == nil || event["role"] as? String == role)
                && (status == nil || event["status"] as? String == status)
        }
    }

    var incidents: [[String: Any]] { json["incidents"] as? [[String: Any]] ?? [] }
}

extension Dictionary where Key == String, Value == Any {
    var startSample: Int { self["startSample"] as? Int ?? -1 }
    var endSample: Int { self["endSample"] as? Int ?? -1 }
    var seconds: Double { Double(endSample - startSample) / 22050 }
}

/// Normalized cross-correlation of `needle` against `haystack` at `offset`, -1...1.
func correlation(_ haystack: [Int16], _ needle: [Int16], at offset: Int) -> Double {
    guard offset >= 0, offset + needle.count <= haystack.count, !needle.isEmpty else { return 0 }
    var dot = 0.0, a = 0.0, b = 0.0
    for i in 0..<needle.count {
        let x = Double(haystack[offset + i]), y = Double(needle[i])
        dot += x * y
        a += x * x
        b += y * y
    }
    return a > 0 && b > 0 ? dot / (a * b).squareRoot() : 0
}
