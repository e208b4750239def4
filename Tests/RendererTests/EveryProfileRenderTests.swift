import Renderer
import Foundation
import Screens
import Simulator
import Testing
import TestSupport
import VoiceProfiles

/// Every profile in Voices/ speaks a small screen in its own language with its own voice: the
/// screen is transcribed, rendered through the real libespeak-ng (one shared in-process engine),
/// and the WAV is read back. Table-driven over the profiles, so a new one is covered at once.
@Suite("Every profile renders a screen", .serialized)
struct EveryProfileRenderTests {
    static var tags: [String] { Fixture.store.profiles.map(\.language) }

    /// A heading (the language's own name for itself), a switch and a button labelled with
    /// VoiceOver's own words in the language, so every label is in the language's script.
    static func screen(_ profile: VoiceProfile) throws -> Screen {
        let v = profile.vocabulary
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let yaml = """
            name: profile-\(profile.language)
            language: \(profile.language)
            size: [390, 844]
            elements:
              - {id: title, label: \(quoted(profile.name)), traits: [header], frame: [16, 50, 358, 40]}
              - {id: switch, label: \(quoted(v.rotorMoreContent)), value: "1", traits: [button, toggleButton], frame: [16, 100, 358, 44]}
              - {id: go, label: \(quoted(v.activate)), traits: [button], frame: [16, 152, 358, 44]}
            """
        return try ScreenLoader.load(data: Data(yaml.utf8), path: "profile.yaml")
    }

    @Test(arguments: tags)
    func aScreenIsSpokenWithTheProfilesVoiceAndWords(tag: String) throws {
        let profile = try Fixture.store.require(tag)
        let screen = try Self.screen(profile)
        let utterances = try Simulator(screen: screen, profiles: Fixture.store).run()
        #expect(utterances.count == 3)
        // VoiceOver's words come from this profile, and every part is spoken in this language.
        let text = TranscriptText.render(utterances)
        #expect(text.contains(profile.vocabulary.heading) && text.contains(profile.vocabulary.switchButton)
                && text.contains(profile.vocabulary.button), "\(tag): \(text)")
        #expect(utterances.flatMap(\.immediate).filter { $0.sound == nil }.allSatisfy { $0.language == tag })

        let root = try Repository.temporaryDirectory("profile-render")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Fixture.realRenderer().render(name: screen.name, voices: Fixture.voices(tag), utterances: utterances, into: root)
        let walk = try WAVFile(contentsOf: result.folder.appendingPathComponent("walkthrough.wav"))
        let timeline = try Timeline(result.folder.appendingPathComponent("timeline.json"))
        #expect(timeline.incidents.isEmpty, "\(tag): \(timeline.incidents)")
        let speech = timeline.events(kind: "speech")
        #expect(!speech.isEmpty)
        for event in speech {
            #expect(event["voice"] as? String == profile.espeakVoice, "\(tag): \(event)")
            // Each phrase is heard: loud enough, and at least 0.15 s for its words.
            #expect(AudioAnalysis.rms(walk.samples[event.startSample..<event.endSample]) > 300, "\(tag): \(event)")
            #expect(event.seconds > 0.15, "\(tag): \(event)")
        }
        // Three stops of a few words each at the default rate: seconds, not milliseconds or minutes.
        let spoken = speech.reduce(0) { $0 + $1.seconds }
        #expect(spoken > 1.5 && spoken < 40, "\(tag): \(spoken) s of speech")
    }
}
