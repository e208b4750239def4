import Foundation
import Screens
import Simulator
import VoiceProfiles

/// Reads what `earshot audit` is given through ``ScreenSource``, as render reads it (a capture with
/// the warnings on what it guessed, a screen file with each element's line, the command's import
/// options applied while reading), except that focus cycles are kept for the audit to report
/// rather than refused.
package enum AuditSource {
    package struct Loaded: Sendable {
        package var screen: Screen
        package var lines: [String: Int]
        package var warnings: [ImportWarning]
        package var format: CaptureFormat
    }

    /// `options` as every command takes them (`--language` overrides the screen's language, and
    /// a capture's language is then not guessed).
    package static func load(contentsOf url: URL, options: ImportOptions = ImportOptions()) throws -> Loaded {
        let imported = try ScreenSource.load(contentsOf: url, options: options, keepingFocusFindings: true)
        return Loaded(screen: imported.screen, lines: imported.places.lines, warnings: imported.warnings, format: imported.format)
    }
}

extension AuditInput {
    /// The input for a screen in `profiles`' terms: the trait words of its language's profile
    /// (none when it has no profile: that rule then finds nothing) and its reading direction.
    package init(screen: Screen, file: String, lines: [String: Int] = [:], profiles: VoiceProfileStore?,
                rowBand: Double = 8) {
        let profile = profiles?.profile(for: screen.language)
        self.init(screen: screen, file: file, lines: lines, traitWords: profile.map { TraitWords($0.vocabulary) } ?? TraitWords(),
                  rowBand: rowBand, rightToLeft: Languages.readsRightToLeft(screen.language, profile: profile),
                  times: profile.map(TimeReadings.init(profile:)))
    }
}
