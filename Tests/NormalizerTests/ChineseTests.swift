import Normalizer
import Testing

/// Chinese through its own rules (ChineseRules): numbers, times, money, and Traditional characters
/// where the profile is written in them. Expected strings are the usual spoken forms (checked
/// against the grammar references the profile names, not copied from output).
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

    @Test(arguments: [
        // Traditional characters where the profile is written in them (CLDR zh_Hant: 萬, 億, 點).
        ("1.2万", "一點二萬", "zh-HK"), ("35000", "三萬五千", "zh-HK"), ("3.5B", "三十五億", "zh-TW"),
        ("14:30", "下午兩點三十分", "zh-HK"), ("35000", "三万五千", "zh-CN"), ("3.5", "三点五", "zh-CN"),
        // Letter symbols of the region's currencies before the amount, with CLDR zh_Hant names.
        ("RM12.50", "十二點五零馬來西亞令吉", "zh-HK"), ("S$20", "二十新加坡元", "zh-HK"), ("S$20", "二十新加坡幣", "zh-TW"),
        ("¥1,200", "一千二百日圓", "zh-HK"),
    ])
    func traditionalChinese(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // English words inside Chinese are words; other short Latin words are spelled.
        ("3 of 10", "三 of 十", "zh-CN"), ("Atm", "ATM", "zh-CN"),
    ])
    func latinWordsInChinese(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}
