import Normalizer
import Synthesizer
import Testing

/// Russian through its own rules (RussianRules): agreement, cases after prepositions, ordinals,
/// scale words and phone groups. Expected strings are the usual spoken forms (checked against the
/// grammar references the profile names, not copied from output).
@Suite("Russian normalization")
struct RussianTests {
    @Test(arguments: [
        ("1", "один"), ("2 300", "две тысячи триста"), ("1000", "тысяча"), ("2000003", "два миллиона три"),
        ("0,1", "ноль целых одна десятая"), ("3,02", "три целых две сотых"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    @Test(arguments: [
        ("434₽", "четыреста тридцать четыре рубля"), ("1 руб.", "один рубль"), ("5 руб.", "пять рублей"),
        ("13:05", "тринадцать часов пять минут"), ("02:03", "два часа три минуты"), ("12 кг", "двенадцать килограммов"),
        ("5-й", "пятый"), ("2-го", "второго"),
    ])
    func agreement(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// A fraction's denominator is an ordinal: feminine after one, genitive plural after other
    /// counts (it was "три из четыре", "three of four" with the count left in the nominative).
    @Test(arguments: [
        ("3/4", "три четвертых"), ("1/2", "одна вторая"), ("2/3", "две третьих"), ("21/100", "двадцать одна сотая"),
        ("7/8", "семь восьмых"),
    ])
    func fractions(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// Latin letters in Russian text are named as Russians name them: a letter alone, a short
    /// cluster no word could be, and capitals that are no word; words and Roman numerals stay.
    @Test(arguments: [
        ("Вход через ID", "Вход через ай ди"), ("Порт USB", "Порт ю эс би"), ("Кабель HDMI", "Кабель эйч ди эм ай"),
        ("Вариант b", "Вариант би"), ("Код xkcd", "Код икс кей си ди"), ("Разрешение HD", "Разрешение эйч ди"),
        ("Приложение для iOS", "Приложение для iOS"), ("Скидки NEW", "Скидки NEW"), ("Ошибка NASA", "Ошибка Nasa"),
        ("Чат Telegram", "Чат Telegram"), ("XXI век", "XXI век"), ("Формат mp", "Формат эм пи"),
    ])
    func latinLettersAreNamed(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// In an address the same names: a letter, a cluster, a country ending; ".ru" is said "ру",
    /// "&" is the character's name, and words are left to the voice.
    @Test(arguments: [
        ("ivan.k@yandex.ru", "ivan точка кей собака yandex точка ру"),
        ("x_y@post.de", "икс нижнее подчёркивание уай собака post точка ди и"),
        ("p&g@corp.com", "пи амперсанд джи собака corp точка com"), ("ann.b2@ya.com", "ann точка би два собака ya точка com"),
    ])
    func addressesNameLatinLetters(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// The names are Russian words: espeak-ng's Russian voice reads them itself, where the Latin
    /// letters made it switch to English.
    @Test func namedLettersStayInTheRussianVoice() throws {
        let engine = try EspeakEngine.shared()
        #expect(try engine.phonemes("Порт USB", voice: "ru").contains("(en)"), "espeak-ng now reads Latin itself")
        let read = try engine.phonemes(say("Порт USB", "ru-RU"), voice: "ru")
        #expect(!read.contains("(en)"), "\(read)")
    }

    /// "/" between units: "в" and the accusative before a unit of time, "на" before others (ГОСТ
    /// 8.417), "за" after a price; it was "в" and the nominative ("в секунда", "в килограмм").
    @Test(arguments: [
        ("Ветер 7 м/с", "Ветер семь метров в секунду"), ("3 км/мин", "три километра в минуту"),
        ("Доза 5 мг/кг", "Доза пять миллиграммов на килограмм"), ("Плотность 2 кг/м³", "Плотность два килограмма на кубический метр"),
        ("Цена 120 ₽/кг", "Цена сто двадцать рублей за килограмм"), ("Тариф 300 руб./мес", "Тариф триста рублей в месяц"),
        ("Аренда 900 ₽/ч", "Аренда девятьсот рублей в час"),
    ])
    func perUnitTakesItsPreposition(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// After a preposition that governs the genitive the number and its noun are genitive;
    /// elsewhere, and for a possible year, a decimal or a code, the nominative stays.
    @Test(arguments: [
        ("Доставка от 300 ₽", "Доставка от трехсот рублей"), ("Скидки до 70%", "Скидки до семидесяти процентов"),
        ("Вес до 2 кг", "Вес до двух килограммов"), ("От 1 500 ₽", "От тысячи пятисот рублей"),
        ("более 21 000 отзывов", "более двадцати одной тысячи отзывов"), ("ждать до 1 мин", "ждать до одной минуты"),
        ("от 1 недели до 3 месяцев", "от одной недели до трех месяцев"), ("от 0 до 40", "от нуля до сорока"),
        ("Игра для 4 игроков", "Игра для четырех игроков"), ("Скорость до 100 Мбит/с", "Скорость до ста мегабит в секунду"),
        ("Доставка 300 ₽", "Доставка триста рублей"), ("до 2030", "до две тысячи тридцать"),
        ("от 2,5 кг", "от две целых пять десятых килограмма"), ("до 007", "до ноль ноль семь"),
    ])
    func genitiveAfterPrepositions(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// Times of day after those prepositions, and "с" ("from") unless its noun is instrumental.
    @Test(arguments: [
        ("Работаем с 10:00 до 22:00", "Работаем с десяти часов до двадцати двух часов"),
        ("открыто до 01:30", "открыто до одного часа тридцати минут"), ("Начало в 19:00", "Начало в девятнадцать часов"),
        ("Доступно с 16 лет", "Доступно с шестнадцати лет"),
    ])
    func timesAndFromTakeTheCase(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// "с" before an instrumental noun is "with": not the genitive (the instrumental itself is not read).
    @Test func withIsNotFrom() {
        let spoken = say("Игра с 3 картами", "ru-RU")
        #expect(!spoken.contains("трех"), "\(spoken)")
    }

    /// A two-digit year keeps its written zero; other years as before.
    @Test(arguments: [
        ("Выпуск от 14.02.09", "Выпуск от четырнадцатого февраля ноль девятого"),
        ("Срок 28.02.07", "Срок двадцать восьмое февраля ноль седьмого"), ("Срок 28.02.17", "Срок двадцать восьмое февраля семнадцатого"),
        ("С 01.01.00", "С первого января нулевого"), ("0-й", "нулевой"),
    ])
    func twoDigitYearKeepsItsZero(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// A sign makes a number a quantity: its leading zeros are padding, not a code's digits.
    @Test(arguments: [("-07", "минус семь"), ("-0120", "минус сто двадцать"), ("007", "ноль ноль семь")])
    func signedNumbersDropLeadingZeros(_ written: String, _ spoken: String) { #expect(say(written, "ru-RU") == spoken) }

    /// Digit groups are read with comma pauses between them; each group's words start without the
    /// space that followed the comma, in Cyrillic as in ASCII. Russian says each group as a number.
    @Test func phoneNumberGroupsArePhrases() {
        let pieces = Fixture.normalizer("ru-RU").normalize("+7 (495) 123-45-67").pieces
        #expect(pieces == [.words("плюс семь"), .pause(.comma), .words("четыреста девяносто пять"), .pause(.comma),
                           .words("сто двадцать три"), .pause(.comma), .words("сорок пять"), .pause(.comma),
                           .words("шестьдесят семь")])
    }

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
    func ordinalsScalesAndYears(_ written: String, _ spoken: String) {
        #expect(say(written, "ru-RU") == spoken)
    }

    @Test(arguments: [
        // English ordinal endings in Russian text are the Russian ordinal, where they agree.
        ("3rd", "третий"), ("11th", "одиннадцатый"), ("1th", "один ти эйч"),
        // A date's day in the case its preposition asks for: genitive after с, до, от; dative after к.
        ("к 5 мая", "к пятому мая"), ("с 1 января", "с первого января"), ("от 3 марта", "от третьего марта"),
        ("к 23 февраля", "к двадцать третьему февраля"), ("до 31.12.2024", "до тридцать первого декабря две тысячи двадцать четвертого"),
        // Alone, or after a preposition with the accusative, the nominative as before.
        ("5 мая", "пятое мая"), ("на 5 мая", "на пятое мая"), ("в 1990 году", "в тысяча девятьсот девяностом году"),
    ])
    func ordinalsTakeTheirPrepositionsCase(_ written: String, _ spoken: String) {
        #expect(say(written, "ru-RU") == spoken)
    }
}
