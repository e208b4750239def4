import Normalizer
import Testing

/// Vietnamese through its own rules (VietnameseRules). Expected strings are the usual spoken forms
/// (checked against the grammar references the profile names, not copied from output).
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
