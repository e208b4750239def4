import Foundation
import Testing
import TestSupport

/// One hint cut by a script's wait, rendered through the real engine by `earshot batch`: every
/// output tells the same fate in the same words (docs/voiceover.md section 8).
@Suite("What was heard, the same in every output")
struct HearingAgreementTests {
    static let hint = "Double tap to toggle this setting on or off, then swipe right for the next one."
    static let screen = """
        name: cut-hint
        language: en-US
        elements:
          - {id: wifi, label: Wi-Fi, hint: "\(hint)", traits: [button], frame: [0, 0, 100, 40]}
          - {id: bluetooth, label: Bluetooth, traits: [button], frame: [0, 50, 100, 40]}
        script:
          - wait: 1.5
          - next
        """

    @Test func aCutHintHasOneFateInEveryOutput() throws {
        let dir = try Repository.temporaryDirectory("hearing")
        let input = dir.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data(Self.screen.utf8).write(to: input.appendingPathComponent("cut-hint.yaml"))
        let out = dir.appendingPathComponent("out")
        let result = try runEarshot(["batch", input.path, "-o", out.path, "--jobs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let folder = out.appendingPathComponent("cut-hint")

        // timeline.json: cut, with how long it would have lasted.
        let timeline = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("timeline.json")))
        let events = (timeline as? [String: Any])?["events"] as? [[String: Any]] ?? []
        let hint = try #require(events.first { $0["role"] as? String == "hint" })
        let start = try #require(hint["startSample"] as? Int), end = try #require(hint["endSample"] as? Int)
        let length = try #require(hint["lengthSamples"] as? Int)
        #expect(hint["status"] as? String == "cut" && hint["section"] as? String == "delayed")
        #expect(end > start && length > end - start)
        let tenths = { (samples: Int) in "\((samples * 10 + 11025) / 22050 / 10).\((samples * 10 + 11025) / 22050 % 10)" }
        let note = "(cut off after \(tenths(end - start)) of \(tenths(length)) s)"

        // transcript.txt and the review page: the same words.
        let transcript = try String(contentsOf: folder.appendingPathComponent("transcript.txt"), encoding: .utf8)
        #expect(transcript.contains("… \(Self.hint) \(note)"), "\(transcript)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains(note) && !page.contains("(not heard"), "the page says \(note)")

        // captions.vtt: only the words heard, the cue ending where the hint was cut.
        let captions = try String(contentsOf: folder.appendingPathComponent("captions.vtt"), encoding: .utf8)
        let cue = try #require(captions.components(separatedBy: "\n\n").first { $0.contains("Wi-Fi") })
        let lines = cue.components(separatedBy: "\n")
        #expect(lines.count == 2 && lines[1].hasPrefix("Wi-Fi, Button, ") && lines[1].hasSuffix("…"), "\(cue)")
        #expect(!lines[1].contains("next one"))
        let ms = (end * 1000 + 11025) / 22050
        let stamp = String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
        #expect(lines[0].hasSuffix("--> " + stamp), "\(lines[0]) ends at \(stamp)")
    }
}
