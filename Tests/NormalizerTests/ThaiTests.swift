import Normalizer
import Testing

/// Thai through CLDR and the profile's data. Expected strings are the usual spoken forms (checked
/// against the grammar references the profile names, not copied from output).
@Suite("Thai normalization")
struct ThaiTests {
    /// ICU writes Thai number words with zero-width spaces between syllables; compared without them.
    static func said(_ text: String) -> String { say(text, "th-TH").replacingOccurrences(of: "\u{200B}", with: "") }

    @Test(arguments: [
        ("฿20.50", "ยี่สิบบาทห้าสิบสตางค์"), ("14:30", "สิบสี่นาฬิกาสามสิบนาที"), ("9:00", "เก้านาฬิกา"), ("1/2", "เศษหนึ่งส่วนสอง"),
        ("123", "หนึ่งร้อยยี่สิบสาม"),
    ])
    func moneyTimesFractions(_ written: String, _ spoken: String) { #expect(Self.said(written) == spoken) }
}
