import Testing
@testable import Normalizer

/// Ordinals in the Slavic languages whose CLDR data has none (pl, cs, sk, uk) or only the
/// nominative (hr), made by `SlavicOrdinals`, and the dates, years and written endings that need
/// them. Expected strings are the forms the languages' own references give (named in the
/// profiles), not copied from output.
@Suite("Slavic ordinals and dates")
struct SlavicOrdinalTests {
    /// The generator alone: stems, endings, the cardinal head, soft and velar stems, the Slovak
    /// rhythmic law, whole hundreds and thousands.
    @Test(arguments: [
        ("pl", "1", "%spellout-ordinal-masculine", "pierwszy"), ("pl", "2", "%spellout-ordinal-masculine", "drugi"),
        ("pl", "2", "%spellout-ordinal-feminine", "druga"), ("pl", "3", "%spellout-ordinal-feminine", "trzecia"),
        ("pl", "3", "%spellout-ordinal-masculine-genitive", "trzeciego"), ("pl", "2", "%spellout-ordinal-neuter", "drugie"),
        ("pl", "24", "%spellout-ordinal-masculine-genitive", "dwudziestego czwartego"),
        ("pl", "2026", "%spellout-ordinal-masculine-genitive", "dwa tysiące dwudziestego szóstego"),
        ("pl", "1999", "%spellout-ordinal-masculine-locative", "tysiąc dziewięćset dziewięćdziesiątym dziewiątym"),
        ("pl", "2000", "%spellout-ordinal-masculine-genitive", "dwutysięcznego"), ("pl", "100", "%spellout-ordinal-masculine", "setny"),
        ("pl", "1900", "%spellout-ordinal-masculine", "tysiąc dziewięćsetny"),
        ("cs", "1", "%spellout-ordinal-masculine-genitive", "prvního"), ("cs", "24", "%spellout-ordinal-masculine-genitive", "dvacátého čtvrtého"),
        ("cs", "3", "%spellout-ordinal-feminine", "třetí"), ("cs", "5", "%spellout-ordinal-feminine", "pátá"),
        ("cs", "1000", "%spellout-ordinal-masculine", "tisící"),
        ("sk", "1", "%spellout-ordinal-masculine-genitive", "prvého"), ("sk", "5", "%spellout-ordinal-masculine", "piaty"),
        ("sk", "24", "%spellout-ordinal-masculine-genitive", "dvadsiateho štvrtého"), ("sk", "3", "%spellout-ordinal-masculine-genitive", "tretieho"),
        ("sk", "3", "%spellout-ordinal-feminine", "tretia"), ("sk", "7", "%spellout-ordinal-masculine", "siedmy"),
        ("sk", "4", "%spellout-ordinal-masculine", "štvrtý"), ("sk", "1000", "%spellout-ordinal-masculine", "tisíci"),
        ("uk", "24", "%spellout-ordinal-neuter", "двадцять четверте"), ("uk", "3", "%spellout-ordinal-neuter", "третє"),
        ("uk", "3", "%spellout-ordinal-masculine-genitive", "третього"), ("uk", "40", "%spellout-ordinal-masculine", "сороковий"),
        ("uk", "2026", "%spellout-ordinal-masculine-genitive", "дві тисячі двадцять шостого"),
        ("uk", "5", "%spellout-ordinal-masculine-genitive", "п'ятого"),
        ("hr", "24", "%spellout-ordinal-masculine-genitive", "dvadeset četvrtog"), ("hr", "3", "%spellout-ordinal-masculine-genitive", "trećeg"),
        ("hr", "2026", "%spellout-ordinal-feminine-genitive", "dvije tisuće dvadeset šeste"),
    ])
    func ordinal(language: String, number: String, ruleSet: String, spoken: String) throws {
        let spellout = try Self.spellout(language)
        #expect(spellout.ruleSets.contains(ruleSet))
        #expect(spellout.words(number, ruleSet: ruleSet) == spoken)
    }

    /// The spell-out of the profile of `language` ("pl"), as CLDRRules makes it: with the
    /// profile's ordinal grammar and its corrections to ICU's words.
    static func spellout(_ language: String) throws -> Spellout {
        let profile = try #require(Fixture.store.profiles.first { $0.language.hasPrefix(language + "-") })
        return Spellout(locale: language, replacements: profile.normalization.spelloutReplacements,
                        ordinals: profile.normalization.ordinals)
    }

    /// ICU's own rule sets are never replaced, and a language whose profile has no ordinal
    /// grammar gets none: the rule is the profile's choice, not the language tag's.
    @Test func onlyWhatICULacks() throws {
        #expect(try !Self.spellout("hr").isGenerated("%spellout-ordinal-masculine"))
        #expect(try Self.spellout("hr").isGenerated("%spellout-ordinal-masculine-genitive"))
        #expect(try !Self.spellout("ru").isGenerated("%spellout-ordinal-masculine-genitive"))
        #expect(try !Self.spellout("de").ruleSets.contains("%spellout-ordinal-masculine-genitive"))
        #expect(!Spellout(locale: "pl").ruleSets.contains("%spellout-ordinal-masculine-genitive"))
        #expect(!Spellout(locale: "ro").ruleSets.contains("%spellout-ordinal-feminine"))
        #expect(try Self.spellout("ro").ruleSets.contains("%spellout-ordinal-feminine"))
        #expect(SlavicOrdinals.shortened("ého") == "eho" && SlavicOrdinals.shortened("ia") == "a" && SlavicOrdinals.shortened("ou") == "ou")
    }

    @Test(arguments: [
        // The day of a date: the genitive ordinal (pl, cs, sk, hr), the nominative neuter (uk).
        ("pl-PL", "1 maja 2026", "pierwszego maja dwa tysiące dwudziestego szóstego"),
        ("pl-PL", "24 listopada 2026 r.", "dwudziestego czwartego listopada dwa tysiące dwudziestego szóstego roku"),
        ("pl-PL", "01.05.2026", "pierwszego maja dwa tysiące dwudziestego szóstego"),
        ("pl-PL", "3 maja 1999 r.", "trzeciego maja tysiąc dziewięćset dziewięćdziesiątego dziewiątego roku"),
        ("cs-CZ", "24. listopadu 2026", "dvacátého čtvrtého listopadu dvě tisíce dvacet šest"),
        ("cs-CZ", "1. května", "prvního května"), ("cs-CZ", "24.11.2026", "dvacátého čtvrtého listopadu dvě tisíce dvacet šest"),
        ("sk-SK", "24. novembra 2026", "dvadsiateho štvrtého novembra dve tisíc dvadsaťšesť"),
        ("sk-SK", "1. mája", "prvého mája"), ("sk-SK", "3. januára 1999", "tretieho januára tisíc deväťsto deväťdesiatdeväť"),
        ("uk-UA", "24 листопада 2026 р.", "двадцять четверте листопада дві тисячі двадцять шостого року"),
        ("uk-UA", "1 травня", "перше травня"), ("uk-UA", "24.11.2026", "двадцять четверте листопада дві тисячі двадцять шостого року"),
        ("hr-HR", "24. studenoga 2026.", "dvadeset četvrtog studenoga dvije tisuće dvadeset šeste."),
        ("hr-HR", "3. ožujka", "trećeg ožujka"),
        // A year before its abbreviation, outside a date: the genitive ordinal (pl, uk), the
        // feminine ordinal with "година" (bg); the mark said once where the pattern writes it too.
        ("pl-PL", "2026 r.", "dwa tysiące dwudziestego szóstego roku"), ("pl-PL", "2000 r.", "dwutysięcznego roku"),
        ("uk-UA", "2026 р.", "дві тисячі двадцять шостого року"),
        // Before the word for "year" the year is an ordinal in that word's case, a preposition
        // deciding where the noun alone does not (pl "roku" is genitive and locative).
        ("pl-PL", "w 2026 roku", "w dwa tysiące dwudziestym szóstym roku"), ("pl-PL", "w 2026 r.", "w dwa tysiące dwudziestym szóstym roku"),
        ("pl-PL", "od 2026 roku", "od dwa tysiące dwudziestego szóstego roku"), ("pl-PL", "2026 rok", "dwa tysiące dwudziesty szósty rok"),
        ("uk-UA", "у 2026 році", "у дві тисячі двадцять шостому році"), ("uk-UA", "в 2026 р.", "в дві тисячі двадцять шостому році"),
        ("uk-UA", "до 2026 року", "до дві тисячі двадцять шостого року"),
        ("ru-RU", "в 2026 году", "в две тысячи двадцать шестом году"), ("ru-RU", "в 2026 г.", "в две тысячи двадцать шестом году"),
        ("ru-RU", "до 2026 года", "до две тысячи двадцать шестого года"), ("ru-RU", "2026 год", "две тысячи двадцать шестой год"),
        ("bg-BG", "2026 година", "две хиляди двайсет и шеста година"),
        ("hr-HR", "2026. godine", "dvije tisuće dvadeset šeste godine"), ("hr-HR", "u 2026. godini", "u dvije tisuće dvadeset šestoj godini"),
        // Not a year: a count before another noun.
        ("pl-PL", "2026 osób", "dwa tysiące dwadzieścia sześć osób"), ("ru-RU", "1500 рублей", "тысяча пятьсот рублей"),
        ("bg-BG", "през 2026 г.", "през две хиляди двайсет и шеста година"),
        ("bg-BG", "24 ноември 2026 г.", "двайсет и четвърти ноември две хиляди двайсет и шеста година"),
    ])
    func dates(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Ordinals written with a dot (pl, cs, sk) or a hyphen and the ending (uk), which tells
        // the gender and case.
        // A dotted ordinal agrees with the noun after it, by the noun's ending.
        ("pl-PL", "2. miejsce", "drugie miejsce"), ("pl-PL", "3. klasa", "trzecia klasa"), ("pl-PL", "1. część", "pierwsza część"),
        ("pl-PL", "5. dzień", "piąty dzień"), ("cs-CZ", "5. ročník", "pátý ročník"), ("cs-CZ", "2. místo", "druhé místo"),
        ("cs-CZ", "3. třída", "třetí třída"), ("sk-SK", "3. trieda", "tretia trieda"), ("sk-SK", "2. miesto", "druhé miesto"),
        ("hr-HR", "2. mjesto", "drugo mjesto"), ("hr-HR", "3. klasa", "treća klasa"),
        ("uk-UA", "3-й", "третій"), ("uk-UA", "5-го", "п'ятого"), ("uk-UA", "1-а", "перша"), ("uk-UA", "3-я", "третя"),
        ("uk-UA", "2-е", "друге"), ("uk-UA", "у 90-х", "у дев'яностих"), ("uk-UA", "5-б", "п'ять б"),
        // bg writes the ordinal's last letters after a hyphen; they tell the gender.
        ("bg-BG", "1-во място", "първо място"), ("bg-BG", "2-ри етаж", "втори етаж"), ("bg-BG", "4-та глава", "четвърта глава"),
        ("bg-BG", "21-ви век", "двайсет и първи век"), ("bg-BG", "7-ми клас", "седми клас"), ("bg-BG", "5-и", "пети"),
        // A date's day written with its ending says the case written, not the date's own form
        // ("5-го травня" was "п'яте травня"); without an ending it keeps that form.
        ("uk-UA", "з 5-го травня", "з п'ятого травня"), ("uk-UA", "1-го січня", "першого січня"),
        ("uk-UA", "24 листопада", "двадцять четверте листопада"),
        // After a fraction the noun is in the genitive singular, whatever the numerator.
        ("ru-RU", "1/4 км", "одна четвертая километра"), ("ru-RU", "1/2 кг", "одна вторая килограмма"),
        ("ru-RU", "3/4 км", "три четвертых километра"),
        ("pl-PL", "1/4 km", "jedna czwarta kilometra"), ("uk-UA", "1/4 км", "одна четверта кілометра"),
        ("cs-CZ", "3/4 km", "tři čtvrtiny kilometru"), ("cs-CZ", "1,5 km", "jeden čárka pět kilometru"),
        ("sk-SK", "3/4 km", "tri štvrtiny kilometra"), ("uk-UA", "5 км", "п'ять кілометрів"),
        // ICU's U+02BC apostrophe, and the text's, is one espeak-ng names; the ASCII one it reads.
        ("uk-UA", "5", "п'ять"), ("uk-UA", "2/5", "дві п'ятих"), ("uk-UA", "мʼясо", "м'ясо"),
        // The Polish clock says the hour as the feminine ordinal.
        ("pl-PL", "14:05", "czternasta zero pięć"), ("pl-PL", "16:00", "szesnasta"), ("pl-PL", "1:30", "pierwsza trzydzieści"),
        ("pl-PL", "0:15", "zero piętnaście"),
        // ICU's "jedna tisíc", "jednasto" at the start of a number.
        ("cs-CZ", "1999", "tisíc devět set devadesát devět"), ("sk-SK", "1100", "tisíc sto"),
    ])
    func writtenForms(language: String, written: String, spoken: String) {
        #expect(say(written, language) == spoken)
    }
}
