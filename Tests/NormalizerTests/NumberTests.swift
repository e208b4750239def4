import Testing

/// Numbers alone: the profile's corrections to CLDR's words, decimals, signs and version numbers.
@Suite("Numbers")
struct NumberTests {
    /// ICU's words corrected where the profile names a source (spelloutReplacements): el "χιλιάδες"
    /// without ICU's second accent, ro "un milion", "o mie" before the noun.
    @Test(arguments: [("el-GR", "2000", "δύο χιλιάδες"), ("ro-RO", "1000000", "un milion"), ("ro-RO", "1000", "o mie"),
                      ("ro-RO", "21", "douăzeci şi unu")])
    func correctedNumberWords(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test(arguments: [("da-DK", "3,15", "tre komma femten"), ("nl-NL", "3,15", "drie komma vijftien"), ("tr-TR", "3,15", "üç virgül on beş")])
    func decimalsAsNumbers(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test(arguments: [
        // Indonesian and Malay say a negative number "minus" (KBBI, Kamus Dewan).
        ("-5 °C", "minus lima derajat Celsius", "id-ID"), ("-5 °C", "minus lima derajat Celsius", "ms-MY"),
        // A Malay version's dot is "titik"; a decimal stays "perpuluhan".
        ("iOS 17.2", "iOS tujuh belas titik dua", "ms-MY"), ("versi 2.1", "versi dua titik satu", "ms-MY"),
        ("2.3.1", "dua titik tiga titik satu", "ms-MY"), ("3.14", "tiga perpuluhan satu empat", "ms-MY"),
    ])
    func signsAndVersions(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
