/// The text transcript (`earshot transcript`, golden files), one entry per utterance, like a
/// caption panel:
///
///     2  next       bailey  [focusMoved] Bailey, beagle, three years
///                           … More content available
///
/// What the listener did not hear of a delayed part is said after its words, in the words every
/// output uses (docs/voiceover.md section 8): "(not heard)", "(cut off after 1.0 of 3.1 s)".
public enum TranscriptText {
    /// `hearing(u, p)` is the fate of delayed part `p` (counting only parts with words) of
    /// utterance `u` (0-based): nil when heard to its end. By default only what the script alone
    /// decides: when the user moves on as soon as the description is said, the delayed part is
    /// not heard; how much of a hint a `wait` lets through takes the audio's timing (the render's
    /// transcript.txt knows it).
    public static func render(_ utterances: [Utterance],
                              hearing: ((Int, Int) -> String?)? = nil) -> String {
        let hearing = hearing ?? { u, _ in utterances[u].listening == .immediately ? "not heard" : nil }
        let causeWidth = min(14, utterances.map(\.cause.name.count).max() ?? 0)
        let focusWidth = min(24, utterances.map { ($0.focus ?? "-").count }.max() ?? 0)
        let numberWidth = String(utterances.count).count
        var out = ""
        for (index, utterance) in utterances.enumerated() {
            let number = String(index + 1).leftPadded(numberWidth)
            let head = "\(number)  \(utterance.cause.name.padded(causeWidth))  \((utterance.focus ?? "-").onOneLine.padded(focusWidth))  "
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
            let delayedWords = utterance.delayed.filter { $0.sound == nil && !$0.text.isEmpty }.map(\.text)
            let notes = delayedWords.indices.map { hearing(index, $0) }
            var delayed: String
            if let note = notes.first ?? nil, notes.allSatisfy({ $0 == note }) {
                // One fate for the whole delayed part (the usual case): said once, at its end.
                delayed = delayedWords.joined(separator: ", ") + " (\(note))"
            } else {
                delayed = zip(delayedWords, notes).map { word, note in word + (note.map { " (\($0))" } ?? "") }
                    .joined(separator: ", ")
            }
            if !delayedSounds.isEmpty { delayed = "[" + delayedSounds.joined(separator: ", ") + "]" + (delayed.isEmpty ? "" : " " + delayed) }
            if !delayed.isEmpty {
                out += String(repeating: " ", count: head.count - 2) + "… " + delayed.onOneLine + "\n"
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
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
