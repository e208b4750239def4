import Foundation

/// One file of the package's `Voices/` folder, built into the module by the EmbedVoices plugin
/// (`embeddedVoiceFiles` is generated at build time; `Voices/` stays the source of truth).
struct EmbeddedVoiceFile: Sendable {
    let name: String
    let text: String
}

extension VoiceProfileStore {
    /// The `Voices/*.yaml` files this build was made from, by file name, in file-name order.
    package static var builtInFiles: [(name: String, text: String)] {
        embeddedVoiceFiles.map { ($0.name, $0.text) }
    }

    /// The built-in profiles; with `folder`, its `*.yaml` profiles are added, each replacing the
    /// built-in profile of the same language, so a user folder need hold only what it changes.
    /// - Throws: ``VoiceProfileError`` naming the file (built-in files as `<built-in>/NAME`).
    public static func builtIn(overlaidWith folder: URL? = nil) throws -> VoiceProfileStore {
        var byLanguage: [String: VoiceProfile] = [:]
        for file in embeddedVoiceFiles {
            let profile = try decode(file.text, path: "<built-in>/\(file.name)")
            byLanguage[profile.language.lowercased()] = profile
        }
        if let folder {
            for profile in try VoiceProfileStore(directory: folder).profiles {
                byLanguage[profile.language.lowercased()] = profile
            }
        }
        let directory = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return VoiceProfileStore(profiles: byLanguage.values.sorted { $0.language < $1.language }, directory: directory)
    }
}
