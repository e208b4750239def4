import Testing

/// Clock times and lengths of time, as each language's clock is read.
@Suite("Times")
struct TimeTests {
    /// A natural clock in each profile: digital readings with a zero before single minutes, the
    /// language's hour word, or the unit names with the hour in its gender.
    @Test(arguments: [
        ("da-DK", "14:05", "fjorten nul fem"), ("nb-NO", "14:05", "fjorten null fem"), ("fi-FI", "14:05", "neljätoista nolla viisi"),
        ("nl-NL", "14:05", "veertien uur vijf"), ("tr-TR", "14:05", "saat on dört sıfır beş"), ("ro-RO", "02:30", "ora două și treizeci"),
        ("el-GR", "02:30", "δύο και τριάντα"), ("cs-CZ", "02:30", "dvě hodiny třicet minut"), ("uk-UA", "02:30", "дві години тридцять хвилин"),
    ])
    func clocks(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test(arguments: [
        // Two o'clock with the measure form of two (两点 / 兩點), as Mandarin says it.
        ("2:30", "两点三十分", "zh-CN"), ("2:30", "兩點三十分", "zh-TW"), ("12:00", "十二点", "zh-CN"),
        // Greek day halves in full, not the abbreviation's letters.
        ("14:30", "δύο και τριάντα μετά μεσημβρίας", "el-GR"),
    ])
    func hourWordsAndDayHalves(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // A one-digit hour with seconds and no day half is a length, each field with its unit.
        ("1:05:30", "หนึ่งชั่วโมงห้านาทีสาม\u{200B}สิบวินาที", "th-TH"),
        ("1:05:30", "satu jam lima menit tiga puluh detik", "id-ID"), ("1:05:30", "한 시간 오 분 삼십 초", "ko-KR"),
        // A two-digit hour stays a time of day.
        ("00:30:00", "영시 삼십분", "ko-KR"), ("10:05:30", "열시 오분 삼십초", "ko-KR"),
    ])
    func lengthsWithSeconds(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
