import Foundation
import PackagePlugin

/// Builds the package's `Voices/*.yaml` into the target that applies it, so an `earshot` binary
/// or a library user needs no checkout to find its default voice profiles.
///
/// The tool lists the folder at every build, so a profile added to `Voices/` is embedded with no
/// list to maintain, and a changed or removed one follows.
@main
struct EmbedVoices: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let voices = context.package.directoryURL.appendingPathComponent("Voices")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedVoiceFiles.swift")
        // The folder is the input, not its files: its time stamp changes when a profile is added,
        // removed or replaced (git, editors that save by renaming), and a build whose plan still
        // names a deleted file would fail on the missing input.
        return [
            .buildCommand(
                displayName: "Embedding the voice profiles of Voices/",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [voices.path, ".yaml", "EmbeddedVoiceFile", "embeddedVoiceFiles", output.path],
                inputFiles: [voices],
                outputFiles: [output]
            ),
        ]
    }
}
