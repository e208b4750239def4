import Foundation

/// A strict WebVTT checker (the subset the renderer writes): the signature line, blank-line
/// separated cues, `HH:MM:SS.mmm --> HH:MM:SS.mmm` timings with end after start, starts never
/// going back, non-empty cue text without raw `<` or `&`. Returns the problems found.
public enum WebVTTValidator {
    public struct Cue: Sendable { public var start: Int; public var end: Int; public var text: String }

    public static func validate(_ text: String) -> (cues: [Cue], problems: [String]) {
        var problems: [String] = []
        var cues: [Cue] = []
        let blocks = text.components(separatedBy: "\n\n")
        guard let first = blocks.first, first == "WEBVTT" || first.hasPrefix("WEBVTT ") || first.hasPrefix("WEBVTT\t") else {
            return ([], ["missing WEBVTT signature"])
        }
        if text.contains("\r") { problems.append("carriage return") }
        if !text.hasSuffix("\n") { problems.append("no final newline") }
        var lastStart = -1
        for block in blocks.dropFirst() where !block.isEmpty {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let timingIndex = lines.firstIndex(where: { $0.contains("-->") }), timingIndex <= 1 else {
                problems.append("block without timing: \(block)")
                continue
            }
            let parts = lines[timingIndex].components(separatedBy: " --> ")
            guard parts.count == 2, let start = milliseconds(parts[0]), let end = milliseconds(parts[1]) else {
                problems.append("bad timing line: \(lines[timingIndex])")
                continue
            }
            let body = lines[(timingIndex + 1)...].joined(separator: "\n")
            if end <= start { problems.append("end not after start: \(lines[timingIndex])") }
            if start < lastStart { problems.append("cue starts before the previous one: \(lines[timingIndex])") }
            if body.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("empty cue text") }
            if body.contains("<") || body.contains("-->") { problems.append("markup in cue text: \(body)") }
            if body.replacingOccurrences(of: "&amp;", with: "").replacingOccurrences(of: "&lt;", with: "")
                .replacingOccurrences(of: "&gt;", with: "").contains("&") {
                problems.append("unescaped & in cue text: \(body)")
            }
            lastStart = start
            cues.append(Cue(start: start, end: end, text: body))
        }
        return (cues, problems)
    }

    /// `HH:MM:SS.mmm` (hours at least two digits), strictly.
    public static func milliseconds(_ stamp: String) -> Int? {
        let pieces = stamp.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[0].count >= 2, pieces[1].count == 2,
              pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } }) else { return nil }
        let secs = pieces[2].split(separator: ".", omittingEmptySubsequences: false)
        guard secs.count == 2, secs[0].count == 2, secs[1].count == 3,
              let h = Int(pieces[0]), let m = Int(pieces[1]), let s = Int(secs[0]), let ms = Int(secs[1]),
              m < 60, s < 60 else { return nil }
        return ((h * 60 + m) * 60 + s) * 1000 + ms
    }
}
