import VoiceProfiles

/// Makes label text sayable for one voice profile: numbers, times, money, units and symbols
/// become the profile language's words, punctuation becomes pause events, control characters
/// and markup never pass. Rules live in Swift; the words they use come from the profile's
/// `normalization:` data.
public struct TextNormalizer: Sendable {
    public let profile: VoiceProfile
    public let punctuation: PunctuationLevel
    private let rules: (any LanguageRules)?
    private let lexicon: Lexicon

    public init(profile: VoiceProfile, punctuation: PunctuationLevel = .some) {
        self.profile = profile
        self.punctuation = punctuation
        let rules = Self.rules(for: profile.language, data: profile.normalization)
        self.rules = rules
        lexicon = Lexicon(profile.normalization, rules: rules)
    }

    /// The rules for a BCP 47 tag's language; nil for a language Earshot has no rules for, whose
    /// digits then stay as written for espeak-ng's own voice to read.
    static func rules(for language: String, data: NormalizationData) -> (any LanguageRules)? {
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch primary {
        case "en": return EnglishRules(data: data)
        case "zh", "cmn": return ChineseRules(data: data)
        case "pt": return PortugueseRules(data: data)
        case "vi": return VietnameseRules(data: data)
        case "ru": return RussianRules(data: data)
        default: return nil
        }
    }

    public func normalize(_ text: String) -> NormalizedText {
        let rewriter = Rewriter(text: text, rules: rules ?? PassThroughRules(data: profile.normalization),
                                lexicon: lexicon, level: punctuation)
        return rewriter.run()
    }
}
