/// What the listener heard of one part of an utterance: the one vocabulary every output uses
/// (transcript.txt, captions.vtt, timeline.json, the transcript JSON and the review page;
/// docs/voiceover.md section 8), so no two of them can tell a phrase's fate differently.
public enum Hearing: Hashable, Sendable {
    /// Heard to its end.
    case played
    /// Cut off by the next gesture (or an interrupting announcement) after `tenths` tenths of a
    /// second; `words` is what was heard of it, ending in "…" (empty when not a word was).
    case cut(tenths: Int, words: String)
    /// Never heard: the next gesture came before it started.
    case notHeard

    /// The fate's name: timeline.json's `status`, the transcript JSON's `heard`.
    public var name: String {
        switch self {
        case .played: "played"
        case .cut: "cut"
        case .notHeard: "notHeard"
        }
    }

    /// The words written after the phrase where it was not heard to its end: nil when it was,
    /// `cut off after 1.0 s, heard "Double tap to…"`, or `not heard`.
    public var note: String? {
        switch self {
        case .played: nil
        case .cut(let tenths, let words):
            "cut off after \(Self.seconds(tenths: tenths)) s" + (words.isEmpty ? "" : ", heard \"\(words)\"")
        case .notHeard: "not heard"
        }
    }

    /// Samples in tenths of a second, rounded to nearest, from integers only (stable everywhere).
    public static func tenths(samples: Int, sampleRate: Int) -> Int {
        (samples * 10 + sampleRate / 2) / max(1, sampleRate)
    }

    /// Tenths as seconds with one decimal: `1.0`.
    public static func seconds(tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }

    /// The beginning of `text` heard when `share` (0...1) of its speech was: as many of its
    /// characters, back to the last whole word where words are spaced (a word cut in the middle
    /// was not understood), then "…". espeak-ng gives no word timings, so characters are taken as
    /// equally long. Empty when nothing whole was heard; the whole text when all of it was.
    public static func heardWords(of text: String, share: Double) -> String {
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
    public static func joined(_ runs: [(hearing: Hearing, text: String)]) -> Hearing {
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

/// The fate of every part of a session's utterances.
public struct SessionHearing: Hashable, Sendable {
    /// `parts[u][i]`: part `i` of utterance `u`'s `immediate + delayed` (0-based both).
    public var parts: [[Hearing]]

    /// The fate of every part, utterance by utterance.
    public init(parts: [[Hearing]]) {
        self.parts = parts
    }

    /// What the script alone decides, without the audio's timing: a delayed part is not heard
    /// when the user moves on as soon as the description is said, heard otherwise. How much of a
    /// hint a `wait` lets through takes the render (its outputs know it).
    public static func scripted(_ utterances: [Utterance]) -> SessionHearing {
        SessionHearing(parts: utterances.map { utterance in
            utterance.immediate.map { _ in .played }
                + utterance.delayed.map { _ in utterance.listening == .immediately ? .notHeard : .played }
        })
    }

    /// Part `part` of utterance `utterance` (0-based); heard when out of range.
    public func of(utterance: Int, part: Int) -> Hearing {
        guard parts.indices.contains(utterance), parts[utterance].indices.contains(part) else { return .played }
        return parts[utterance][part]
    }
}

private extension String {
    func trimmingTrailing(while drop: (Character) -> Bool) -> String {
        var end = endIndex
        while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
        return String(self[..<end])
    }
}
