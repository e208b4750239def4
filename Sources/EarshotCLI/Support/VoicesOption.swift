import ArgumentParser

/// `--voices DIR`, shared by every command that speaks.
struct VoicesOption: ParsableArguments {
    @Option(name: .customLong("voices"), help: ArgumentHelp(
        "The folder of voice profiles (default: $EARSHOT_VOICES, else the checkout's Voices/).",
        valueName: "dir"))
    var directory: String?
}
