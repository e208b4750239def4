import Normalizer
import Testing

/// Short app strings in the non-Latin and Asian profiles: counts that
/// agree with their noun, signs, versions, Traditional characters, Russian cases. Expected strings
/// follow the grammars named in each profile's comments and in docs/normalization.md.
@Suite("App text in the non-Latin profiles")
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

    @Test(arguments: [
        // English ordinal endings in Russian text are the Russian ordinal, where they agree.
        ("3rd", "третий"), ("11th", "одиннадцатый"), ("1th", "один ти эйч"),
        // A date's day in the case its preposition asks for: genitive after с, до, от; dative after к.
        ("к 5 мая", "к пятому мая"), ("с 1 января", "с первого января"), ("от 3 марта", "от третьего марта"),
        ("к 23 февраля", "к двадцать третьему февраля"), ("до 31.12.2024", "до тридцать первого декабря две тысячи двадцать четвертого"),
        // Alone, or after a preposition with the accusative, the nominative as before.
        ("5 мая", "пятое мая"), ("на 5 мая", "на пятое мая"), ("в 1990 году", "в тысяча девятьсот девяностом году"),
    ])
    func russianOrdinals(_ written: String, _ spoken: String) {
        #expect(say(written, "ru-RU") == spoken)
    }

    @Test(arguments: [
        // Symbols no profile names are said by CLDR's name in the language at level some.
        ("a → b", "a ลูกศรชี้ขวา b", "th-TH"), ("© 2026", "कॉपीराइट दो हज़ार छब्बीस", "hi-IN"),
        ("a ≈ b", "a يساوي تقريبًا b", "ar-SA"), ("a ± b", "a פלוס-מינוס b", "he-IL"),
        // The light check mark by the name of the heavy one (CLDR names only that).
        ("✓ Saved", "check mark Saved", "en-US"),
        // Rating stars in the profiles that lacked them.
        ("4.5★", "empat koma lima bintang hitam", "id-ID"), ("★☆", "чёрная звезда белая звезда", "ru-RU"),
    ])
    func symbolsByName(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    /// At punctuation level none, symbols other than emoji stay silent.
    @Test func symbolsSilentAtNone() {
        #expect(say("a → b", "th-TH", .none) == "a b")
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

    @Test(arguments: [
        // "m" before an English time word is minutes, not metres, in every non-Latin profile.
        ("Updated 5m ago", "Updated חמש דקות ago", "he-IL"), ("12m left", "बारह मिनट left", "hi-IN"),
        ("5m ago", "五分鐘 ago", "zh-TW"), ("5m ago", "lima menit ago", "id-ID"),
        // An English short weekday before a date or a time, where the locale writes weekdays in
        // another script, is the locale's own weekday.
        ("Mon, 24 Nov", "월요일, 십일월 이십사일", "ko-KR"), ("Mon, 24 Nov", "सोमवार, चौबीस नवंबर", "hi-IN"),
        ("Fri 9:41 AM", "الجمعة الساعة التاسعة وواحدة وأربعون دقيقة صباحًا", "ar-SA"),
        // Alone it stays the word.
        ("Sun", "Sun", "ja-JP"),
    ])
    func englishTimeWords(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
