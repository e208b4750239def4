import Foundation
import Normalizer
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

/// Checks every profile in Voices/, so a new profile is covered the day it is added.
@Suite("Every voice profile")
struct EveryProfileTests {
    static let store = try! Repository.voiceStore()
    static var tags: [String] { store.profiles.map(\.language) }

    /// VoiceOver's words that a language really shares with English, by language: a value equal
    /// to en-US's passes only when listed here (German says "Link" and "Tab", French "Image").
    static let sameAsEnglish: [String: Set<String>] = [
        "da": ["link"],
        "de": ["link", "tab"],
        "fr": ["image", "rotorActions"],
        "hr": ["link"],
        "id": ["tab"],
        "it": ["link"],
        "ms": ["tab"],
        "nl": ["link", "tab"],
        "pt": ["link"],
        "ro": ["link"],
    ]

    /// Every vocabulary key with its value, read from the decoded struct so a key added to
    /// `Vocabulary` is checked here without editing this test.
    static func words(_ profile: VoiceProfile) -> [(key: String, value: String)] {
        Mirror(reflecting: profile.vocabulary).children.compactMap { child in
            guard let key = child.label, let value = child.value as? String else { return nil }
            return (key, value)
        }
    }

    @Test(arguments: tags)
    func everyWordIsPresentAndInTheLanguage(tag: String) throws {
        let profile = try #require(Self.store.profile(for: tag))
        let english = Dictionary(uniqueKeysWithValues: Self.words(try Self.store.require("en-US")).map { ($0.key, $0.value) })
        let words = Self.words(profile)
        // The table place words are optional (docs/voiceover.md section 9): all four or none.
        let optional = words.filter { Self.tablePlaceWords.contains($0.key) }
        #expect(optional.isEmpty || optional.count == Self.tablePlaceWords.count, "\(tag): \(optional.map(\.key))")
        #expect(words.count - optional.count == english.count - Self.tablePlaceWords.count)
        let primary = String(tag.prefix { $0 != "-" })
        for (key, value) in words {
            #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(tag).\(key) is empty")
            guard primary != "en" else { continue }
            let allowed = Self.sameAsEnglish[primary] ?? []
            #expect(value != english[key] || allowed.contains(key), "\(tag).\(key) is the English \"\(value)\"")
        }
    }

    static let tablePlaceWords: Set<String> = ["tableRow", "tableColumn", "tableRowSpan", "tableColumnSpan"]

    @Test(arguments: tags)
    func templatesKeepTheirPlaceholders(tag: String) throws {
        let v = try #require(Self.store.profile(for: tag)).vocabulary
        var templates = [(v.position, ["n", "count"]), (v.pageStatus, ["n", "count"]), (v.tableCell, ["row", "column"]),
                         (v.characterCount, ["count"])]
        for (template, names) in [(v.tableRow, ["row"]), (v.tableColumn, ["column"]), (v.tableRowSpan, ["count"]),
                                  (v.tableColumnSpan, ["count"])] {
            if let template { templates.append((template, names)) }
        }
        for (template, names) in templates {
            for name in names { #expect(template.contains("{\(name)}"), "\(tag): \(template) lacks {\(name)}") }
        }
    }

    @Test(arguments: tags)
    func theProfileResolvesFromItsOwnTagAndItsLanguage(tag: String) throws {
        #expect(Self.store.profile(for: tag)?.language == tag)
        #expect(Self.store.profile(for: tag.replacingOccurrences(of: "-", with: "_"))?.language == tag)
        // The bare language resolves to some profile of that language.
        let primary = String(tag.prefix { $0 != "-" })
        #expect(Self.store.profile(for: primary)?.language.hasPrefix(primary) == true, "\(primary)")
    }

    @Test(arguments: tags)
    func rightToLeftLanguagesSayRTL(tag: String) throws {
        let profile = try #require(Self.store.profile(for: tag))
        let script = LanguageTag(tag)?.script
        #expect((profile.direction == .rightToLeft) == (script == "Arab" || script == "Hebr"), "\(tag): \(profile.direction)")
    }

    /// The locale data the normalizer reads: separators, twelve months, currency names.
    @Test(arguments: tags)
    func localeDataIsComplete(tag: String) throws {
        let data = try #require(Self.store.profile(for: tag)).normalization
        #expect(data.decimalMark != data.groupMark)
        #expect(data.months.count == 12)
        #expect(data.months.allSatisfy { !$0.spoken.isEmpty })
        #expect(!data.currencies.isEmpty && data.currencies.allSatisfy { !$0.name.one.isEmpty && !$0.name.other.isEmpty })
        #expect(data.words["minus"] != nil && data.words["point"] != nil, "\(tag)")
        #expect(data.units.contains { $0.id == "percent" }, "\(tag)")
    }

    /// A typical sentence in the language (its own adjustable hint and trait words, normalized
    /// as a render would) read with the profile's voice: espeak-ng must read it in that language,
    /// not switch to another voice to spell out letters ("Chinese letter", "(en)").
    @Test(arguments: tags)
    func theVoiceReadsTheLanguagesScript(tag: String) throws {
        let profile = try #require(Self.store.profile(for: tag))
        let v = profile.vocabulary
        let text = TextNormalizer(profile: profile).normalize([v.button, v.selected, v.heading, v.searchField, v.hintAdjustable]
            .joined(separator: ", ")).text
        let phonemes = try EspeakEngine.shared().phonemes(text, voice: profile.espeakVoice)
        let switched = phonemes.range(of: #"\([a-z]{2,3}(-[a-z0-9]+)?\)"#, options: .regularExpression)
        // Han characters reach only the Chinese voices; Japanese is read to kana by MeCab first
        // (`reading: mecab`, installed by scripts/install-deps), so no kanji is left to spell.
        let han = text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        if profile.normalization.reading == "mecab" { #expect(!han, "\(tag): \(text)") }
        #expect(switched == nil, "\(tag) switches language: \(phonemes)")
        #expect(phonemes.count >= text.count / 3, "\(tag): \(phonemes)")
    }
}
