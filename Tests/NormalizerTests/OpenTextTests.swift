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
        // Without a dot, words of their own that are no English word.
        ("vol 5", "volume five"), ("Russians, etc", "Russians, etcetera"),
    ])
    func abbreviations(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// A title before a name; after a name the same letters are a street type.
    @Test(arguments: [
        ("St. John's Wood", "saint John's Wood"), ("the convent of st John", "the convent of saint John"),
        ("St.Louis", "saint Louis"), ("Dr. Smith", "doctor Smith"), ("dr Leonhard Schmitz", "doctor Leonhard Schmitz"),
        ("Prof. Dr. Lee", "professor doctor Lee"), ("mr Duveen", "mister Duveen"), ("in 1906, mt Eden", "in nineteen oh six, mount Eden"),
        ("on Main St. in Boston", "on Main Street in Boston"), ("Baker St London", "Baker Street London"),
        ("Mulholland Dr. Los Angeles", "Mulholland Drive Los Angeles"),
        // A street type written in full makes an address too: "W" is West, not watts.
        ("at 108 W 55th Street", "at one oh eight West fifty fifth Street"),
        // In capitals an initialism.
        ("the Ata ST", "the Ata S.T."),
        // Neither before a name nor after one: the profile's abbreviation.
        ("the St. is closed", "the street is closed"),
    ])
    func titlesAndStreets(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        ("Class II neurons", "Class two neurons"), ("Rocky III", "Rocky three"), ("Henry VIII", "Henry the eighth"),
        ("Pope Benedict XVI", "Pope Benedict the sixteenth"), ("Louis XIV", "Louis the fourteenth"),
        ("World War II", "World War two"), ("World War  II", "World War two"),
        // After a word in capitals, unless more capitals follow (shouting).
        ("Prime BEEF III sent", "Prime BEEF three sent"), ("NEED IV FLUIDS", "NEED IV FLUIDS"),
        // "I" alone after a monarch's name, not where it is the pronoun before a verb.
        ("Elizabeth I.", "Elizabeth the first."), ("Elizabeth I, Queen", "Elizabeth the first, Queen"),
        ("When I met Paul I was", "When I met Paul I was"), ("Class I", "Class I"),
        // "I of" is a name's numeral ("of" follows no pronoun); "V" alone after a monarch's name.
        ("Queen Elizabeth I of England", "Queen Elizabeth the first of England"),
        ("Charles V considered it", "Charles the fifth considered it"), ("Class V", "Class V"),
        // Single letters and numerals after lower-case words stay as written.
        ("Malcolm X", "Malcolm X"), ("from VI to VII", "from VI to VII"),
    ])
    func romanNumeralsAfterNames(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// The profiles' words after which a Roman numeral is the number, said as it stands alone
    /// (es "veintiuno", not "veintiún" before a noun); French regnal numbers are cardinals.
    @Test(arguments: [
        ("siglo XXI", "es-ES", "siglo veintiuno"), ("el Siglo XIX", "es-ES", "el Siglo diecinueve"),
        ("capítulo IV", "es-MX", "capítulo cuatro"), ("século XXI", "pt-BR", "século vinte e um"),
        ("Louis XIV", "fr-FR", "Louis quatorze"), ("chapitre IV", "fr-CA", "chapitre quatre"),
        ("Malcolm X", "fr-FR", "Malcolm X"),
    ])
    func romanNumeralsAfterWords(_ written: String, _ language: String, _ spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        ("$6.5m fine", "six point five million dollars fine"), ("$5 m", "five million dollars"),
        ("£3bn", "three billion pounds"),
        // Without money an "m" is still metres.
        ("6.5m", "six point five meters"),
    ])
    func moneyScalesInAnyCase(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: [
        // After the profile's identifier words, hyphenated groups are every digit, not a range.
        ("ISBN 978-0-131-40221-8", "I.S.B.N. nine seven eight, oh, one three one, four oh two two one, eight"),
        ("ISBN 0-02-073610-X.", "I.S.B.N. oh, oh two, oh seven three six one oh, X."),
        ("ISSN 0317-8471", "I.S.S.N. oh three one seven, eight four seven one"),
        // Elsewhere the same shape is a range.
        ("from 1980-1986", "from nineteen eighty to nineteen eighty six"),
        // A year and the next year's last digits are seasons, not a month ("2003-03" is March).
        ("the 2006-07 season", "the two thousand six to zero seven season"), ("in 2003-03", "in march two thousand three"),
        // A section with its subsections in brackets is a code: in pairs, then each subsection.
        ("a 401(k) plan", "a four oh one k plan"), ("501(c)(3) groups", "five oh one c three groups"),
        ("Rule 12(b)(6)", "Rule twelve b six"), ("1990 (2)", "nineteen ninety, two,"),
        // After a model code and a hyphen an "s" is the plural of the model, elsewhere seconds.
        ("six XP-75s entering", "six X.P. seventy fives entering"), ("F-16s and B-52s", "F sixteens and B fifty twos"),
        ("F-6s", "F sixes"), ("four CN- 235s", "four C.N. two hundred thirty fives"), ("retry in 5s", "retry in five seconds"),
        // Units of open text.
        ("173 hp", "one hundred seventy three horsepower"), ("2.5 μm", "two point five micrometers"),
        ("20 mA", "twenty milliamperes"), ("450 nm", "four hundred fifty nanometers"),
    ])
    func identifiersSeasonsAndUnits(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    /// A second pass changes nothing: the spelled forms are read back as they are.
    @Test(arguments: ["The EPA rules", "Export PDFs", "AFI's list", "Henry VIII", "MIG-25", "the EPA.", "No. 5", "3/SB", "3/SBs", "PRICE 3/SB", "12am3", "12 a.m.3", "K  II",
                             "St. John", "Main St. in", "Elizabeth I.", "ISBN 0-02-073610-X", "vol 5", "F-16s",
                             "Main\" St", "St \"John", "Charles V of", "Elizabeth I of", "Scale 1 : 250000", "pp. 74 - 6", "K\" st", "K- st", "A & St John", "V\"XI", "Henry \"VIII\"", "Ab†XI"])
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
