import Foundation
import Testing
import TestSupport
import VoiceProfiles

/// A rule family's tables are indexed by its rule: a profile whose tables are missing, of another
/// size or malformed is refused as it is read, in one line naming the file, the place in it and
/// what is wrong, never an index out of range while a text is read.
@Suite("Grammar tables in voice profiles")
struct GrammarTableTests {
    /// The error a copy of `file` with `original` replaced by `broken` is refused with.
    private func refusal(_ original: String, _ broken: String, in file: String = "ru-RU.yaml") throws -> String? {
        let dir = try Repository.temporaryDirectory()
        let text = try String(contentsOf: Repository.voices.appendingPathComponent(file), encoding: .utf8)
        let changed = text.replacingOccurrences(of: original, with: broken)
        #expect(changed != text, "the profile has no \(original)")
        try changed.write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
        do {
            _ = try VoiceProfileStore(directory: dir)
            return nil
        } catch let error as VoiceProfileError {
            let line = error.description
            #expect(!line.contains("\n"), "more than one line: \(line)")
            #expect(line.hasPrefix(dir.appendingPathComponent(file).path + ": invalid voice profile: "))
            return line
        }
    }

    @Test func aListOfTheWrongSizeIsRefused() throws {
        let line = try refusal("восемьдесят, девяносто]", "восемьдесят]")
        #expect(line?.hasSuffix("normalization.grammar.lists.tens: the russian grammar needs 10 items, not 9") == true, "\(line ?? "loaded")")
    }

    @Test func aMissingListOrMapIsRefused() throws {
        let list = try refusal("      stressedStems:", "      stressedStemz:")
        #expect(list?.hasSuffix("normalization.grammar.lists: the russian grammar needs the list stressedStems") == true, "\(list ?? "loaded")")
        let map = try refusal("      yearEndings:", "      yearEndingz:")
        #expect(map?.hasSuffix("normalization.grammar.maps: the russian grammar needs the map yearEndings") == true, "\(map ?? "loaded")")
    }

    @Test func aScaleWithoutItsGenderIsRefused() throws {
        let line = try refusal("миллион миллиона миллионов masculine", "миллион миллиона миллионов")
        #expect(line?.hasSuffix("normalization.grammar.lists.scales[2]: a scale needs its one, few and many forms and a gender, not \"миллион миллиона миллионов\"") == true,
                "\(line ?? "loaded")")
    }

    @Test func aPortugueseScaleOfThreeWordsIsRefused() throws {
        let line = try refusal("milhão milhões, bilhão", "milhão milhões x, bilhão", in: "pt-BR.yaml")
        #expect(line?.hasSuffix("normalization.grammar.lists.scales[2]: a scale needs its one and other forms, not \"milhão milhões x\"") == true,
                "\(line ?? "loaded")")
    }

    @Test func anUnknownFamilyIsRefused() throws {
        let line = try refusal("    family: russian", "    family: rusian")
        #expect(line?.hasSuffix("normalization.grammar.family: no grammar family 'rusian' (one of cldr, english, chinese, portuguese, vietnamese, russian)") == true,
                "\(line ?? "loaded")")
    }

    /// The English, Chinese and Vietnamese rules read their words from the profile too: each
    /// family's missing list, list of another size and missing word is refused in one line.
    @Test func anEnglishProfileWithoutItsOrdinalsIsRefused() throws {
        let line = try refusal("      ordinalUnits:", "      ordinalUnitz:", in: "en-GB.yaml")
        #expect(line?.hasSuffix("normalization.grammar.lists: the english grammar needs the list ordinalUnits") == true, "\(line ?? "loaded")")
        let word = try refusal("        oClock:", "        oclock:", in: "en-US.yaml")
        #expect(word?.hasSuffix("normalization.grammar.maps.words: the english grammar needs the word oClock") == true, "\(word ?? "loaded")")
    }

    @Test func aChineseProfileWithAScaleTooFewIsRefused() throws {
        let line = try refusal("萬億, 億億]", "萬億]", in: "zh-TW.yaml")
        #expect(line?.hasSuffix("normalization.grammar.lists.scales: the chinese grammar needs 5 items, not 4") == true, "\(line ?? "loaded")")
    }

    @Test func aVietnameseProfileWithoutItsZeroTenIsRefused() throws {
        let line = try refusal("        zeroTen: linh\n", "", in: "vi-VN.yaml")
        #expect(line?.hasSuffix("normalization.grammar.maps.words: the vietnamese grammar needs the word zeroTen") == true, "\(line ?? "loaded")")
        let words = try refusal("    maps:\n      words:\n", "    maps:\n      wordz:\n", in: "vi-VN.yaml")
        #expect(words?.hasSuffix("normalization.grammar.maps: the vietnamese grammar needs the map words") == true, "\(words ?? "loaded")")
    }

    /// A profile without the key reads through CLDR; a family that reads tables is refused
    /// without them, whichever profile names it.
    @Test func aFamilyIsNamedAloneOnlyWhereItReadsNoTables() throws {
        let cldr = try Repository.voiceStore().require("de-DE").normalization.grammar
        #expect(cldr == Grammar(family: .cldr))
        let english = try Repository.voiceStore().require("en-US").normalization.grammar
        #expect(english.family == .english && english.list("units").count == 20)
        let line = try refusal("normalization:\n", "normalization:\n  grammar: chinese\n", in: "de-DE.yaml")
        #expect(line?.hasSuffix("normalization.grammar.lists: the chinese grammar needs the list digits") == true, "\(line ?? "loaded")")
    }
}
