import ArgumentParser
import Screens
import VoiceProfiles

/// `--language TAG`, shared by the commands that read screens: speaks every screen in this
/// language instead of the one it names (or the one guessed for a capture).
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("language"), help: ArgumentHelp(
        "Speak the screens in this language (BCP 47: de, ja-JP, es-AR, zh-Hant), overriding the screen's own; `earshot voices` shows what resolves to what.",
        valueName: "tag"))
    var tag: String?

    /// The import options that apply the override.
    var importOptions: ImportOptions { ImportOptions(language: tag) }

    /// Refuses, before any work, a tag that is no language or that no profile speaks: one line
    /// naming the closest profiles (exit 2).
    func validate(against store: VoiceProfileStore) throws {
        guard let tag else { return }
        guard LanguageTag(tag) != nil else {
            throw CommandFailure.usage("--language '\(tag)': not a language tag; allowed: BCP 47, e.g. de, ja-JP, es-419, zh-Hant-TW")
        }
        let resolution = store.resolve(tag)
        if case .unmatched = resolution { throw CommandFailure.usage("--language: \(resolution.summary)") }
    }
}
