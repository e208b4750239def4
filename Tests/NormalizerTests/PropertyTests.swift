import Normalizer
import PropertyBased
import Testing

/// Properties over drawn input (`PropertyDraws`): numbers leave no digits, nothing crashes, and
/// normalizing the output again changes nothing.
@Suite("Normalizer properties")
struct PropertyTests {
    static let formats: [@Sendable (Int, Int) -> String] = [
        { n, _ in "\(n)" },
        { n, f in "\(n).\(f)" },
        { n, _ in "$\(n)" },
        { n, f in "$\(n).\(f % 100)" },
        { n, _ in "\(n)%" },
        { n, f in "\(abs(n) % 24):\(f % 60 < 10 ? "0" : "")\(f % 60)" },
        { n, _ in "\(n) km" },
        { n, _ in "\(n)th" },
        { n, f in "\(n)/\(f + 1)" },
        { n, f in "\(n)-\(f)" },
        { n, _ in "\(n)K" },
        { n, f in "\(n),\(f)" },
        { n, _ in grouped(n) },
    ]

    /// 1234567 → "1,234,567".
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n.magnitude))
        var out: [Character] = []
        while digits.count > 3 { out = [","] + digits.suffix(3) + out; digits.removeLast(3) }
        return (n < 0 ? "-" : "") + String(digits + out)
    }

    @Test(arguments: Fixture.languages)
    func randomNumbersLeaveNoDigits(language: String) async {
        let normalizer = Fixture.normalizer(language)
        let input = zip(Gen.int(in: -2_000_000_000...2_000_000_000), Gen.int(in: 0...99_999),
                        Gen.int(in: 0...(Self.formats.count - 1)))
        await PropertyDraws.check("numbers " + language, count: 300, input) { n, f, format in
            let text = "Total " + Self.formats[format](n, f) + " today"
            let out = normalizer.normalize(text).text
            #expect(!out.unicodeScalars.contains { $0.properties.numericType == .decimal }, "\(language): \(text) -> \(out)")
        }
    }

    /// Characters from every range the normalizer treats differently: ASCII (controls included),
    /// Latin and symbols, CJK, emoji, and the marks numbers are written with.
    static let anyCharacter = Gen<Character>.oneOf(
        Gen.character(in: "\u{0}"..."\u{7F}"),
        Gen.character(in: "\u{80}"..."\u{2FFF}"),
        Gen.character(in: "\u{3000}"..."\u{9FFF}"),
        Gen.character(in: "\u{1F300}"..."\u{1FAFF}"),
        Gen<Character?>.element(of: Array("0123456789$€£¥₽₫%:/.,-+() kmhKMBº°ªst年月日第万亿")).map { $0! }
    )

    @Test(arguments: Fixture.languages)
    func randomStringsNeverCrashAndAreAFixedPoint(language: String) async {
        let normalizer = Fixture.normalizer(language)
        await PropertyDraws.check("fixed point " + language, count: 400, Self.anyCharacter.string(of: 0...40)) { text in
            let once = normalizer.normalize(text).text
            #expect(!once.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!once.contains("<") && !once.contains(">") && !once.contains("&"))
            let twice = normalizer.normalize(once).text
            #expect(once == twice, "\(language): \(text.unicodeScalars.map { String($0.value, radix: 16) }) -> \(once) -> \(twice)")
        }
    }

    /// `normalize --lines` writes the lines' texts straight into one buffer, without pieces: it must
    /// give exactly what each line's pieces give, whatever the lines hold (pauses at the ends,
    /// lines of spaces or marks only, controls, emoji, CJK).
    @Test(arguments: Fixture.languages)
    func linesGiveEachLinesText(language: String) async {
        let normalizer = Fixture.normalizer(language)
        await PropertyDraws.check("lines " + language, count: 200, Self.anyCharacter.string(of: 0...40).array(of: 1...6)) { lines in
            // "\n" splits lines, so the lines themselves hold none.
            let lines = lines.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\n" ? " " : $0 })) }
            var output: [UInt8] = []
            normalizer.appendLines(of: Array(lines.map { $0 + "\n" }.joined().utf8), to: &output)
            let expected = lines.map { normalizer.normalize($0).text + "\n" }.joined()
            #expect(String(decoding: output, as: UTF8.self) == expected, "\(language): \(lines)")
        }
    }

    static let labels = [
        "22:58", "$1,234.56", "434₽", "1.2K likes", "1.2万次播放", "R$ 10,50", "5 min ago", "1h 15m", "08:00–17:30",
        "Call +1 (555) 123-4567.", "Jan. 15, 2024", "3/4 cup", "#1 in Music", "50% off!", "12:00 PM – 1:30 PM",
        "Battery 85%, charging.", "2.5 GB of 64 GB used", "Tom & Jerry", "第3名", "thứ 4", "14h30", "1º lugar",
    ]

    @Test(arguments: Fixture.languages)
    func labelReadingsAreAFixedPoint(language: String) {
        let normalizer = Fixture.normalizer(language)
        for label in Self.labels {
            let once = normalizer.normalize(label).text
            #expect(normalizer.normalize(once).text == once, "\(language): \(label) -> \(once)")
        }
    }
}

/// Every profile in Voices/, whatever rules it is read with (Swift rules, CLDR through ICU,
/// the Japanese reading pass): random text and app labels never crash it, never leave a control
/// character or markup, and numbers in labels are said.
@Suite("Normalizer properties for every profile")
struct EveryProfileTests {
    static let languages = Fixture.allLanguages

    @Test(arguments: languages)
    func randomTextNeverCrashes(language: String) async {
        let normalizer = Fixture.normalizer(language)
        await PropertyDraws.check("any text " + language, count: 150, PropertyTests.anyCharacter.string(of: 0...40)) { text in
            let out = normalizer.normalize(text).text
            #expect(!out.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!out.contains("<") && !out.contains(">") && !out.contains("&"), "\(language): \(text) -> \(out)")
        }
    }

    @Test(arguments: languages)
    func labelsAreSaid(language: String) {
        let normalizer = Fixture.normalizer(language)
        for label in PropertyTests.labels + ["1,2 Mio.", "1.2만", "1,2 k", "2024-07-23", "+49 30 1234567", "3.º", "-5 °C"] {
            let out = normalizer.normalize(label).text
            #expect(!out.isEmpty, "\(language): \(label)")
        }
    }
}
