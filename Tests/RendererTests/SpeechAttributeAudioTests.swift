import Renderer
import Foundation
import Screens
import Simulator
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

/// Speech attributes heard in the audio: each rule rendered through the real engine and measured
/// in the walkthrough WAV (docs/rendering.md, "Speech attributes").
@Suite("Speech attributes in the audio (espeak-ng)", .serialized)
struct SpeechAttributeAudioTests {
    func render(_ runs: [SpeechRun], language: String = "en-US") throws -> (walk: [Int16], timeline: Timeline) {
        let text = SpeechRun.plainText(runs)
        let part = UtterancePart(role: .label, text: text, language: language, speech: runs)
        let root = try Repository.temporaryDirectory()
        let result = try Fixture.realRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: [Fixture.utterance([part])], into: root)
        let walk = try WAVFile(contentsOf: result.folder.appendingPathComponent("walkthrough.wav"))
        return (walk.samples, try Timeline(result.folder.appendingPathComponent("timeline.json")))
    }

    /// Seconds from the first to the last sound of the label's events.
    func labelSeconds(_ walk: [Int16], _ timeline: Timeline) -> Double {
        let events = timeline.events(role: "label")
        let start = events.map(\.startSample).min() ?? 0, end = events.map(\.endSample).max() ?? 0
        return Double(end - start) / 22050
    }

    @Test func spelledOutIsHeardLetterByLetter() throws {
        let word = try render([SpeechRun(text: "cat")])
        let spelled = try render([SpeechRun(text: "cat", spellOut: true)])
        let event = try #require(spelled.timeline.events(role: "label").first)
        #expect(event["spoken"] as? String == "c a t")
        // Three letter names with pauses between them take clearly longer than the word.
        #expect(labelSeconds(spelled.walk, spelled.timeline) > 1.8 * labelSeconds(word.walk, word.timeline))
        // And the pauses are heard: at least two silences inside the spelled label.
        let span = Array(spelled.walk[event.startSample..<event.endSample])
        let gaps = AudioAnalysis.silences(span, sampleRate: 22050, minimum: 0.05)
            .filter { $0.start > 0.01 && $0.end < Double(span.count) / 22050 - 0.01 }
        #expect(gaps.count >= 2, "\(gaps)")
    }

    struct PitchCase: CustomTestStringConvertible, Sendable {
        var factor: Double
        /// The ratio of the median F0 to the unchanged voice's must lie in this range.
        var ratio: ClosedRange<Double>
        var testDescription: String { "pitch \(factor)" }
    }

    @Test(arguments: [PitchCase(factor: 1.5, ratio: 1.15...3), PitchCase(factor: 0.5, ratio: 0...0.9)])
    func pitchIsHeardAsAChangedPitch(_ c: PitchCase) throws {
        let text = "Cat learns piano, by Irie, twelve thousand likes"
        let plain = try render([SpeechRun(text: text)])
        let changed = try render([SpeechRun(text: text, pitch: c.factor)])
        let f0 = try [plain, changed].map { rendered in
            try #require(AudioAnalysis.medianF0(rendered.walk, sampleRate: 22050))
        }
        #expect(c.ratio.contains(f0[1] / f0[0]), "plain \(f0[0]) Hz, pitch \(c.factor): \(f0[1]) Hz")
    }

    @Test func aLanguageRunIsSpokenWithThatLanguagesVoice() throws {
        let (walk, timeline) = try render([SpeechRun(text: "Say "), SpeechRun(text: "спасибо", language: "ru-RU")])
        let events = timeline.events(role: "label")
        #expect(events.count == 2)
        let russian = try #require(events.last)
        let spoken = try #require(russian["spoken"] as? String)
        let engine = try EspeakEngine.shared()
        func said(_ language: String) throws -> [Int16] {
            let profile = try Fixture.store.require(language)
            let settings = SpeechSettings(voice: profile.espeakVoice,
                                          wordsPerMinute: profile.rate.wordsPerMinute(atPercent: profile.rate.defaultPercent),
                                          pitch: profile.pitch.defaultValue)
            let samples = try engine.samples(for: spoken, settings: settings)
            guard let first = samples.firstIndex(where: { $0 != 0 }), let last = samples.lastIndex(where: { $0 != 0 }) else { return [] }
            return Array(samples[first...last])
        }
        let heard = Array(walk[russian.startSample..<russian.endSample])
        #expect(heard == (try said("ru-RU")))
        #expect(heard != (try said("en-US")))
    }

    @Test func anIPARunIsPronouncedFromItsPhonemes() throws {
        // The caption says "Hallo" in letters the English voice would read otherwise; the IPA is /həˈloʊ/.
        let viaIPA = try render([SpeechRun(text: "Xq", ipa: "həˈloʊ")])
        let word = try render([SpeechRun(text: "hello")])
        let letters = try render([SpeechRun(text: "Xq")])
        let event = try #require(viaIPA.timeline.events(role: "label").first)
        #expect(event["text"] as? String == "Xq")
        #expect(event["spoken"] as? String == "[[h@'loU]]")
        func heard(_ r: (walk: [Int16], timeline: Timeline)) throws -> [Int16] {
            let e = try #require(r.timeline.events(role: "label").first)
            return Array(r.walk[e.startSample..<e.endSample])
        }
        #expect(try heard(viaIPA) == (try heard(word)))
        #expect(try heard(viaIPA) != (try heard(letters)))
    }

    @Test func anIPAWithAnUnknownSymbolReadsTheWordsAndSaysWhy() throws {
        let root = try Repository.temporaryDirectory()
        let part = UtterancePart(role: .label, text: "Click", language: "en-US", speech: [SpeechRun(text: "Click", ipa: "ǃ")])
        let result = try Fixture.realRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: [Fixture.utterance([part])], into: root)
        let timeline = try Timeline(result.folder.appendingPathComponent("timeline.json"))
        #expect(timeline.events(role: "label").first?["spoken"] as? String == "Click")
        #expect(result.incidents.contains { $0.kind == .unpronounceableIPA && $0.message.contains("'ǃ'") })
    }

    @Test func punctuationRunsNameEveryMark() throws {
        let marked = try render([SpeechRun(text: "x; y!", punctuation: true)])
        let plain = try render([SpeechRun(text: "x; y!")])
        let spoken = try #require(marked.timeline.events(role: "label").first?["spoken"] as? String)
        #expect(spoken.contains("semicolon") && spoken.contains("exclamation"), "\(spoken)")
        #expect((plain.timeline.events(role: "label").first?["spoken"] as? String)?.contains("semicolon") == false)
        // Heard: the named marks make the label longer.
        #expect(labelSeconds(marked.walk, marked.timeline) > 1.5 * labelSeconds(plain.walk, plain.timeline))
    }
}
