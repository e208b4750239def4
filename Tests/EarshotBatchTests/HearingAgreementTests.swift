import Foundation
import Testing
import TestSupport
@testable import EarshotBatch

/// A screen whose script cuts one hint (a `wait` shorter than it) and leaves another unheard (the
/// next gesture at once), rendered through the real engine by `earshot batch`: the five outputs
/// (timeline.json, transcript.txt, transcript.json, captions.vtt and the review page, read in
/// headless Chromium) tell every phrase's fate the same way (docs/voiceover.md section 8).
@Suite("What was heard, the same in every output", .serialized)
struct HearingAgreementTests {
    static let longHint = "Double tap to toggle this setting on or off, then swipe right for the next one."
    static let screen = """
        name: fates
        language: en-US
        elements:
          - {id: wifi, label: Wi-Fi, hint: "\(longHint)", traits: [button], frame: [0, 0, 100, 40]}
          - {id: bluetooth, label: Bluetooth, hint: Double tap to pair a new device., traits: [button], frame: [0, 50, 100, 40]}
          - {id: cellular, label: Cellular Data, traits: [button], frame: [0, 100, 100, 40]}
        script:
          - wait: 2.5
          - next
          - next
        """

    /// The batch's output folder, rendered once for the suite.
    static let out: URL = {
        let dir = try! Repository.temporaryDirectory("hearing")
        let input = dir.appendingPathComponent("screens")
        try! FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try! Data(screen.utf8).write(to: input.appendingPathComponent("fates.yaml"))
        let out = dir.appendingPathComponent("out")
        let result = try! runEarshot(["batch", input.path, "-o", out.path, "--jobs", "1"])
        precondition(result.status == 0, result.stderr)
        return out
    }()

    /// One spoken part's fate as transcript.json tells it.
    struct Fate {
        var utterance: Int
        var role: String
        var text: String
        var heard: String
        var heardText: String?
        var heardSeconds: Double?

        /// What transcript.txt and the page write after the words.
        var note: String? {
            switch heard {
            case "played": nil
            case "notHeard": "not heard"
            default: "cut off after \(String(format: "%.1f", heardSeconds ?? -1)) s"
                + ((heardText ?? "").isEmpty ? "" : ", heard \"\(heardText ?? "")\"")
            }
        }
    }

    static func fates() throws -> [Fate] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("fates/transcript.json")))
        let utterances = try #require(json as? [[String: Any]])
        return utterances.enumerated().flatMap { index, utterance in
            ((utterance["parts"] as? [[String: Any]]) ?? []).compactMap { part -> Fate? in
                guard part["sound"] == nil, let text = part["text"] as? String, !text.isEmpty else { return nil }
                return Fate(utterance: index + 1, role: part["role"] as? String ?? "", text: text,
                            heard: part["heard"] as? String ?? "missing", heardText: part["heardText"] as? String,
                            heardSeconds: part["heardSeconds"] as? Double)
            }
        }
    }

    @Test func theScriptCutsOneHintAndLeavesOneUnheard() throws {
        let fates = try Self.fates()
        #expect(fates.first { $0.text == Self.longHint }?.heard == "cut")
        #expect(fates.first { $0.text == "Double tap to pair a new device." }?.heard == "notHeard")
        #expect(fates.filter { $0.role != "hint" }.allSatisfy { $0.heard == "played" })
        let cut = try #require(fates.first { $0.heard == "cut" })
        let words = try #require(cut.heardText)
        #expect(words.hasSuffix("…") && Self.longHint.hasPrefix(String(words.dropLast())), "\(words)")
    }

    @Test func timelineAndTranscriptTextAgreeWithTranscriptJSON() throws {
        let folder = Self.out.appendingPathComponent("fates")
        let timeline = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("timeline.json")))
        let events = ((timeline as? [String: Any])?["events"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "speech" }
        let transcript = try String(contentsOf: folder.appendingPathComponent("transcript.txt"), encoding: .utf8)
        for fate in try Self.fates() {
            let event = try #require(events.first { $0["utterance"] as? Int == fate.utterance && $0["text"] as? String == fate.text })
            #expect(event["status"] as? String == fate.heard, "\(fate.text)")
            #expect(event["heardText"] as? String == fate.heardText, "\(fate.text)")
            if fate.heard == "cut", let start = event["startSample"] as? Int, let end = event["endSample"] as? Int {
                #expect(Double((end - start) * 10 + 11025) / 22050 / 10 - (fate.heardSeconds ?? 0) < 0.1)
            }
            // transcript.txt: the words, then the fate in the same words.
            let said = fate.text + (fate.note.map { " (\($0))" } ?? "")
            #expect(transcript.contains(said + "\n") || transcript.contains(said + ",") || transcript.contains(said + " ("),
                    "\(said) in \(transcript)")
        }
    }

    @Test func captionsShowOnlyWhatWasHeard() throws {
        let captions = try String(contentsOf: Self.out.appendingPathComponent("fates/captions.vtt"), encoding: .utf8)
        let cues = WebVTTValidator.validate(captions)
        #expect(cues.problems.isEmpty, "\(cues.problems)")
        let text = cues.cues.map { $0.text }.joined(separator: "\n")
        for fate in try Self.fates() {
            switch fate.heard {
            case "played": #expect(text.contains(fate.text), "\(fate.text)")
            case "cut":
                #expect(!text.contains(fate.text))
                #expect(text.contains(fate.heardText ?? "missing"), "\(text)")
            default: #expect(!text.contains(fate.text), "\(fate.text) was never heard")
            }
        }
        // A cue per stop: three stops, three cues.
        #expect(cues.cues.count == 3)
    }

    /// The review page as a browser shows it: each phrase with its fate, and the walkthrough's
    /// caption line, moved into the cut hint, showing only the words heard.
    @Test func theReviewPageInChromiumSaysTheSame() throws {
        let probe = """
            <script>
            window.addEventListener('load', function () {
              var body = document.body, walk = document.querySelector('figure.walkthrough audio');
              var cues = JSON.parse(document.querySelector('script.cues').textContent);
              body.setAttribute('data-t-cues', JSON.stringify(cues));
              var said = [];
              document.querySelectorAll('dl.said dd').forEach(function (n) { said.push(n.textContent); });
              body.setAttribute('data-t-said', JSON.stringify(said));
              // Once the caption track is in place (from the file or the page) and the audio's
              // length is known: into the first stop's cue, just before its end.
              var figure = walk.closest('figure');
              function seek() {
                if (!figure.getAttribute('data-captions') || walk.readyState < 1) { setTimeout(seek, 100); return; }
                // Cues become active as the audio plays (a paused element only seeks).
                walk.play().catch(function () {});
                walk.currentTime = cues[0][1] - 0.05;
                // The line changes when the media pipeline reaches the cue: looked at until it
                // shows, for at most two seconds.
                var looks = 0;
                (function look() {
                  var shown = figure.querySelector('.caption').textContent;
                  if (!shown && ++looks < 20) { setTimeout(look, 100); return; }
                  body.setAttribute('data-t-line', shown);
                })();
              }
              seek();
            });
            </script>
            """
        let page = try String(contentsOf: Self.out.appendingPathComponent("fates/review.html"), encoding: .utf8)
        let url = Self.out.appendingPathComponent("fates/probe.html")
        // Players load only when played; this copy loads them with the page, as headless
        // Chromium's virtual time waits only for what loads with the page.
        let loading = page.replacingOccurrences(of: "preload=\"none\"", with: "preload=\"metadata\"")
        try Data(loading.replacingOccurrences(of: "</body>", with: probe + "</body>").utf8).write(to: url)
        // Playback runs in real time, beside Chromium's virtual clock: on a busy machine the cue
        // may not be reached before the page is dumped, so a page whose line stayed empty is
        // loaded again (at most three times); what it then shows must be the words heard.
        var dom = ""
        for _ in 0..<3 {
            dom = try Chromium.dumpDOM(url, fileAccess: false, in: Self.out, budget: 20_000,
                                       extra: ["--autoplay-policy=no-user-gesture-required"])
            if let line = ReviewMapBrowserTests.attribute("data-t-line", in: dom), !line.isEmpty { break }
        }
        // Each step's "Says" and "After the hint delay" as the browser shows them.
        let said = try #require(ReviewMapBrowserTests.attribute("data-t-said", in: dom))
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(said.utf8)) as? [String]).joined(separator: "\n")
        for fate in try Self.fates() {
            #expect(shown.contains(fate.text + (fate.note.map { " (\($0))" } ?? "")), "\(fate.text) in \(shown)")
        }
        // The page's cues are captions.vtt's.
        let cues = try #require(ReviewMapBrowserTests.attribute("data-t-cues", in: dom))
        let cut = try #require(try Self.fates().first { $0.heard == "cut" })
        #expect(cues.contains("Wi-Fi, Button, " + (cut.heardText ?? "missing")), "\(cues)")
        // Near the end of the first stop's cue the caption line shows the words heard, no more.
        let line = try #require(ReviewMapBrowserTests.attribute("data-t-line", in: dom))
        #expect(line == "Wi-Fi, Button, " + (cut.heardText ?? "missing"), "\(line)")
    }
}
