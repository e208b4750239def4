import Simulator
import Testing

/// The one vocabulary of what was heard (docs/voiceover.md section 8), one row per rule.
@Suite("What was heard: notes")
struct HearingRuleTests {
    struct NoteRow: CustomTestStringConvertible, Sendable {
        var rule: String
        var hearing: Hearing
        var name: String
        var note: String?
        var testDescription: String { rule }
    }

    static let notes: [NoteRow] = [
        .init(rule: "played: no note", hearing: .played, name: "played", note: nil),
        .init(rule: "not heard", hearing: .notHeard, name: "notHeard", note: "not heard"),
        .init(rule: "cut: seconds heard and the words", hearing: .cut(tenths: 12, words: "Double tap…"), name: "cut",
              note: "cut off after 1.2 s, heard \"Double tap…\""),
        .init(rule: "cut before a whole word: seconds only", hearing: .cut(tenths: 3, words: ""), name: "cut",
              note: "cut off after 0.3 s"),
    ]

    @Test(arguments: notes)
    func notesAndNames(_ row: NoteRow) {
        #expect(row.hearing.name == row.name)
        #expect(row.hearing.note == row.note)
    }

    @Test func secondsHaveOneDecimal() {
        #expect(Hearing.seconds(tenths: 31) == "3.1")
        #expect(Hearing.seconds(tenths: 4) == "0.4")
    }

    /// Without the audio, the transcript knows only what the script decides: a delayed part is not
    /// heard when the user moves on at once.
    @Test func scriptedHearing() {
        let part = UtterancePart(role: .hint, text: "Double tap to edit.", language: "en-US")
        let label = UtterancePart(role: .label, text: "Name", language: "en-US")
        let session = SessionHearing.scripted([
            Utterance(focus: "a", cause: .walk, immediate: [label], delayed: [part], listening: .immediately),
            Utterance(focus: "b", cause: .walk, immediate: [label], delayed: [part], listening: .untilDone),
        ])
        #expect(session.parts == [[.played, .notHeard], [.played, .played]])
        #expect(session.of(utterance: 5, part: 0) == .played)
    }
}
