import Foundation
import Testing
import TestSupport
@testable import EarshotTesting

/// What a transcript assertion decides, for each record mode, on reference files in a temporary
/// folder.
@Suite("Transcript check")
struct TranscriptCheckTests {
    static func check(_ mode: TranscriptRecording, in folder: URL) -> TranscriptCheck {
        TranscriptCheck(reference: ReferenceFile(testFile: folder.appendingPathComponent("KennelTests.swift").path,
                                                 function: "testKennel()", name: nil), mode: mode)
    }

    @Test func referencesLiveBesideTheTestNamedForIt() throws {
        let file = ReferenceFile(testFile: "/p/Tests/AppTests/KennelTests.swift", function: "testKennel()", name: "dark mode")
        #expect(file.url.path == "/p/Tests/AppTests/__Transcripts__/KennelTests/testKennel.dark-mode.txt")
        #expect(ReferenceFile.sanitized("kennel reads its dogs()") == "kennel-reads-its-dogs")
    }

    @Test func theFirstRunRecordsAndTheSecondMatches() throws {
        let folder = try Repository.temporaryDirectory()
        let check = Self.check(.missing, in: folder)
        #expect(try check.run(actual: "1  open  a  A\n") == .recorded(replaced: false))
        #expect(check.message(for: .recorded(replaced: false), screen: "s")?.contains("No reference transcript existed") == true)
        #expect(try check.run(actual: "1  open  a  A\n") == .matched)
        #expect(check.message(for: .matched, screen: "s") == nil)
    }

    @Test func aChangeFailsWithALineDiffAndLeavesTheReference() throws {
        let folder = try Repository.temporaryDirectory()
        _ = try Self.check(.missing, in: folder).run(actual: "1  open  a  A, Button\n2  walk  b  B\n")
        let check = Self.check(.missing, in: folder)
        let outcome = try check.run(actual: "1  open  a  A\n2  walk  b  B\n")
        guard case .differs = outcome else { Issue.record("expected a difference, got \(outcome)"); return }
        let message = try #require(check.message(for: outcome, screen: "kennel"))
        #expect(message.contains("-1  open  a  A, Button\n+1  open  a  A\n"))
        #expect(message.contains("EARSHOT_RECORD=all"))
        #expect(check.reference.read() == "1  open  a  A, Button\n2  walk  b  B\n")
    }

    @Test func recordAllReplacesAndNeverDoesNotWrite() throws {
        let folder = try Repository.temporaryDirectory()
        #expect(try Self.check(.never, in: folder).run(actual: "x\n") == .missing)
        #expect(Self.check(.never, in: folder).reference.read() == nil)
        _ = try Self.check(.missing, in: folder).run(actual: "x\n")
        #expect(try Self.check(.all, in: folder).run(actual: "y\n") == .recorded(replaced: true))
        #expect(Self.check(.never, in: folder).reference.read() == "y\n")
    }
}
