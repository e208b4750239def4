import Foundation
import Testing
import TestSupport

/// docs/voiceover.md section 7: the render, its transcript and the audit say the same words for a
/// time, and `--twelve-hour-times` renders what the audit's fix would sound like.
@Suite("Times: render, transcript and audit agree")
struct TimesAgreementTests {
    static func screen() throws -> URL {
        let dir = try Repository.temporaryDirectory("times")
        let file = dir.appendingPathComponent("departures.yaml")
        try """
            name: departures
            language: en-US
            elements:
              - {id: departure, label: Departs 22:00, frame: [16, 48, 358, 44]}
              - {id: question, label: Forgot password?, traits: [link], frame: [16, 100, 358, 44]}
            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theAuditQuotesWhatTheRenderSays() throws {
        let file = try Self.screen()
        let out = try Repository.temporaryDirectory("times-out")
        let render = try runEarshot(["render", file.path, "-o", out.path, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        let timeline = try String(contentsOf: out.appendingPathComponent("departures/timeline.json"), encoding: .utf8)
        #expect(timeline.contains("\"Departs twenty two\""), "\(timeline)")
        // The question keeps its mark on the phrase given to the engine.
        #expect(timeline.contains("\"Forgot password?\""))

        let audit = try runEarshot(["audit", file.path, "--fail-on", "never"])
        #expect(audit.stdout.contains("as \"twenty two\""), "\(audit.stdout)")
        #expect(audit.stdout.contains("written \"10:00 PM\" it is read \"ten p.m.\""), "\(audit.stdout)")

        let fixed = try Repository.temporaryDirectory("times-fixed")
        let hearFix = try runEarshot(["render", file.path, "-o", fixed.path, "--quiet", "--twelve-hour-times"])
        #expect(hearFix.status == 0, "\(hearFix.stderr)")
        let fixedTimeline = try String(contentsOf: fixed.appendingPathComponent("departures/timeline.json"), encoding: .utf8)
        #expect(fixedTimeline.contains("\"Departs ten p.m.\""), "\(fixedTimeline)")
    }
}
