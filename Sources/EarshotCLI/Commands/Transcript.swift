import ArgumentParser
import Foundation
import Earshot
import Renderer
import Screens
import Simulator
import VoiceProfiles

/// `earshot transcript`: what VoiceOver says for a screen, as text or JSON, without audio.
struct Transcript: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Print what VoiceOver would say for a screen file, step by step.",
        discussion: """
            Runs the screen's script (or, without one, swipes through every stop, listening to each \
            to the end) and prints one entry per utterance. When a script step cannot apply (an \
            increment where nothing is adjustable), what was said up to it is printed, then the \
            error (exit 1).

            text: a caption-panel transcript. Each entry gives the step, the focused element, the \
            sounds in brackets, what is said at once, and on a line starting with "…" what is said \
            after the hint delay.

            json: an array of utterances in order, each with focus (element id, or its element path \
            when it has none, or null), cause (the script step, "open" or "walk"), text (the \
            immediate part, parts joined by ", "), delayed (the delayed part, or ""), sounds \
            (earcon names), listening, interrupts, busy, and parts (role, text, language, sound, \
            pitchShifted, delayed). Text is as composed: numbers are as written.

            Example: earshot transcript Samples/woof-woof-kennel.en-US.yaml
                     earshot transcript screen.json --format json --more-content sound
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp(
        "The screen file (YAML or JSON), or a capture: Appium/WebDriverAgent XML, idb or AXe JSON, XCUITest debugDescription, AccessibilitySnapshot JSON.",
        valueName: "file"))
    var file: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var simulation: SimulationOptions
    @OptionGroup var language: LanguageOption
    @OptionGroup var voices: VoicesOption
    @OptionGroup var messages: OutputOptions

    func run() throws {
        let store = try Environment.voices(voices.directory)
        try language.validate(against: store)
        let pipeline = RenderPipeline(profiles: store, simulation: simulation.settings)
        let imported = try Environment.imported(file, options: language.importOptions, reportingWarnings: !messages.quiet)
        messages.detail("\(file): read as \(imported.format.displayName)")
        let utterances: [Utterance]
        do {
            utterances = try pipeline.simulate(imported, file: file)
        } catch let failure as RenderFailure {
            // A script step that cannot apply: what was said up to it, then the error (exit 1).
            if let error = failure.underlying as? SimulationError, !error.saidBefore.isEmpty {
                try Environment.writeStandardOutput(Data(rendered(error.saidBefore).utf8))
            }
            throw CommandFailure.input(failure.description)
        }
        print(rendered(utterances), terminator: "")
    }

    private func rendered(_ utterances: [Utterance]) -> String {
        switch format {
        case .text: TranscriptText.render(utterances)
        case .json: TranscriptJSON.render(utterances) + "\n"
        }
    }
}
