import Normalizer
import Testing

/// English month names in dates ("Nov 24, 2026", "24 Sept 2026") inside text of a language written
/// in another script: said as that language's own date (CLDR's month names and order), never the
/// English letters ("Nov ニジュウヨン").
@Suite("English month names in other scripts")
struct EnglishMonthNameTests {
    static let otherScripts = ["ja-JP", "ko-KR", "zh-CN", "zh-TW", "ar-SA", "he-IL", "hi-IN", "th-TH", "el-GR", "ru-RU", "uk-UA", "bg-BG"]

    @Test(arguments: otherScripts)
    func noEnglishLettersLeft(_ language: String) {
        for month in ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec", "January", "September"] {
            for written in ["\(month) 5, 2026", "5 \(month) 2026", "\(month). 5"] {
                let spoken = say(written, language)
                #expect(!spoken.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }, "\(written) → \(spoken)")
            }
        }
    }

    @Test(arguments: [
        // The same date as the language writes it itself.
        ("Nov 24, 2026", "2026年11月24日", "ja-JP"), ("24 Nov 2026", "2026年11月24日", "ja-JP"),
        ("Nov 24, 2026", "2026年11月24日", "zh-CN"), ("Nov 24, 2026", "2026年11月24日", "zh-TW"),
        ("Nov 24, 2026", "2026년 11월 24일", "ko-KR"), ("Mar 5", "3월 5일", "ko-KR"),
        ("24 Nov 2026", "24 ноября 2026", "ru-RU"), ("Sept 9, 2025", "9 сентября 2025", "ru-RU"),
        ("November 3", "3 νοεμβρίου", "el-GR"),
    ])
    func sameAsOwnDate(_ english: String, _ own: String, _ language: String) {
        #expect(say(english, language) == say(own, language))
    }

    @Test(arguments: [
        ("Nov 24, 2026", "أربعة وعشرون نوفمبر ألفان وستة وعشرون", "ar-SA"),
        ("Updated Mar 5", "Updated पाँच मार्च", "hi-IN"),
        ("Nov 24, 2026", "二零二六年十一月二十四日", "zh-CN"),
        // Hebrew days are masculine cardinals standing alone (יום): "האחד במאי", "שניים ביוני".
        ("Nov 24, 2026", "עשרים וארבעה בנובמבר אלפיים עשרים ושש", "he-IL"), ("2/6/2026", "שניים ביוני אלפיים עשרים ושש", "he-IL"),
        ("1/5/2026", "אחד במאי אלפיים עשרים ושש", "he-IL"),
        // Greek days are feminine cardinals (η ημέρα), the first its ordinal.
        ("3 May", "τρεις Μαΐου", "el-GR"), ("Nov 24, 2026", "είκοσι τέσσερις Νοεμβρίου δύο χιλιάδες είκοσι έξι", "el-GR"),
        ("1/5/2026", "πρώτη Μαΐου δύο χιλιάδες είκοσι έξι", "el-GR"),
    ])
    func spoken(_ written: String, _ spoken: String, _ language: String) { #expect(say(written, language) == spoken) }

    /// A Latin-script language keeps its own reading of the letters (en reads its own names).
    @Test func latinScriptUnchanged() {
        #expect(say("Nov 24, 2026", "en-US") == "november twenty fourth twenty twenty six")
    }
}
