/// What the listener heard of one part of an utterance: the one vocabulary every output uses
/// (transcript.txt, captions.vtt, timeline.json, the transcript JSON and the review page;
/// docs/voiceover.md section 8), so no two of them can tell a phrase's fate differently.
///
/// The render's layout decides a part's fate (the rules are the Renderer's `Hearing+Layout`);
/// the vocabulary is here, with the transcript, because `earshot transcript` and EarshotTesting
/// write it from the script alone (``SessionHearing/scripted(_:)``), without the Renderer's
/// engine, normalizers and audio.
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

    /// Tenths as seconds with one decimal: `1.0`.
    public static func seconds(tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }
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
