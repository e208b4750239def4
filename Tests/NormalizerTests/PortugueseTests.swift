import Normalizer
import Testing

/// Portuguese through its own rules (PortugueseRules). Expected strings are the usual spoken forms
/// (checked against the grammar references the profile names, not copied from output).
@Suite("Portuguese normalization")
struct PortugueseTests {
    @Test(arguments: [
        ("1", "um"), ("100", "cem"), ("101", "cento e um"), ("1100", "mil e cem"), ("1110", "mil cento e dez"),
        ("2002", "dois mil e dois"), ("1.000.000", "um milhão"), ("1001000", "um milhão e mil"),
        ("1,5", "um vírgula cinco"), ("-3,5", "menos três vírgula cinco"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "pt-BR") == spoken) }

    @Test(arguments: [
        ("R$ 10,50", "dez reais e cinquenta centavos"), ("R$ 1", "um real"), ("R$ 0,25", "vinte e cinco centavos"),
        ("R$ 1000000", "um milhão de reais"), ("€ 12", "doze euros"), ("£2", "duas libras"),
    ])
    func money(_ written: String, _ spoken: String) { #expect(say(written, "pt-BR") == spoken) }

    @Test(arguments: [
        ("14:30", "catorze horas e trinta"), ("01:00", "uma hora"), ("22:00", "vinte e duas horas"), ("14h30", "catorze horas e trinta"),
        ("16:00 da tarde", "quatro horas da tarde"),
    ])
    func times(_ written: String, _ spoken: String) { #expect(say(written, "pt-BR") == spoken) }

    @Test(arguments: [
        ("1º", "primeiro"), ("2ª", "segunda"), ("21º", "vigésimo primeiro"), ("1/2", "um meio"), ("3/4", "três quartos"),
        ("15/03/2024", "quinze de março de dois mil e vinte e quatro"), ("1 kg", "um quilo"), ("2 h", "duas horas"),
    ])
    func ordinalsFractionsDatesUnits(_ written: String, _ spoken: String) { #expect(say(written, "pt-BR") == spoken) }
}
