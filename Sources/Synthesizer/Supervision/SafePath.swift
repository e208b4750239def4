import Foundation

/// The one retry a phrase gets after it crashed the engine: simpler text, in smaller calls.
///
/// libespeak-ng 1.51 overflows a buffer and aborts on long runs of characters without a space:
/// `s'` repeated 68 times (136 characters) or `x.` repeated 100 times, while the same text with a
/// space every 32 characters is read without trouble. So the safe path breaks every such run into
/// pieces of at most ``longestRun`` characters, then splits the phrase at the space nearest its
/// middle and synthesizes the two halves as separate calls, which also keeps any trigger that
/// depends on the length of a clause apart. It changes how the phrase sounds (a word break inside
/// a long run, a clause boundary in the middle), which is acceptable only for text that already
/// crashed the engine once; the incident report says it happened.
package enum SafePath {
    /// Runs of non-space characters longer than this are broken with a space. Well under the
    /// shortest crashing run measured (136 characters), and longer than ordinary words.
    package static let longestRun = 32

    /// The pieces to synthesize, in order, instead of `text`; empty if nothing is sayable.
    package static func pieces(for text: String) -> [String] {
        let broken = breakLongRuns(TextSanitizer.engineSafe(text))
        let characters = Array(broken)
        let spaces = characters.indices.filter { characters[$0].isWhitespace }
        guard let middle = spaces.min(by: { abs($0 - characters.count / 2) < abs($1 - characters.count / 2) }) else {
            return nonEmpty([broken])
        }
        return nonEmpty([String(characters[..<middle]), String(characters[(middle + 1)...])])
    }

    /// `text` with a space after every ``longestRun`` characters that have none between them.
    static func breakLongRuns(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var run = 0
        for character in text {
            if character.isWhitespace {
                run = 0
            } else if run == longestRun {
                out.append(" ")
                run = 1
            } else {
                run += 1
            }
            out.append(character)
        }
        return out
    }

    private static func nonEmpty(_ pieces: [String]) -> [String] {
        pieces.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
