import ArgumentParser
import Foundation
import Simulator

/// `earshot diff`: what changed for a VoiceOver user between two builds of one screen.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the stops added, removed, moved or saying something else between two builds of a screen.",
        discussion: """
            OLD and NEW are two screen files or captures of the same screen. Both are walked stop \
            by stop (their scripts are not run); stops are matched by element id, else by element \
            path. Each change is one line, in the new focus order:

              added      4  share          "Share, Button"
              removed    3  save           "Save, Button"
              moved      2  general        was 1
              changed    2  general        "General, Button" -> "General"

            A stop that moved and says something else has both lines. --format json gives an \
            array of {change, element, old, new} with each stop's position, text and delayed text.

            Exit codes: 0 no change, 1 changes found or bad input, 2 bad usage, 3 voice profiles missing.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("The screen before the change.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The screen after the change.", valueName: "new"))
    var new: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var simulation: SimulationOptions
    @OptionGroup var voices: VoicesOption

    func run() throws {
        let store = try Environment.voices(voices.directory)
        let stops = try [old, new].map { file in
            do {
                return try Stop.stops(of: try Environment.imported(file).screen, profiles: store, settings: simulation.settings)
            } catch let error as SimulationError {
                throw CommandFailure.input("\(file): \(error.description)")
            }
        }
        let diff = StopDiff(old: stops[0], new: stops[1])
        switch format {
        case .text:
            print(diff.text, terminator: "")
            print(diff.isEmpty ? "no changes" : "\(diff.changes.count) change\(diff.changes.count == 1 ? "" : "s")")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(diff.changes.map(ChangeRecord.init)), as: UTF8.self))
        }
        if !diff.isEmpty { throw ExitCode.badInput }
    }

    /// One change as JSON: the stop before and after (one of them null when added or removed).
    struct ChangeRecord: Encodable {
        let change: String
        let element: String
        let old: Stop?
        let new: Stop?

        init(_ change: StopDiff.Change) {
            switch change {
            case .added(let s): (self.change, element, old, new) = ("added", s.element, nil, s)
            case .removed(let s): (self.change, element, old, new) = ("removed", s.element, s, nil)
            case .moved(let a, let b): (self.change, element, old, new) = ("moved", b.element, a, b)
            case .changed(let a, let b): (self.change, element, old, new) = ("changed", b.element, a, b)
            }
        }
    }
}
