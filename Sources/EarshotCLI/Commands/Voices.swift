import ArgumentParser
import Foundation
import Synthesizer
import VoiceProfiles

/// `earshot voices`: the voice profiles and whether espeak-ng can speak them here.
struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the voice profiles, their espeak-ng voice and whether it is installed.",
        discussion: """
            Each profile is followed by the locales that resolve to it, as iOS resolves a \
            screen's language (BCP 47 with CLDR's likely subtags and parent locales: ja -> ja-JP, \
            es-AR -> es-MX, zh-Hant -> zh-TW). --resolve TAG prints only what one tag resolves \
            to (exit 1 when no profile speaks it, naming the closest).
            """
    )

    @OptionGroup var voices: VoicesOption

    @Option(help: ArgumentHelp("Print the profile this language tag resolves to.", valueName: "tag"))
    var resolve: String?

    func run() throws {
        let store = try Environment.voices(voices.directory)
        if let resolve {
            switch store.resolve(resolve) {
            case .matched(let profile):
                print("\(resolve) -> \(profile.language) (\(profile.name)), espeak-ng voice \(profile.espeakVoice)")
                return
            case let unmatched:
                throw CommandFailure.input(unmatched.summary)
            }
        }
        let coverage = store.matcher.coverage()
        let engine = try? EspeakEngine.shared()
        let rows = store.profiles.map { profile -> [String] in
            let installed = engine.map { $0.hasVoice(profile.espeakVoice) ? "installed" : "MISSING" } ?? "no espeak-ng"
            let wpm = profile.rate.wordsPerMinute(atPercent: profile.rate.defaultPercent)
            return [profile.language, profile.espeakVoice, installed, "\(wpm) wpm",
                    profile.checkedOnDevice ? "device-checked" : "translation not device-checked", profile.name]
        }
        let header = ["LANGUAGE", "ESPEAK VOICE", "STATUS", "RATE", "VOCABULARY", "NAME"]
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        for row in [header] + rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            print(cells.joined(separator: "  "))
            if let covered = coverage[row[0]], !covered.isEmpty {
                // The bare language and the first regions; the rest as a count, so a row stays readable.
                let shown = covered.prefix(12).joined(separator: ", ")
                print("    also for: " + shown + (covered.count > 12 ? " and \(covered.count - 12) more" : ""))
            }
        }
        print("\(store.profiles.count) profiles (\(Environment.voicesOrigin(voices.directory)))")
    }
}
