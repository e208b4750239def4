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
    /// the multiplier as a suffix of the first number ("kétszer", below). Vietnamese says the letter ("100cm x 50cm" in NeMo's vi references).
    @Test(arguments: Fixture.allLanguages(except: ["hu", "vi"]))
    func everyProfileSaysBy(language: String) throws {
        let by = try #require(try Fixture.store.require(language).normalization.words["by"], "\(language) has no 'by'")
        for written in ["2 x 3 m", "2x8 m2", "25 × 7 cm"] {
            let out = say(written, language)
            #expect(out.contains(by) && !saysTheSign(out), "\(language): \(written) -> \(out)")
        }
    }

    /// Hungarian says the first side with the multiplicative suffix in its vowel harmony, made on
    /// the form said before a noun ("2 x 3 m" was "kettő x három méter").
    @Test(arguments: [
        ("2 x 3 m", "kétszer három méter"), ("20 x 30 cm", "hússzor harminc centiméter"), ("5 x 4 m", "ötször négy méter"),
        ("25 x 7 m", "huszonötször hét méter"), ("100 x 50 cm", "százszor ötven centiméter"), ("1 x 2 m", "egyszer két méter"),
    ])
    func hungarianSaysTheFirstSideTimes(written: String, spoken: String) {
        #expect(say(written, "hu-HU") == spoken)
        #expect(!saysTheSign(say(written, "hu-HU")))
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
