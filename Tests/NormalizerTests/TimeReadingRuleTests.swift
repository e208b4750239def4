import Normalizer
import Testing
import VoiceProfiles

/// docs/voiceover.md section 7: how a written time is heard, as VoiceOver reads it and as its
/// 12-hour form (the audit's fix, `--twelve-hour-times`) is read. One row per rule, with its source.
@Suite("Time readings: VoiceOver's and the fix's")
struct TimeReadingRuleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var written: String
        var language = "en-US"
        var heard: String
        var withFix: String
        var source: String
        var testDescription: String { "\(language) \(written) (\(source))" }
    }

    static let rows: [Row] = [
        Row(written: "14:15", heard: "fourteen fifteen", withFix: "two fifteen p.m.",
            source: "device report: VoiceOver reads 14:15 'fourteen fifteen'"),
        Row(written: "14:00", heard: "fourteen", withFix: "two p.m.",
            source: "device report: VoiceOver reads 14:00 'fourteen'"),
        Row(written: "22:58", heard: "twenty two fifty eight", withFix: "ten fifty eight p.m.",
            source: "the report's rule applied; the audit's misread-text example"),
        Row(written: "Departs 22:00", heard: "Departs twenty two", withFix: "Departs ten p.m.",
            source: "the report's ':00' rule; the issue's example"),
        Row(written: "00:15", heard: "zero fifteen", withFix: "twelve fifteen a.m.",
            source: "the report's rule applied to midnight; unverified"),
        Row(written: "07:05", heard: "seven oh five", withFix: "seven oh five a.m.",
            source: "the report's rule applied to a leading zero; unverified"),
        Row(written: "10:30", heard: "ten thirty", withFix: "ten thirty",
            source: "a time that may be 12-hour is read as a time either way"),
        Row(written: "10:58 PM", heard: "ten fifty eight p.m.", withFix: "ten fifty eight p.m.",
            source: "a written day half is read as written"),
        Row(written: "14:00", language: "de-DE", heard: "vierzehn Uhr", withFix: "vierzehn Uhr",
            source: "a 24-hour locale: its clock reading either way; unverified"),
    ]

    @Test(arguments: rows)
    func readings(_ row: Row) throws {
        let profile = try Fixture.store.require(row.language)
        #expect(TextNormalizer(profile: profile).normalize(row.written).text == row.heard)
        #expect(TextNormalizer(profile: profile, times: .twelveHour).normalize(row.written).text == row.withFix)
    }

    /// The fix's reading is the reading of the fix: "22:58" read with the setting is "10:58 PM"
    /// read as VoiceOver reads it.
    @Test(arguments: [("22:58", "10:58 PM"), ("14:00", "2:00 PM"), ("00:15", "12:15 AM")])
    func theSettingSoundsAsTheFixedText(_ written: String, _ fixed: String) throws {
        let profile = try Fixture.store.require("en-US")
        #expect(TextNormalizer(profile: profile, times: .twelveHour).normalize(written)
                == TextNormalizer(profile: profile).normalize(fixed))
    }

    /// "?" and "!" end a sentence with their own mark, so the engine is given it.
    @Test(arguments: [("Forgot password?", "Forgot password?"), ("Done!", "Done!"), ("Really? Yes.", "Really? Yes."),
                      ("Wait!!", "Wait!")])
    func questionsAndExclamationsKeepTheirMark(_ written: String, _ spoken: String) {
        #expect(say(written) == spoken)
    }
}
