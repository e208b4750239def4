import Normalizer
import Testing

/// Arabic through CLDR and the profile's data. Expected strings are the usual spoken forms (checked
/// against the grammar references the profile names, not copied from output).
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
