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
    /// The input for a screen spoken with `voices` (its voice plan, ``ScreenVoices``): the trait
    /// words of its profile and its reading direction. Without one (no profile speaks the
    /// screen's language) the rules that need the words find nothing, and the direction is the
    /// language's script's.
    package init(screen: Screen, file: String, lines: [String: Int] = [:], voices: ScreenVoices?, rowBand: Double = 8) {
        let profile = voices?.screenProfile
        self.init(screen: screen, file: file, lines: lines, traitWords: profile.map { TraitWords($0.vocabulary) } ?? TraitWords(),
                  rowBand: rowBand, rightToLeft: voices?.rightToLeft ?? ReadingDirection.isRightToLeft(screen.language),
                  times: profile.map(TimeReadings.init(profile:)))
    }

    /// The input for a screen in `profiles`' terms: its voice plan resolved from its language.
    package init(screen: Screen, file: String, lines: [String: Int] = [:], profiles: VoiceProfileStore?,
                 rowBand: Double = 8) {
        self.init(screen: screen, file: file, lines: lines,
                  voices: profiles.flatMap { ScreenVoices(screenLanguage: screen.language, store: $0) }, rowBand: rowBand)
    }
}
