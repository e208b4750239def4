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
    /// UTF-8 bytes line by line up to that line (the sixth in every shipped profile), without
    /// making a string of any other: every `earshot` process reads all 39 built-in files so.
    package static func declaredLanguage(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            let key = "language:".utf8
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                defer { start = end + 1 }
                guard bytes[start..<end].starts(with: key) else { continue }
                // Spaces and tabs around the value, then one pair of matching quotes.
                var from = start + key.count, to = end
                while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
                while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
                if to - from >= 2, bytes[from] == UInt8(ascii: "\"") || bytes[from] == UInt8(ascii: "'"), bytes[to - 1] == bytes[from] {
                    from += 1
                    to -= 1
                }
                let value = UnsafeBufferPointer(rebasing: bytes[from..<to])
                guard !value.isEmpty, value.allSatisfy(Self.isTagByte) else { return nil }
                return String(decoding: value, as: UTF8.self)
            }
            return nil
        }
    }

    /// An ASCII letter or digit, `-` or `_`.
    private static func isTagByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
