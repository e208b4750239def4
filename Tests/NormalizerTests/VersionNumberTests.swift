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

    /// Where "." is not the decimal mark, a number with one dot after a product or the word for
    /// "version" is a version, its dot named, in every such profile ("iOS 17.2" was "siebzehn
    /// Komma zwei", fr "dix-sept virgule deux"); the same number without a cue stays a decimal.
    @Test(arguments: Fixture.allLanguages.filter { (try? Fixture.store.require($0).normalization.decimalMark) == "," })
    func cuedVersionNamesItsDot(_ language: String) throws {
        let words = try Fixture.store.require(language).normalization.words
        let dot = try #require(words["dot"], "\(language) has no 'dot'")
        let expected = ["iOS", say("17", language), dot, say("2", language)].joined(separator: " ")
        #expect(say("iOS 17.2", language) == expected)
        #expect(say("v2.1", language) == [say("v", language), say("2", language), dot, say("1", language)].joined(separator: " "))
        let version = try #require(words["versionWords"]?.split(separator: "|").first.map(String.init), "\(language) has no 'versionWords'")
        #expect(say(version + " 10.15", language).hasSuffix([say("10", language), dot, say("15", language)].joined(separator: " ")))
        #expect(!say("4.5", language).contains(dot))
    }

    @Test(arguments: [
        ("de-DE", "Ubuntu 22.04", "Ubuntu zwei und zwanzig Punkt null vier"), ("de-DE", "iOS 17.10", "iOS siebzehn Punkt zehn"),
        ("fr-FR", "version 2.1", "version deux point un"), ("de-DE", "Bewertung 4.5", "Bewertung vier Komma fünf"),
    ])
    func cuedVersionRows(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
