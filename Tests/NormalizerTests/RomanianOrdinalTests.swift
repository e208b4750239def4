import Testing

/// Romanian ordinals, which ICU's ro data lacks: made from the cardinal of the same gender
/// (`RomanianOrdinals`, the profile's `ordinals: {family: romanian}`), so "al 2-lea" is not
/// "al doi lea", nor "3rd" "trei rd".
@Suite("Romanian ordinals")
struct RomanianOrdinalTests {
    @Test(arguments: [
        ("al 2-lea", "al doilea"), ("a 2-a", "a doua"), ("al 4-lea", "al patrulea"), ("a 4-a", "a patra"),
        ("al 5-lea", "al cincilea"), ("a 5-a", "a cincea"), ("a 3-a", "a treia"), ("al 8-lea", "al optulea"),
        ("a 9-a", "a noua"), ("al 12-lea", "al doisprezecelea"), ("a 12-a", "a douăsprezecea"),
        ("al 20-lea", "al douăzecilea"), ("a 20-a", "a douăzecea"), ("al 21-lea", "al douăzeci şi unulea"),
        ("a 21-a", "a douăzeci şi una"), ("al 100-lea", "al o sutălea"), ("a 100-a", "a o suta"),
        ("al 1000-lea", "al o mielea"), ("a 1000-a", "a o mia"), ("a 200-a", "a două suta"),
        ("al 1-lea", "al întâilea"), ("a 1-a", "a întâia"),
        // English endings say the Romanian ordinal with its article.
        ("3rd", "al treilea"), ("1st", "primul"),
        // "una sută" was ICU's (DOOM3: "o sută").
        ("100 lei", "o sută de lei"),
    ])
    func writtenOrdinals(written: String, spoken: String) {
        #expect(say(written, "ro-RO") == spoken)
    }
}
