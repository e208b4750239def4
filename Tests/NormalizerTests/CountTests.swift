import Normalizer
import Testing

/// Counts: numbers before the nouns they count, agreeing in gender, case and plural form, and
/// compact counts ("2K", "5 mln") whose scale word is a counted noun. Expected strings follow the
/// grammars named in each profile's comments.
@Suite("Counts")
struct CountTests {
    @Test(arguments: [
        // Two before a plural noun in its gender: the profile's plural endings and noun list.
        ("2 položky", "dvě položky", "cs-CZ"), ("2 videa", "dvě videa", "cs-CZ"), ("2 aplikace", "dvě aplikace", "cs-CZ"),
        ("2 soubory", "dva soubory", "cs-CZ"),
        ("2 položky", "dve položky", "sk-SK"), ("2 videá", "dve videá", "sk-SK"),
        ("2 stavke", "dvije stavke", "hr-HR"), ("2 nove poruke", "dvije nove poruke", "hr-HR"), ("2 dana", "dva dana", "hr-HR"),
        ("2 wiadomości", "dwie wiadomości", "pl-PL"), ("2 aplikacje", "dwie aplikacje", "pl-PL"), ("2 zdjęcia", "dwa zdjęcia", "pl-PL"),
        ("22 strony", "dwadzieścia dwie strony", "pl-PL"),
        // Portuguese: um/uma, dois/duas and the hundreds agree with a feminine noun.
        ("2 fotos", "duas fotos", "pt-PT"), ("1 foto", "uma foto", "pt-PT"), ("1 mensagem", "uma mensagem", "pt-PT"),
        ("2 mensagens", "duas mensagens", "pt-PT"), ("22 notificações", "vinte e duas notificações", "pt-PT"),
        ("200 avaliações", "duzentas avaliações", "pt-BR"), ("2 novas mensagens", "duas novas mensagens", "pt-BR"),
        ("2 dias", "dois dias", "pt-PT"), ("1 dia", "um dia", "pt-BR"), ("2 problemas", "dois problemas", "pt-BR"),
        ("2 de 5", "dois de cinco", "pt-BR"),
        // Nouns whose ending misleads, named in the profile's list.
        ("1 photo", "une photo", "fr-FR"), ("1 musée", "un musée", "fr-FR"), ("1 foto", "una foto", "es-ES"),
        ("1 día", "un día", "es-ES"), ("1 foto", "una foto", "it-IT"), ("1 foto", "una foto", "es-MX"),
    ])
    func countsAgreeWithTheirNoun(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

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
        // The total after "z" (out of) in the genitive, every word of it declined.
        ("3 z 10", "trzy z dziesięciu", "pl-PL"), ("4,5 z 5", "cztery przecinek pięć z pięciu", "pl-PL"),
        ("Zdjęcie 1 z 12", "Zdjęcie jeden z dwunastu", "pl-PL"), ("25 z 100", "dwadzieścia pięć z stu", "pl-PL"),
        ("3 ze 200", "trzy ze dwustu", "pl-PL"), ("1 z 25", "jeden z dwudziestu pięciu", "pl-PL"),
        ("3 z 10", "tři z deseti", "cs-CZ"), ("1 z 25", "jeden z dvaceti pěti", "cs-CZ"), ("3 ze 200", "tři ze dvou set", "cs-CZ"),
        ("3 z 10", "tri z desiatich", "sk-SK"), ("4 z 5", "štyri z piatich", "sk-SK"),
        // Without a count before "z" the number is no total ("z 10 zdjęć" is "from ten photos" in a title).
        ("z 10", "z dziesięć", "pl-PL"),
    ])
    func totalOutOfIsGenitive(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Scale words as counted nouns, by CLDR plural category.
        ("2K", "dwa tysiące", "pl-PL"), ("5K", "pięć tysięcy", "pl-PL"), ("22K", "dwadzieścia dwa tysiące", "pl-PL"),
        ("1,2 tys.", "jeden przecinek dwa tysiąca", "pl-PL"), ("2 mln", "dwa miliony", "pl-PL"),
        ("5 mln", "pięć milionów", "pl-PL"), ("2 mld", "dwa miliardy", "pl-PL"),
        ("10 tys. zł", "dziesięć tysięcy złotych", "pl-PL"),
        ("2K", "dva tisíce", "cs-CZ"), ("5K", "pět tisíc", "cs-CZ"), ("2 mld.", "dvě miliardy", "cs-CZ"),
        ("2 mil.", "dva miliony", "cs-CZ"),
        ("2K", "dva tisíce", "sk-SK"), ("5 mil.", "päť miliónov", "sk-SK"), ("2 mld.", "dve miliardy", "sk-SK"),
        ("2K", "dvije tisuće", "hr-HR"), ("5K", "pet tisuća", "hr-HR"), ("2 mil.", "dva milijuna", "hr-HR"),
        ("2K", "δύο χιλιάδες", "el-GR"), ("3K", "τρεις χιλιάδες", "el-GR"),
        ("2K", "две хиляди", "bg-BG"), ("2 млн.", "два милиона", "bg-BG"),
        // One of a scale as the language spells the power (CLDR spell-out of 1000).
        ("1K", "χίλια", "el-GR"), ("1K", "tysiąc", "pl-PL"), ("1 mln", "milion", "pl-PL"), ("1K", "tisíc", "cs-CZ"),
        ("1K", "хиляда", "bg-BG"), ("1K", "одна тисяча", "uk-UA"),
    ])
    func compactCountsByPluralForm(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

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
    func compactCountsInOtherScripts(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // A scale letter after a space and a decimal (CLDR's compact patterns with a space).
        ("1.2 K", "én komma to tusen", "nb-NO"), ("1,2 k", "un virgule deux mille", "fr-FR"),
        ("1.2 K", "uno punto dos mil", "es-MX"), ("5 K", "fem K", "nb-NO"),
        // English keeps "2.7 K" as written (kelvins in science text).
        ("2.7 K", "two point seven K", "en-US"),
    ])
    func scaleLetterAfterASpace(_ written: String, _ spoken: String, _ language: String) {
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
}
