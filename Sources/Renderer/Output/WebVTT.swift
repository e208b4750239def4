import EarshotSupport
import Foundation

/// WebVTT captions: one cue per spoken phrase, text as written, times at the audio's samples.
enum WebVTT {
    static let header = "WEBVTT\n\n"

    /// One cue, or nil when it would last less than a millisecond (WebVTT needs end > start).
    static func cue(start: Int, end: Int, sampleRate: Int, text: String) -> String? {
        let from = milliseconds(start, sampleRate), to = milliseconds(end, sampleRate)
        let body = escaped(text)
        guard to > from, !body.isEmpty else { return nil }
        return "\(timestamp(from)) --> \(timestamp(to))\n\(body)\n\n"
    }

    /// Samples to whole milliseconds, rounded to nearest: integer arithmetic, so exact and stable.
    static func milliseconds(_ samples: Int, _ sampleRate: Int) -> Int {
        (samples * 1000 + sampleRate / 2) / sampleRate
    }

    /// `HH:MM:SS.mmm`.
    static func timestamp(_ milliseconds: Int) -> String {
        let ms = milliseconds % 1000, seconds = milliseconds / 1000
        return "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(ms, 3))"
    }

    /// Cue text is markup in WebVTT: untrusted text escaped, without surrounding white space.
    static func escaped(_ text: String) -> String {
        String(UtterancePlanner.trimmed(Escaping.webVTT(text)))
    }

    private static func pad(_ value: Int, _ width: Int) -> String { String(value).leftPadded(to: width) }
}
