import ArgumentParser
import Foundation
import Synthesizer
import VoiceProfiles

/// `earshot voices`: the voice profiles and whether espeak-ng can speak them here.
struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the voice profiles, their espeak-ng voice and whether it is installed."
    )

    @OptionGroup var voices: VoicesOption

    func run() throws {
        let store = try Environment.voices(voices.directory)
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
        }
        print("\(store.profiles.count) profiles (\(Environment.voicesOrigin(voices.directory)))")
    }
}
