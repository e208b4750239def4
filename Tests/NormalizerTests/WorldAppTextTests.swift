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
}
