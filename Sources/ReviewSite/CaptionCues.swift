import Foundation

/// The cues of a renderer's captions.vtt read back, so the page shows exactly what the file says.
package enum CaptionCues {
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
