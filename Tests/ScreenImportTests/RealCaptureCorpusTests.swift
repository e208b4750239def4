import Foundation
import Screens
import Testing
import TestSupport

/// Public captures of real iOS apps (Fixtures/RealCaptures), imported as a user would import them
/// and read by the real Simulator: each must read as its reviewed transcript says, stop by stop.
@Suite("Corpus of real captures")
struct RealCaptureCorpusTests {
    /// Each capture's stops, in order, against its transcript, and the language the import
    /// guesses; under a known issue the full transcript is a known failure while every other stop
    /// is still checked exactly.
    @Test(arguments: RealCapture.all)
    func readsAsItsReviewedTranscript(_ capture: RealCapture) throws {
        let expected = try capture.expectation()
        #expect(expected.knownIssue != nil || expected.stops == expected.stopsRead, "a `?` stop needs a known issue")
        let imported = try ScreenSource.load(contentsOf: capture.url)
        let lines = try FidelityTests.transcript(imported.screen)
        if let reason = expected.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) {
                #expect(lines == expected.stops)
            }
            #expect(lines == expected.stopsRead)
        } else {
            #expect(lines == expected.stops)
        }
        #expect(imported.screen.language == expected.language)
    }

    /// Every capture has its transcript and a row in PROVENANCE.md, and the corpus holds what
    /// docs/import.md says it holds.
    @Test func everyCaptureHasItsTranscriptAndProvenance() throws {
        let provenance = try String(contentsOf: RealCapture.directory.appendingPathComponent("PROVENANCE.md"), encoding: .utf8)
        for capture in RealCapture.all {
            #expect(FileManager.default.fileExists(atPath: capture.transcriptURL.path), "\(capture.file) has no transcript")
            let hasRow = provenance.contains("| \(capture.file) |")
            #expect(hasRow, "\(capture.file) has no row in PROVENANCE.md")
        }
        let docs = try String(contentsOf: Repository.root.appendingPathComponent("docs/import.md"), encoding: .utf8)
        let stated = docs.firstMatch(of: /RealCaptures` holds (\d+) public captures/).flatMap { Int($0.1) }
        #expect(stated != nil, "docs/import.md no longer says how many captures the corpus holds")
        #expect(RealCapture.all.count == stated)
    }
}
