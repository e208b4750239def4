import Renderer
import Simulator
import Testing

/// How the layout decides what was heard of a part (docs/voiceover.md section 8), one row per rule.
@Suite("What was heard: the layout's rules")
struct HearingLayoutRuleTests {
    struct WordsRow: CustomTestStringConvertible, Sendable {
        var rule: String
        var text: String
        var share: Double
        var heard: String
        var testDescription: String { rule }
    }

    static let words: [WordsRow] = [
        .init(rule: "all of it heard: the whole text, no ellipsis", text: "Double tap to edit.", share: 1, heard: "Double tap to edit."),
        .init(rule: "nothing heard: nothing", text: "Double tap to edit.", share: 0, heard: ""),
        .init(rule: "a word cut in the middle is dropped", text: "Double tap to edit.", share: 0.5, heard: "Double…"),
        .init(rule: "cut exactly after a word keeps it", text: "Double tap to edit.", share: 10.5 / 19, heard: "Double tap…"),
        .init(rule: "punctuation before the cut is not kept", text: "On or off, then swipe", share: 0.5, heard: "On or off…"),
        .init(rule: "less than the first word: nothing", text: "Double tap to edit.", share: 0.2, heard: ""),
        .init(rule: "unspaced text (Chinese) is cut at its characters", text: "轻点两下从我的频道移除", share: 0.5, heard: "轻点两下从…"),
        .init(rule: "a share over 1 is all of it", text: "Edit", share: 1.5, heard: "Edit"),
        .init(rule: "a negative share is nothing", text: "Edit", share: -1, heard: ""),
    ]

    @Test(arguments: words)
    func wordsHeardOfACutPhrase(_ row: WordsRow) {
        #expect(Hearing.heardWords(of: row.text, share: row.share) == row.heard)
    }

    @Test func tenthsAreRoundedToNearestFromSamples() {
        #expect(Hearing.tenths(samples: 22050, sampleRate: 22050) == 10)
        #expect(Hearing.tenths(samples: 1102, sampleRate: 22050) == 0)
        #expect(Hearing.tenths(samples: 1103, sampleRate: 22050) == 1)
    }

    /// A part spoken as runs: played only if every run was, not heard only if none was, else cut
    /// with the time and the words of the runs heard.
    @Test func runsJoinIntoOneFate() {
        #expect(Hearing.joined([(.played, "a"), (.played, "b")]) == .played)
        #expect(Hearing.joined([(.notHeard, "a"), (.notHeard, "b")]) == .notHeard)
        #expect(Hearing.joined([(.played, "Call"), (.cut(tenths: 4, words: "five five…"), "five five five one two")])
                == .cut(tenths: 4, words: "Call five five…"))
        #expect(Hearing.joined([(.played, "Call"), (.notHeard, "now")]) == .cut(tenths: 0, words: "Call…"))
    }
}
