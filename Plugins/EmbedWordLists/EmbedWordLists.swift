import Foundation
import PackagePlugin

/// Builds the target's `WordLists/` folder (word lists `*.txt`, spelling tables `*.tsv`, written
/// by scripts/make-word-list and scripts/make-spelling-table) into the target, so the normalizer
/// reads them with no file beside the binary and no Bundle.
///
/// The folder is listed at every build, so a list added there is embedded with no list to
/// maintain, and a profile names it by its base name.
@main
struct EmbedWordLists: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The target's folder by SwiftPM's default layout (Sources/<target>), not `directoryURL`:
        // that needs tools 6.1, and the manifest asks for 6.0 so that Xcode 16.0 builds the package.
        let lists = context.package.directoryURL.appendingPathComponent("Sources")
            .appendingPathComponent(target.name).appendingPathComponent("WordLists")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedWordLists.swift")
        // The folder is the input, as in EmbedVoices: a file added, removed or saved by renaming
        // changes its time stamp, and a plan naming a deleted file would fail the build.
        return [
            .buildCommand(
                displayName: "Embedding the word lists of \(target.name)/WordLists/",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [lists.path, ".txt,.tsv", "EmbeddedWordList", "embeddedWordLists", output.path],
                inputFiles: [lists],
                outputFiles: [output]
            ),
        ]
    }
}
