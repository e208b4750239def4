import Normalizer
import Testing

/// Versions and section numbers: three dot-separated groups that are no date, each group a number,
/// the dots said as the point of a decimal ("two point three point one") where "." is the decimal
/// mark, else as the dot's name ("zwei Punkt drei Punkt eins"), never dropped ("zwei drei eins")
/// and never a decimal with a stray digit ("two point three one").
@Suite("Version numbers")
struct VersionNumberTests {
    @Test(arguments: [
        ("en-US", "v2.3.1", "v two point three point one"), ("en-US", "iOS 17.4.1", "iOS seventeen point four point one"),
        ("de-DE", "Version 2.3.1", "Version zwei Punkt drei Punkt eins"), ("de-DE", "Abschnitt 4.1.12", "Abschnitt vier Punkt eins Punkt zwölf"),
        ("fr-FR", "version 10.15.7", "version dix point quinze point sept"), ("sv-SE", "1.0.0", "ett punkt noll punkt noll"),
        ("pt-BR", "versão 2.3.1", "versão dois ponto três ponto um"),
    ])
    func versionGroupsAreNumbers(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Thousands written with dots, dates and IP addresses keep their readings.
    @Test(arguments: [
        ("de-DE", "1.000.000", "eine Million"), ("de-DE", "05.03.2024", say("5. März 2024", "de-DE")),
        ("en-US", "192.168.0.1", "one nine two dot one six eight dot zero dot one"),
    ])
    func otherDottedNumbersKeepTheirReading(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
