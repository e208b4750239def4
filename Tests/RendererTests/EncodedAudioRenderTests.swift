import Renderer
import Foundation
import Simulator
import Testing
import TestSupport

/// `RenderSettings.audio` MP3 and Opus, encoded by the real libsndfile and decoded back by it:
/// the file is as long as the timeline says, speech is heard where the timeline puts its
/// utterances and silence where it puts gaps, lined up with the WAV render to the sample.
@Suite("Encoded audio (libsndfile)", .serialized)
struct EncodedAudioRenderTests {
    let utterances = [
        Fixture.utterance([Fixture.part(.label, "Wi-Fi"), Fixture.part(.traits, "Switch Button")],
                          delayed: [Fixture.part(.systemHint, "Double tap to toggle setting.")], focus: "wifi"),
        Fixture.utterance([Fixture.part(.label, "Bluetooth"), Fixture.part(.value, "On"), Fixture.part(.traits, "Button")],
                          focus: "bluetooth"),
    ]

    func render(_ format: AudioFormat, into root: URL) throws -> (audio: WAVFile, timeline: Timeline, files: [String]) {
        let result = try Fixture.realRenderer(RenderSettings(hintDelay: 1.0, audio: format))
            .render(name: "s", voices: Fixture.voices("en-US"), utterances: utterances, into: root.appendingPathComponent(format.rawValue))
        let files = result.files.map { $0.path.dropFirst(result.folder.path.count + 1) }.map(String.init)
        let walkthrough = result.folder.appendingPathComponent(format.fileName("walkthrough"))
        let audio = format == .wav ? try WAVFile(contentsOf: walkthrough) : try EncodedAudioReader.read(walkthrough)
        return (audio, try Timeline(result.folder.appendingPathComponent("timeline.json")), files)
    }

    @Test(arguments: [AudioFormat.mp3, .opus])
    func theEncodingHasTheTimelinesLengthWithSpeechAndGapsInPlace(format: AudioFormat) throws {
        let root = try Repository.temporaryDirectory()
        let wav = try render(.wav, into: root)
        let encoded = try render(format, into: root)
        let rate = encoded.audio.sampleRate
        #expect(rate == (format == .opus ? 24000 : 22050))

        // Every file is of the format asked for, and none of another.
        #expect(encoded.files.first == format.fileName("walkthrough"))
        let audioFiles = encoded.files.filter { AudioFormat.of(path: $0) != nil }
        #expect(audioFiles.count == 1 + utterances.count && audioFiles.allSatisfy { $0.hasSuffix("." + format.fileExtension) },
                "\(encoded.files)")

        // The length: the timeline's, within 20 ms.
        let duration = try #require(encoded.timeline.json["duration"] as? Double)
        #expect(duration > 3)
        #expect(abs(encoded.audio.duration - duration) <= 0.02, "\(encoded.audio.duration) s decoded, \(duration) s in the timeline")

        // Speech where the timeline says: each spoken part as loud as in the WAV (give or take
        // what the codec drops), measured away from its edges.
        let seconds = { (sample: Int) in Double(sample) / 22050 }
        let range = { (start: Double, end: Double, samples: [Int16], rate: Int) -> ArraySlice<Int16> in
            let from = min(samples.count, Int(start * Double(rate))), to = min(samples.count, Int(end * Double(rate)))
            return samples[from..<max(from, to)]
        }
        let speech = encoded.timeline.events(kind: "speech").filter { seconds($0.endSample - $0.startSample) > 0.3 }
        #expect(speech.count >= 4)
        for part in speech {
            let start = seconds(part.startSample) + 0.02, end = seconds(part.endSample) - 0.02
            let heard = AudioAnalysis.rms(range(start, end, encoded.audio.samples, rate))
            let exact = AudioAnalysis.rms(range(start, end, wav.audio.samples, 22050))
            #expect(exact > 500 && heard > 0.6 * exact && heard < 1.4 * exact, "\(part["text"] ?? "") at \(start) s: \(heard) against \(exact)")
        }

        // Silence where the timeline has nothing sounding (the hint delay, the gaps between stops).
        let sounding = encoded.timeline.events.filter { $0["kind"] as? String != "silence" }
            .map { (seconds($0.startSample), seconds($0.endSample)) }.sorted { $0.0 < $1.0 }
        var gaps: [(Double, Double)] = []
        var reached = 0.0
        for (start, end) in sounding {
            if start - reached > 0.2 { gaps.append((reached, start)) }
            reached = max(reached, end)
        }
        #expect(gaps.contains { $0.1 - $0.0 >= 0.9 }, "the 1 s hint delay: \(gaps)")
        for (start, end) in gaps {
            let level = AudioAnalysis.rms(range(start + 0.03, end - 0.03, encoded.audio.samples, rate))
            #expect(level < 60, "gap \(start)–\(end) s: RMS \(level)")
        }

        // Lined up with the WAV to the sample: over the first second of speech, the decoded audio
        // correlates best with the WAV (at the file's rate) unshifted. (Loudness envelopes are not
        // enough: Opus spreads a little energy ahead of each onset, which pulls them 10 ms early.)
        let reference = wav.audio.resampled(to: rate).samples
        let speechStart = Int((sounding.first?.0 ?? 0) * Double(rate)), window = rate
        let correlation = { (shift: Int) -> Double in
            var sum = 0.0
            for i in speechStart..<min(speechStart + window, reference.count, encoded.audio.samples.count - shift) where i + shift >= 0 {
                sum += Double(reference[i]) * Double(encoded.audio.samples[i + shift])
            }
            return sum
        }
        let best = (-(rate / 100)...(rate / 100)).max { correlation($0) < correlation($1) } ?? 99
        #expect(abs(best) <= 1, "the encoding is shifted by \(best) samples")
    }
}
