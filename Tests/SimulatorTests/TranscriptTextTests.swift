import Foundation
import Simulator
import Testing

/// The text transcript's layout: one column per field, however long an id is, and texts joined
/// as sentences are written.
@Suite struct TranscriptTextTests {
    @Test func aLongGeneratedIdKeepsTheWordsInOneColumn() throws {
        let long = "cell-3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let utterances = try simulate("""
            [{id: title, label: Round-ups, traits: [header]},
             {id: \(long), label: Savings, value: '1', hint: Rounds each purchase up to the next dollar., traits: [button]},
             {id: other-3F2504E0-4F89-11D3-9A0C-0305E82C3302, label: Other}]
            """)
        let text = TranscriptText.render(utterances)
        let lines = text.split(separator: "\n").map(String.init)
        let wordsStart = ["Round-ups", "[focusMoved] Savings", "[focusMoved] Other"].compactMap { words in
            lines.lazy.compactMap { line in line.range(of: words).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }.first
        }
        #expect(wordsStart.count == 3 && Set(wordsStart).count == 1, "\(text)")
        // Shortened in the middle: both ends stay, and the two long ids stay apart.
        #expect(text.contains("cell-3F2504E…305E82C3301") && text.contains("other-3F2504…305E82C3302"), "\(text)")
        #expect(TranscriptText.fitted("short", to: 24) == "short")
        #expect(TranscriptText.fitted(long, to: 24).count == 24)
    }

    @Test func aHintEndingASentenceIsFollowedByASpaceNotAComma() throws {
        let utterances = try simulate("[{label: Round-ups, value: '1', hint: Rounds up to the next dollar., traits: [toggleButton]}]")
        #expect(utterances.first?.delayedText == "Rounds up to the next dollar. Double tap to toggle setting.")
        #expect(TranscriptText.render(utterances).contains("… Rounds up to the next dollar. Double tap to toggle setting.\n"))
        #expect(Utterance.joinHints(["Sends alerts", "Double tap to toggle setting."]) == "Sends alerts, Double tap to toggle setting.")
        #expect(Utterance.joinHints(["¿Listo?", "Toca dos veces"]) == "¿Listo? Toca dos veces")
        #expect(Utterance.joinHints(["保存しました。", "次へ"]) == "保存しました。次へ")
    }
}
