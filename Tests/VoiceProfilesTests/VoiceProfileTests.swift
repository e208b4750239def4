import Foundation
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles
import Yams

@Suite("Voice profiles")
struct VoiceProfileTests {
    @Test func thereIsOneProfilePerLanguage() throws {
        let store = try Repository.voiceStore()
        let voices = Dictionary(store.profiles.map { ($0.language, $0.espeakVoice) }, uniquingKeysWith: { a, _ in a })
        #expect(voices.count == store.profiles.count, "two files claim the same language")
        for (language, voice) in ["en-US": "en-us", "zh-CN": "cmn-latn-pinyin", "pt-BR": "pt-br", "vi-VN": "vi", "ru-RU": "ru",
                                  "de-DE": "de", "fr-FR": "fr", "es-ES": "es", "ja-JP": "ja", "ko-KR": "ko"] {
            #expect(voices[language] == voice, "\(language)")
        }
    }

    @Test func onlyEnglishClaimsDeviceCheckedStrings() throws {
        for profile in try Repository.voiceStore().profiles {
            #expect(profile.checkedOnDevice == (profile.language == "en-US"), "\(profile.language)")
        }
    }

    @Test func everyProfilesVoiceIsInstalled() throws {
        let engine = try EspeakEngine.shared()
        for profile in try Repository.voiceStore().profiles {
            #expect(engine.hasVoice(profile.espeakVoice), "\(profile.espeakVoice)")
        }
    }

    @Test func lookupFallsBackToTheLanguage() throws {
        let store = try Repository.voiceStore()
        #expect(store.profile(for: "pt")?.language == "pt-BR")
        #expect(store.profile(for: "zh-Hans")?.language == "zh-CN")
        #expect(store.profile(for: "en_GB")?.language == "en-GB")
        #expect(store.profile(for: "tlh") == nil)
        #expect(throws: VoiceProfileError.self) { try store.require("tlh") }
    }

    @Test(arguments: [(0.0, 80), (50.0, 175), (100.0, 420), (30.0, 137), (80.0, 322)])
    func rateMappingIsPiecewiseLinear(percent: Double, wpm: Int) throws {
        let profile = try Repository.voiceStore().require("en-US")
        #expect(profile.rate.wordsPerMinute(atPercent: percent) == wpm)
    }

    @Test func aBrokenProfileNamesFileAndKey() throws {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "espeakVoice: en-us\n", with: "")
        try text.write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        do {
            _ = try VoiceProfileStore(directory: dir)
            Issue.record("a profile without espeakVoice loaded")
        } catch let error as VoiceProfileError {
            #expect(error.description.contains("en-US.yaml"))
            #expect(error.description.contains("espeakVoice"))
        }
    }

    /// The store decodes with its own decoder over Yams' node tree (for speed); every shipped
    /// profile must come out exactly as Yams' `YAMLDecoder` reads it.
    @Test func profilesDecodeAsYAMLDecoderReadsThem() throws {
        let store = try Repository.voiceStore()
        for profile in store.profiles {
            let url = Repository.voices.appendingPathComponent("\(profile.language).yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(try YAMLDecoder().decode(VoiceProfile.self, from: text) == profile, "\(profile.language)")
        }
    }

    /// Lists and tables of strings are read without `Decodable` (ProfileDecoder): a wrong item
    /// is still named by its path and the type expected, as `Decodable` names it (a table's key
    /// that is a number reads as an index, as Swift's dictionary key does).
    @Test(arguments: [
        ("\"Mr.\": mister", "\"Mr.\": [mister]", "normalization.abbreviations.Mr: expected String"),
        ("[ago, left, remaining,", "[ago, {left: 1}, remaining,", "normalization.durationWords[1]: expected String"),
        ("\n  words:\n", "\n  words:\n    \"42\": [forty, two]\n", "normalization.words[42]: expected String"),
        ("durationWords: [ago, left, remaining, later, away, late, early, before, after]", "durationWords: ago",
         "normalization.durationWords: expected Sequence"),
        ("  abbreviations:\n", "  abbreviations: [Dr.]\n  unused:\n", "normalization.abbreviations: expected Mapping"),
    ])
    func aWrongItemInAListOrTableOfStringsIsNamed(original: String, broken: String, why: String) throws {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
        #expect(text.contains(original))
        try text.replacingOccurrences(of: original, with: broken)
            .write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: VoiceProfileError.invalid(dir.appendingPathComponent("en-US.yaml").path, why)) {
            try VoiceProfileStore(directory: dir)
        }
    }

    /// A table once written as prefixed `words` keys is a field of its own: a profile that still
    /// writes a key the old way is refused with one line naming the file, the key and its new
    /// field, not read as a word nothing asks for.
    @Test(arguments: [
        ("\"caseAfter:from\": genitive", "normalization.cases.caseAfter"),
        ("\"weekday:mo\": Monday", "normalization.names.weekdays"),
        ("\"nounEnding:ung\": feminine", "normalization.nouns.endingGenders"),
        ("\"electronic@\": at", "normalization.names.electronic"),
    ])
    func aPrefixedWordsKeyNamesItsNewField(entry: String, field: String) throws {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
        #expect(text.contains("\n  words:\n"))
        try text.replacingOccurrences(of: "\n  words:\n", with: "\n  words:\n    \(entry)\n")
            .write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        let key = String(entry.dropFirst().prefix { $0 != "\"" })
        #expect(throws: VoiceProfileError.invalid(dir.appendingPathComponent("en-US.yaml").path,
                                                  "normalization.words: the key \"\(key)\" is no longer read here; write it under \(field)")) {
            try VoiceProfileStore(directory: dir)
        }
    }

    /// The normalizer indexes an ordinal grammar's tables: one of another size is refused as the
    /// profile is read, naming the file and the tables, never an index out of range while a text
    /// is read.
    @Test func anOrdinalTableOfTheWrongSizeIsRefused() throws {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent("pl-PL.yaml"), encoding: .utf8)
        let broken = text.replacingOccurrences(of: "\"osiemdziesiąt\", \"dziewięćdziesiąt\"]", with: "\"osiemdziesiąt\"]")
        #expect(broken != text)
        try broken.write(to: dir.appendingPathComponent("pl-PL.yaml"), atomically: true, encoding: .utf8)
        do {
            _ = try VoiceProfileStore(directory: dir)
            Issue.record("a profile with nine tens loaded")
        } catch let error as VoiceProfileError {
            #expect(error.description.contains("pl-PL.yaml"))
            #expect(error.description.contains("ordinal stems need 20 belowTwenty and 10 tens, hundreds and thousands (or none), not [20, 9, 10, 10]"))
        }
    }

    @Test func aWrongTypeNamesTheKeyPathAndTheType() throws {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "{percent: 0, wordsPerMinute: 80}", with: "{percent: zero, wordsPerMinute: 80}")
        try text.write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: VoiceProfileError.invalid(dir.appendingPathComponent("en-US.yaml").path,
                                                  "rate.points[0].percent: expected Double")) {
            try VoiceProfileStore(directory: dir)
        }
    }
}
