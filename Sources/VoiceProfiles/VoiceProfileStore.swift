import Foundation

/// The voice profiles of one `Voices/` folder, looked up by language tag.
public struct VoiceProfileStore: Sendable {
    /// The folder relative earcon paths are read from: the folder read, or for built-in profiles
    /// alone the working directory.
    public let directory: URL
    public let profiles: [VoiceProfile]

    /// The given profiles, e.g. built-in ones overlaid with a folder's (``builtIn(overlaidWith:)``).
    public init(profiles: [VoiceProfile], directory: URL) {
        self.directory = directory
        self.profiles = profiles
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
    }

    /// Decodes one profile file.
    public static func load(_ url: URL) throws -> VoiceProfile {
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

    /// The profile for a BCP 47 tag: an exact match, else the first profile of the same language
    /// (`pt` and `pt-PT` find pt-BR, `zh-Hans` finds zh-CN), else nil.
    public func profile(for language: String) -> VoiceProfile? {
        let wanted = language.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = profiles.first(where: { $0.language.lowercased() == wanted }) { return exact }
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return profiles.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary }
    }

    /// Like ``profile(for:)`` but throws a line that lists what exists.
    public func require(_ language: String) throws -> VoiceProfile {
        guard let profile = profile(for: language) else {
            throw VoiceProfileError.unknownLanguage(language, available: profiles.map(\.language))
        }
        return profile
    }

    /// The store `earshot` uses: the built-in profiles, overlaid with `$EARSHOT_VOICES` when set.
    public static func standard() throws -> VoiceProfileStore {
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

public enum VoiceProfileError: Error, Equatable, CustomStringConvertible {
    case folderUnreadable(String)
    case fileUnreadable(String)
    case invalid(String, String)
    case unknownLanguage(String, available: [String])

    public var description: String {
        switch self {
        case .folderUnreadable(let path):
            "\(path): no voice profiles (*.yaml) could be read"
        case .fileUnreadable(let path):
            "\(path): cannot read the voice profile as UTF-8"
        case .invalid(let path, let why):
            "\(path): invalid voice profile: \(why)"
        case .unknownLanguage(let language, let available):
            "no voice profile for language '\(language)'; available: \(available.joined(separator: ", "))"
        }
    }
}
