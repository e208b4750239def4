import Testing

/// A count agrees with its unit's gender (fr "une minute", el "ένα λεπτό", "τρία κιλά"), and a
/// unit's name never hands the engine a slash to say.
@Suite("Unit names and agreement")
struct UnitAgreementTests {
    @Test(arguments: [
        ("fr-FR", "1 min", "une minute"),
        ("fr-CA", "1 s", "une seconde"),
        ("el-GR", "1 min", "ένα λεπτό"),
        ("el-GR", "3 kg", "τρία κιλά"),
        ("el-GR", "1 h", "μία ώρα"),
        ("ru-RU", "12 mph", "двенадцать миль в час"),
        ("ru-RU", "24 °F", "двадцать четыре градуса по Фаренгейту"),
        ("ru-RU", "21 мс", "двадцать одна миллисекунда"),
        ("tr-TR", "12 mph", "on iki mil bölü saat"),
        // Time nouns written out after a number take the form said before a noun.
        ("es-ES", "hace 1 día", "hace un día"),
        ("es-MX", "21 días", "veintiún días"),
        ("es-ES", "1 semana", "una semana"),
    ])
    func countsAgreeWithTheirUnit(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// CLDR writes some full names with a slash (tr "mil/saat", ar "كيلو واط/ساعة").
    @Test(arguments: Fixture.allLanguages)
    func unitNamesHaveNoSlash(language: String) {
        let out = say("12 mph, 2 kWh, 3 m/s, 5 km/h, 100 Mbps", language)
        #expect(!out.contains("/"), "\(language): \(out)")
    }
}
