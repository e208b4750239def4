import Foundation
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

@Suite("libespeak-ng in process")
struct EspeakEngineTests {
    let engine: EspeakEngine

    init() throws {
        engine = try EspeakEngine.shared()
    }

    /// The library is opened where it is used, so a process that never synthesizes (the
    /// renderer's own, the normalizer, a transcript) does not load its forty dependencies.
    @Test func earshotDoesNotLinkTheLibraryButOpensItWhenSpeaking() throws {
        let dynamic = try runProcess(URL(fileURLWithPath: "/usr/bin/readelf"), ["-d", Repository.earshotExecutable.path])
        try #require(dynamic.status == 0 && dynamic.stdout.contains("NEEDED"), "\(dynamic.stderr)")
        #expect(!dynamic.stdout.contains("libespeak-ng"))
        #expect(EspeakEngine.libraryVersion == engine.version)
        #expect(engine.version.hasPrefix("1."))
    }

    @Test func synthesizesMonoAudioAtTheEngineRate() throws {
        let samples = try engine.samples(for: "Hello", settings: SpeechSettings(voice: "en-us"))
        #expect(engine.sampleRate == 22050)
        let seconds = Double(samples.count) / Double(engine.sampleRate)
        #expect(seconds > 0.3 && seconds < 1.5, "Hello lasted \(seconds) s")
        #expect(AudioAnalysis.rms(samples[...]) > 500, "the audio is not silent")
    }

    @Test func segmentsCarryNoEndPause() throws {
        let samples = try engine.samples(for: "Save button", settings: SpeechSettings(voice: "en-us"))
        // espeakENDPAUSE would add a few hundred ms of silence; without it only ~10 ms remain.
        var end = samples.count
        let window = engine.sampleRate / 100
        while end >= window, AudioAnalysis.rms(samples[(end - window)..<end]) < 100 { end -= window }
        let trailing = Double(samples.count - end) / Double(engine.sampleRate)
        #expect(trailing < 0.1, "trailing silence \(trailing) s")
    }

    @Test func mandarinVoiceReadsHanWithMandarinPhonemes() throws {
        let profile = try Repository.voiceStore().require("zh-CN")
        #expect(profile.espeakVoice == "cmn-latn-pinyin")
        let phonemes = try engine.phonemes("你好", voice: profile.espeakVoice)
        // Mandarin phonemes carry tone numbers; the cmn voice's English-spelled pinyin does not.
        #expect(phonemes.contains { $0.isNumber }, "no tones in \(phonemes)")
        #expect(phonemes.lowercased().hasPrefix("n"), "not ni: \(phonemes)")
        #expect(!phonemes.contains("(en)"), "switched to English: \(phonemes)")
        // The plain cmn voice is the one that goes wrong; the test would catch a swap back to it.
        let english = try engine.phonemes("hello", voice: "en-us")
        #expect(!english.contains { $0.isNumber })
    }

    @Test func fasterRateMakesShorterAudio() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let slow = try engine.samples(for: text, settings: SpeechSettings(voice: "en-us", wordsPerMinute: 130))
        let fast = try engine.samples(for: text, settings: SpeechSettings(voice: "en-us", wordsPerMinute: 320))
        #expect(Double(fast.count) < 0.6 * Double(slow.count))
    }

    @Test func higherPitchRaisesF0() throws {
        let text = "Settings, heading"
        let low = try engine.samples(for: text, settings: SpeechSettings(voice: "en-us", pitch: 30))
        let high = try engine.samples(for: text, settings: SpeechSettings(voice: "en-us", pitch: 80))
        let f0Low = try #require(AudioAnalysis.medianF0(low, sampleRate: engine.sampleRate))
        let f0High = try #require(AudioAnalysis.medianF0(high, sampleRate: engine.sampleRate))
        #expect(f0High > f0Low * 1.15, "\(f0Low) Hz -> \(f0High) Hz")
    }

    @Test func unknownVoiceIsAClearError() {
        #expect(throws: SpeechEngineError.voiceNotFound("no-such-voice")) {
            try engine.samples(for: "x", settings: SpeechSettings(voice: "no-such-voice"))
        }
        #expect(engine.hasVoice("en-us"))
        #expect(!engine.hasVoice("no-such-voice"))
    }

    @Test func markupInTextIsSpokenNotObeyed() throws {
        // With SSML off the tag is plain text: it must be read out (long audio), not executed.
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-pwned-\(UUID())")
        let text = "<audio src=\"x\" /><speak>hi</speak>$(touch \(marker.path))"
        let samples = try engine.samples(for: text, settings: SpeechSettings(voice: "en-us"))
        #expect(samples.count > engine.sampleRate, "the markup was not read as text")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func controlCharactersAreRemoved() {
        #expect(TextSanitizer.engineSafe("a\u{0}b\u{1}c\nd") == "a b c d")
    }
}
