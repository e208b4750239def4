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
    /// Built-in profiles are decoded when first asked for (``VoiceProfileStore``); a folder's
    /// are decoded at once, so a mistake in a user's file is reported before any work starts.
    public static func builtIn(overlaidWith folder: URL? = nil) throws -> VoiceProfileStore {
        var byLanguage: [String: ProfileShelf.Source] = [:]
        for file in embeddedVoiceFiles {
            if let language = declaredLanguage(file.text) {
                byLanguage[language.lowercased()] = .embedded(file, language: language)
            } else {
                let profile = try decode(file.text, path: "<built-in>/\(file.name)")
                byLanguage[profile.language.lowercased()] = .decoded(profile)
            }
        }
        if let folder {
            for profile in try VoiceProfileStore(directory: folder).profiles {
                byLanguage[profile.language.lowercased()] = .decoded(profile)
            }
        }
        let directory = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return VoiceProfileStore(sources: Array(byLanguage.values), directory: directory)
    }

    /// The value of a profile's top-level `language:` line, plain or quoted, without decoding the
    /// file; nil when there is no such simple line (the file is then decoded at once). Reads the
    /// UTF-8 bytes line by line up to that line (the sixth in every shipped profile).
    static func declaredLanguage(_ text: String) -> String? {
        let key = Array("language:".utf8)
        var utf8 = text.utf8[...]
        while !utf8.isEmpty {
            let end = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = utf8[..<end]
            utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
            guard line.starts(with: key) else { continue }
            var value = Substring(line.dropFirst(key.count)).trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
            return value
        }
        return nil
    }
}
