import Normalizer
import Testing
import VoiceProfiles

/// Spanish through CLDR and the es-ES profile's `normalization:` data: one row per rule, the
/// reading a Spanish speaker gives the written form.
@Suite("Spanish readings")
struct SpanishTests {
    @Test(arguments: [
        // Symbols say the everyday name, ISO codes CLDR's full name; two decimals with the minor unit.
        ("$5", "cinco dólares"), ("USD 2", "dos dólares estadounidenses"), ("€5,50", "cinco euros cincuenta céntimos"),
        ("0,55 $", "cincuenta y cinco centavos"), ("10 ¥", "diez yenes"), ("1 £", "una libra"), ("21 NIO", "veintiuna córdobas"),
        // Scale words written out, "de" before the noun.
        ("€2 billones", "dos billones de euros"), ("1 millón", "un millón"), ("1.000.000 €", "un millón de euros"),
        // "." groups thousands: a number, not a phone number.
        ("200.000.001 £", "doscientos millones una libras"),
        // Unit genders; a fraction of a unit takes "de" and the singular.
        ("1 h", "una hora"), ("245 mph", "doscientas cuarenta y cinco millas por hora"), ("3/5 mph", "tres quintos de milla por hora"),
        // Long decimals in pairs; the Real Academia's ordinals.
        ("3,1415", "tres coma catorce quince"), ("60,2400", "sesenta coma veinticuatro cero cero"),
        ("11.º", "undécimo"), ("12.ª", "duodécima"), ("800.º", "octingentésimo"), ("1/800", "un octingentésimo"),
        // A denominator with more than one non-zero digit is read "sobre".
        ("1/1100", "uno sobre mil cien"),
        // Time zones spelled, zero seconds unsaid; the first of the month.
        ("5:02 est", "cinco y dos E S T"), ("12:00:00 gmt", "doce G M T"), ("1 enero", "primero de enero"),
        // 21st to 29th in one word (Ortografía 2010), only the last part agreeing.
        ("21.ª", "vigesimoprimera"), ("28.º", "vigesimoctavo"), ("23.º", "vigesimotercero"), ("31.º", "trigésimo primero"),
        // A millionth is "millonésimo" (ICU says "un millonésimo").
        ("1/1.000.000", "un millonésimo"),
        // Number words agree with the noun: a decimal's whole part counts in its gender, the last
        // word takes its form before a noun; a scale word is a masculine noun.
        ("1,01 mph", "una coma cero una millas por hora"), ("0,0101 s", "cero coma cero uno cero un segundos"),
        ("21,5 kg", "veintiuno coma cinco kilogramos"), ("1,53321 millones", "uno coma cincuenta y tres treinta y dos un millones"),
        ("21,1 millones NIO", "veintiuno coma un millones de córdobas"), ("1,5", "uno coma cinco"), ("3,21", "tres coma veintiuno"),
        // Hundreds of thousands agree with a feminine noun; millions stay masculine.
        ("200.045 mph", "doscientas mil cuarenta y cinco millas por hora"),
        ("1.200.000 t", "un millón doscientas mil toneladas"), ("300.000 €", "trescientos mil euros"),
        // A vulgar fraction character is a fraction.
        ("⅖", "dos quintos"),
        // A half is an adjective after a whole number and before a noun; a whole number before a
        // fraction of a unit counts in the noun's gender.
        ("1 1/2", "uno y medio"), ("1/2 mm", "medio milímetro"), ("1 1/2 m", "uno y medio metro"),
        ("1 1/2 mph", "una y media milla por hora"), ("1 3/5 mph", "una y tres quintos de milla por hora"),
        // A zone's offset is a sign and numbers, not a range.
        ("20:00 GMT-3", "veinte G M T menos tres"), ("2:00 pm GMT+4:30", "dos de la tarde G M T más cuatro treinta"),
        // Abbreviations of two dotted words.
        ("en EE. UU. hoy", "en Estados Unidos hoy"), ("300 a. C.", "trescientos antes de Cristo."),
        ("ext. 12", "extensión doce"),
    ])
    func spanish(_ written: String, _ spoken: String) {
        #expect(say(written, "es-ES") == spoken)
    }

}
