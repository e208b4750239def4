import Normalizer
import Synthesizer
import Testing

/// Chinese, Portuguese, Vietnamese and Russian readings. Expected strings are the usual
/// spoken forms in each language (checked against grammar references, not copied from output).
@Suite("Chinese normalization")
struct ChineseTests {
    @Test(arguments: [
        ("10000", "一万"), ("210", "二百一十"), ("5010", "五千零一十"), ("50100", "五万零一百"), ("1000001", "一百万零一"),
        ("101111111", "一亿零一百一十一万一千一百一十一"), ("-5.25", "负五点二五"), ("1.2万次播放", "一点二万次播放"),
        ("4万亿", "四万亿"), ("3.5亿", "三点五亿"), ("第1", "第一"), ("第5个", "第五个"),
        // 十 without 一 only at the very start of a number, a sign before it included.
        ("-12", "负十二"), ("110000", "十一万"), ("100010", "十万零一十"), ("1005", "一千零五"), ("1050", "一千零五十"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "zh-CN") == spoken) }

    @Test(arguments: [
        ("22:58", "二十二点五十八分"), ("03:04:05", "三点四分五秒"), ("2015年08月08日", "二零一五年八月八日"),
        ("2019/2/10", "二零一九年二月十日"),
    ])
    func timesAndDates(_ written: String, _ spoken: String) { #expect(say(written, "zh-CN") == spoken) }

    @Test(arguments: [
        ("$5", "五美元"), ("￥12", "十二元"), ("30%", "百分之三十"), ("-98%", "负百分之九十八"), ("1/3", "三分之一"),
        ("25kg", "二十五千克"), ("38°C", "三十八摄氏度"),
    ])
    func moneyUnitsFractions(_ written: String, _ spoken: String) { #expect(say(written, "zh-CN") == spoken) }

    @Test func cjkPunctuationPauses() {
        let pieces = Fixture.normalizer("zh-CN").normalize("你好，世界。再见！").pieces
        #expect(pieces == [.words("你好"), .pause(.comma), .words("世界"), .pause(.sentence), .words("再见"), .pause(.exclamation)])
    }
}

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

@Suite("Vietnamese normalization")
struct VietnameseTests {
    @Test(arguments: [
        ("21", "hai mươi mốt"), ("24", "hai mươi tư"), ("15", "mười lăm"), ("105", "một trăm linh năm"),
        ("1001", "một nghìn linh một"), ("12.345", "mười hai nghìn ba trăm bốn mươi lăm"), ("-12,5", "âm mười hai phẩy năm"),
        ("1tr2", "một triệu hai trăm nghìn"), ("thứ 4", "thứ tư"), ("thứ 1", "thứ nhất"), ("chương IV", "chương bốn"),
    ])
    func numbers(_ written: String, _ spoken: String) { #expect(say(written, "vi-VN") == spoken) }

    @Test(arguments: [
        ("8:05", "tám giờ năm phút"), ("22:58", "hai mươi hai giờ năm mươi tám phút"), ("14h30", "mười bốn giờ ba mươi phút"),
        ("01/12/2023", "ngày một tháng mười hai năm hai nghìn hai mươi ba"), ("ngày 14/4", "ngày mười bốn tháng tư"),
    ])
    func timesAndDates(_ written: String, _ spoken: String) { #expect(say(written, "vi-VN") == spoken) }

    /// The word before a number is matched in any case and in either Unicode normalization form.
    @Test(arguments: [
        ("Thứ 4", "Thứ tư"), ("THÁNG 4", "THÁNG tư"), ("tha\u{301}ng 4", "tha\u{301}ng tư"), ("thu\u{31B}\u{301} 4", "thu\u{31B}\u{301} tư"),
        ("nga\u{300}y 14/4", "nga\u{300}y mười bốn tháng tư"), ("tháng 04/1969", "tháng tư năm một nghìn chín trăm sáu mươi chín"),
    ])
    func wordBeforeNumber(_ written: String, _ spoken: String) { #expect(say(written, "vi-VN") == spoken) }

    @Test(arguments: [
        ("10₫", "mười đồng"), ("5,99$", "năm đô la chín mươi chín xu"), ("50%", "năm mươi phần trăm"),
        ("12kg", "mười hai ki lô gam"), ("3/4", "ba phần tư"), ("10k-20k", "mười nghìn đến hai mươi nghìn"),
    ])
    func moneyUnitsFractions(_ written: String, _ spoken: String) { #expect(say(written, "vi-VN") == spoken) }
}

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
}

/// Indonesian and Malay: fractions ("per" before the denominator) and Malay's day halves, which
/// CLDR writes as abbreviations ("PTG") that must be said as words.
@Suite("Indonesian and Malay normalization")
struct MalayIndonesianTests {
    @Test(arguments: [
        ("id-ID", "3/4", "tiga perempat"), ("id-ID", "2/5", "dua perlima"),
        ("ms-MY", "3/4", "tiga per empat"), ("ms-MY", "2/5", "dua per lima"),
    ])
    func fractions(_ language: String, _ written: String, _ spoken: String) { #expect(say(written, language) == spoken) }

    @Test func malayDayHalvesAreWords() {
        let spoken = say("9:05 PG, 12:30 PTG", "ms-MY")
        #expect(spoken.contains("pagi") && spoken.contains("petang"), "\(spoken)")
        #expect(!spoken.contains("PG") && !spoken.contains("PTG"), "\(spoken)")
    }
}
