import Normalizer
import Testing
import VoiceProfiles

/// German and French through CLDR and the profiles' `normalization:` data: one row per rule,
/// the reading a German or French speaker gives the written form.
@Suite("German and French readings")
struct GermanAndFrenchTests {
    @Test(arguments: [
        // Cents with the currency's minor unit, no "und" between ("zwei Euro zwanzig").
        ("€2,20", "zwei Euro zwanzig Cent"),
        ("£2,01", "zwei Pfund ein Penny"),
        ("€0,01", "ein Cent"),
        // CLDR's scale words complete the profile's own ("Mio.", "K"): "millionen" written out.
        ("90 millionen g", "neunzig millionen Gramm"),
        // A unit written exactly beats a currency matched in another case (HUF is "Ft").
        ("0 ft", "null Fuß"),
        ("5 Ft", "fünf Ungarische Forint"),
        // Times with seconds name the hour as the clock does; Minute and Sekunde are feminine.
        ("00:00:05 Uhr", "null Uhr null Minuten fünf Sekunden"),
        ("01:01:01 Uhr", "ein Uhr eine Minute eine Sekunde"),
        // Written seconds are said even when zero: the writer wanted the precision (a timer).
        ("00:00:00 Uhr", "null Uhr null Minuten null Sekunden"),
        ("14:30:00", "vierzehn Uhr dreißig Minuten null Sekunden"),
        // Mixed fractions without "und" ("eineinhalb").
        ("1 1/2", "ein ein halb"),
        // Abbreviations with dots inside the word, and English titles.
        ("ich mag z.B. Eis", "ich mag zum Beispiel Eis"),
        ("Mr. Smith", "Mister Smith"),
        // A space before the slash of a unit is still "pro"; Quadrat said apart for espeak-ng.
        ("56,3 /km²", "sechs und fünfzig Komma drei pro Quadrat Kilometer"),
        // Written ordinal endings pick the inflected form ("121tem", "3ten").
        ("121tem", "ein hundert ein und zwanzigstem"),
        ("3ten", "dritten"),
        ("1 mV", "ein Millivolt"),
        // Hour 24 with minutes is a time when the clock word says so; a zone after "Uhr".
        ("24:15 Uhr", "vier und zwanzig Uhr fünfzehn"),
        ("01:01:01 Uhr est", "ein Uhr eine Minute eine Sekunde E S T"),
        // ISO year and month.
        ("2003-03", "März zwei tausend drei"),
        // Zeros past the cents say nothing; with a scale word the digits stay as written.
        ("$2,2010", "zwei Komma zwei null eins Dollar"),
        ("€2,200 millionen", "zwei Komma zwei null null millionen Euro"),
    ])
    func german(_ written: String, _ spoken: String) {
        #expect(say(written, "de-DE") == spoken)
    }

    @Test(arguments: [
        // Abbreviations written without a final dot, superscript letters included.
        ("Mᵐᵉ Dupont", "madame Dupont"),
        ("Mme Dupont", "madame Dupont"),
        ("Dʳ Martin", "docteur Martin"),
        // Seconds: the hour as the clock names it, then minutes and seconds with their units.
        ("14:05:09", "quatorze heures cinq minutes neuf secondes"),
        ("14:05:00", "quatorze heures cinq minutes zéro seconde"),
        // Square and cubic units from CLDR's names; a power after a number is said.
        ("5 cm²", "cinq centimètres carrés"), ("2 ft³", "deux pieds cubes"), ("10²", "dix au carré"),
        ("Mˡˡᵉˢ", "mesdemoiselles"),
        // A half or a quarter after a whole number drops its "un".
        ("1 1/2", "un et demi"),
        ("2 1/4", "deux et quart"),
        ("1 3/4", "un et trois quarts"),
        // Days listed before one month.
        ("les 17/18 juin", "les dix-sept dix-huit juin"),
        ("les 17-18-19 juin 2025", "les dix-sept dix-huit dix-neuf juin deux mille vingt-cinq"),
        // A round scale word takes "de" before its noun, elided before a vowel; a count that
        // goes on after the scale word does not.
        ("2.000.000 €", "deux millions d'euros"), ("1 000 000 $", "un million de dollars"),
        ("2 000 000 km", "deux millions de kilomètres"), ("1.500.000 €", "un million cinq cent mille euros"),
    ])
    func french(_ written: String, _ spoken: String) {
        #expect(say(written, "fr-FR") == spoken)
    }

    @Test(arguments: ["de-DE", "fr-FR"])
    func readingsAreFixedPoints(_ language: String) {
        for text in ["€2,20 z.B. 00:00:05 Uhr", "Mᵐᵉ 56,3 /km² 0 ft", "1 1/2 121tem 90 millionen g"] {
            let once = say(text, language)
            #expect(say(once, language) == once, "\(text) → \(once)")
        }
    }
}

/// Russian grammar beyond the nominative cardinal: ordinals, scale words, phone groups.
@Suite("Russian readings")
struct RussianReadingTests {
    @Test(arguments: [
        // One thousand in an ordinal is "тысяча" alone.
        ("1950-е", "тысяча девятьсот пятидесятые"),
        ("1001-й", "тысяча первый"),
        // Round thousands join the count in the genitive.
        ("2000-х", "двухтысячных"),
        // After a scale word the noun is in the genitive plural.
        ("2,5 тыс руб.", "две целых пять десятых тысячи рублей"),
        ("3,2 млн л", "три целых две десятых миллиона литров"),
        ("6 руб. 35 коп.", "шесть рублей тридцать пять копеек"),
        // Phone groups as numbers, a group with a leading zero digit by digit.
        ("8-913-983-56-01", "восемь девятьсот тринадцать, девятьсот восемьдесят три, пятьдесят шесть, ноль один"),
        // A number that starts with one thousand says "тысяча" alone, as spoken; inside a count "одна" stays.
        ("1000", "тысяча"), ("1026", "тысяча двадцать шесть"), ("21000", "двадцать одна тысяча"),
        // A written ending that ends the cardinal's genitive is the cardinal ("4-х" четырех, "5-ти" пяти);
        // other endings the ordinal's ("5-х" пятых); letters that are no ending are said ("2-б").
        ("4-х килограммовый мешок", "четырех килограммовый мешок"), ("5-ти", "пяти"), ("25-ти", "двадцати пяти"),
        ("7-ми", "семи"), ("5-х", "пятых"), ("2-б-34", "два б тридцать четыре"),
        // Square and cubic units, alone too; a power after anything else is said.
        ("м²", "квадратный метр"), ("один м²", "один квадратный метр"), ("5 км²", "пять квадратных километров"),
        ("2 см³", "два кубических сантиметра"), ("10²", "десять в квадрате"),
        // The year's abbreviation after a date or a year is said once ("года"), not as grams; a
        // date written without it is read without it. After "в" the year and the mark are in the
        // prepositional ("в 2005 г.": в две тысячи пятом году, YearCases).
        ("6/3/1006г.", "шестое марта тысяча шестого года"), ("в 2005 г.", "в две тысячи пятом году"), ("2005 г.", "две тысячи пятого года"),
        ("06.03.2006", "шестое марта две тысячи шестого"), ("15 марта 2024 г.", "пятнадцатое марта две тысячи двадцать четвертого года"),
        ("500 г", "пятьсот граммов"),
        // dd.mm.yy (a two-digit year keeps its written zero), and a month name written between hyphens.
        ("31.01.06", "тридцать первое января ноль шестого"), ("03-фев-2002", "третье февраля две тысячи второго"),
        // A written ending is the spoken word's last letters: "3-е" третье, "3-и" третьи, "90-е" девяностые.
        ("3-е", "третье"), ("3-и", "третьи"), ("90-е", "девяностые"),
        // A symbol alone is named in its dictionary form.
        ("°", "градус"),
    ])
    func russian(_ written: String, _ spoken: String) {
        #expect(say(written, "ru-RU") == spoken)
    }
}
