import Foundation
import Synthesizer
import Testing
import TestSupport

/// A phrase's samples must not depend on what the engine said before: the phrase cache and the
/// parallel workers rely on it (``EspeakEngine`` restores the library's globals per phrase).
/// Each phrase here came out differently after other phrases before that (docs/rendering.md).
@Suite("A phrase's audio is independent of history")
struct PhraseIndependenceTests {
    /// Trilled/tapped r (pt-BR, ru) and an en-US phrase with clause pauses inside.
    static let phrases: [(voice: String, text: String)] = [
        ("pt-br", "nutricional"),
        ("pt-br", "Informação nutricional"),
        ("ru", "Дважды коснитесь, чтобы активировать."),
        ("en-us", "Wi-Fi, on, switch button"),
        ("en-us", "Tab, 2 of 5"),
    ]
    /// What is said before: other voices, rates and pitches, loud and long phrases.
    static let history: [(text: String, settings: SpeechSettings)] = [
        ("trabalho terminado", SpeechSettings(voice: "pt-br")),
        ("Error: the server is unreachable!", SpeechSettings(voice: "en-us", wordsPerMinute: 260, pitch: 80)),
        ("река и гора", SpeechSettings(voice: "ru", wordsPerMinute: 120)),
        ("Informação nutricional", SpeechSettings(voice: "pt-br", pitch: 20)),
    ]

    @Test func everyPhraseHasTheSamplesOfAFreshEngineAfterAnyHistory() throws {
        // Each phrase first in a worker of its own: nothing said before.
        var fresh: [[Int16]] = []
        for phrase in Self.phrases {
            let engine = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
            fresh.append(try engine.samples(for: phrase.text, settings: SpeechSettings(voice: phrase.voice)))
            engine.shutdown()
        }
        let engine = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
        defer { engine.shutdown() }
        for (said, before) in Self.history.enumerated() {
            _ = try engine.samples(for: before.text, settings: before.settings)
            for (index, phrase) in Self.phrases.enumerated().reversed() {
                let samples = try engine.samples(for: phrase.text, settings: SpeechSettings(voice: phrase.voice))
                #expect(samples.count > 5000, "\(phrase.text) is silent")
                #expect(samples == fresh[index], "\(phrase.text) after '\(before.text)' (\(said)) differs from a fresh engine's")
            }
        }
    }
}
