import Normalizer
import Testing

/// Hindi, Arabic, Hebrew and Thai through CLDR and their profiles' data. Expected strings are the
/// forms the grammars and style guides named in each profile's header give, not copied from output.
@Suite("Hindi normalization")
struct HindiTests {
    @Test(arguments: [
        // The clock's own words: बजे on the hour, बजकर ... मिनट with minutes.
        ("9:00", "नौ बजे"), ("7:21", "सात बजकर इक्कीस मिनट"), ("3:18:43", "तीन बजकर अठारह मिनट तैंतालीस सेकंड"),
        ("सुबह के 6:39", "सुबह के छह बजकर उनतालीस मिनट"),
        // Twelve o'clock by its own half of the day.
        ("12:00 PM", "दोपहर बारह बजे"), ("12:30 AM", "रात बारह बजकर तीस मिनट"), ("9:00 PM", "अपराह्न नौ बजे"),
    ])
    func clock(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }

    @Test(arguments: [
        // A written ending is the spoken ordinal's last letters, in every form the text writes.
        ("1ला", "पहला"), ("2रा", "दूसरा"), ("2री", "दूसरी"), ("4था", "चौथा"), ("6ठा", "छठा"),
        ("27वें", "सत्ताईसवें"), ("5वें", "पाँचवें"), ("18वीं शताब्दी", "अठारहवीं शताब्दी"), ("1st", "पहला"),
        // 1100-1999 in hundreds, as years are said; 1001 and amounts keep thousands.
        ("1782वीं", "सत्रह सौ बयासीवीं"), ("सन 1999", "सन उन्नीस सौ निन्यानबे"), ("1788 से", "सत्रह सौ अट्ठासी से"),
        ("12-07-1970", "बारह जुलाई उन्नीस सौ सत्तर"), ("1001", "एक हज़ार एक"), ("2024", "दो हज़ार चौबीस"),
        ("₹1500", "एक हज़ार पाँच सौ रुपए"),
    ])
    func ordinalsAndYears(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }

    @Test(arguments: [
        // Rupees and paise side by side; a currency given by its symbol by its short name.
        ("₹123.57", "एक सौ तेईस रुपए सत्तावन पैसे"), ("₹1", "एक रुपया"), ("₺6", "छह लीरा"), ("£150.29", "एक सौ पचास पाउंड उनतीस पेंस"),
        ("3/4", "तीन बटा चार"), ("120 75/90", "एक सौ बीस और पचहत्तर बटा नब्बे"),
        // बटा says any denominator, zero too, after any numerator a number can be.
        // Units written in Devanagari (CLDR's short and narrow forms).
        ("100 किमी", "एक सौ किलोमीटर"), ("5 कि॰ग्रा॰", "पाँच किलोग्राम"), ("2 कि.मी.", "दो किलोमीटर"),
        ("3/0", "तीन बटा शून्य"), ("1000000000/22", "एक अरब बटा बाईस"), ("22/00", "बाईस स्लैश शून्य शून्य"),
        ("40 ft", "चालीस फीट"), ("5 km/hr", "पाँच किलोमीटर प्रति घंटा"), ("99 oz", "निन्यानबे आउंस"), ("1000 yr", "एक हज़ार वर्ष"),
        ("डॉ. अमित", "डॉक्टर अमित"), ("कार्ड के आखिरी अंक 1234", "कार्ड के आखिरी अंक एक दो तीन चार"),
    ])
    func moneyFractionsUnitsWords(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }

    @Test func dandaEndsASentence() {
        let pieces = Fixture.normalizer("hi-IN").normalize("नमस्ते। ठीक है").pieces
        #expect(pieces == [.words("नमस्ते"), .pause(.sentence), .words("ठीक है")])
    }
}

@Suite("Arabic normalization")
struct ArabicTests {
    @Test(arguments: [
        // Hundreds: the feminine short form before مئة, apart; اثنان with hamzat al-wasl.
        ("900", "تسع مئة"), ("917", "تسع مئة وسبعة عشر"), ("9837", "تسعة آلاف وثمان مئة وسبعة وثلاثون"), ("107", "مئة وسبعة"),
        ("200", "مئتان"), ("2", "اثنان"), ("12", "اثنا عشر"), ("11", "أحد عشر"), ("2007", "ألفان وسبعة"),
        // Before a feminine noun 3-10 take the short form and a teen's ten is عشرة; thousands keep theirs.
        ("3 h", "ثلاث ساعات"), ("13 min", "ثلاث عشرة دقيقة"), ("12 h", "اثنتا عشرة ساعة"), ("23 h", "ثلاث وعشرون ساعة"),
        ("10 h", "عشر ساعات"), ("3003 h", "ثلاثة آلاف وثلاث ساعات"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }

    @Test(arguments: [
        // Minor units joined by و; the plural for 3-10, the accusative singular for 11-99; one and
        // two said by the noun's own form.
        ("$7.05", "سبعة دولارات وخمسة سنتات"), ("$0.03", "ثلاثة سنتات"), ("9د.ك", "تسعة دنانير كويتية"),
        ("$20", "عشرون دولارًا"), ("$100", "مئة دولار"), ("$1.00", "دولار واحد"), ("$2", "دولاران"), ("2 h", "ساعتان"),
        ("20%", "عشرون في المائة"), ("٢٠٪", "عشرون في المائة"),
        // "," is the decimal mark only where it cannot group thousands or list numbers.
        ("2,2", "اثنان واثنان من عشرة"), ("2007,888", "ألفان وسبعة وثمان مئة وثمانية وثمانون من ألف"),
        ("1,234", "ألف ومئتان وأربعة وثلاثون"), ("1,2,3", "واحد, اثنان, ثلاثة"),
        // The percent sign written before the number (the reader meets the number first).
        ("%7", "سبعة في المائة"), ("%7,5", "سبعة وخمسة من عشرة في المائة"), ("17/0", "سبعة عشر على صفر"),
        // Units and currencies written in Arabic after the number; the number agrees with the noun.
        ("12:30 AM", "الساعة الثانية عشرة وثلاثون دقيقة ليلًا"),
        ("3 كم", "ثلاثة كيلومترات"), ("2 كجم", "كيلوغرامان"), ("5 دقائق", "خمس دقائق"), ("2 ساعة", "ساعتان"),
        ("3 ريال", "ثلاثة ريالات"), ("50 ر.س", "خمسون ريالًا"), ("2024م", "ألفان وأربعة وعشرون م"),
    ])
    func moneyAndPercent(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }

    @Test(arguments: [
        // A decimal as a fraction over its power of ten; Arabic-Indic digits and separators.
        ("6.88", "ستة وثمانية وثمانون من مئة"), ("101.50", "مئة وواحد وخمسون من مئة"),
        ("4.9876", "أربعة وتسعة آلاف وثمان مئة وستة وسبعون من عشرة آلاف"), ("٣٫٥", "ثلاثة وخمسة من عشرة"), ("١٬٠٠٠", "ألف"),
        // Named fractions up to ten, the dual alone; past ten "على".
        ("1/2", "نصف"), ("2/3", "ثلثان"), ("9/10", "تسعة أعشار"), ("9/3", "تسعة أثلاث"), ("17/3", "سبعة عشر على ثلاثة"),
        ("1 1/2", "واحد و نصف"),
    ])
    func decimalsAndFractions(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }

    @Test(arguments: [
        // A time of day: the hour by its feminine ordinal, the minutes counted with their noun
        // (the plural for 3-10, the accusative singular past ten, the dual alone).
        ("9:05 PM", "الساعة التاسعة وخمس دقائق مساءً"), ("١٤:٣٠", "الساعة الثانية وثلاثون دقيقة مساءً"),
        ("1:15 AM", "الساعة الأولى وخمس عشرة دقيقة صباحًا"), ("11:02", "الساعة الحادية عشرة ودقيقتان"),
        ("12:00 PM", "الساعة الثانية عشرة ظهرًا"),
    ])
    func timesOfDay(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }

    @Test func arabicPunctuationPauses() {
        let pieces = Fixture.normalizer("ar-SA").normalize("كيف حالك؟ جيد، شكرا").pieces
        #expect(pieces == [.words("كيف حالك"), .pause(.question), .words("جيد"), .pause(.comma), .words("شكرا")])
    }
}

@Suite("Hebrew normalization")
struct HebrewTests {
    @Test(arguments: [
        // espeak-ng's he voice says nothing for digits: every number must become words.
        ("123", "מאה עשרים ושלוש"), ("₪20.50", "עשרים שקלים וחמישים אגורות"), ("₪1", "שקל אחד"), ("₪2", "שני שקלים"),
        ("£2", "שתי לירות שטרלינג"), ("14:30", "ארבע עשרה ושלושים"), ("2 h", "שעתיים"), ("5 h", "חמש שעות"),
        ("1/2", "חצי"), ("2/3", "שני שלישים"), ("2/5", "שתי חמישיות"), ("17/20", "שבע עשרה חלקי עשרים"),
        // A zero denominator is read as other fractions past the named ones, its numerator alike.
        ("17/0", "שבע עשרה חלקי אפס"), ("-5/0", "מינוס חמש חלקי אפס"),
    ])
    func numbersMoneyTimesFractions(_ written: String, _ spoken: String) { #expect(say(written, "he-IL") == spoken) }
}

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
