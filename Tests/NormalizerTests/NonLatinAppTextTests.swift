import Normalizer
import Testing

/// Short app strings in the non-Latin and Asian profiles: compact counts, mobile numbers, joined
/// emoji and rating stars. Expected strings follow the grammars named in each profile's comments.
@Suite("App text in the non-Latin profiles")
struct NonLatinAppTextTests {
    @Test(arguments: [
        // Arabic counted nouns (CLDR's ar plural categories): one and two by the noun alone, 3-10
        // the plural, 11-99 the accusative singular, 100 and up the genitive singular.
        ("1K", "ألف", "ar-SA"), ("2K", "ألفان", "ar-SA"), ("10K", "عشرة آلاف", "ar-SA"), ("3M", "ثلاثة ملايين", "ar-SA"),
        ("11K", "أحد عشر ألفًا", "ar-SA"), ("100K", "مئة ألف", "ar-SA"), ("$10K", "عشرة آلاف دولار", "ar-SA"),
        // Russian and Ukrainian: one, few, many (the genitive plural after five and more).
        ("10K", "десять тысяч", "ru-RU"), ("2K", "две тысячи", "ru-RU"), ("5M", "пять миллионов", "ru-RU"),
        ("1.2K", "одна целая две десятых тысячи", "ru-RU"),
        ("5K", "п'ять тисяч", "uk-UA"), ("2K", "дві тисячі", "uk-UA"),
        // B is billions glued to its number, as en and zh read it (bytes only apart: "500 B").
        ("3.5B", "삼십오억", "ko-KR"), ("3.5B", "तीन दशमलव पाँच अरब", "hi-IN"),
        ("1.2M", "một phẩy hai triệu", "vi-VN"), ("3.5B", "ba phẩy năm tỷ", "vi-VN"),
    ])
    func compactCounts(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Two o'clock with the measure form of two (两点 / 兩點), as Mandarin says it.
        ("2:30", "两点三十分", "zh-CN"), ("2:30", "兩點三十分", "zh-TW"), ("12:00", "十二点", "zh-CN"),
        // "¥" is the yen in Taiwan (CLDR zh_Hant).
        ("¥1,200", "一千二百日圓", "zh-TW"),
        // Hebrew twelve before a masculine noun: שנים עשר (ICU writes the standalone שניים).
        ("€12.50", "שנים עשר אירו וחמישים סנטים", "he-IL"),
        // Greek day halves in full, not the abbreviation's letters.
        ("14:30", "δύο και τριάντα μετά μεσημβρίας", "el-GR"),
        // English words inside Chinese are words; other short Latin words are spelled.
        ("3 of 10", "三 of 十", "zh-CN"), ("Atm", "ATM", "zh-CN"),
    ])
    func probedAppStrings(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    /// ja says billions as its own 億 count; bytes stay bytes with a space.
    @Test func japaneseBillions() {
        #expect(say("3.5B", "ja-JP") == say("35億", "ja-JP"))
        #expect(say("500 B", "ja-JP") == say("500バイト", "ja-JP"))
    }

    /// Where a profile leaves compact counts to CLDR and CLDR's long compact forms change with
    /// the count, the scale word agrees (pl "dwa tysiące", "pięć tysięcy"; cs "dva tisíce").
    @Test(arguments: [
        ("2 tys.", "dwa tysiące", "pl-PL"), ("5 tys.", "pięć tysięcy", "pl-PL"), ("5K", "pięć tysięcy", "pl-PL"),
        ("2K", "dwa tysiące", "pl-PL"), ("2 tis.", "dva tisíce", "cs-CZ"), ("5 tis.", "pět tisíc", "cs-CZ"),
    ])
    func scaleWordAgreesThroughCLDR(_ written: String, _ spoken: String, _ language: String) {
        #expect(sayBare(written, language) == spoken)
    }

    @Test(arguments: [
        // Indian mobile numbers (ten digits from 6-9) digit by digit in two groups of five;
        // after "+91" the telephone reader says the same.
        ("मोबाइल नंबर 9876543210", "मोबाइल नंबर नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("98765 43210", "नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("+91 98765 43210", "प्लस नौ एक, नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("कॉल करें 7012345678", "कॉल करें सात शून्य एक दो तीन, चार पाँच छह सात आठ"),
    ])
    func hindiMobileNumbers(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }

    /// Not a mobile number: another first digit, another length, or money.
    @Test func hindiNumbersStayNumbers() {
        #expect(say("9876543210", "hi-IN") == "नौ अरब सत्तासी करोड़ पैंसठ लाख तैंतालीस हज़ार दो सौ दस")
        #expect(!say("1234567890", "hi-IN").contains(","))
        #expect(!say("₹9876543210", "hi-IN").contains(","))
        #expect(!say("98765432101", "hi-IN").contains("नौ आठ सात छह पाँच,"))
    }

    @Test(arguments: [
        // CLDR's name for the whole joined sequence, in the profile's language.
        ("👨‍👩‍👧", "family: man, woman, girl", "en-US"), ("🏳️‍🌈", "rainbow flag", "en-US"),
        ("👩‍💻", "woman technologist", "en-US"),
    ])
    func joinedEmoji(_ written: String, _ name: String, _ language: String) {
        #expect(say(written, language) == say(name, language))
    }

    /// A joined sequence is one name in every language, never its parts (ja "家族" …).
    @Test(arguments: ["ja-JP", "ko-KR", "zh-CN", "ar-SA", "he-IL", "hi-IN", "th-TH", "el-GR", "vi-VN", "zh-TW"])
    func joinedEmojiIsOneName(_ language: String) {
        let family = say("👨‍👩‍👧", language)
        #expect(!family.isEmpty && family != say("👨 👩 👧", language), "\(language): \(family)")
    }

    /// Rating stars are named one by one, filled and empty apart, at every punctuation level.
    @Test(arguments: ["en-US", "ja-JP", "ko-KR", "zh-CN", "zh-TW", "ar-SA", "he-IL", "hi-IN", "th-TH", "el-GR", "vi-VN"])
    func ratingStars(_ language: String) {
        let filled = say("★", language), empty = say("☆", language)
        #expect(!filled.isEmpty && !empty.isEmpty && filled != empty, "\(language): \(filled) / \(empty)")
        let run = say("★★☆", language, .none)
        #expect(run.components(separatedBy: filled).count == 3 && run.hasSuffix(empty), "\(language): \(run)")
    }
}
