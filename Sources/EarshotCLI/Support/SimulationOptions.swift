import ArgumentParser
import Screens
import Simulator

/// VoiceOver's verbosity settings as flags, shared by every command that simulates a screen.
struct SimulationOptions: ParsableArguments {
    @Flag(name: .customLong("no-hints"), help: "Do not speak hints (VoiceOver > Verbosity > Speak Hints off).")
    var noHints = false

    @Option(name: .customLong("more-content"), help: ArgumentHelp(
        "How \"More content available\" is given: speak, sound (an earcon), pitch (the description at a changed pitch) or none.",
        valueName: "mode"))
    var moreContent: VerbosityMode = .speak

    @Option(help: ArgumentHelp("How \"Actions available\" is given: speak, sound, pitch or none.", valueName: "mode"))
    var actions: VerbosityMode = .speak

    @Option(help: ArgumentHelp(
        "Which VoiceOver reads the screens: ios or macos (macOS role words, custom content label first, the More Content menu). Default: each screen's own `platform`, else ios.",
        valueName: "platform"))
    var platform: Platform?

    var settings: SimulationSettings {
        SimulationSettings(speakHints: !noHints, moreContent: moreContent, actions: actions, platform: platform)
    }
}

extension VerbosityMode: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
