import Normalizer
import Testing

/// Short app strings in the non-Latin and Asian profiles, third pass (branch world3): counts that
/// agree with their noun, signs, versions, Traditional characters, Russian cases. Expected strings
/// follow the grammars named in each profile's comments and in docs/normalization.md.
@Suite("App text in the non-Latin profiles, third pass")
struct WorldAppTextTests {
    @Test(arguments: [
        // Hebrew counts agree with the noun: masculine plurals in ים take the form in ה, feminine
        // plurals in ות the short form; two is the construct; one follows its noun.
        ("3 פריטים", "שלושה פריטים"), ("5 הודעות", "חמש הודעות"), ("2 פריטים", "שני פריטים"),
        ("2 הודעות", "שתי הודעות"), ("13 הודעות", "שלוש עשרה הודעות"), ("11 פריטים", "אחד עשר פריטים"),
        ("21 פריטים", "עשרים ואחד פריטים"), ("1 פריט", "פריט אחד"), ("1 הודעה", "הודעה אחת"),
        ("נותר 1 פריט בסל", "נותר פריט אחד בסל"),
        // Named exceptions to the endings: years and times are feminine, weeks and places masculine.
        ("3 שנים", "שלוש שנים"), ("4 פעמים", "ארבע פעמים"), ("3 שבועות", "שלושה שבועות"), ("5 מקומות", "חמישה מקומות"),
        // Not a noun, or a noun of no known gender: the number as said alone.
        ("3 מתוך 10", "שלוש מתוך עשר"),
    ])
    func hebrewCountsAgree(_ written: String, _ spoken: String) {
        #expect(say(written, "he-IL") == spoken)
    }

    @Test(arguments: [
        // Indonesian and Malay say a negative number "minus" (KBBI, Kamus Dewan).
        ("-5 °C", "minus lima derajat Celsius", "id-ID"), ("-5 °C", "minus lima derajat Celsius", "ms-MY"),
        // A Malay version's dot is "titik"; a decimal stays "perpuluhan".
        ("iOS 17.2", "iOS tujuh belas titik dua", "ms-MY"), ("versi 2.1", "versi dua titik satu", "ms-MY"),
        ("2.3.1", "dua titik tiga titik satu", "ms-MY"), ("3.14", "tiga perpuluhan satu empat", "ms-MY"),
        // A minus before the currency symbol is the amount's sign, in every language.
        ("Balance -$50.00", "Balance minus fifty dollars", "en-US"),
        ("Saldo -Rp 50.000", "Saldo minus lima puluh ribu rupiah", "id-ID"),
        ("$250-$300", "two hundred fifty dollars to three hundred dollars", "en-US"),
    ])
    func signsAndVersions(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Traditional characters where the profile is written in them (CLDR zh_Hant: 萬, 億, 點).
        ("1.2万", "一點二萬", "zh-HK"), ("35000", "三萬五千", "zh-HK"), ("3.5B", "三十五億", "zh-TW"),
        ("14:30", "下午兩點三十分", "zh-HK"), ("35000", "三万五千", "zh-CN"), ("3.5", "三点五", "zh-CN"),
        // Letter symbols of the region's currencies before the amount, with CLDR zh_Hant names.
        ("RM12.50", "十二點五零馬來西亞令吉", "zh-HK"), ("S$20", "二十新加坡元", "zh-HK"), ("S$20", "二十新加坡幣", "zh-TW"),
        ("¥1,200", "一千二百日圓", "zh-HK"),
    ])
    func traditionalChinese(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
