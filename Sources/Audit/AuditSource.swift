import Foundation
import ScreenImport
import ScreenLoader
import ScreenModel
import Simulator
import VoiceProfiles

/// Reads what `earshot audit` is given, as render reads it: a capture through ScreenImport (with
/// the warnings on what it guessed), a screen file through ScreenLoader with each element's line,
/// and focus cycles kept for the audit to report rather than refused.
package enum AuditSource {
    package struct Loaded: Sendable {
        package var screen: Screen
        package var lines: [String: Int]
        package var warnings: [ImportWarning]
        package var format: CaptureFormat
    }

    package static func load(contentsOf url: URL) throws -> Loaded {
        let head = (try? FileHandle(forReadingFrom: url).read(upToCount: 64 * 1024)) ?? Data()
        if CaptureFormat.detect(head) == .screenFile {
            let located = try ScreenLoader.loadLocated(contentsOf: url, keepingFocusFindings: true)
            return Loaded(screen: located.screen, lines: located.lines, warnings: [], format: .screenFile)
        }
        let imported = try ScreenSource.load(contentsOf: url)
        return Loaded(screen: imported.screen, lines: [:], warnings: imported.warnings, format: imported.format)
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
                  twelveHourClock: profile?.normalization.twelveHourClock ?? true)
    }
}
