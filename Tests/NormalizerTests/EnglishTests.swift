import Normalizer
import Testing

/// English readings, class by class. Expected strings are what an American English speaker says,
/// written "thirty nine" rather than "thirty-nine" (espeak-ng reads hyphenated compounds worse).
@Suite("English normalization")
struct EnglishTests {
    @Test(arguments: [
        // 24-hour times as VoiceOver reads them (TimeReadingRuleTests has both readings).
        ("22:58", "twenty two fifty eight"), ("00:15", "zero fifteen"), ("12:00", "twelve o'clock"),
        ("07:05", "seven oh five"), ("11:30 PM", "eleven thirty p.m."), ("5pm", "five p.m."),
        ("1:00 a.m.", "one a.m."), ("1:30", "one thirty"), ("3:00", "three o'clock"),
        ("08:00–17:30", "eight to seventeen thirty"), ("2pm-5pm", "two p.m. to five p.m."),
        ("1:59 p.m. est", "one fifty nine p.m. EST"), ("1:01:01", "one hour one minute and one second"),
        // A zone's offset is a sign and numbers, not a range.
        ("8:00 PM GMT-5", "eight p.m. GMT minus five"), ("10:30 UTC+5:30", "ten thirty UTC plus five thirty"),
    ])
    func times(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("1,234", "one thousand two hundred thirty four"), ("-2", "minus two"), ("0", "zero"),
        ("13,000", "thirteen thousand"), ("123,000,012", "one hundred twenty three million twelve"),
        ("004", "zero zero four"), ("1.5", "one point five"), (".25", "point two five"),
        ("-0.1", "minus zero point one"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("$1,234.56", "one thousand two hundred thirty four dollars and fifty six cents"),
        ("$1", "one dollar"), ("$2.00", "two dollars"), ("$0.01", "one cent"), ("£1.20", "one pound and twenty pence"),
        ("434₽", "four hundred thirty four rubles"), ("€5", "five euros"), ("¥30 billion", "thirty billion yen"),
        ("$2.5 million", "two point five million dollars"), ("R$ 10,50", "ten reais"),
        ("$20/mo", "twenty dollars per month"), ("$50-$100", "fifty dollars to one hundred dollars"),
    ])
    func money(_ written: String, _ spoken: String) {
        // "R$ 10,50" in English: the comma is a thousands mark there, so only "10" is the amount.
        if written.hasPrefix("R$") { #expect(say(written).hasPrefix(spoken)); return }
        #expect(say(written) == spoken)
    }

    @Test(arguments: [
        ("1.2K likes", "one point two thousand likes"), ("3.4M", "three point four million"), ("2B", "two billion"),
    ])
    func compactCounts(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("5 min ago", "five minutes ago"), ("1h 15m", "one hour fifteen minutes"),
        ("56m remaining", "fifty six minutes remaining"), ("300 m", "three hundred meters"),
        ("2.5 GB", "two point five gigabytes"), ("1 MB", "one megabyte"), ("12kg", "twelve kilograms"),
        ("-5°C", "minus five degrees Celsius"), ("1°C", "one degree Celsius"), ("10 km", "ten kilometers"),
        ("4 1/2 lbs", "four and a half pounds"), ("50%", "fifty percent"),
    ])
    func units(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("1st", "first"), ("22nd", "twenty second"), ("3rd", "third"), ("11th", "eleventh"), ("100th", "one hundredth"),
        ("21st", "twenty first"),
    ])
    func ordinals(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("2016-11-03", "november third twenty sixteen"), ("10/06/2005", "october sixth two thousand five"),
        ("July 4, 1776", "july fourth seventeen seventy six"), ("25 Dec 2024", "the twenty fifth of december twenty twenty four"),
        ("1994", "nineteen ninety four"), ("1980s", "nineteen eighties"), ("1980-1986", "nineteen eighty to nineteen eighty six"),
    ])
    func dates(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("1/2", "one half"), ("3/4", "three quarters"), ("2/3", "two thirds"), ("2 1/2", "two and a half"),
        ("5/16", "five sixteenths"),
        // A vulgar fraction character reads as the fraction it stands for, after a whole number too.
        ("½", "one half"), ("1½ cups", "one and a half cups"), ("Add ⅓ cup", "Add one third cup"),
    ])
    func fractions(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test func telephoneNumbersAreReadInGroups() {
        #expect(say("+1 (555) 123-4567") == "plus one, five five five, one two three, four five six seven")
        #expect(say("555-1234") == "five five five, one two three four")
        #expect(say("123.123.0.40") == "one two three dot one two three dot zero dot four zero")
    }

    @Test func longDigitStringsAreReadDigitByDigit() {
        let spoken = say("4111111111111111")
        #expect(spoken.split(separator: " ").filter { $0.hasPrefix("one") }.count == 15)
        #expect(!spoken.contains("trillion"))
    }

    @Test func groupedNumbersAreQuantitiesHoweverLong() {
        // Thousands separators say "a quantity"; the same digits ungrouped are an ID.
        let grouped = say("124,444,234,854,823,834,553")
        #expect(grouped.hasPrefix("one hundred twenty four quintillion four hundred forty four quadrillion"))
        #expect(grouped.hasSuffix("eight hundred thirty four thousand five hundred fifty three"))
        #expect(!say("124444234854823834553").contains("quintillion"))
        #expect(say("1,234,567,890,123", "zh-CN").contains("万亿"))
    }

    @Test(arguments: [
        ("1- 2 = 5", "one minus two equals five"), ("1 - 2 = 5", "one minus two equals five"),
        ("1-2=5", "one minus two equals five"), ("2- 3", "two three"),
    ])
    func equationsSayMinus(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("2x8 m2", "two by eight square meters"), ("25 x 7 m", "twenty five by seven meters"),
        ("3 × 4 ft", "three by four feet"), ("4x4", "four x four"), ("2x", "two x"),
    ])
    func sizesWithAUnitSayBy(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// Superscript and subscript digits are never dropped: a power after a unit makes it square or
    /// cubic (alone too), after anything else it is a power ("squared", "to the power of six").
    @Test(arguments: [
        ("5 ft²", "five square feet"), ("3 cm³", "three cubic centimeters"), ("m²", "square meter"),
        ("⅞ inch", "seven eighths inch"), ("3/4 mi", "three quarters mile"), ("5/4 inch", "five quarters inches"),
        ("10²", "ten squared"), ("E=mc²", "E equals mc squared"), ("H₂O", "H two O"), ("10⁶", "ten to the power of six"),
    ])
    func powersAreSaid(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("10:00:00 p.m.", "ten hours zero minutes and zero seconds p.m."),
        ("14:10:30", "two hours ten minutes and thirty seconds p.m."),
        ("03:04:05 AM", "three hours four minutes and five seconds a.m."),
    ])
    func timesWithSecondsNameEachField(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("Visa ending in 8876", "Visa ending in eight eight seven six"),
        ("Account ends with 0042", "Account ends with zero zero four two"),
        ("Mastercard •••• 4242", "Mastercard four two four two"),
        ("Card ••1234", "Card one two three four"),
        ("Sale ending in 30 min", "Sale ending in thirty minutes"),
        ("ending in $500", "ending in five hundred dollars"),
    ])
    func lastDigitsOfCardsAreReadOneByOne(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("your otp is ab9453", "your otp is ab nine four five three"), ("W2s", "W two s"),
        ("T1000", "T one thousand"), ("FY2024", "F.Y. twenty twenty four"), ("C24", "C twenty four"),
        ("1h15m", "one hour fifteen minutes"), ("b5820543€", "b five million eight hundred twenty thousand five hundred forty three euros"),
    ])
    func numbersGluedToLettersAreCodes(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("2Q22", "the second quarter of twenty two"), ("results for 4Q2023", "results for the fourth quarter of twenty twenty three"),
        ("5Q22", "five Q twenty two"),
    ])
    func fiscalQuarters(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test func rangesOfMeasuredQuantitiesSayTo() {
        #expect(say("2-5 kg") == "two to five kilograms")
        #expect(say("10–20") == "ten to twenty")
    }

    /// A spaced dash between counts that rise within a hundredfold is a range; a falling pair (a
    /// score), an unspaced one and a far larger second number are not.
    @Test(arguments: [
        ("pp. 76 - 77", "pages seventy six to seventy seven"), ("49 - 55", "forty nine to fifty five"), ("5 - 100", "five to one hundred"),
        ("3 - 2", "three two"), ("170 - 45190", "one hundred seventy forty five thousand one hundred ninety"), ("2-3", "two three"),
        // The upper end written short rises once completed from the lower one (76, 347); "978 - 0" (970) falls.
        ("pp. 74 - 6", "pages seventy four to six"), ("pages 346 - 7", "pages three hundred forty six to seven"),
        ("978 - 0", "nine hundred seventy eight zero"), ("Boeing 747-8", "Boeing seven hundred forty seven eight"),
    ])
    func spacedRisingRangesSayTo(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// A map's or model's scale: one to a hundred or more. Verses and times keep their reading.
    @Test(arguments: [
        ("Scale 1 : 250000 map", "Scale one to two hundred fifty thousand map"), ("a 1:100 model", "a one to one hundred model"),
        ("Genesis 1:31", "Genesis one thirty one"), ("Psalm 119:105", "Psalm one hundred nineteen, one hundred five"),
        ("1:05", "one oh five"), ("1 : 0100", "one, zero one zero zero"),
    ])
    func scaleRatios(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }
}
