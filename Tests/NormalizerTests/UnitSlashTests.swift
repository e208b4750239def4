import Normalizer
import Testing

/// Units written with a slash are said in words in every profile: the slash of a written name
/// ("kilometre/saat", as CLDR writes the long name) never reaches the engine.
@Suite("Units with a slash")
struct UnitSlashTests {
    @Test(arguments: Fixture.allLanguages)
    func slashUnitsAreSaidInWords(_ language: String) {
        for written in ["50 km/h", "3 m/s"] {
            let spoken = say(written, language)
            #expect(!spoken.contains("/"), "\(language): '\(written)' said '\(spoken)'")
        }
    }
}
