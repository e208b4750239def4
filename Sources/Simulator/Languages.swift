import Screens
import VoiceProfiles

/// Which language each element speaks in and whose vocabulary it uses. An element's language is
/// its own `language`, else its nearest ancestor's, else the screen's; VoiceOver's words come from
/// the profile of that language, or the screen's profile when there is none for it.
package struct Languages {
    let voices: ScreenVoices
    var screenLanguage: String { voices.screenLanguage }
    var screenProfile: VoiceProfile { voices.screenProfile }
    private var cache: [String: (vocabulary: Vocabulary, language: String)] = [:]

    init(screen: Screen, profiles: VoiceProfileStore) throws {
        guard let voices = ScreenVoices(screenLanguage: screen.language, store: profiles) else {
            // The closest profiles are suggestions; what is allowed is any profile's language.
            var problem = "the screen's language '\(screen.language)'"
                + (LanguageTag(screen.language)?.englishName.map { " (\($0))" } ?? "") + " has no voice profile"
            if case .unmatched(_, let closest) = profiles.resolve(screen.language), !closest.isEmpty {
                problem += "; closest: " + closest.map(\.language).joined(separator: ", ")
            }
            throw SimulationError(path: "language", problem: problem, allowed: profiles.everyLanguage)
        }
        self.voices = voices
    }

    /// The element's language tag.
    func language(of node: Int, in tree: ElementTree) -> String {
        var current: Int? = node
        while let index = current {
            if let language = tree[index].language { return language }
            current = tree.nodes[index].parent
        }
        return screenLanguage
    }

    /// The vocabulary for a language and the tag its words are spoken in: the screen's language
    /// where no profile speaks it (``ScreenVoices``).
    mutating func words(for language: String) -> (vocabulary: Vocabulary, language: String) {
        if let known = cache[language] { return known }
        let (profile, isOwn) = voices.profile(for: language)
        let words = (profile.vocabulary, isOwn ? language : screenLanguage)
        cache[language] = words
        return words
    }

    /// Whether rows read right to left: the profile's direction, else the language's script.
    var rightToLeft: Bool { Languages.readsRightToLeft(screenLanguage, profile: screenProfile) }

    /// Whether a screen in `language` reads its rows right to left: its profile's direction,
    /// else the language's script. Public for tools that sort frames as VoiceOver does.
    package static func readsRightToLeft(_ language: String, profile: VoiceProfile?) -> Bool {
        if profile?.direction == .rightToLeft { return true }
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary)
    }

    /// Languages written right to left (ISO 639 codes).
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi"]
}
