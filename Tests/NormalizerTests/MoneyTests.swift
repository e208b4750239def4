import Testing

/// Amounts of money: minor units, where the symbol stands, and the sign of an amount.
@Suite("Money")
struct MoneyTests {
    /// Minor units reach the European profiles (minorUnits), in the noun's gender and plural form.
    @Test(arguments: [
        ("da-DK", "€1,01", "en euro og en cent"), ("fi-FI", "€3,03", "kolme euroa ja kolme senttiä"),
        ("cs-CZ", "€3,03", "tři eura a tři centy"), ("pl-PL", "€1,01", "jedno euro i jeden cent"),
        ("el-GR", "€3,03", "τρία ευρώ και τρία λεπτά"), ("uk-UA", "€1", "одне євро"), ("tr-TR", "€1,01", "bir avro bir sent"),
    ])
    func minorUnits(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test(arguments: [
        // nb writes the krone before the amount (CLDR "¤ #,##0.00").
        ("kr 1 299,00", "tusen to hundre og nittini kroner", "nb-NO"), ("kr 49,50", "førtini kroner og femti øre", "nb-NO"),
        // "¥" is the yen in Taiwan (CLDR zh_Hant).
        ("¥1,200", "一千二百日圓", "zh-TW"),
        // Hebrew twelve before a masculine noun: שנים עשר (ICU writes the standalone שניים).
        ("€12.50", "שנים עשר אירו וחמישים סנטים", "he-IL"),
    ])
    func symbolsAndNames(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // A minus before the currency symbol is the amount's sign, in every language.
        ("Balance -$50.00", "Balance minus fifty dollars", "en-US"),
        ("Saldo -Rp 50.000", "Saldo minus lima puluh ribu rupiah", "id-ID"),
        ("$250-$300", "two hundred fifty dollars to three hundred dollars", "en-US"),
    ])
    func signBeforeTheSymbol(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
