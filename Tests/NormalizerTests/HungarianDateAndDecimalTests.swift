import Testing

/// Hungarian says a decimal as a whole and a fraction of its power of ten, and writes case
/// endings after a hyphen on the day of a date, which the spoken day takes (A magyar helyesírás
/// szabályai, 12. kiadás).
@Suite("Hungarian decimals and dates")
struct HungarianDateAndDecimalTests {
    @Test(arguments: [
        ("3,14", "három egész tizennégy század"),
        ("11,4006", "tizenegy egész négyezerhat tízezred"),
        ("-11,4006 milliárd", "mínusz tizenegy egész négyezerhat tízezred milliárd"),
        ("2,5 kg", "kettő egész öt tized kilogramm"),
        ("0,05", "nulla egész öt század"),
    ])
    func decimalsAreFractions(written: String, spoken: String) {
        #expect(say(written, "hu-HU") == spoken)
    }

    @Test(arguments: [
        ("2010. 04. 1-jén", "kétezertíz április elsején"),
        ("2010. április 2-án", "kétezertíz április másodikán"),
        ("2010. április 4-én", "kétezertíz április negyedikén"),
        ("5. 3-ig", "május harmadikáig"),
        ("04. 1-jén", "április elsején"),
        ("4. 1.", "április elseje"),
        ("IV. 1.", "április elseje"),
        ("XII. 24-én", "december huszonnegyedikén"),
        ("2010. április 1.", "kétezertíz április elseje"),
    ])
    func daysTakeTheirCaseEndings(written: String, spoken: String) {
        #expect(say(written, "hu-HU") == spoken)
    }

    /// Case endings after a hyphen on an abbreviation, code or unit join the word said for it.
    @Test(arguments: [
        ("tv.-t", "törvényt"),
        ("isk.-t", "iskolát"),
        ("isk.-val", "iskolával"),
        ("1 mrd GBP-t", "egy milliárd angol fontot"),
        ("8 ó-ban", "nyolc órában"),
        ("5 kg-ot", "öt kilogrammot"),
        ("2 kg-mal", "két kilogrammal"),
        ("5 Ft-tal", "öt forinttal"),
        ("10 Ft-ért", "tíz forintért"),
    ])
    func endingsJoinTheirWord(written: String, spoken: String) {
        #expect(say(written, "hu-HU") == spoken)
    }

    /// A month and day need the dotted day or an ending: "4. 1" is two numbers, and a language
    /// that does not write ordinals with a dot has no such date.
    @Test func monthAndDayNeedTheirMarks() {
        #expect(!say("4. 1", "hu-HU").contains("április"))
        #expect(!say("4. 1.", "ko-KR").contains("사월"))
        #expect(say("IV. 1.", "en-US") != "April first")
        #expect(say("VI. Lajos", "hu-HU") == "VI. Lajos")
    }
}
