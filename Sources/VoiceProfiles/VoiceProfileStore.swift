import Foundation

/// The voice profiles of one `Voices/` folder, looked up by language tag.
public struct VoiceProfileStore: Sendable {
    public let directory: URL
    public let profiles: [VoiceProfile]
    /// Built once: parsing every profile's tag with CLDR's data is not free.
    public let matcher: LanguageMatcher

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
    public static func load(_ url: URL) throws -> VoiceProfile {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            throw VoiceProfileError.fileUnreadable(url.path)
        }
        do {
            return try ProfileDecoder.decode(VoiceProfile.self, from: text)
        } catch let error as DecodingError {
            throw VoiceProfileError.invalid(url.path, VoiceProfileStore.describe(error))
        } catch {
            throw VoiceProfileError.invalid(url.path, "\(error)")
        }
    }

    /// The profile a BCP 47 tag resolves to as iOS resolves locales (``LanguageMatcher``):
    /// `ja` → ja-JP, `es-AR` → es-MX, `zh-Hant` → zh-TW, `pt` → pt-BR; nil for a language no
    /// profile speaks.
    public func profile(for language: String) -> VoiceProfile? {
        if let exact = profiles.first(where: { $0.language == language }) { return exact }
        return matcher.profile(for: language)
    }

    /// The profile a tag resolves to, or the closest profiles to suggest when none speaks it.
    public func resolve(_ language: String) -> LanguageResolution {
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

    /// The `Voices/` folder an installed or built `earshot` uses: `$EARSHOT_VOICES`, else the
    /// first `Voices` folder found walking up from the executable (a build inside the checkout),
    /// else `share/earshot/Voices` beside the executable's prefix.
    public static func defaultDirectory(executable: URL? = nil) -> URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["EARSHOT_VOICES"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        let exe = (executable ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("Voices")
            if fm.fileExists(atPath: candidate.appendingPathComponent("en-US.yaml").path) { return candidate }
            let shared = dir.appendingPathComponent("share/earshot/Voices")
            if fm.fileExists(atPath: shared.appendingPathComponent("en-US.yaml").path) { return shared }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The store at ``defaultDirectory(executable:)``.
    public static func standard() throws -> VoiceProfileStore {
        guard let directory = defaultDirectory() else { throw VoiceProfileError.folderNotFound }
        return try VoiceProfileStore(directory: directory)
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
    case folderNotFound
    case folderUnreadable(String)
    case fileUnreadable(String)
    case invalid(String, String)
    /// No profile speaks the language: the closest profiles to suggest (possibly none), and all.
    case unknownLanguage(String, closest: [String], available: [String])

    public var description: String {
        switch self {
        case .folderNotFound:
            "no Voices folder found; set EARSHOT_VOICES to the Voices folder of an Earshot checkout"
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
