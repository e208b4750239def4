import AudioIO
import Foundation
import Renderer
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

enum Fixture {
    static let store: VoiceProfileStore = try! Repository.voiceStore()

    static func part(_ role: PartRole, _ text: String, language: String = "en-US", pitchShifted: Bool = false) -> UtterancePart {
        UtterancePart(role: role, text: text, language: language, pitchShifted: pitchShifted)
    }

    static func utterance(_ immediate: [UtterancePart], delayed: [UtterancePart] = [], focus: String? = "item",
                          cause: UtteranceCause = .step(.next), listening: Listening = .untilDone, interrupts: Bool = true,
                          busy: Bool = false) -> Utterance {
        Utterance(focus: focus, cause: cause, immediate: immediate, delayed: delayed, listening: listening,
                  interrupts: interrupts, busy: busy)
    }

    static func fakeRenderer(_ settings: RenderSettings = RenderSettings(), engine: FakeEngine = FakeEngine(),
                             lookahead: Int = 0) -> ScreenRenderer {
        ScreenRenderer(engine: engine, engineVersion: "fake 1", profiles: store, settings: settings, lookahead: lookahead)
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

/// A strict WebVTT checker (the subset the renderer writes): the signature line, blank-line
/// separated cues, `HH:MM:SS.mmm --> HH:MM:SS.mmm` timings with end after start, starts never
/// going back, non-empty cue text without raw `<` or `&`. Returns the problems found.
enum WebVTTValidator {
    struct Cue { var start: Int; var end: Int; var text: String }

    static func validate(_ text: String) -> (cues: [Cue], problems: [String]) {
        var problems: [String] = []
        var cues: [Cue] = []
        let blocks = text.components(separatedBy: "\n\n")
        guard let first = blocks.first, first == "WEBVTT" || first.hasPrefix("WEBVTT ") || first.hasPrefix("WEBVTT\t") else {
            return ([], ["missing WEBVTT signature"])
        }
        if text.contains("\r") { problems.append("carriage return") }
        if !text.hasSuffix("\n") { problems.append("no final newline") }
        var lastStart = -1
        for block in blocks.dropFirst() where !block.isEmpty {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let timingIndex = lines.firstIndex(where: { $0.contains("-->") }), timingIndex <= 1 else {
                problems.append("block without timing: \(block)")
                continue
            }
            let parts = lines[timingIndex].components(separatedBy: " --> ")
            guard parts.count == 2, let start = milliseconds(parts[0]), let end = milliseconds(parts[1]) else {
                problems.append("bad timing line: \(lines[timingIndex])")
                continue
            }
            let body = lines[(timingIndex + 1)...].joined(separator: "\n")
            if end <= start { problems.append("end not after start: \(lines[timingIndex])") }
            if start < lastStart { problems.append("cue starts before the previous one: \(lines[timingIndex])") }
            if body.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("empty cue text") }
            if body.contains("<") || body.contains("-->") { problems.append("markup in cue text: \(body)") }
            if body.replacingOccurrences(of: "&amp;", with: "").replacingOccurrences(of: "&lt;", with: "")
                .replacingOccurrences(of: "&gt;", with: "").contains("&") {
                problems.append("unescaped & in cue text: \(body)")
            }
            lastStart = start
            cues.append(Cue(start: start, end: end, text: body))
        }
        return (cues, problems)
    }

    /// `HH:MM:SS.mmm` (hours at least two digits), strictly.
    static func milliseconds(_ stamp: String) -> Int? {
        let pieces = stamp.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[0].count >= 2, pieces[1].count == 2,
              pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } }) else { return nil }
        let secs = pieces[2].split(separator: ".", omittingEmptySubsequences: false)
        guard secs.count == 2, secs[0].count == 2, secs[1].count == 3,
              let h = Int(pieces[0]), let m = Int(pieces[1]), let s = Int(secs[0]), let ms = Int(secs[1]),
              m < 60, s < 60 else { return nil }
        return ((h * 60 + m) * 60 + s) * 1000 + ms
    }
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
