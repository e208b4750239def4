import Normalizer
import Testing

/// Hindi and Arabic through CLDR and their profiles' data. Expected strings are the forms the
/// grammars and style guides named in Voices/hi-IN.yaml and Voices/ar-SA.yaml give, not copied
/// from output.
@Suite("Hindi normalization")
struct HindiTests {
    @Test(arguments: [
        // The clock's own words: बजे on the hour, बजकर ... मिनट with minutes.
        ("9:00", "नौ बजे"), ("7:21", "सात बजकर इक्कीस मिनट"), ("3:18:43", "तीन बजकर अठारह मिनट तैंतालीस सेकंड"),
        ("सुबह के 6:39", "सुबह के छह बजकर उनतालीस मिनट"),
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
        ("40 ft", "चालीस फीट"), ("5 km/hr", "पाँच किलोमीटर प्रति घंटा"), ("99 oz", "निन्यानबे आउंस"), ("1000 yr", "एक हज़ार वर्ष"),
        ("डॉ. अमित", "डॉक्टर अमित"), ("कार्ड के आखिरी अंक 1234", "कार्ड के आखिरी अंक एक दो तीन चार"),
    ])
    func moneyFractionsUnitsWords(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }
}

@Suite("Arabic normalization")
struct ArabicTests {
    @Test(arguments: [
        // Hundreds: the feminine short form before مئة, apart; اثنان with hamzat al-wasl.
        ("900", "تسع مئة"), ("917", "تسع مئة وسبعة عشر"), ("9837", "تسعة آلاف وثمان مئة وسبعة وثلاثون"), ("107", "مئة وسبعة"),
        ("200", "مئتان"), ("2", "اثنان"), ("12", "اثنا عشر"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }

    @Test(arguments: [
        // Minor units, and the plural for 3-10.
        ("$7.05", "سبعة دولارات و خمسة سنتات"), ("$0.03", "ثلاثة سنتات"), ("9د.ك", "تسعة دنانير كويتية"),
        ("20%", "عشرون في المائة"),
    ])
    func moneyAndPercent(_ written: String, _ spoken: String) { #expect(say(written, "ar-SA") == spoken) }
}
