import Renderer
import Foundation
import Screens
import Simulator
import Synthesizer
import Testing
import TestSupport

/// The files a render writes and where, with the fake engine (fast; the audio tests use espeak-ng).
@Suite("Render output files")
struct RenderOutputTests {
    let session = [
        Fixture.utterance([.sound(.screenChanged, language: "en-US"), Fixture.part(.label, "Settings"),
                           Fixture.part(.traits, "Heading")], focus: "title", cause: .open),
        Fixture.utterance([Fixture.part(.label, "Wi-Fi"), Fixture.part(.traits, "Switch Button")],
                          delayed: [Fixture.part(.systemHint, "Double tap to toggle setting.")], focus: "wifi"),
        Fixture.utterance([.sound(.boundary, language: "en-US")], focus: "wifi"),
        Fixture.utterance([Fixture.part(.announcement, "Saved <b> & done")], focus: nil, cause: .step(.announce)),
    ]

    @Test func writesEveryFileIntoTheScreenFolder() throws {
        let root = try Repository.temporaryDirectory()
        let result = try Fixture.fakeRenderer().render(name: "Settings", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let folder = root.appendingPathComponent("Settings")
        #expect(result.folder.path == folder.path)
        let stops = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("stops").path).sorted()
        #expect(stops == ["01-title.wav", "02-wifi.wav", "03-boundary.wav", "04-announcement.wav"])
        for file in ["walkthrough.wav", "captions.vtt", "transcript.txt", "transcript.json", "timeline.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
        #expect(result.files.count == 9)
        #expect(result.files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        // Nothing else: no staging or temporary files left beside or inside.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Settings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["captions.vtt", "stops", "timeline.json", "transcript.json", "transcript.txt", "walkthrough.wav"])
    }

    @Test func stopsAreCutFromTheWalkthroughSamples() throws {
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let folder = root.appendingPathComponent("s")
        let walk = try WAVFile(contentsOf: folder.appendingPathComponent("walkthrough.wav")).samples
        let timeline = try Timeline(folder.appendingPathComponent("timeline.json"))
        let stops = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("stops").path).sorted()
        for (i, stop) in stops.enumerated() {
            let samples = try WAVFile(contentsOf: folder.appendingPathComponent("stops/\(stop)")).samples
            let start = timeline.events.filter { $0["utterance"] as? Int == i + 1 }.map(\.startSample).min() ?? -1
            #expect(!samples.isEmpty)
            #expect(Array(walk[start..<(start + samples.count)]) == samples, "\(stop)")
        }
        #expect(abs(Double(walk.count) / 22050 - (timeline.json["duration"] as? Double ?? 0)) < 1e-6)
    }

    @Test func captionsAreValidWebVTTWithACuePerPhraseOnRequest() throws {
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer(RenderSettings(captions: .phrase)).render(name: "s", voices: Fixture.voices("en-US"),
                                                                              utterances: session, into: root)
        let text = try String(contentsOf: root.appendingPathComponent("s/captions.vtt"), encoding: .utf8)
        let (cues, problems) = WebVTTValidator.validate(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(cues.map(\.text) == ["Settings", "Heading", "Wi-Fi", "Switch Button", "Double tap to toggle setting.",
                                     "Saved &lt;b&gt; &amp; done"])
        // Aligned with the timeline's speech events to the millisecond.
        let timeline = try Timeline(root.appendingPathComponent("s/timeline.json"))
        let speech = timeline.events(kind: "speech")
        #expect(cues.map(\.start) == speech.map { ($0.startSample * 1000 + 11025) / 22050 })
        #expect(cues.map(\.end) == speech.map { ($0.endSample * 1000 + 11025) / 22050 })
    }

    /// By default a cue per stop, as VoiceOver's caption panel shows it: from the stop's first
    /// phrase heard to its last, the phrases joined by ", ".
    @Test func captionsHaveACuePerStopByDefault() throws {
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let text = try String(contentsOf: root.appendingPathComponent("s/captions.vtt"), encoding: .utf8)
        let (cues, problems) = WebVTTValidator.validate(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(cues.map(\.text) == ["Settings, Heading", "Wi-Fi, Switch Button, Double tap to toggle setting.",
                                     "Saved &lt;b&gt; &amp; done"])
        let timeline = try Timeline(root.appendingPathComponent("s/timeline.json"))
        let wifi = timeline.events(kind: "speech").filter { $0["utterance"] as? Int == 2 }
        #expect(cues[1].start == ((wifi.first?.startSample ?? 0) * 1000 + 11025) / 22050)
        #expect(cues[1].end == ((wifi.last?.endSample ?? 0) * 1000 + 11025) / 22050)
    }

    /// A hint cut by a script's wait has one fate in every output of the render: cut in
    /// timeline.json with the words heard, the same seconds and words in transcript.txt and
    /// transcript.json, and in the captions only those words, the cue ending at the cut.
    @Test func aCutHintAgreesInEveryOutput() throws {
        let hint = "Double tap to toggle this setting on or off, then swipe right for the next one."
        let session = [
            Fixture.utterance([Fixture.part(.label, "Wi-Fi")], delayed: [Fixture.part(.hint, hint)], focus: "wifi",
                              listening: .seconds(1.5)),
            Fixture.utterance([Fixture.part(.label, "Bluetooth")], focus: "bluetooth"),
        ]
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let url = root.appendingPathComponent("s/timeline.json")
        let event = try #require(try Renderer.Timeline.read(Data(contentsOf: url)).events.first { $0.role == .part(.hint) })
        #expect(event.status == .cut && event.end > event.start)
        // The words heard: a whole-word beginning of the hint, then "…".
        let heard = event.heardText
        #expect(heard.hasSuffix("…") && heard.count > 5 && heard.count < hint.count, "\(heard)")
        let words = String(heard.dropLast())
        #expect(hint.hasPrefix(words) && [" ", ","].contains(hint[hint.index(hint.startIndex, offsetBy: words.count)]))
        let raw = try #require(try Timeline(url).events(role: "hint").first)
        #expect(raw["status"] as? String == "cut" && raw["heardText"] as? String == heard)

        let tenths = Hearing.tenths(samples: event.end - event.start, sampleRate: 22050)
        let note = "cut off after \(Hearing.seconds(tenths: tenths)) s, heard \"\(heard)\""
        let transcript = try String(contentsOf: root.appendingPathComponent("s/transcript.txt"), encoding: .utf8)
        #expect(transcript.contains("… \(hint) (\(note))"), "\(transcript)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("s/transcript.json")))
        let parts = try #require((json as? [[String: Any]])?.first?["parts"] as? [[String: Any]])
        let hintPart = try #require(parts.first { $0["role"] as? String == "hint" })
        #expect(hintPart["heard"] as? String == "cut" && hintPart["heardText"] as? String == heard)
        #expect(hintPart["heardSeconds"] as? Double == Double(tenths) / 10)
        #expect(parts.first { $0["role"] as? String == "label" }?["heard"] as? String == "played")

        let captions = try String(contentsOf: root.appendingPathComponent("s/captions.vtt"), encoding: .utf8)
        let cue = try #require(WebVTTValidator.validate(captions).cues.first)
        #expect(cue.text == "Wi-Fi, " + heard, "\(cue.text)")
        #expect(cue.end == (event.end * 1000 + 11025) / 22050)
    }

    /// A hint the next gesture comes before: not heard in every output, absent from the captions.
    @Test func aHintNeverHeardAgreesInEveryOutput() throws {
        let session = [
            Fixture.utterance([Fixture.part(.label, "Wi-Fi")], delayed: [Fixture.part(.hint, "Double tap to toggle.")],
                              focus: "wifi", listening: .immediately),
            Fixture.utterance([Fixture.part(.label, "Bluetooth")], focus: "bluetooth"),
        ]
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let raw = try #require(try Timeline(root.appendingPathComponent("s/timeline.json")).events(role: "hint").first)
        #expect(raw["status"] as? String == "notHeard" && raw["heardText"] == nil)
        let transcript = try String(contentsOf: root.appendingPathComponent("s/transcript.txt"), encoding: .utf8)
        #expect(transcript.contains("… Double tap to toggle. (not heard)\n"), "\(transcript)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("s/transcript.json")))
        let parts = try #require((json as? [[String: Any]])?.first?["parts"] as? [[String: Any]])
        #expect(parts.first { $0["role"] as? String == "hint" }?["heard"] as? String == "notHeard")
        let captions = try String(contentsOf: root.appendingPathComponent("s/captions.vtt"), encoding: .utf8)
        #expect(WebVTTValidator.validate(captions).cues.map(\.text) == ["Wi-Fi", "Bluetooth"])
    }

    /// Each part's fate is its own events', found by position: a hint whose last run has nothing
    /// to say ("…" is only a pause) is followed by a hint whose one run is that same text, said
    /// in IPA. Matched by role and text, the first hint took the second's event and the second,
    /// never heard, counted as played.
    @Test func aPartsFateIsItsOwnEvenWhenTheNextSharesItsText() throws {
        var trailing = Fixture.part(.hint, "Opens the player …")
        trailing.speech = [SpeechRun(text: "Opens the player"), SpeechRun(text: " …")]
        var ipa = Fixture.part(.hint, "…")
        ipa.speech = [SpeechRun(text: "…", ipa: "ə")]
        let session = [
            Fixture.utterance([Fixture.part(.label, "Play")], delayed: [trailing, ipa], focus: "play", listening: .immediately),
            Fixture.utterance([Fixture.part(.label, "Next")], focus: "next"),
        ]
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        // The case is real: one event per hint, both never heard (the silent " …" run's text stays
        // on the run before it).
        let events = try Timeline(root.appendingPathComponent("s/timeline.json")).events(role: "hint")
        #expect(events.map { $0["text"] as? String } == ["Opens the player …", "…"])
        #expect(events.allSatisfy { $0["status"] as? String == "notHeard" })
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("s/transcript.json")))
        let parts = try #require((json as? [[String: Any]])?.first?["parts"] as? [[String: Any]])
        #expect(parts.filter { $0["role"] as? String == "hint" }.map { $0["heard"] as? String } == ["notHeard", "notHeard"])
    }

    @Test func timelineHasTheIssueKeysInOrder() throws {
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let url = root.appendingPathComponent("s/timeline.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let keys = ["\"screen\"", "\"sampleRate\"", "\"duration\"", "\"events\"", "\"incidents\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        let timeline = try Timeline(url)
        #expect(timeline.json["screen"] as? String == "s" && timeline.sampleRate == 22050)
        for event in timeline.events {
            for key in ["start", "end", "kind", "role", "text", "spoken", "sound"] {
                #expect(event[key] != nil, "\(key) missing in \(event)")
            }
        }
        let wifi = try #require(timeline.events(role: "label").first { $0["text"] as? String == "Wi-Fi" })
        #expect(wifi["spoken"] as? String == "Wi-Fi")
        // Events of the walkthrough tile it: each starts where the previous ended (ticks aside).
        let main = timeline.events.filter { $0["status"] as? String != "notHeard" }
        for (a, b) in zip(main, main.dropFirst()) { #expect(a.endSample == b.startSample, "\(a) \(b)") }
    }

    /// timeline.json read back by the renderer's own type: the same facts as the raw JSON, with
    /// typed roles, statuses and sections (what the review page reads).
    @Test func theTimelineTypeReadsBackWhatTheRendererWrote() throws {
        let root = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let url = root.appendingPathComponent("s/timeline.json")
        let raw = try Timeline(url)
        let typed = try Renderer.Timeline.read(Data(contentsOf: url))
        #expect(typed.screen == "s" && typed.sampleRate == 22050 && typed.events.count == raw.events.count)
        for (event, json) in zip(typed.events, raw.events) {
            #expect(event.start == json.startSample && event.end == json.endSample)
            #expect(event.role.name == json["role"] as? String && event.status.rawValue == json["status"] as? String)
            #expect(event.utterance.value == json["utterance"] as? Int)
            #expect(typed.seconds(event.start) == json["start"] as? Double)
        }
        #expect(typed.events.first { $0.role == .part(.systemHint) }?.section == .delayed)
        #expect(typed.events.first { $0.role == .part(.label) }?.section == .immediate)
        #expect(throws: DecodingError.self) { try Renderer.Timeline.read(Data("{\"screen\": 1}".utf8)) }
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let root1 = try Repository.temporaryDirectory(), root2 = try Repository.temporaryDirectory()
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root1)
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root2)
        for file in ["walkthrough.wav", "stops/02-wifi.wav", "captions.vtt", "transcript.txt", "transcript.json", "timeline.json"] {
            #expect(try Data(contentsOf: root1.appendingPathComponent("s/\(file)"))
                    == Data(contentsOf: root2.appendingPathComponent("s/\(file)")), "\(file)")
        }
    }

    @Test func hostileScreenNamesStayInsideTheOutputFolder() throws {
        let parent = try Repository.temporaryDirectory()
        let root = parent.appendingPathComponent("out")
        let names = ["../../x", "/etc/passwd", "a\u{0}b", "..", ".", "", "CON", "nul.txt",
                     String(repeating: "é", count: 300), "a/../../b", "~root", " spaced  name "]
        var folders: Set<String> = []
        for name in names {
            let result = try Fixture.fakeRenderer().render(name: name, voices: Fixture.voices("en-US"), utterances: [session[0]], into: root)
            #expect(result.folder.deletingLastPathComponent().standardizedFileURL.path == root.standardizedFileURL.path,
                    "\(name) -> \(result.folder.path)")
            let component = result.folder.lastPathComponent
            #expect(!component.hasPrefix(".") && !component.contains("/") && !component.contains("\u{0}"))
            #expect(component.utf8.count <= 100)
            folders.insert(component)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
        #expect(folders.contains("_CON") && folders.contains("_nul.txt") && folders.contains("x"))
        #expect(OutputName.sanitize(" spaced  name ") == "spaced-name")
    }

    @Test func aLinkAtTheOutputPathIsReplacedNotFollowed() throws {
        let root = try Repository.temporaryDirectory()
        let outside = try Repository.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("s").path,
                                                   withDestinationPath: outside.path)
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("s").path)
        #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
    }

    @Test func reRenderingReplacesTheFolderWithoutFollowingLinksInside() throws {
        let root = try Repository.temporaryDirectory()
        let outside = try Repository.temporaryDirectory()
        let keep = outside.appendingPathComponent("keep.txt")
        try Data("keep".utf8).write(to: keep)
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        // A link planted in the old render, pointing out of it.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("s/stops/99-link").path,
                                                   withDestinationPath: outside.path)
        _ = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: [session[0]], into: root)
        #expect(FileManager.default.fileExists(atPath: keep.path))
        // The new render's stops only: nothing stale from the first one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("s/stops").path)
                == ["01-title.wav"])
    }

    @Test func anEngineFailureLeavesNothingBehind() throws {
        let root = try Repository.temporaryDirectory()
        final class BrokenEngine: SpeechEngine, @unchecked Sendable {
            let sampleRate = 22050
            func synthesize(_ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void) throws {
                throw SpeechEngineError.voiceNotFound(settings.voice)
            }
        }
        let renderer = ScreenRenderer(engine: BrokenEngine(), engineVersion: "x", profiles: Fixture.store)
        #expect(throws: RenderError.self) {
            try renderer.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func aFailedPhraseIsAMarkedSilenceAndTheRestIsRendered() throws {
        let root = try Repository.temporaryDirectory()
        let utterances = [
            Fixture.utterance([Fixture.part(.label, "Before")], focus: "a"),
            Fixture.utterance([Fixture.part(.label, "CRASH me"), Fixture.part(.traits, "Button")], focus: "b"),
            Fixture.utterance([Fixture.part(.label, "After")], focus: "c"),
        ]
        let result = try Fixture.fakeRenderer().render(name: "s", voices: Fixture.voices("en-US"), utterances: utterances, into: root)
        #expect(result.incidents.count == 1 && result.incidents[0].kind == .phraseFailed)
        let timeline = try Timeline(root.appendingPathComponent("s/timeline.json"))
        let marked = try #require(timeline.events.first { $0["error"] != nil })
        #expect(marked["kind"] as? String == "silence" && marked["role"] as? String == "label")
        #expect(marked["text"] as? String == "CRASH me")
        #expect((marked["error"] as? String)?.contains("signal 6") == true)
        #expect(timeline.incidents.count == 1)
        // The audio: the error earcon where the phrase was, silence after it, the rest spoken.
        let walk = try WAVFile(contentsOf: root.appendingPathComponent("s/walkthrough.wav")).samples
        let earcon = try #require(timeline.events.first { $0["sound"] as? String == "engineError" })
        let bank = try EarconBank(sampleRate: 22050)
        #expect(correlation(walk, bank.samples(.engineError), at: earcon.startSample) > 0.99)
        #expect(AudioAnalysis.rms(walk[marked.startSample..<marked.endSample]) == 0)
        let spoken = timeline.events(kind: "speech").compactMap { $0["text"] as? String }
        #expect(spoken == ["Before", "Button", "After"])
    }

    @Test func earconsAreShortDistinctAndDeterministic() throws {
        let bank = try EarconBank(sampleRate: 22050), again = try EarconBank(sampleRate: 22050)
        for earcon in Earcon.allCases {
            let samples = bank.samples(earcon)
            #expect(samples.count > 0 && samples.count <= 22050 / 4, "\(earcon)")
            #expect(samples == again.samples(earcon))
            #expect(AudioAnalysis.rms(samples[...]) > 500, "\(earcon) is audible")
        }
        for a in Earcon.allCases {
            for b in Earcon.allCases where a != b {
                let x = bank.samples(a), y = bank.samples(b)
                let n = min(x.count, y.count)
                #expect(x != y)
                #expect(abs(correlation(Array(x.prefix(n)), Array(y.prefix(n)), at: 0)) < 0.5, "\(a) vs \(b)")
            }
        }
    }

    @Test func aProfileOrSettingCanReplaceAnEarconWithAWAVFile() throws {
        let dir = try Repository.temporaryDirectory()
        let url = dir.appendingPathComponent("bonk.wav")
        let custom = (0..<8000).map { Int16(truncatingIfNeeded: ($0 * 37) % 9000 - 4500) }
        let writer = try WAVWriter(url: url, sampleRate: 16000)
        try writer.append(custom)
        try writer.finish()
        let root = try Repository.temporaryDirectory()
        let renderer = Fixture.fakeRenderer(RenderSettings(earconFiles: [.boundary: url]))
        _ = try renderer.render(name: "s", voices: Fixture.voices("en-US"), utterances: session, into: root)
        let timeline = try Timeline(root.appendingPathComponent("s/timeline.json"))
        let bonk = try #require(timeline.events.first { $0["sound"] as? String == "boundary" })
        #expect(bonk.endSample - bonk.startSample == 8000 * 22050 / 16000)
        let walk = try WAVFile(contentsOf: root.appendingPathComponent("s/walkthrough.wav")).samples
        let resampled = WAVFile(sampleRate: 16000, samples: custom).resampled(to: 22050).samples
        #expect(Array(walk[bonk.startSample..<bonk.endSample]) == resampled)

        let missing = Fixture.fakeRenderer(RenderSettings(earconFiles: [.alert: dir.appendingPathComponent("none.wav")]))
        #expect(throws: RenderError.self) { try missing.render(name: "t", voices: Fixture.voices("en-US"), utterances: session, into: root) }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("t").path))
    }

    @Test func profileEarconNamesAreCheckedAndPathsAreRelativeToTheProfiles() throws {
        let dir = URL(fileURLWithPath: "/voices")
        let overrides = try EarconBank.overrides(named: ["boundary": "sounds/bonk.wav", "alert": "/abs/alert.wav"],
                                                 relativeTo: dir)
        #expect(overrides[.boundary]?.path == "/voices/sounds/bonk.wav")
        #expect(overrides[.alert]?.path == "/abs/alert.wav")
        #expect(throws: RenderError.unknownEarcon("bonk", allowed: Earcon.allCases.map(\.rawValue))) {
            try EarconBank.overrides(named: ["bonk": "x.wav"], relativeTo: dir)
        }
    }

    @Test func cachedPhrasesAreSynthesizedOnce() throws {
        let engine = FakeEngine()
        let repeated = (0..<5).map { i in Fixture.utterance([Fixture.part(.label, "Item \(i)"), Fixture.part(.traits, "Button")]) }
        _ = try Fixture.fakeRenderer(engine: engine).render(name: "s", voices: Fixture.voices("en-US"), utterances: repeated,
                                                             into: try Repository.temporaryDirectory())
        #expect(engine.synthesized.filter { $0 == "Button" }.count == 1)
        #expect(engine.synthesized.count == 6)
    }
}
