import Foundation
@testable import Screens
import Screens
import Testing

/// A Latin-script capture's language from its words, through the real Hunspell dictionaries
/// (scripts/install-deps installs them): plain a–z labels, each told from its neighbours
/// (Spanish from Catalan and Portuguese, Danish from Bokmål).
@Suite("Language guessed from words")
struct WordLanguageGuessTests {
    private func imported(_ labels: [String]) throws -> ImportedScreen {
        let items = labels.enumerated().map { index, label in
            #"{"AXLabel": "\#(label)", "type": "StaticText", "frame": {"x": 0, "y": \#(index * 30), "width": 300, "height": 20}}"#
        }
        return try ScreenSource.load(data: Data("[\(items.joined(separator: ","))]".utf8), path: "words.json")
    }

    @Test func librariesAndDictionariesAreInstalled() {
        #expect(SpellingDictionary.isAvailable, "libhunspell-1.7-0: scripts/install-deps installs it")
        for (language, dictionary) in WordLanguageGuess.languages {
            #expect(SpellingDictionary(named: dictionary) != nil, "\(language): no \(dictionary) in \(SpellingDictionary.folder)")
        }
    }

    /// Through the import, with all 19 dictionaries: the screen gets the language and a warning.
    @Test func aCaptureInPlainLatinLettersGetsItsLanguage() throws {
        let dutch = try imported(["Mijn bestellingen", "Bezorgd op dinsdag", "Retour aanvragen", "Klantenservice bellen", "Uitloggen"])
        #expect(dutch.screen.language == "nl-NL")
        #expect(dutch.warnings(.language).first?.message.contains("guessed from the labels' script, letters and words") == true)
        let english = try imported(["My orders", "Delivered on Tuesday", "Request a return", "Call customer service", "Sign out"])
        #expect(english.screen.language == "en-US")
        #expect(english.warnings(.language).first?.message.contains("guessed") == true)
    }

    private static let romance = ["en-US", "es-ES", "pt-BR", "ca-ES", "it-IT", "fr-FR"]
    private static let nordic = ["en-US", "da-DK", "nb-NO", "sv-SE", "de-DE", "nl-NL"]

    /// Close calls among neighbours. A guess among all 19 opens every dictionary (~2 s), so
    /// these ask English and the family.
    @Test(arguments: [
        ("es-ES", romance, ["Mis pedidos", "Entregado el martes", "Solicitar una devolución", "Llamar al servicio de atención", "Cerrar sesión"]),
        ("pt-BR", romance, ["Meus pedidos", "Entregue na terça", "Solicitar devolução", "Ligar para o atendimento", "Sair da conta"]),
        ("ca-ES", romance, ["Les meves comandes", "Lliurat dimarts", "Sol·licitar una devolució", "Trucar al servei d'atenció", "Tancar la sessió"]),
        ("it-IT", romance, ["I miei ordini", "Consegnato martedì", "Richiedi un reso", "Chiama il servizio clienti", "Esci"]),
        ("da-DK", nordic, ["Mine ordrer", "Leveret tirsdag", "Anmod om returnering", "Ring til kundeservice", "Log ud"]),
        ("nb-NO", nordic, ["Mine bestillinger", "Levert tirsdag", "Be om retur", "Ring kundeservice", "Logg ut"]),
        ("sv-SE", nordic, ["Mina beställningar", "Levererad tisdag", "Begär retur", "Ring kundtjänst", "Logga ut"]),
    ])
    func neighboursAreToldApart(language: String, family: [String], labels: [String]) {
        let among = WordLanguageGuess.languages.filter { family.contains($0.language) }
        #expect(WordLanguageGuess.guess(labels, among: among) == language, "\(labels)")
    }

    /// Brand names are nobody's words, and three words are too few: the import assumes en-US and
    /// says so, rather than guess.
    @Test func namesAndFewWordsAreNotGuessed() throws {
        for labels in [["Spotify", "Netflix", "YouTube", "Instagram", "WhatsApp"], ["Instellingen", "Meldingen", "Privacy"]] {
            let screen = try imported(labels)
            #expect(screen.screen.language == "en-US", "\(labels)")
            #expect(screen.warnings(.language).first?.message.contains("read as en-US") == true, "\(labels)")
        }
    }

    /// Romanian writes ă as Vietnamese does; without tone marks it is not Vietnamese.
    @Test func romanianBreveIsNotVietnamese() throws {
        #expect(try imported(["Acasă", "Căutare", "Notificări", "Setări", "Mesaje noi"]).screen.language == "ro-RO")
        #expect(try imported(["Trang chủ", "Tìm kiếm", "Thông báo"]).screen.language == "vi-VN")
    }

    @Test func wordsAreDistinctLettersWithoutAcronyms() {
        #expect(WordLanguageGuess.words(["Wi-Fi on, WIB 14.35", "on CS", "x"]) == ["Wi", "Fi", "on"])
    }
}
