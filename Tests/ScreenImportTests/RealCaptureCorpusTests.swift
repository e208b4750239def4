import Foundation
import ScreenImport
import Testing
import TestSupport

/// Tests/Captures: public captures of real apps, each committed as published beside its expected
/// transcript (`NAME.expected`: one stop a line in VoiceOver's swipe order, `#` lines saying which
/// rule decides each), reviewed line by line against docs/voiceover.md and docs/import.md. Each
/// is read as a user would give it: no language stated.
@Suite("Corpus of real captures")
struct RealCaptureCorpusTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Captures")

    /// The expected transcripts, by the capture they are for.
    static let entries: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
    }()

    static func capture(_ stem: String) throws -> URL {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let name = try #require(files.first { $0.hasPrefix(stem + ".") && !$0.hasSuffix(".expected") })
        return folder.appendingPathComponent(name)
    }

    @Test(arguments: entries)
    func readsAsItsReviewedTranscript(_ stem: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(stem + ".expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let imported = try ScreenSource.load(contentsOf: Self.capture(stem))
        let lines = try FidelityTests.transcript(imported.screen)
        #expect(lines == expected, "\(lines.joined(separator: "\n"))")
    }

    /// Every capture has its expected transcript and a provenance row (repository, path, commit,
    /// licence, iOS version).
    @Test func everyCaptureHasATranscriptAndItsProvenance() throws {
        let provenance = try String(contentsOf: Self.folder.appendingPathComponent("PROVENANCE.md"), encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { !$0.hasSuffix(".expected") && $0 != "PROVENANCE.md" }
        #expect(files.count == Self.entries.count)
        for file in files {
            let stem = String(file[..<file.lastIndex(of: ".")!])
            #expect(Self.entries.contains(stem), "\(file) has no expected transcript")
            #expect(provenance.contains("| \(file) |"), "\(file) has no provenance row")
        }
    }
}
