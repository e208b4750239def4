import Normalizer
import TestSupport
import VoiceProfiles

/// The checkout's real voice profiles, loaded once, and a normalizer per language.
enum Fixture {
    static let store: VoiceProfileStore = {
        do { return try Repository.voiceStore() } catch { fatalError("voice profiles: \(error)") }
    }()

    static func normalizer(_ language: String, _ level: PunctuationLevel = .some) -> TextNormalizer {
        TextNormalizer(profile: try! store.require(language), punctuation: level)
    }

    static let languages = ["en-US", "zh-CN", "pt-BR", "vi-VN", "ru-RU"]

    /// Every profile's tag, in order.
    static let allLanguages = store.profiles.map(\.language).sorted()

    /// Every profile's tag whose locale writes decimals with `mark` ("," or ".").
    static func allLanguages(withDecimalMark mark: String) -> [String] {
        allLanguages.filter { (try? store.require($0).normalization.decimalMark) == mark }
    }

    /// Every profile's tag but those of the primary languages given ("ja", "zh").
    static func allLanguages(except primaries: Set<String>) -> [String] {
        allLanguages.filter { !primaries.contains(String($0.prefix(while: { $0 != "-" }))) }
    }
}

/// The one-line spoken form, as `earshot normalize` prints it.
func say(_ text: String, _ language: String = "en-US", _ level: PunctuationLevel = .some) -> String {
    Fixture.normalizer(language, level).normalize(text).text
}
