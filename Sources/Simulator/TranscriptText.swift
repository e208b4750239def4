import EarshotSupport

/// The text transcript (`earshot transcript`, golden files), one entry per utterance, like a
/// caption panel:
///
///     2  next       bailey  [focusMoved] Bailey, beagle, three years
///                           … More content available
///
/// A delayed part the next gesture cancels is marked "(cut off)".
package enum TranscriptText {
    package static func render(_ utterances: [Utterance]) -> String {
        let causeWidth = min(14, utterances.map(\.cause.name.count).max() ?? 0)
        let focusWidth = min(24, utterances.map { ($0.focus ?? "-").count }.max() ?? 0)
        let numberWidth = String(utterances.count).count
        var out = ""
        for (index, utterance) in utterances.enumerated() {
            let number = String(index + 1).leftPadded(to: numberWidth, with: " ")
            let head = "\(number)  \(utterance.cause.name.rightPadded(to: causeWidth))  \((utterance.focus ?? "-").onOneLine.rightPadded(to: focusWidth))  "
            var line = ""
            var sounds: [String] = []
            var words: [String] = []
            for part in utterance.immediate {
                if let sound = part.sound { sounds.append(sound.rawValue) } else if !part.text.isEmpty { words.append(part.text) }
            }
            if !sounds.isEmpty { line += "[" + sounds.joined(separator: ", ") + "]" }
            if !words.isEmpty { line += (line.isEmpty ? "" : " ") + words.joined(separator: ", ") }
            if utterance.immediate.contains(where: \.pitchShifted) { line += " (pitch)" }
            if let priority = utterance.priority, priority != .default { line += " (\(priority.rawValue) priority)" }
            if !utterance.interrupts { line += " (queued)" }
            let styled = utterance.immediate.compactMap(\.speech).flatMap { $0 }.flatMap(SpeechNotes.notes)
            if !styled.isEmpty { line += " {" + styled.joined(separator: "; ") + "}" }
            if utterance.busy { line += " (busy)" }
            out += head + line.onOneLine + "\n"
            let delayedSounds = utterance.delayed.compactMap { $0.sound?.rawValue }
            var delayed = utterance.delayedText
            if !delayedSounds.isEmpty { delayed = "[" + delayedSounds.joined(separator: ", ") + "]" + (delayed.isEmpty ? "" : " " + delayed) }
            if !delayed.isEmpty {
                // With no listening time the next gesture cancels the delayed part: say so.
                let cut = utterance.listening == .immediately ? "(cut off) " : ""
                out += String(repeating: " ", count: head.count - 2) + "… " + cut + delayed.onOneLine + "\n"
            }
        }
        return out
    }
}

private extension String {
    /// Line breaks and tabs inside labels would break the one-entry-per-line layout.
    var onOneLine: String {
        guard contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 })
    }
}
