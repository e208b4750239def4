import Testing

/// Numbers before the noun they count take the form the language says there, not the counting
/// form: hu "két óra" (not "kettő"), ro "un minut", "o oră", "două ore", it "un nuovo messaggio".
@Suite("Numbers before nouns")
struct AttributiveNumberTests {
    @Test(arguments: [
        // Hungarian: "két" before a noun, "kettő" alone (A magyar helyesírás szabályai).
        ("hu-HU", "2 óra", "két óra"),
        ("hu-HU", "2 kg", "két kilogramm"),
        ("hu-HU", "22 Ft", "huszonkét forint"),
        ("hu-HU", "$2", "két dollár"),
        ("hu-HU", "2002 Ft", "kétezerkét forint"),
        ("hu-HU", "2 új üzenet", "két új üzenet"),
        ("hu-HU", "2 millió", "két millió"),
        ("hu-HU", "2:00", "két óra"),
        ("hu-HU", "2:02", "két óra két perc"),
        ("hu-HU", "2", "kettő"),
        ("hu-HU", "2 és 3", "kettő és három"),
        ("hu-HU", "12", "tizenkettő"),
        // Romanian: "un"/"o" for one, "doi"/"două" by the noun's gender; neuters say one as
        // masculines and two as feminines; compounds keep the counting form.
        ("ro-RO", "1 minut", "un minut"),
        ("ro-RO", "2 minute", "două minute"),
        ("ro-RO", "1 oră", "o oră"),
        ("ro-RO", "2 ore", "două ore"),
        ("ro-RO", "1 leu", "un leu"),
        ("ro-RO", "2 lei", "doi lei"),
        ("ro-RO", "1 €", "un euro"),
        ("ro-RO", "2 kg", "două kilograme"),
        ("ro-RO", "2 £", "două lire sterline"),
        ("ro-RO", "21 de lei", "douăzeci şi unu de lei"),
        ("ro-RO", "1%", "unu la sută"),
        ("ro-RO", "1 mesaj nou", "un mesaj nou"),
        ("ro-RO", "1 notificare", "o notificare"),
        ("ro-RO", "1", "unu"),
        // One before any noun, in the gender the noun's ending tells (branch euro2; was the counting
        // form: es "uno mensaje", sv "ett ny bild", fr "un notification", pl "jeden wiadomość").
        ("es-ES", "1 mensaje", "un mensaje"), ("es-ES", "1 notificación", "una notificación"), ("es-ES", "1 de 5", "uno de cinco"),
        ("es-MX", "21 mensajes", "veintiún mensajes"),
        ("ca-ES", "1 missatge", "un missatge"), ("ca-ES", "1 notificació", "una notificació"), ("ca-ES", "1 de 5", "u de cinc"),
        ("fr-FR", "1 notification", "une notification"), ("fr-CA", "1 vidéo", "une vidéo"), ("fr-FR", "1 message", "un message"),
        ("sv-SE", "1 ny bild", "en ny bild"), ("sv-SE", "1 meddelande", "ett meddelande"), ("sv-SE", "1 av 5", "ett av fem"),
        ("da-DK", "1 besked", "en besked"), ("da-DK", "1 dokument", "et dokument"), ("nb-NO", "1 dokument", "ett dokument"),
        ("pl-PL", "1 nowa wiadomość", "jedna nowa wiadomość"), ("pl-PL", "1 zdjęcie", "jedno zdjęcie"),
        ("cs-CZ", "1 zpráva", "jedna zpráva"), ("sk-SK", "1 správa", "jedna správa"), ("hr-HR", "1 poruka", "jedna poruka"),
        ("uk-UA", "1 повідомлення", "одне повідомлення"), ("uk-UA", "1 нова пісня", "одна нова пісня"), ("uk-UA", "1 файл", "один файл"),
        ("bg-BG", "1 снимка", "една снимка"), ("bg-BG", "1 съобщение", "едно съобщение"), ("bg-BG", "1 файл", "един файл"),
        // Italian: one before a noun agrees with it; the hour is counted ("le ventuno").
        ("it-IT", "1 nuovo messaggio", "un nuovo messaggio"),
        ("it-IT", "1 notifica", "una notifica"),
        ("it-IT", "1 problema", "un problema"),
        ("it-IT", "1 sconto", "uno sconto"),
        ("it-IT", "1 zaino", "uno zaino"),
        ("it-IT", "1 secondo", "un secondo"),
        ("it-IT", "21 sconti", "ventun sconti"),
        ("it-IT", "21 nuovi messaggi", "ventun nuovi messaggi"),
        ("it-IT", "1 milione", "un milione"),
        ("it-IT", "1 di 5", "uno di cinque"),
        ("it-IT", "Capitolo 1", "Capitolo uno"),
        ("it-IT", "21:00", "ventuno"),
        ("it-IT", "1:00", "una"),
        ("it-IT", "21:30", "ventuno e trenta"),
        ("it-IT", "1° posto", "primo posto"),
        ("it-IT", "1° gennaio", "primo gennaio"),
        ("it-IT", "25° a Roma", "venticinque gradi a Roma"),
        ("it-IT", "20°C", "venti gradi Celsius"),
        // Swedish: a scale word is of common gender ("en miljon", "en komma fem miljoner"); the
        // kilogram neuter ("ett kilogram").
        ("sv-SE", "1 miljon", "en miljon"),
        ("sv-SE", "1,5 mn", "en komma fem miljoner"),
        ("sv-SE", "2,5 miljoner", "två komma fem miljoner"),
        ("sv-SE", "1 kg", "ett kilogram"),
        ("sv-SE", "1", "ett"),
    ])
    func numbersBeforeNouns(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Profiles without these words read as before (Dutch "een" is both).
    @Test func otherLanguagesKeepTheirReading() {
        #expect(say("2 neue Nachrichten", "de-DE") == "zwei neue Nachrichten")
        #expect(say("1 nieuw bericht", "nl-NL") == say("1", "nl-NL") + " nieuw bericht")
    }
}
