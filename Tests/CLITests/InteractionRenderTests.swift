import Renderer
import Foundation
import Testing
import TestSupport

/// What a double tap says (docs/voiceover.md section 10) is one set of parts of one utterance: the
/// transcript, the captions, the timeline and the audio all carry it.
@Suite("Double tap feedback in every output")
struct InteractionRenderTests {
    @Test func theEchoAfterADoubleTapIsInEveryOutputAndHeard() throws {
        let out = try Repository.temporaryDirectory()
        func render(_ traits: String, _ name: String) throws -> URL {
            let file = out.appendingPathComponent("\(name).yaml")
            try """
                name: \(name)
                language: en-US
                elements:
                  - {id: collections, label: Collections, traits: [\(traits)], frame: [0, 100, 300, 44]}
                script:
                  - activate
                  - set: {id: collections, traits: [\(traits), selected]}
                """.write(to: file, atomically: true, encoding: .utf8)
            let r = try runEarshot(["render", file.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return out.appendingPathComponent(name)
        }
        // A button is echoed; one that starts a media session silences VoiceOver.
        let echoed = try render("button", "echoed"), silent = try render("button, startsMediaSession", "silent")
        for output in ["transcript.txt", "captions.vtt", "transcript.json", "timeline.json"] {
            let text = try String(contentsOf: echoed.appendingPathComponent(output), encoding: .utf8)
            #expect(text.contains("Selected"), "\(output): \(text)")
            let quiet = try String(contentsOf: silent.appendingPathComponent(output), encoding: .utf8)
            #expect(!quiet.contains("Selected"), "\(output): \(quiet)")
        }
        // "Selected, Collections" is heard: over 0.5 s more audio at the default rate.
        let said = try WAVFile(contentsOf: echoed.appendingPathComponent("walkthrough.wav")).duration
        let unsaid = try WAVFile(contentsOf: silent.appendingPathComponent("walkthrough.wav")).duration
        #expect(said - unsaid > 0.5, "\(said) s echoed, \(unsaid) s silent")
    }
}
