import Basics

/// The text transcript (`earshot transcript`, golden files), one entry per utterance, like a
/// caption panel:
///
///     2  next       bailey  [focusMoved] Bailey, beagle, three years
///                           … More content available
///
/// What the listener did not hear of a part is said after its words, in the words every output
/// uses (``Hearing``, docs/voiceover.md section 8): `(not heard)`,
/// `(cut off after 1.0 s, heard "Double tap to…")`.
package enum TranscriptText {
    /// `hearing` is the fate of every part; by default what the script alone decides
    /// (``SessionHearing/scripted(_:)``). The render's transcript.txt passes what its timing decided.
    package static func render(_ utterances: [Utterance], hearing: SessionHearing? = nil) -> String {
        let hearing = hearing ?? .scripted(utterances)
        let causeWidth = min(14, utterances.map(\.cause.name.count).max() ?? 0)
        let focusWidth = min(Self.focusWidth, utterances.map { ($0.focus ?? "-").count }.max() ?? 0)
        let numberWidth = String(utterances.count).count
        var out = ""
        for (index, utterance) in utterances.enumerated() {
            let number = String(index + 1).leftPadded(to: numberWidth, with: " ")
            let head = "\(number)  \(utterance.cause.name.rightPadded(to: causeWidth))  \(Self.fitted((utterance.focus ?? "-").onOneLine, to: focusWidth).rightPadded(to: focusWidth))  "
            let fates = utterance.immediate.indices.map { hearing.of(utterance: index, part: $0) }
            var line = ""
            let sounds = utterance.immediate.compactMap { $0.sound?.rawValue }
            if !sounds.isEmpty { line += "[" + sounds.joined(separator: ", ") + "]" }
            let words = said(utterance.immediate, fates, join: { $0.joined(separator: ", ") })
            if !words.isEmpty { line += (line.isEmpty ? "" : " ") + words }
            if utterance.immediate.contains(where: \.pitchShifted) { line += " (pitch)" }
            if let priority = utterance.priority, priority != .default { line += " (\(priority.rawValue) priority)" }
            if !utterance.interrupts { line += " (queued)" }
            let styled = utterance.immediate.compactMap(\.speech).flatMap { $0 }.flatMap(SpeechNotes.notes)
            if !styled.isEmpty { line += " {" + styled.joined(separator: "; ") + "}" }
            if utterance.busy { line += " (busy)" }
            out += head + line.onOneLine + "\n"
            let delayedSounds = utterance.delayed.compactMap { $0.sound?.rawValue }
            let delayedFates = utterance.delayed.indices.map {
                hearing.of(utterance: index, part: utterance.immediate.count + $0)
            }
            var delayed = said(utterance.delayed, delayedFates, join: Utterance.joinHints)
            if !delayedSounds.isEmpty { delayed = "[" + delayedSounds.joined(separator: ", ") + "]" + (delayed.isEmpty ? "" : " " + delayed) }
            if !delayed.isEmpty {
                out += String(repeating: " ", count: head.count - 2) + "… " + delayed.onOneLine + "\n"
            }
        }
        return out
    }

    /// The widest focus column: a longer id (a generated one, "cell-3F2504E0-4F89-11D3-9A0C…")
    /// is shortened in the middle so the words stay in one column.
    package static let focusWidth = 24

    /// `id` within `width` characters: its start and end around "…", which keep what tells
    /// generated ids apart (a prefix names the kind, a suffix the row).
    package static func fitted(_ id: String, to width: Int) -> String {
        guard id.count > width, width > 1 else { return id }
        let tail = (width - 1) / 2
        return String(id.prefix(width - 1 - tail)) + "…" + String(id.suffix(tail))
    }

    /// The parts' words joined by ", ", each fate said after the words it concerns: once at the
    /// end when every part with words shares it (the usual case), else after each part.
    private static func said(_ parts: [UtterancePart], _ fates: [Hearing], join: ([String]) -> String) -> String {
        let spoken = zip(parts, fates).filter { $0.0.sound == nil && !$0.0.text.isEmpty }
        guard let first = spoken.first else { return "" }
        if spoken.allSatisfy({ $0.1 == first.1 }) {
            return join(spoken.map(\.0.text)) + (first.1.note.map { " (\($0))" } ?? "")
        }
        return join(spoken.map { part, fate in part.text + (fate.note.map { " (\($0))" } ?? "") })
    }
}

private extension String {
    /// Line breaks and tabs inside labels would break the one-entry-per-line layout.
    var onOneLine: String {
        // Those characters are graphemes of their own (or CR LF), so their bytes are found exactly
        // where the characters are: a byte scan spares nearly every text the grapheme walk.
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xE2 }) else { return self }
        guard contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 })
    }
}
