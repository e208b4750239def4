import Foundation
import Renderer

/// What the review page shows of one screen: its manifest and what the renderer wrote about it.
struct ReviewScreen {
    var manifest: ScreenManifest
    var timeline: Timeline?
    /// Stop number → what caused it and where focus went (`next → wifi`).
    var steps: [Int: String]
    /// The audit, the focus per stop and the map, when the batch wrote them.
    var notes: ReviewNotes? = nil
    /// The transcript's diff against the baseline, when it changed (`batch --baseline`).
    var baselineDiff: String? = nil
    /// The cues of the screen's captions.vtt, for a page opened from `file://` (where browsers
    /// refuse the `<track>` file).
    var captions: [CaptionCues.Cue] = []
}

/// The step lines of a renderer's transcript.txt (`03 next → wifi`), for the stops' headings.
/// Any other line is ignored, and a transcript that cannot be read gives none.
enum TranscriptSteps {
    static func read(_ url: URL) -> [Int: String] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        var steps: [Int: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let number = Int(digits), line.dropFirst(digits.count).first == " " else { continue }
            steps[number] = String(line.dropFirst(digits.count + 1))
        }
        return steps
    }
}
