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

    init(voices: ScreenVoices) {
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

    /// Whether rows read right to left (``ScreenVoices/rightToLeft``).
    var rightToLeft: Bool { voices.rightToLeft }
}

extension ScreenVoices {
    /// The voices of `screen`: where a screen's language is resolved, once. Throws
    /// ``SimulationError`` at the screen's `language` when no profile speaks it.
    package static func of(_ screen: Screen, profiles: VoiceProfileStore) throws -> ScreenVoices {
        guard let voices = ScreenVoices(screenLanguage: screen.language, store: profiles) else {
            // The closest profiles are suggestions; what is allowed is any profile's language.
            var problem = "the screen's language '\(screen.language)'"
                + (LanguageTag(screen.language)?.englishName.map { " (\($0))" } ?? "") + " has no voice profile"
            if case .unmatched(_, let closest) = profiles.resolve(screen.language), !closest.isEmpty {
                problem += "; closest: " + closest.map(\.language).joined(separator: ", ")
            }
            throw SimulationError(path: "language", problem: problem, allowed: profiles.everyLanguage)
        }
        return voices
    }
}
