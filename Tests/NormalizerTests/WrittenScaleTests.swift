import Testing

/// A written scale ("10K", "1.2M") where the language counts by other steps is read multiplied
/// out: zh, ja and ko group by ten thousands (一万, not "十千"), Thai has a word for ten thousand,
/// Hindi for a hundred thousand and ten million.
@Suite("Written scales the language counts by other steps")
struct WrittenScaleTests {
    @Test(arguments: [
        ("zh-CN", "10K", "一万"),
        ("zh-CN", "1.2M views", "一百二十万 views"),
        ("zh-CN", "3.5B", "三十五亿"),
        ("ja-JP", "1.2M", "ヒャクニジュウマン"),
        ("ja-JP", "¥30K", "サンマンエン"),
        ("ko-KR", "1.2K", "천이백"),
        ("hi-IN", "1.2M", "बारह लाख"),
    ])
    func multipliedOut(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Where ten of the scale is "ten" and the scale's word, the scale is said as written.
    @Test(arguments: [
        ("en-US", "1.2K", "one point two thousand"),
        ("de-DE", "10K", "zehn Tausend"),
        ("vi-VN", "10K", "mười nghìn"),
        ("ru-RU", "2,5 тыс руб.", "две целых пять десятых тысячи рублей"),
        // Written as the language's own word.
        ("vi-VN", "18 vạn", "mười tám vạn"),
        ("ko-KR", "10천", "십천"),
        ("th-TH", "1.2M", "หนึ่งจุดสองล้าน"),
    ])
    func saidAsWritten(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// A scale that would leave digits after the mark keeps its word.
    @Test func digitsLeftAfterTheMarkKeepTheWord() {
        #expect(say("1.2345K", "zh-CN").hasSuffix("千"))
    }
}
