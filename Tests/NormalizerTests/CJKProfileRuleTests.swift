import Normalizer
import Testing
import VoiceProfiles

/// Rules tuned for the ja-JP and ko-KR profiles (read through CLDR with the profile's data), one
/// row per rule. Japanese rows are checked before the MeCab pass (kanji kept), so they show the
/// rule's own words; the MeCab reading is tested in `JapaneseReadingTests`.
@Suite("Japanese and Korean profile rules")
struct CJKProfileRuleTests {
    /// The ja-JP profile without its reading pass.
    static let japanese: TextNormalizer = {
        var profile = try! Fixture.store.require("ja-JP")
        profile.normalization.reading = nil
        return TextNormalizer(profile: profile)
    }()

    @Test(arguments: [
        // A thousand leading a group of 万 or more says its one; alone it does not.
        ("10000006", "一千万六"), ("12345000", "一千二百三十四万五千"), ("100900000000", "一千九億"),
        ("1000", "千"), ("1002", "千二"), ("110000000", "一億一千万"),
        // The ordinal word before the number is said once (第 + ICU's "第一").
        ("第1", "第一"), ("第10000006", "第一千万六"),
        // 〜 between two things is a range.
        ("1月〜12月", "一月 から 十二月"),
        // Written seconds are all said, zero too, with the counters 時, 分, 秒 (MeCab reads 零時零分 レイジレイフン).
        ("10:05:09", "十時五分九秒"), ("00:00:00", "零時零分零秒"),
        // Zero alone and in digit strings is 零 (ICU's numbering writes "〇", which espeak-ng
        // names as a character and MeCab leaves unread on its own).
        ("0", "零"), ("10.0", "十てん零"), ("03-1234-5600", "零三, 一二三四, 五六零零"),
    ])
    func japanese(_ written: String, _ spoken: String) {
        #expect(Self.japanese.normalize(written).text == spoken)
    }

    @Test(arguments: [
        // Words are spaced as Korean writes them: a number is one word, a unit or foreign
        // currency another; the won is one word with its number.
        ("100g", "백 그램"), ("$ 200", "이백 달러"), ("$ 30억", "삼십억 달러"), ("₩2000", "이천원"),
        ("₩30억", "삼십억원"), ("-93", "마이너스 구십삼"), ("-100.5", "마이너스 백점오"), ("2.5", "이점오"),
        // Zero in a quantity is 영 (공 is for phone numbers).
        ("0kg", "영 킬로그램"), ("₩0", "영원"),
        // Numbers up to 경 are numbers.
        ("82345670123135111", "팔경이천삼백사십오조육천칠백일억이천삼백십삼만오천백십일"),
        // Phone numbers: digit groups as words, the country code named.
        ("+82 123-456-7890", "국가번호 팔이, 일이삼, 사오육, 칠팔구영"), ("010-3713-7050", "영일영, 삼칠일삼, 칠영오영"),
        // Dates written with counters, with the month names (유월, 시월) and a spaced weekday.
        ("2024년 3월 20일", "이천이십사년 삼월 이십일"), ("8월20일〜25일", "팔월 이십일 부터 이십오일"),
        ("6월", "유월"), ("10월8일(화)", "시월 팔일 화요일"),
        // A Hangul counter glued to the number stays glued: "20일" is not "이십 일".
        ("20일", "이십일"), ("3개", "세개"),
        // Times with seconds; zero seconds unsaid (the profile's `zeroSecondsUnsaid`, as NeMo's ko).
        ("오전 10:30:05", "오전 열시 삼십분 오초"), ("00:30:00", "영시 삼십분"),
        // A particle after a number agrees with its last syllable; "과" joining a mixed number stays.
        ("4/7이 통제되었다", "칠분의 사가 통제되었다"), ("2/3은", "삼분의 이는"), ("3을", "삼을"), ("2과3/4L", "이과사분의 삼 리터"),
        // Spelled Latin letters by their Korean names; file endings spelled.
        ("nvidia.co.kr", "nvidia 닷 씨오 닷 케이알"), ("사진.jpg", "사진 닷 제이피지"),
        // Digits after "자리" one by one; 자리 counts in native numbers.
        ("카드 마지막 4자리 7890", "카드 마지막 네자리 칠팔구영"),
    ])
    func korean(_ written: String, _ spoken: String) {
        #expect(say(written, "ko-KR") == spoken)
    }

    /// Every rule's output is its own normal form: normalizing again changes nothing.
    @Test(arguments: [("ko-KR", "4/7이 통제, 2024년 3월 20일(수), 사진.jpg, $ 30억"),
                      ("es-ES", "€2 billones, 3,1415, 11.º, 5:02 est"), ("ja-JP", "第10000006, 1月〜12月")])
    func readingsAreFixedPoints(_ language: String, _ text: String) {
        let once = say(text, language)
        #expect(say(once, language) == once)
    }
}
