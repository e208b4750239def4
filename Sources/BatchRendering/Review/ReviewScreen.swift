import Foundation
import Renderer

/// What the review page shows of one screen: its manifest and what the renderer wrote about it.
struct ReviewScreen {
    var manifest: ScreenManifest
    var timeline: Timeline?
    /// Stop number → what caused it and where focus went (`next → wifi`).
    var steps: [Int: String]
    /// The cues of the screen's captions.vtt, for a page opened from `file://` (where browsers
    /// refuse the `<track>` file).
    var captions: [CaptionCues.Cue] = []
}

/// The cues of a renderer's captions.vtt read back, so the page shows exactly what the file says.
enum CaptionCues {
    struct Cue: Equatable {
        var start: Double
        var end: Double
        var text: String
    }

    static func read(_ url: URL) -> [Cue] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        var cues: [Cue] = []
        for block in String(decoding: data, as: UTF8.self).components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count >= 2, let times = lines.first?.components(separatedBy: " --> "), times.count == 2,
                  let start = seconds(times[0]), let end = seconds(times[1]) else { continue }
            let text = lines.dropFirst().joined(separator: " ")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            cues.append(Cue(start: start, end: end, text: text))
        }
        return cues
    }

    /// `HH:MM:SS.mmm` in seconds.
    private static func seconds(_ stamp: String) -> Double? {
        let parts = stamp.split(separator: ":")
        guard parts.count == 3, let hours = Int(parts[0]), let minutes = Int(parts[1]), let rest = Double(parts[2]) else {
            return nil
        }
        return Double(hours * 3600 + minutes * 60) + rest
    }
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
