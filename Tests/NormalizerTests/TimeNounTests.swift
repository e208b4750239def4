import Testing

/// The time nouns written out after a number ("1 dag", "2 horas", "2 godziny": "3 days ago" as
/// apps write it) are the units they name, so the number takes the form and gender said before
/// its noun, as after "h" or "min"; before, it was the counting form ("ett dag", "dois horas",
/// "dwa godziny", "un heure", "jeden godzina").
@Suite("Time nouns after a number")
struct TimeNounTests {
    @Test(arguments: [
        ("sv-SE", "för 1 dag sedan", "för en dag sedan"), ("sv-SE", "1 år sedan", "ett år sedan"), ("sv-SE", "21 dagar", "tjugoen dagar"),
        ("da-DK", "for 1 dag siden", "for en dag siden"), ("da-DK", "1 h", "en time"), ("da-DK", "1 år", "et år"), ("da-DK", "1", "et"),
        ("nb-NO", "1 år", "ett år"), ("nb-NO", "2 uker", "to uker"),
        ("pt-PT", "há 2 horas", "há duas horas"), ("pt-PT", "2 semanas", "duas semanas"), ("pt-PT", "1 dia", "um dia"),
        ("pt-BR", "há 22 horas", "há vinte e duas horas"), ("pt-BR", "1 semana", "uma semana"),
        ("ca-ES", "1 hora", "una hora"), ("ca-ES", "2 hores", "dues hores"), ("ca-ES", "1 dia", "un dia"),
        ("fr-FR", "il y a 1 semaine", "il y a une semaine"), ("fr-FR", "1 heure", "une heure"), ("fr-CA", "21 heures", "vingt-et-une heures"),
        ("el-GR", "3 ώρες", "τρεις ώρες"), ("el-GR", "1 εβδομάδα", "μία εβδομάδα"), ("el-GR", "1 έτος", "ένα έτος"),
        ("pl-PL", "1 godzina", "jedna godzina"), ("pl-PL", "2 godziny", "dwie godziny"), ("pl-PL", "5 lat", "pięć lat"),
        ("cs-CZ", "2 hodiny", "dvě hodiny"), ("cs-CZ", "5 dní", "pět dní"), ("sk-SK", "2 hodiny", "dve hodiny"),
        ("hr-HR", "2 godine", "dvije godine"), ("hr-HR", "2 dana", "dva dana"),
        ("uk-UA", "2 години", "дві години"), ("uk-UA", "5 днів", "п'ять днів"),
        ("bg-BG", "1 час", "един час"), ("bg-BG", "2 седмици", "две седмици"),
    ])
    func timeNounCountsAsItsUnit(_ language: String, _ written: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    /// Every profile that writes a time unit's nouns says a number before the noun as before the
    /// unit's symbol ("1 h" and "1 timme" alike).
    @Test(arguments: Fixture.allLanguages)
    func nounAndSymbolAgree(_ language: String) throws {
        let units = try Fixture.store.require(language).normalization.units
        for id in ["hour", "minute"] {
            guard let unit = units.first(where: { $0.id == id }), let symbol = unit.written.first,
                  unit.written.contains(unit.name.one) else { continue }
            for count in ["1", "2", "5"] {
                let noun = count == "1" ? unit.name.one : unit.name.other
                guard unit.written.contains(noun), count == "1" || unit.name.few == nil else { continue }
                #expect(say("\(count) \(noun)", language) == say("\(count) \(symbol)", language), "\(language) \(count) \(noun)")
            }
        }
    }
}
