@testable import Normalizer
import Testing

/// Open text beyond numbers (docs/normalization.md, "Open text"): initialisms, abbreviations,
/// Roman numerals after names. One row per rule.
@Suite("Open text")
struct OpenTextTests {
    @Test(arguments: [
        // Capitals that are not a word are spelled, with dots so espeak-ng says letter names.
        ("The EPA rules", "The E.P.A. rules"), ("Open PDF", "Open P.D.F."), ("the NBA draft", "the N.B.A. draft"),
        ("HDMI and VGA", "H.D.M.I. and V.G.A."), ("OK", "O.K."),
        // Plurals and possessives keep their "s" on the last letter.
        ("Export PDFs", "Export P.D.F's"), ("AFI's list", "A.F.I's list"),
        // Words in capitals are words; so are longer tokens that could be one.
        ("BEEF", "BEEF"), ("DEFRA report", "DEFRA report"), ("ESPN", "E.S.P.N."),
        // The profile's lists: said as words, and words spelled when written in capitals.
        ("NASA launch", "Nasa launch"), ("Apple ID", "Apple I.D."), ("the WHO said", "the W.H.O. said"),
        // Shouting: among other capitals a listed word is a word again.
        ("CONTACT US", "CONTACT US"), ("AS TNT BUILDS", "AS T.N.T. BUILDS"),
        // A spelled token keeps its distance from a number glued to it.
        ("MIG-25", "M.I.G. twenty five"),
        // After a number's "per", as after the word.
        ("3/SB", "three per S.B."), ("3/S", "three per S"),
        // Mixed case and longer tokens are left to the engine.
        ("iOS", "iOS"), ("CAPTCHA", "CAPTCHA"),
    ])
    func initialisms(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("Jarryd vs Gerrard", "Jarryd versus Gerrard"), ("John Smith Jr", "John Smith junior"), ("Acme Ltd", "Acme limited"),
        ("e.g. this", "for example this"), ("Mt. Eden", "mount Eden"), ("Prof. Lee", "professor Lee"),
        // Only before a number.
        ("No. 5", "number five"), ("No, thanks.", "No, thanks."), ("p. 40", "page forty"),
        ("pp. 74–6", "pages seventy four to six"), ("#1 hit", "number one hit"), ("Vol. 3", "volume three"),
    ])
    func abbreviations(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("Class II neurons", "Class two neurons"), ("Rocky III", "Rocky three"), ("Henry VIII", "Henry the eighth"),
        ("Pope Benedict XVI", "Pope Benedict the sixteenth"), ("Louis XIV", "Louis the fourteenth"),
        ("World War II", "World War two"), ("World War  II", "World War two"),
        // Single letters and numerals after lower-case words stay as written.
        ("Malcolm X", "Malcolm X"), ("from VI to VII", "from VI to VII"),
    ])
    func romanNumeralsAfterNames(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("$6.5m fine", "six point five million dollars fine"), ("$5 m", "five million dollars"),
        ("£3bn", "three billion pounds"),
        // Without money an "m" is still metres.
        ("6.5m", "six point five meters"),
    ])
    func moneyScalesInAnyCase(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// A second pass changes nothing: the spelled forms are read back as they are.
    @Test(arguments: ["The EPA rules", "Export PDFs", "AFI's list", "Henry VIII", "MIG-25", "the EPA.", "No. 5", "3/SB", "3/SBs", "PRICE 3/SB", "12am3", "12 a.m.3", "K  II"])
    func readingsAreFixedPoints(_ written: String) {
        let once = say(written)
        #expect(say(once) == once)
    }

    @Test(arguments: [
        ("NASA", true), ("DEFRA", true), ("ASTRO", true), ("SYNC", true), ("OCAMPO", true),
        ("HDMI", false), ("ESPN", false), ("NSCAA", false), ("MAAC", false), ("HTML", false), ("BCD", false),
    ])
    func sayability(_ capitals: String, _ sayable: Bool) {
        #expect(InitialismReader.looksSayable(capitals) == sayable)
    }

    /// Every word list a built-in profile names exists, so no profile silently loses the rule.
    @Test func profilesNameKnownWordLists() throws {
        for profile in Fixture.store.profiles {
            guard let list = profile.normalization.initialisms?.wordList else { continue }
            #expect(KnownWords.named(list) != nil, "\(profile.language) names the word list '\(list)'")
        }
    }
}
