import Foundation
import Testing
import TestSupport

/// The corpus of public captures of real iOS apps, each rebuilt as Earshot's own file in
/// Fixtures/RealCaptures (PROVENANCE.md names where each came from), with the transcript VoiceOver
/// would give written beside it from docs/voiceover.md and docs/import.md, never from Earshot's
/// output: the capture `NAME.xml`, `NAME.json` or `NAME.txt` and its `NAME.transcript.txt`.
struct RealCapture: CustomTestStringConvertible, Sendable {
    static let directory = Fixtures.directory.appendingPathComponent("RealCaptures")

    /// Every capture in the folder, by file name: page sources (`.xml`), idb and AXe JSON
    /// (`.json`) and XCUITest debugDescription dumps (`.txt`, other than the transcripts).
    static var all: [RealCapture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            name.hasSuffix(".xml") || name.hasSuffix(".json") || (name.hasSuffix(".txt") && !name.hasSuffix(".transcript.txt"))
        }.sorted().map(RealCapture.init)
    }

    /// The capture's file name.
    let file: String

    var url: URL { Self.directory.appendingPathComponent(file) }
    var transcriptURL: URL {
        Self.directory.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".transcript.txt")
    }

    var testDescription: String { file }

    /// The reviewed transcript: one stop a line; `# ` lines give the reasons, `@language L` the
    /// language the import should guess (en-US when absent), `@knownIssue WHY` a difference from
    /// Earshot's reading that is not fixed yet, and a stop written `? STOP` is one Earshot is known
    /// to miss for that reason (the other stops are still checked exactly). A stop's line break is
    /// written `\n`, an invisible character `\u{2068}`.
    func expectation() throws -> Expectation {
        var expectation = Expectation()
        for line in try String(contentsOf: transcriptURL, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("@language ") {
                expectation.language = String(line.dropFirst("@language ".count))
            } else if line.hasPrefix("@knownIssue ") {
                expectation.knownIssue = String(line.dropFirst("@knownIssue ".count))
            } else if line.hasPrefix("? ") {
                expectation.stops.append(Self.unescaped(line.dropFirst(2)))
            } else {
                expectation.stops.append(Self.unescaped(line))
                expectation.stopsRead.append(Self.unescaped(line))
            }
        }
        return expectation
    }

    /// A transcript line's stop: `\n` is a line break in it, `\u{XXXX}` the character with that
    /// code point (labels carry both, and a transcript has one stop a line).
    static func unescaped(_ line: Substring) -> String {
        var text = line.replacingOccurrences(of: "\\n", with: "\n")
        while let start = text.range(of: "\\u{"), let end = text.range(of: "}", range: start.upperBound..<text.endIndex),
              let code = UInt32(text[start.upperBound..<end.lowerBound], radix: 16), let scalar = Unicode.Scalar(code) {
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: String(Character(scalar)))
        }
        return text
    }

    /// What a capture's transcript file says.
    struct Expectation {
        /// Every stop VoiceOver makes, in order.
        var stops: [String] = []
        /// The stops without those marked `? `: what Earshot reads while the known issue stands.
        var stopsRead: [String] = []
        var language = "en-US"
        var knownIssue: String?
    }
}
