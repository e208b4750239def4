import Normalizer
import Testing

/// Gender-inclusive endings written after a mark inside a word: said as the profile says them
/// (German's own word for the ending, after a short break; elsewhere the base form alone), never
/// the mark's name ("Lehrer Schrägstrich innen", Hebrew "הקש לוכסן י").
@Suite("Gender endings")
struct GenderedEndingTests {
    @Test(arguments: [
        ("de-DE", "Kolleg*innen", "Kolleg innen"), ("de-DE", "Nutzer:innen", "Nutzer innen"),
        ("de-DE", "Lehrer/-innen", "Lehrer innen"), ("de-DE", "Lehrer_in", "Lehrer in"),
        ("he-IL", "הקש/י פעמיים", "הקש פעמיים"), ("he-IL", "משתמש/ת חדש/ה", "משתמש חדש"),
        ("fr-FR", "connecté·e·s", "connecté"), ("es-ES", "Bienvenido/a", "Bienvenido"),
        ("pt-BR", "Obrigado/a", "Obrigado"), ("it-IT", "Benvenuto/a", "Benvenuto"),
    ])
    func endingSaidAsTheProfileSaysIt(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Marks that are not before a listed ending keep their reading: "y/o" is "and/or", a short
    /// base is no gendered word, and English has no endings listed.
    @Test(arguments: [
        ("es-ES", "y/o", "y barra o"), ("de-DE", "50 km/h", "fünfzig Kilometer pro Stunde"),
        ("de-DE", "Lehrer/Schüler", "Lehrer Schrägstrich Schüler"), ("en-US", "he/she", "he slash she"),
        ("he-IL", "חבר/ישראל", "חבר לוכסן ישראל"),
    ])
    func otherMarksKeepTheirReading(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
