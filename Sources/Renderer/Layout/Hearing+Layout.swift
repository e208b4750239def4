import Simulator

/// How the render's layout decides what was heard of a part (``Hearing``): the time heard in
/// tenths, the words heard of a cut phrase, and one fate for a part spoken as several runs.
extension Hearing {
    /// Samples in tenths of a second, rounded to nearest, from integers only (stable everywhere).
    package static func tenths(samples: Int, sampleRate: Int) -> Int {
        (samples * 10 + sampleRate / 2) / max(1, sampleRate)
    }

    /// The beginning of `text` heard when `share` (0...1) of its speech was: as many of its
    /// characters, back to the last whole word where words are spaced (a word cut in the middle
    /// was not understood), then "…". espeak-ng gives no word timings, so characters are taken as
    /// equally long. Empty when nothing whole was heard; the whole text when all of it was.
    package static func heardWords(of text: String, share: Double) -> String {
        let characters = Array(text)
        guard share < 1 else { return text }
        let count = Int((Double(characters.count) * max(0, share)).rounded(.down))
        guard count > 0 else { return "" }
        var kept = characters[..<count]
        if characters[count] != " ", characters.contains(" ") {
            // Drop the word in progress; a text of one long word keeps nothing.
            guard let space = kept.lastIndex(of: " ") else { return "" }
            kept = kept[..<space]
        }
        let words = String(kept).trimmingTrailing { $0.isWhitespace || $0.isPunctuation }
        return words.isEmpty ? "" : words + "…"
    }

    /// The fate of a part spoken as several runs (speech attributes, another language), from
    /// each run's fate and text in order: heard to its end only if every run was, not heard only
    /// if none was; otherwise cut, after the time heard of all its runs, with their words.
    package static func joined(_ runs: [(hearing: Hearing, text: String)]) -> Hearing {
        if runs.allSatisfy({ $0.hearing == .played }) { return .played }
        if runs.allSatisfy({ $0.hearing == .notHeard }) { return .notHeard }
        var tenths = 0
        var words: [String] = []
        for run in runs {
            switch run.hearing {
            case .played:
                words.append(run.text)
            case .cut(let heard, let said):
                tenths += heard
                if !said.isEmpty { words.append(said) }
            case .notHeard:
                break
            }
        }
        let heard = words.joined(separator: " ")
        return .cut(tenths: tenths, words: heard.isEmpty || heard.hasSuffix("…") ? heard : heard + "…")
    }
}

private extension String {
    func trimmingTrailing(while drop: (Character) -> Bool) -> String {
        var end = endIndex
        while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
        return String(self[..<end])
    }
}
