import Foundation

/// The voice profiles of one `Voices/` folder, looked up by language tag.
public struct VoiceProfileStore: Sendable {
    /// The folder relative earcon paths are read from: the folder read, or for built-in profiles
    /// alone the working directory.
    public let directory: URL
    /// Every profile, one per language.
    public let profiles: [VoiceProfile]
    /// Built once: parsing every profile's tag with CLDR's data is not free.
    package let matcher: LanguageMatcher

    /// The given profiles, e.g. built-in ones overlaid with a folder's (``builtIn(overlaidWith:)``).
    public init(profiles: [VoiceProfile], directory: URL) {
        self.directory = directory
        self.profiles = profiles
        matcher = LanguageMatcher(profiles: profiles)
    }

    /// Reads every `*.yaml` profile in `directory`.
    public init(directory: URL) throws {
        self.directory = directory
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw VoiceProfileError.folderUnreadable(directory.path)
        }
        guard !files.isEmpty else { throw VoiceProfileError.folderUnreadable(directory.path) }
        profiles = try files.map { try VoiceProfileStore.load(directory.appendingPathComponent($0)) }
        matcher = LanguageMatcher(profiles: profiles)
    }

    /// Decodes one profile file.
    package static func load(_ url: URL) throws -> VoiceProfile {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            throw VoiceProfileError.fileUnreadable(url.path)
        }
        return try decode(text, path: url.path)
    }

    /// Decodes one profile's text; errors name `path`.
    static func decode(_ text: String, path: String) throws -> VoiceProfile {
        do {
            return try ProfileDecoder.decode(VoiceProfile.self, from: text)
        } catch let error as DecodingError {
            throw VoiceProfileError.invalid(path, VoiceProfileStore.describe(error))
        } catch {
            throw VoiceProfileError.invalid(path, "\(error)")
        }
    }

    /// The profile a BCP 47 tag resolves to as iOS resolves locales (`LanguageMatcher`):
    /// `ja` → ja-JP, `es-AR` → es-MX, `zh-Hant` → zh-TW, `pt` → pt-BR; nil for a language no
    /// profile speaks.
    public func profile(for language: String) -> VoiceProfile? {
        if let exact = profiles.first(where: { $0.language == language }) { return exact }
        return matcher.profile(for: language)
    }

    /// The profile a tag resolves to, or the closest profiles to suggest when none speaks it.
    package func resolve(_ language: String) -> LanguageResolution {
        matcher.resolve(language)
    }

    /// Like ``profile(for:)`` but throws one line naming the closest profiles.
    public func require(_ language: String) throws -> VoiceProfile {
        switch resolve(language) {
        case .matched(let profile): return profile
        case .unmatched(_, let closest):
            throw VoiceProfileError.unknownLanguage(language, closest: closest.map(\.language),
                                                    available: profiles.map(\.language))
        }
    }

    /// The store `earshot` uses: the built-in profiles, overlaid with `$EARSHOT_VOICES` when set.
    package static func standard() throws -> VoiceProfileStore {
        let environment = ProcessInfo.processInfo.environment["EARSHOT_VOICES"].flatMap { $0.isEmpty ? nil : $0 }
        return try builtIn(overlaidWith: environment.map { URL(fileURLWithPath: $0) })
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(type)"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Why voice profiles could not be read or used.
public enum VoiceProfileError: Error, Equatable, CustomStringConvertible {
    /// The folder cannot be listed.
    case folderUnreadable(String)
    /// A profile file cannot be read.
    case fileUnreadable(String)
    /// A profile file is not a valid profile (the file, and what is wrong).
    case invalid(String, String)
    /// No profile speaks the language: the closest profiles to suggest (possibly none), and all.
    case unknownLanguage(String, closest: [String], available: [String])

    public var description: String {
        switch self {
        case .folderUnreadable(let path):
            "\(path): no voice profiles (*.yaml) could be read"
        case .fileUnreadable(let path):
            "\(path): cannot read the voice profile as UTF-8"
        case .invalid(let path, let why):
            "\(path): invalid voice profile: \(why)"
        case .unknownLanguage(let language, let closest, let available):
            "no voice profile for language '\(language)'" + (LanguageTag(language)?.englishName.map { " (\($0))" } ?? "")
                + (closest.isEmpty ? "; available: \(available.joined(separator: ", "))" : "; closest: \(closest.joined(separator: ", "))")
        }
    }
}
