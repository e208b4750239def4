import Foundation
import Renderer
import Simulator

/// What a screen's review page shows: its manifest and what the renderer wrote about it.
package struct ReviewScreen {
    var manifest: ScreenManifest
    var timeline: Timeline?
    /// The script's steps as transcript.json records them (index 0 is step 1).
    var steps: [TranscriptStep]
    /// The audit, the focus per step and the map, when the batch wrote them.
    var notes: ReviewNotes? = nil
    /// The transcript's diff against the baseline, when it changed (`batch --baseline`).
    var baselineDiff: String? = nil
    /// The cues of the screen's captions.vtt, for a page opened from `file://` (where browsers
    /// refuse the `<track>` file).
    var captions: [CaptionCues.Cue] = []
}

/// One step of a render's transcript.json: what caused it, where focus went, and its parts as
/// the utterance has them. The page says what a step says from these parts, not from the
/// timeline's events: a label with speech attributes is one part spoken as several runs (one
/// event each), and only the part knows they are one text ("Flight UA 925", not "Flight , UA").
package struct TranscriptStep: Decodable {
    struct Part: Decodable {
        var role: String
        var text: String
        var sound: String?
        var delayed: Bool
        var heard: String
        var heardSeconds: Double?
        var heardText: String?

        /// The part's fate in the words of every output (`cut off after 1.0 s, heard "…"`).
        var hearing: Hearing {
            switch heard {
            case "cut": .cut(tenths: Int(((heardSeconds ?? 0) * 10).rounded()), words: heardText ?? "")
            case "notHeard": .notHeard
            default: .played
            }
        }
    }

    var focus: String?
    var cause: String
    var parts: [Part]

    /// The steps of `transcript.json`; none when it is missing or cannot be read.
    static func read(_ url: URL) -> [TranscriptStep] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return (try? JSONDecoder().decode([TranscriptStep].self, from: data)) ?? []
    }

    /// `next → wifi`: the step's cause and where focus went.
    var heading: String { focus.map { "\(cause) → \($0)" } ?? cause }
}
