import Renderer
import Audit
import Foundation
import Screens
import VoiceProfiles

/// What the review page shows of a screen besides its audio: the audit's findings, what the
/// import guessed, whose vocabulary is not checked on a device, which element each stop focuses,
/// and the focus map. The batch writes it beside the render (`review.json`, and the map alone as
/// `map.svg`), so a reused screen keeps it and the page is made from files, as for the audio.
package struct ReviewNotes: Codable, Sendable {
    package static let fileName = "review.json"
    static let mapFileName = "map.svg"

    /// A voice the screen speaks with, and whether its vocabulary was checked on a device.
    struct Voice: Codable, Hashable, Sendable {
        var language: String
        /// The profile's name; nil when no profile speaks the language (the screen's is used).
        var name: String?
        var checkedOnDevice: Bool
    }

    package var findings: [Finding]
    /// The import's warnings, one line each (`12: Window[0]/Button[1]: message`).
    var warnings: [String]
    var voices: [Voice]
    /// Per utterance (index 0 is utterance 1): the element focused after it, by name.
    var focus: [String?]
    package var map: MapModel

    /// Audits `imported` (read from `file`); `focus` is the stops' focus from the simulation the
    /// render spoke (the screen is not simulated again).
    package static func make(_ imported: ImportedScreen, file: String, focus: [String?], voices plan: ScreenVoices?,
                     rowBand: Double) -> ReviewNotes {
        let screen = imported.screen
        let input = AuditInput(screen: screen, file: file, lines: imported.places.lines, voices: plan, rowBand: rowBand)
        // Each language by the profile the render spoke it with: its own, else the screen's.
        let voices = screen.languagesSpoken.map { language in
            let profile = plan?.profile(for: language).profile
            return Voice(language: language, name: profile?.name, checkedOnDevice: profile?.checkedOnDevice ?? false)
        }
        return ReviewNotes(findings: Auditor.audit(input), warnings: imported.warnings.map(\.description), voices: voices,
                           focus: focus,
                           map: MapModel(screen: Auditor.walkable(screen), rowBand: input.rowBand, rightToLeft: input.rightToLeft))
    }

    /// Findings per element name.
    var findingCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.element, default: 0] += 1 }
        return counts
    }

    /// Writes `review.json` and `map.svg` into `folder`; returns their names.
    package func write(in folder: URL) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: folder.appendingPathComponent(Self.fileName), durable: false)
        let svg = FocusMapSVG.render(map, options: .init(standalone: true, findings: findingCounts))
        try AtomicFile.write(Data(svg.utf8), to: folder.appendingPathComponent(Self.mapFileName), durable: false)
        return [Self.fileName, Self.mapFileName]
    }

    static func read(in folder: URL) -> ReviewNotes? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        return try? JSONDecoder().decode(ReviewNotes.self, from: data)
    }
}
