import Renderer
import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// Announcement priorities heard in the audio (docs/simulation.md, "Announcements"): the same
/// screen and script, the announcement high or default, rendered with the real engine and read
/// back from timeline.json and walkthrough.wav.
@Suite("Announcement priorities in the audio (espeak-ng)", .serialized)
struct AnnouncementPriorityAudioTests {
    static func screen(_ priority: String) -> String {
        """
        name: download
        language: en-US
        elements:
          - {id: list, label: Downloaded podcasts and episodes, value: 12 items, traits: [button], frame: [0, 0, 300, 40]}
          - {id: more, label: More, traits: [button], frame: [0, 50, 300, 40]}
        script:
          - announce: {text: Download complete, priority: \(priority)}
          - next
        """
    }

    /// The walkthrough's samples and timeline.json's events of the screen with that priority.
    static func render(_ priority: String) throws -> (walk: [Int16], events: [[String: Any]]) {
        let screen = try ScreenLoader.load(data: Data(Self.screen(priority).utf8), path: "\(priority).yaml")
        let utterances = try Simulator(screen: screen, profiles: Fixture.store, settings: SimulationSettings()).run()
        let root = try Repository.temporaryDirectory("priority")
        let result = try Fixture.realRenderer().render(name: priority, voices: Fixture.voices("en-US"), utterances: utterances, into: root)
        let walk = try WAVFile(contentsOf: result.folder.appendingPathComponent("walkthrough.wav"))
        return (walk.samples, try Timeline(result.folder.appendingPathComponent("timeline.json")).events)
    }

    @Test func highInterruptsTheLabelDefaultLetsItFinish() throws {
        let high = try Self.render("high"), normal = try Self.render("default")
        func event(_ events: [[String: Any]], _ role: String) throws -> [String: Any] {
            try #require(events.first { $0["role"] as? String == role && $0["utterance"] as? Int == 1 })
        }
        func announcement(_ events: [[String: Any]]) throws -> [String: Any] {
            try #require(events.first { $0["role"] as? String == "announcement" })
        }

        // high: the label is cut a quarter second in, the announcement starts there.
        let highLabel = try event(high.events, "label"), highAnnouncement = try announcement(high.events)
        #expect(highLabel["status"] as? String == "cut")
        #expect(highLabel.endSample - highLabel.startSample == Int((0.25 * 22050).rounded()), "the gesture gap, 0.25 s")
        #expect(highAnnouncement.startSample == highLabel.endSample)
        #expect(try event(high.events, "value")["status"] as? String == "notHeard")

        // default: the label plays to its end, the value and traits are not heard.
        let label = try event(normal.events, "label"), normalAnnouncement = try announcement(normal.events)
        #expect(label["status"] as? String == "played")
        #expect(label.endSample - label.startSample > 22050, "the whole label, over a second")
        #expect(normalAnnouncement.startSample == label.endSample)
        #expect(try event(normal.events, "value")["status"] as? String == "notHeard")

        // In the audio: both labels begin with the same samples; high's stops where default's
        // goes on, and there high's announcement is heard, the very samples default plays later.
        let cut = highLabel.endSample
        #expect(Array(high.walk[0..<cut]) == Array(normal.walk[0..<cut]))
        #expect(AudioAnalysis.rms(normal.walk[cut..<(cut + 4410)]) > 500, "default: the label goes on")
        let length = highAnnouncement.endSample - highAnnouncement.startSample
        #expect(length == normalAnnouncement.endSample - normalAnnouncement.startSample && length > 11025)
        #expect(Array(high.walk[highAnnouncement.startSample..<highAnnouncement.endSample])
                == Array(normal.walk[normalAnnouncement.startSample..<normalAnnouncement.endSample]))
        #expect(AudioAnalysis.rms(high.walk[highAnnouncement.startSample..<highAnnouncement.endSample]) > 500)
    }
}
