import Normalizer
import Testing

/// Symbols and emoji said by name: rating stars, joined emoji sequences, and the symbols no
/// profile names, by CLDR's name in the profile's language.
@Suite("Symbols and emoji")
struct SymbolTests {
    @Test(arguments: [
        ("de-DE", "schwarzer Stern", "weißer Stern"), ("fr-FR", "étoile noire", "étoile blanche"),
        ("es-ES", "estrella negra", "estrella blanca"), ("it-IT", "stella nera", "stella bianca"),
        ("pt-PT", "estrela preta", "estrela branca"), ("nl-NL", "zwarte ster", "witte ster"),
        ("sv-SE", "svart stjärna", "vit stjärna"), ("fi-FI", "musta tähti", "valkoinen tähti"),
        ("pl-PL", "czarna gwiazda", "biała gwiazda"), ("cs-CZ", "černá hvězda", "bílá hvězda"),
        ("tr-TR", "siyah yıldız", "beyaz yıldız"), ("hu-HU", "fekete csillag", "fehér csillag"),
        ("bg-BG", "черна звезда", "бяла звезда"), ("ro-RO", "stea neagră", "stea albă"),
    ])
    func ratingStarsAreNamed(_ language: String, _ filled: String, _ empty: String) {
        #expect(say("★★☆", language) == "\(filled) \(filled) \(empty)")
        #expect(say("★★☆", language, .none) == "\(filled) \(filled) \(empty)")
    }

    /// Every European profile names both stars, filled and empty apart.
    @Test(arguments: ["de-DE", "fr-FR", "fr-CA", "es-ES", "es-MX", "ca-ES", "it-IT", "pt-PT", "pt-BR", "nl-NL",
                      "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "sk-SK", "hr-HR", "uk-UA", "ru-RU",
                      "bg-BG", "ro-RO", "hu-HU", "el-GR", "tr-TR"])
    func everyEuropeanProfileSaysStars(_ language: String) {
        #expect(!say("★", language).isEmpty)
        #expect(!say("☆", language).isEmpty)
        #expect(say("★", language) != say("☆", language))
    }

    /// Rating stars are named one by one, filled and empty apart, at every punctuation level.
    @Test(arguments: ["en-US", "ja-JP", "ko-KR", "zh-CN", "zh-TW", "ar-SA", "he-IL", "hi-IN", "th-TH", "el-GR", "vi-VN"])
    func ratingStarsInOtherScripts(_ language: String) {
        let filled = say("★", language), empty = say("☆", language)
        #expect(!filled.isEmpty && !empty.isEmpty && filled != empty, "\(language): \(filled) / \(empty)")
        let run = say("★★☆", language, .none)
        #expect(run.components(separatedBy: filled).count == 3 && run.hasSuffix(empty), "\(language): \(run)")
    }

    @Test(arguments: [
        // CLDR's name for the whole joined sequence, in the profile's language.
        ("👨‍👩‍👧", "family: man, woman, girl", "en-US"), ("🏳️‍🌈", "rainbow flag", "en-US"),
        ("👩‍💻", "woman technologist", "en-US"),
    ])
    func joinedEmoji(_ written: String, _ name: String, _ language: String) {
        #expect(say(written, language) == say(name, language))
    }

    /// A joined sequence is one name in every language, never its parts (ja "家族" …).
    @Test(arguments: ["ja-JP", "ko-KR", "zh-CN", "ar-SA", "he-IL", "hi-IN", "th-TH", "el-GR", "vi-VN", "zh-TW"])
    func joinedEmojiIsOneName(_ language: String) {
        let family = say("👨‍👩‍👧", language)
        #expect(!family.isEmpty && family != say("👨 👩 👧", language), "\(language): \(family)")
    }

    @Test(arguments: [
        // Symbols no profile names are said by CLDR's name in the language at level some.
        ("a → b", "a ลูกศรชี้ขวา b", "th-TH"), ("© 2026", "कॉपीराइट दो हज़ार छब्बीस", "hi-IN"),
        ("a ≈ b", "a يساوي تقريبًا b", "ar-SA"), ("a ± b", "a פלוס-מינוס b", "he-IL"),
        // The light check mark by the name of the heavy one (CLDR names only that).
        ("✓ Saved", "check mark Saved", "en-US"),
        // Rating stars in the profiles that lacked them.
        ("4.5★", "empat koma lima bintang hitam", "id-ID"), ("★☆", "чёрная звезда белая звезда", "ru-RU"),
    ])
    func symbolsByName(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    /// At punctuation level none, symbols other than emoji stay silent.
    @Test func symbolsSilentAtNone() {
        #expect(say("a → b", "th-TH", .none) == "a b")
    }
}
