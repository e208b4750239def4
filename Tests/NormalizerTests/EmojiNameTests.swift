import Testing
@testable import Normalizer

/// Emoji the profile does not name are said by CLDR's name in the profile's language (Debian's
/// unicode-cldr-core, which `scripts/install-deps` installs), at every punctuation level.
@Suite("Emoji named from CLDR")
struct EmojiNameTests {
    @Test(arguments: [
        ("en-US", "🙂", "slightly smiling face"),
        ("en-US", "Hello 😀!", "Hello grinning face!"),
        ("de-DE", "❤️ 12", "rotes Herz zwölf"),
        ("fr-FR", "☀️", "soleil"),
        ("en-US", "🇯🇵", "flag, Japan"),
        ("de-DE", "🇯🇵", "Flagge, Japan"),
    ])
    func namedInTheLanguage(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Every profile's language has CLDR names: the emoji is said, in words, never left out.
    @Test(arguments: Fixture.allLanguages)
    func everyProfileNamesAnEmoji(language: String) {
        let out = say("🙂", language)
        #expect(!out.isEmpty && !out.unicodeScalars.contains { $0.properties.isEmojiPresentation }, "\(language): \(out)")
        #expect(say("🙂", language, .none) == out, "emoji are said at every punctuation level")
    }

    /// A skin tone is named after its emoji, as VoiceOver says it.
    @Test func skinToneIsNamed() {
        #expect(say("👍🏽", "en-US").hasSuffix("medium skin tone"))
        #expect(say("🧑🏿‍💻", "en-US").contains("dark skin tone"))
    }

    /// Characters no table names stay silent, as before.
    @Test func unnamedStaysSilent() {
        #expect(say("a \u{E000} b", "en-US") == "a b")
    }

    @Test func localeFilesParentFirst() {
        #expect(EmojiNames.localeChain("zh-TW") == ["zh", "zh_Hant", "zh_TW", "zh_Hant_TW"])
        #expect(EmojiNames.localeChain("nb-NO").prefix(2) == ["no", "nb"])
        #expect(EmojiNames.localeChain("pt-PT") == ["pt", "pt_Latn", "pt_PT", "pt_Latn_PT"])
    }
}
