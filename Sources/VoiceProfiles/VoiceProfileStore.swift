import Foundation
import Basics
import Synchronization

/// The voice profiles of one `Voices/` folder, looked up by language tag.
///
/// Built-in profiles are decoded on first use: 39 of them are embedded, a render needs one or
/// two, and decoding all of them was most of a small render's own start-up.
public struct VoiceProfileStore: Sendable {
    /// The folder relative earcon paths are read from: the folder read, or for built-in profiles
    /// alone the working directory.
    public let directory: URL
    /// Every profile's language tag, sorted: known without decoding a profile.
    package let languages: [String]
    private let shelf: ProfileShelf

    /// How many built-in profiles this store (and its copies) decoded so far: each at most once.
    package var builtInDecodes: Int { shelf.decodes }

    /// Every profile, sorted by language (decodes those not decoded yet).
    public var profiles: [VoiceProfile] { languages.indices.map(shelf.profile) }

    /// Resolves tags to profiles as iOS does; built on first use (parsing every profile's tag
    /// with CLDR's data is not free, and an exact tag never needs it).
    package var matcher: LanguageMatcher { shelf.matcher }

    /// The given profiles, e.g. built-in ones overlaid with a folder's (``builtIn(overlaidWith:)``).
    public init(profiles: [VoiceProfile], directory: URL) {
        self.init(sources: profiles.map { .decoded($0) }, directory: directory)
    }

    /// Profiles to decode when first asked for, sorted here by language.
    init(sources: [ProfileShelf.Source], directory: URL) {
        // Sorted as indices: a source is as large as a decoded profile, and sorting the sources
        // themselves moved them about at more cost than reading every file's language line.
        let unsorted = sources.map(\.language)
        let order = unsorted.indices.sorted { unsorted[$0] < unsorted[$1] }
        self.directory = directory
        languages = order.map { unsorted[$0] }
        let sorted = order.map { sources[$0] }
        shelf = ProfileShelf(sorted)
    }

    /// Reads every `*.yaml` profile in `directory` (decoded now, so a bad file is named at once).
    public init(directory: URL) throws {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw VoiceProfileError.folderUnreadable(directory.path)
        }
        guard !files.isEmpty else { throw VoiceProfileError.folderUnreadable(directory.path) }
        let profiles = try files.map { try VoiceProfileStore.load(directory.appendingPathComponent($0)) }
        self.init(sources: profiles.map { .decoded($0) }, directory: directory)
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
        if let exact = languages.firstIndex(of: language) { return shelf.profile(exact) }
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
                                                    available: languages)
        }
    }

    /// What every "no voice profile" error says is allowed: the closest profiles it names are
    /// suggestions, not the whole list, so it says how many there are and how to list them.
    package var everyLanguage: String {
        "a language one of the \(languages.count) voice profiles speaks (`earshot voices` lists them)"
    }

    /// The store `earshot` uses: the built-in profiles, overlaid with `folder` when given, else
    /// with ``overlayFromEnvironment``.
    package static func standard(overlaidWith folder: String? = nil) throws -> VoiceProfileStore {
        try builtIn(overlaidWith: (folder ?? overlayFromEnvironment).map { URL(fileURLWithPath: $0) })
    }

    /// `$EARSHOT_VOICES`, the folder of profiles overlaid on the built-in ones when no other is
    /// named; unset when empty. Read here only, so listings name the folder the store used.
    package static var overlayFromEnvironment: String? {
        ProcessInfo.processInfo.environment["EARSHOT_VOICES"].flatMap { $0.isEmpty ? nil : $0 }
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
                + (closest.isEmpty ? "; available: \(available.joined(separator: ", "))"
                    : "; closest: \(closest.joined(separator: ", ")) (`earshot voices` lists all \(available.count))")
        }
    }
}

/// The profiles of one store, each decoded the first time it is asked for, and the store's matcher.
///
/// A class shared by copies of the store, so a profile is decoded once per process.
final class ProfileShelf: Sendable {
    enum Source: Sendable {
        case decoded(VoiceProfile)
        /// An embedded file and the language its `language:` line names.
        case embedded(EmbeddedVoiceFile, language: String)

        var language: String {
            switch self {
            case .decoded(let profile): profile.language
            case .embedded(_, let language): language
            }
        }
    }

    /// Decodes on demand; apart from the matcher, which refers to it (no reference cycle).
    private final class Decoding: Sendable {
        let sources: [Source]
        /// Each profile decoded once: a render's screen preparation and its planning may ask for
        /// the same language at once, and the second waits for the first's profile instead of
        /// decoding it again (~1.3 ms).
        let decoded: [MadeOnce<VoiceProfile>]

        init(_ sources: [Source]) {
            self.sources = sources
            decoded = sources.map { if case .decoded(let profile) = $0 { MadeOnce(profile) } else { MadeOnce() } }
        }

        /// A built-in file that does not decode is a defect of the build, not of the input: the
        /// test suite decodes every one (BuiltInProfileTests).
        func profile(_ index: Int) -> VoiceProfile {
            decoded[index].value {
                guard case .embedded(let file, let language) = sources[index] else { preconditionFailure("decoded at init") }
                let profile: VoiceProfile
                do {
                    profile = try VoiceProfileStore.decode(file.text, path: "<built-in>/\(file.name)")
                } catch {
                    preconditionFailure("\(error)")
                }
                precondition(profile.language == language,
                             "<built-in>/\(file.name): its language line reads \(language), the decoder \(profile.language)")
                decodes.withLock { $0 += 1 }
                return profile
            }
        }

        /// Embedded files decoded so far (for tests: each at most once).
        let decodes = Mutex(0)
    }

    private let decoding: Decoding
    private let matcherCache = Mutex<LanguageMatcher?>(nil)

    init(_ sources: [Source]) {
        decoding = Decoding(sources)
    }

    /// Profile `index`, in the store's order.
    func profile(_ index: Int) -> VoiceProfile { decoding.profile(index) }

    /// How many embedded files have been decoded.
    var decodes: Int { decoding.decodes.withLock { $0 } }

    var matcher: LanguageMatcher {
        matcherCache.withLock { cache in
            if let cache { return cache }
            let decoding = decoding
            let made = LanguageMatcher(languages: decoding.sources.map(\.language), profile: { decoding.profile($0) })
            cache = made
            return made
        }
    }
}
