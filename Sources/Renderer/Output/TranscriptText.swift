import Simulator

/// transcript.txt: what is said at each step, in reading order, for a reviewer who reads rather
/// than listens. One block per utterance: its number and cause, the focused element, the
/// immediate speech, the delayed speech and the earcons.
enum TranscriptText {
    static func header(screen: String, language: String) -> String {
        "\(screen) (\(language))\n\n"
    }

    static func block(_ utterance: Utterance, number: String) -> String {
        var out = "\(number) \(utterance.cause)"
        if let focus = utterance.focus { out += " \u{2192} \(focus)" }
        if !utterance.interrupts { out += " (queued)" }
        if utterance.busy { out += " (busy)" }
        out += "\n"
        let text = utterance.text
        if !text.isEmpty { out += "    \(oneLine(text))\n" }
        let delayed = utterance.delayedText
        if !delayed.isEmpty { out += "    after a pause: \(oneLine(delayed))\n" }
        let sounds = utterance.sounds
        if !sounds.isEmpty { out += "    sounds: \(sounds.map(\.rawValue).joined(separator: ", "))\n" }
        return out + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }
}
