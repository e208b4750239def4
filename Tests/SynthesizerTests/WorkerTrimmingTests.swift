import Foundation
import Synthesizer
import Testing
import TestSupport

/// `trimmedSamples`: a phrase from the worker without its edge zeros must be exactly the streamed
/// phrase without its edges, as the in-process engine gives it.
@Suite("Phrases trimmed of their edge zeros")
struct WorkerTrimmingTests {
    let english = SpeechSettings(voice: "en-us")

    func makeEngine() throws -> SupervisedEngine {
        try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
    }

    /// The streamed phrase with its edges cut where the old renderer cut them.
    func streamedAndTrimmed(_ engine: SupervisedEngine, _ text: String, _ settings: SpeechSettings) throws -> [Int16] {
        let all = try engine.samples(for: text, settings: settings)
        guard let first = all.firstIndex(where: { $0 != 0 }), let last = all.lastIndex(where: { $0 != 0 }) else { return [] }
        #expect(first > 0 || last < all.count - 1, "\(text): the engine gave no edge zeros to trim")
        return Array(all[first...last])
    }

    @Test(arguments: [
        ("Save button", "en-us", 175),
        ("Ajustes, Botão.", "pt-br", 200),
        ("你好，这是耳闻。", "cmn", 175),
        // Longer than the parent's 64 KB read: one frame arriving in many reads.
        (String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20), "en-us", 300),
    ] as [(String, String, Int)])
    func aTrimmedPhraseIsTheStreamedPhraseWithoutItsEdges(_ text: String, _ voice: String, _ rate: Int) throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let settings = SpeechSettings(voice: voice, wordsPerMinute: rate)
        let expected = try streamedAndTrimmed(engine, text, settings)
        let trimmed = try engine.trimmedSamples(for: text, settings: settings)
        #expect(!trimmed.isEmpty)
        #expect(trimmed == expected, "\(trimmed.count) samples against \(expected.count)")
        #expect(trimmed.first != 0 && trimmed.last != 0)
        // In-process, the same.
        #expect(try EspeakEngine.shared().trimmedSamples(for: text, settings: settings) == expected)
        #expect(engine.incidents.isEmpty)
    }

    /// A phrase that crashes libespeak-ng goes the safe path in pieces, and the edges of the
    /// joined audio are trimmed: what trimming the streamed safe path gives.
    @Test func aPhraseOnTheSafePathIsTrimmedAsAWhole() throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let overflowing = String(repeating: "s'", count: 70)
        let expected = try streamedAndTrimmed(engine, overflowing, english)
        let trimmed = try engine.trimmedSamples(for: overflowing, settings: english)
        #expect(trimmed == expected)
        #expect(engine.takeIncidents().map(\.outcome) == [.recovered, .recovered])
    }
}
