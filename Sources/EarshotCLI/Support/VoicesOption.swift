import ArgumentParser

/// `--voices DIR`, shared by every command that speaks.
struct VoicesOption: ParsableArguments {
    @Option(name: .customLong("voices"), help: ArgumentHelp(
        "A folder of voice profiles (*.yaml) adding to or replacing the built-in ones by language (default: $EARSHOT_VOICES).",
        valueName: "dir"))
    var directory: String?
}
