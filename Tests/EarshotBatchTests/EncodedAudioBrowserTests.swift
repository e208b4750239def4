import Renderer
import Foundation
import Testing
import TestSupport

/// The MP3 and Ogg Opus files `earshot render --audio` writes, in a real headless Chromium: an
/// `<audio>` element with the walkthrough and one with a stop reach `loadedmetadata`, with the
/// timeline's duration.
@Suite("Encoded audio in headless Chromium", .serialized)
struct EncodedAudioBrowserTests {
    @Test(arguments: [AudioFormat.mp3, .opus])
    func theWalkthroughAndAStopLoadWithTheTimelinesDuration(format: AudioFormat) throws {
        let root = try Repository.temporaryDirectory("encoded-browser")
        let out = root.appendingPathComponent("out")
        let screen = Repository.samples.appendingPathComponent("settings.en-US.yaml")
        let render = try runEarshot(["render", screen.path, "-o", out.path, "--audio", format.rawValue], timeout: 300)
        try #require(render.status == 0, "\(render.stderr)")
        let folder = out.appendingPathComponent("settings")
        let timeline = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("timeline.json"))) as? [String: Any]
        let duration = try #require(timeline?["duration"] as? Double)
        let stops = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("stops").path).sorted()
        #expect(!stops.isEmpty && stops.allSatisfy { $0.hasSuffix("." + format.fileExtension) }, "\(stops)")
        let stop = try #require(stops.first)
        let stopSeconds = try EncodedAudioReader.read(folder.appendingPathComponent("stops/" + stop)).duration

        // A page of two players that writes each one's duration (or error) on <body>.
        let page = folder.appendingPathComponent("players.html")
        try """
        <!doctype html><html><body>
        <audio id="walkthrough" preload="metadata" src="\(format.fileName("walkthrough"))"></audio>
        <audio id="stop" preload="metadata" src="stops/\(stop)"></audio>
        <script>
        for (const player of document.querySelectorAll('audio')) {
          player.addEventListener('loadedmetadata', () => document.body.setAttribute('data-' + player.id, String(player.duration)));
          player.addEventListener('error', () => document.body.setAttribute('data-' + player.id, 'error ' + (player.error && player.error.code)));
        }
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(page, fileAccess: false, in: root, budget: 10_000)
        let walkthrough = try #require(Chromium.attribute("data-walkthrough", in: dom), "\(dom.suffix(400))")
        let played = try #require(Double(walkthrough), "walkthrough: \(walkthrough)")
        #expect(duration > 10)
        #expect(abs(played - duration) <= 0.02, "Chromium says \(played) s, the timeline \(duration) s")
        let stopPlayed = try #require(Chromium.attribute("data-stop", in: dom).flatMap(Double.init), "\(dom.suffix(400))")
        #expect(abs(stopPlayed - stopSeconds) <= 0.02, "\(stop): Chromium says \(stopPlayed) s, libsndfile \(stopSeconds) s")
    }
}
