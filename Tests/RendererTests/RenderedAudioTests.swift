import Renderer
import Foundation
import Simulator
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

/// Listens to what the real engine renders: silences, earcons, pitch and rate measured in the WAV
/// files themselves, not taken from the timeline's word.
@Suite("Rendered audio (espeak-ng)", .serialized)
struct RenderedAudioTests {
    let wifi = Fixture.utterance([Fixture.part(.label, "Wi-Fi"), Fixture.part(.traits, "Switch Button")],
                                 delayed: [Fixture.part(.systemHint, "Double tap to toggle setting.")], focus: "wifi")

    func render(_ utterances: [Utterance], _ settings: RenderSettings = RenderSettings(), name: String = "s")
        throws -> (walk: [Int16], timeline: Timeline, folder: URL) {
        let root = try Repository.temporaryDirectory()
        let result = try Fixture.realRenderer(settings).render(name: name, voices: Fixture.voices("en-US"), utterances: utterances, into: root)
        let walk = try WAVFile(contentsOf: result.folder.appendingPathComponent("walkthrough.wav"))
        #expect(walk.sampleRate == 22050)
        return (walk.samples, try Timeline(result.folder.appendingPathComponent("timeline.json")), result.folder)
    }

    @Test(arguments: [1.0, 2.0])
    func theHintDelayIsHeardAsSilence(delay: Double) throws {
        let (walk, timeline, _) = try render([wifi], RenderSettings(hintDelay: delay))
        let traits = try #require(timeline.events(role: "traits").first)
        let hint = try #require(timeline.events(role: "systemHint").first)
        let immediateEnd = Double(traits.endSample) / 22050
        // Measured in the audio: a run of silence starting where the immediate part ends, at least
        // the delay long (less one 10 ms analysis window), ending where the hint is heard.
        let quiet = AudioAnalysis.silences(walk, sampleRate: 22050)
        let gap = try #require(quiet.first { $0.start <= immediateEnd + 0.01 && $0.end > immediateEnd + 0.5 },
                               "\(quiet) around \(immediateEnd)")
        // Less at most one 10 ms analysis window at each edge, where speech fades out or in.
        #expect(gap.end - gap.start >= delay - 0.02, "\(gap)")
        // Sample-exact: the inserted silence is digital zero, at least the delay long, and the
        // hint's first sound comes right after it.
        var zeroStart = traits.endSample
        while zeroStart > 0, walk[zeroStart - 1] == 0 { zeroStart -= 1 }
        var zeroEnd = traits.endSample
        while zeroEnd < walk.count, walk[zeroEnd] == 0 { zeroEnd += 1 }
        #expect(zeroEnd - zeroStart >= Int(delay * 22050), "\(zeroEnd - zeroStart) zero samples")
        #expect(zeroEnd == hint.startSample)
        #expect(gap.end - gap.start < delay + 0.1, "\(gap)")
        #expect(AudioAnalysis.rms(walk[hint.startSample..<hint.endSample]) > 500)
    }

    @Test func earconsSitAtTheirOffsetsEvenUnderSpeech() throws {
        let busy = Fixture.utterance([.sound(.screenChanged, language: "en-US"), Fixture.part(.label, "Loading photos"),
                                      Fixture.part(.value, "Please wait while the library is prepared")],
                                     focus: "photos", cause: .open, listening: .seconds(2.5), busy: true)
        let (walk, timeline, _) = try render([busy, wifi])
        let bank = try EarconBank(sampleRate: 22050)
        let chime = try #require(timeline.events.first { $0["sound"] as? String == "screenChanged" })
        #expect(chime.startSample == 0)
        #expect(correlation(walk, bank.samples(.screenChanged), at: chime.startSample) > 0.95)

        // Every second from the utterance's start until the next step (the Wi-Fi stop).
        let ticks = timeline.events.filter { $0["sound"] as? String == "loading" }
        let next = try #require(timeline.events(role: "label").first { $0["text"] as? String == "Wi-Fi" })
        #expect(ticks.map(\.startSample) == Array(stride(from: 0, to: next.startSample, by: 22050)))
        #expect(ticks.count >= 3)
        // The tick at 1 s plays under speech: it is still found at exactly its offset, far more
        // strongly than a few milliseconds either side.
        let tick = bank.samples(.loading)
        let speechAtTick = timeline.events(kind: "speech").first { $0.startSample <= 22050 && $0.endSample > 22050 + tick.count }
        #expect(speechAtTick != nil, "the tick at 1 s should be under speech")
        let here = correlation(walk, tick, at: 22050)
        let around = [-300, -150, 150, 300].map { abs(correlation(walk, tick, at: 22050 + $0)) }.max() ?? 1
        #expect(here > 0.3 && here > 2 * around, "at offset \(here), around \(around)")
        // And it is really there: subtracting it leaves less energy than adding it again would.
        let mixed = walk[22050..<(22050 + tick.count)]
        let without = zip(mixed, tick).map { Int16(clamping: Int($0) - Int($1)) }
        #expect(AudioAnalysis.rms(without[...]) < AudioAnalysis.rms(mixed))
    }

    @Test func pitchModeMovesTheMedianF0ByAtLeastFifteenPercent() throws {
        let text = "Cat learns piano, by Irie, twelve thousand likes"
        let plain = Fixture.utterance([Fixture.part(.label, text)])
        let shifted = Fixture.utterance([Fixture.part(.label, text, pitchShifted: true)])
        let (walk, timeline, _) = try render([plain, shifted])
        let speech = timeline.events(kind: "speech")
        #expect(speech.count == 2)
        let f0 = try speech.map { event in
            try #require(AudioAnalysis.medianF0(Array(walk[event.startSample..<event.endSample]), sampleRate: 22050))
        }
        #expect(f0[1] >= f0[0] * 1.15, "plain \(f0[0]) Hz, pitch mode \(f0[1]) Hz")
    }

    /// docs/voiceover.md section 7: "Forgot password?" keeps a question's intonation. espeak-ng
    /// is given the "?" and raises the end of the phrase; without it the end falls.
    @Test func aQuestionEndsHigherThanTheSameWordsAsAStatement() throws {
        let question = Fixture.utterance([Fixture.part(.label, "Forgot password?")])
        let statement = Fixture.utterance([Fixture.part(.label, "Forgot password.")])
        let (walk, timeline, _) = try render([question, statement])
        let speech = timeline.events(kind: "speech")
        #expect(speech.count == 2)
        // The median F0 of the last quarter of each phrase's voiced sound.
        let endF0 = try speech.map { event in
            let quarter = (event.endSample - event.startSample) / 4
            return try #require(AudioAnalysis.medianF0(Array(walk[(event.endSample - quarter)..<event.endSample]), sampleRate: 22050))
        }
        #expect(endF0[0] > endF0[1] * 1.05, "question ends at \(endF0[0]) Hz, statement at \(endF0[1]) Hz")
    }

    @Test func rateEightyIsClearlyShorterThanRateThirty() throws {
        let utterance = Fixture.utterance([Fixture.part(.label, "Recommended videos for you this evening"),
                                           Fixture.part(.traits, "Button")])
        func speechSeconds(_ percent: Double) throws -> Double {
            let (walk, timeline, _) = try render([utterance], RenderSettings(ratePercent: percent))
            // Measured in the audio: the span from the first to the last non-silent 10 ms window.
            let quiet = AudioAnalysis.silences(walk, sampleRate: 22050, minimum: 0.01)
            let leading = quiet.first.map { $0.start == 0 ? $0.end : 0 } ?? 0
            let trailing = quiet.last.map { abs($0.end - Double(walk.count) / 22050) < 0.001 ? $0.start : Double(walk.count) / 22050 }
                ?? Double(walk.count) / 22050
            #expect(timeline.events(kind: "speech").count == 2)
            return trailing - leading
        }
        let slow = try speechSeconds(30), fast = try speechSeconds(80)
        #expect(fast < slow * 0.7, "80 %: \(fast) s, 30 %: \(slow) s")
    }

    @Test func aGestureDuringTheHintCutsItInTheAudio() throws {
        var first = wifi
        first.listening = .seconds(1.6)
        let next = Fixture.utterance([Fixture.part(.label, "Bluetooth")], focus: "bluetooth")
        let (walk, timeline, folder) = try render([first, next])
        let hint = try #require(timeline.events(role: "systemHint").first)
        let traits = try #require(timeline.events(role: "traits").first)
        #expect(hint["status"] as? String == "cut")
        #expect(hint.endSample == traits.endSample + Int((1.6 * 22050).rounded()))
        let bluetooth = try #require(timeline.events(role: "label").last)
        #expect(bluetooth.startSample == hint.endSample)
        // The hint was still sounding when it was cut: loud right up to the cut.
        #expect(AudioAnalysis.rms(walk[(hint.endSample - 1000)..<hint.endSample]) > 200)
        let full = try EspeakEngine.shared().samples(for: "Double tap to toggle setting", settings: Fixture.englishSettings())
        #expect(hint.endSample - hint.startSample < full.count)
        // Its stop file ends at the cut.
        let stop = try WAVFile(contentsOf: folder.appendingPathComponent("stops/01-wifi.wav"))
        #expect(stop.samples.count == hint.endSample)
    }

    @Test func aPartInAnotherLanguageIsSpokenWithThatLanguagesVoice() throws {
        let mixed = Fixture.utterance([Fixture.part(.label, "Greeting"), Fixture.part(.value, "你好", language: "zh-CN")])
        let (walk, timeline, _) = try render([mixed])
        let value = try #require(timeline.events(role: "value").first)
        let spoken = try #require(value["spoken"] as? String)
        let zh = try Fixture.store.require("zh-CN"), en = try Fixture.store.require("en-US")
        let engine = try EspeakEngine.shared()
        func settings(_ profile: VoiceProfile) -> SpeechSettings {
            SpeechSettings(voice: profile.espeakVoice, wordsPerMinute: profile.rate.wordsPerMinute(atPercent: profile.rate.defaultPercent),
                           pitch: profile.pitch.defaultValue)
        }
        // The phrase as the engine says it with each voice, its edge silence trimmed as the renderer does.
        func said(_ text: String, _ profile: VoiceProfile) throws -> [Int16] {
            let samples = try engine.samples(for: text, settings: settings(profile))
            guard let first = samples.firstIndex(where: { $0 != 0 }), let last = samples.lastIndex(where: { $0 != 0 }) else { return [] }
            return Array(samples[first...last])
        }
        let heard = Array(walk[value.startSample..<value.endSample])
        #expect(heard == (try said(spoken, zh)))
        #expect(heard != (try said(spoken, en)))
        let label = try #require(timeline.events(role: "label").first)
        #expect(Array(walk[label.startSample..<label.endSample]) == (try said("Greeting", en)))
    }

    @Test func renderingTwiceGivesIdenticalFiles() throws {
        let session = [wifi, Fixture.utterance([Fixture.part(.announcement, "Saved")], focus: nil, cause: .step(.announce))]
        let (_, _, a) = try render(session)
        let (_, _, b) = try render(session)
        for file in ["walkthrough.wav", "stops/01-wifi.wav", "stops/02-announcement.wav", "captions.vtt",
                     "transcript.txt", "transcript.json", "timeline.json"] {
            #expect(try Data(contentsOf: a.appendingPathComponent(file)) == Data(contentsOf: b.appendingPathComponent(file)), "\(file)")
        }
        let captions = try String(contentsOf: a.appendingPathComponent("captions.vtt"), encoding: .utf8)
        #expect(WebVTTValidator.validate(captions).problems.isEmpty)
    }
}
