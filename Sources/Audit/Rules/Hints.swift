import Foundation

/// What a hint adds after the hint delay: nothing when it says the label again, and the wrong
/// thing when it tells the user how to touch.
enum HintRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.tree[node]
            guard !element.hint.isEmpty else { continue }
            if restates(hint: element.hint, label: element.label) {
                issues.append(Issue(.hintRepeatsLabel, node,
                                    "after the hint delay VoiceOver says \(Quote.text(element.hint)), which the label \(Quote.text(element.label)) already said"))
            }
            if let gesture = namedGesture(element.hint) {
                issues.append(Issue(.hintNamesGesture, node,
                                    "the hint \(Quote.text(element.hint)) names the gesture \"\(gesture)\"; VoiceOver already says how to activate"))
            }
        }
        return issues
    }

    /// Letters and digits only, lowercased, words kept apart.
    static func words(_ text: String) -> [String] {
        text.lowercased().components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
    }

    /// The same words, or the label's words with at most one more word around them.
    static func restates(hint: String, label: String) -> Bool {
        let hintWords = words(hint), labelWords = words(label)
        guard !hintWords.isEmpty, !labelWords.isEmpty else { return false }
        if hintWords == labelWords { return true }
        guard hintWords.count <= labelWords.count + 1, hintWords.count > labelWords.count else { return false }
        return Array(hintWords.prefix(labelWords.count)) == labelWords || Array(hintWords.suffix(labelWords.count)) == labelWords
    }

    /// Gesture names as apps write them in hints, per language (lowercased; spaces and hyphens
    /// ignored when matching): VoiceOver's own system hint is the place for these.
    static let gesturePhrases = [
        "double tap", "doubletap", "double click", "tap twice", "triple tap", "swipe", "tap to", "click to",
        "双击", "轻点两下", "单击", "轻扫",
        "toque duas vezes", "toque duplo", "toque para", "deslize",
        "chạm hai lần", "nhấn đúp", "vuốt",
        "дважды коснитесь", "двойное касание", "коснитесь", "смахните",
    ]

    static func namedGesture(_ hint: String) -> String? {
        let squeezed = squeeze(hint)
        return gesturePhrases.first { squeezed.contains(squeeze($0)) }
    }

    private static func squeeze(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) && $0 != "-" && $0 != "\u{2011}" }
            .map(Character.init))
    }
}
