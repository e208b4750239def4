import Testing

/// A size ("2 x 3 m", "25 × 7 cm") is read with the language's word for "by"; the letter x never
/// reaches the engine, which would say its name.
@Suite("Sizes read with the language's 'by'")
struct DimensionTests {
    @Test(arguments: [
        ("ja-JP", "2 x 3 m", "かける"),
        ("ko-KR", "2 x 3 m", "곱하기"),
        ("zh-CN", "2x8 m2", "乘"),
        ("ru-RU", "2 x 3 м", "два на три метра"),
        ("el-GR", "25 × 7 cm", "επί"),
        ("pt-BR", "2 x 3 m", "dois por três metros"),
    ])
    func sizesSayBy(language: String, written: String, word: String) {
        #expect(say(written, language).contains(word), "\(language): \(say(written, language))")
    }

    /// Every profile has a word for "by" and says it between the sides, but two. Hungarian says
    /// the multiplier as a suffix of the first number ("kétszer"), which a word between the
    /// numbers cannot give. Vietnamese says the letter ("100cm x 50cm" in NeMo's vi references).
    @Test(arguments: Fixture.allLanguages(except: ["hu", "vi"]))
    func everyProfileSaysBy(language: String) throws {
        let by = try #require(try Fixture.store.require(language).normalization.words["by"], "\(language) has no 'by'")
        for written in ["2 x 3 m", "2x8 m2", "25 × 7 cm"] {
            let out = say(written, language)
            #expect(out.contains(by) && !saysTheSign(out), "\(language): \(written) -> \(out)")
        }
    }

    /// An x or × standing alone, not inside a Latin-script word ("deux", "xăng").
    func saysTheSign(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.indices.contains { k in
            let isLatinLetter = { (j: Int) in characters.indices.contains(j) && characters[j].isLetter && characters[j].unicodeScalars.first!.value < 0x250 }
            return "xX×".contains(characters[k]) && !isLatinLetter(k - 1) && !isLatinLetter(k + 1)
        }
    }
}
