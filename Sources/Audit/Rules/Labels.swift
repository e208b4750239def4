import Foundation
import Screens

/// What a stop is called: a control or image without a label, a stop with nothing to say, a
/// label that says the trait's word again.
enum LabelRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.element(node)
            let isImage = element.has(.image)
            let label = element.label.trimmingCharacters(in: .whitespacesAndNewlines)
            if state.isControl(node) || isImage {
                if label.isEmpty {
                    issues.append(Issue(.missingLabel, node, missingLabelMessage(state, node)))
                } else if looksLikeAssetName(label) {
                    issues.append(Issue(.missingLabel, node,
                                        "VoiceOver reads the file name \(Quote.text(label)) as the label: it is no description"))
                } else if !element.has(.link), looksLikeSymbolName(label) {
                    issues.append(Issue(.missingLabel, node,
                                        "VoiceOver reads the SF Symbol name \(Quote.text(label)) as the label, \"dot\" by \"dot\": it is no description"))
                }
            } else if label.isEmpty, element.value.isEmpty, element.hint.isEmpty, element.customContent.isEmpty,
                      element.childBehavior != .combine || state.tree.nodes[node].children.isEmpty,  // combine: its children's words
                      !state.isInteractive(node) {
                let said = element.traits.isEmpty ? "nothing" : "only its traits"
                issues.append(Issue(.decorativeStop, node, "VoiceOver stops here and says \(said)"))
            } else if !label.isEmpty, isDecorationOnly(label), element.value.isEmpty, !state.isInteractive(node) {
                issues.append(Issue(.decorativeStop, node,
                                    "VoiceOver stops on the decoration \(Quote.text(label)) and reads the symbol's name"))
            }
            if let word = repeatedTraitWord(state, node) {
                issues.append(Issue(.labelRepeatsTrait, node,
                                    "VoiceOver says \"\(word)\" twice: \(Quote.text(element.label)), then the trait's \"\(word)\""))
            }
        }
        return issues
    }

    private static func missingLabelMessage(_ state: AuditState, _ node: Int) -> String {
        let element = state.element(node)
        if !element.value.isEmpty {
            return "VoiceOver reads only the value \(Quote.text(element.value)) and the trait: nothing says what it is"
        }
        if !element.hint.isEmpty {
            return "VoiceOver reads the hint in place of a name: nothing says what it is"
        }
        let kind = element.has(.image) && !state.isControl(node) ? "\"Image\"" : "only the trait"
        return "VoiceOver says \(kind) here: nothing says what it is"
    }

    /// `icon_like.png`, `btn_share`, `IMG_0042`: words joined by underscores, or a file extension.
    static func looksLikeAssetName(_ label: String) -> Bool {
        guard !label.contains(" "), label.unicodeScalars.allSatisfy({ $0.isASCII }) else { return false }
        let lower = label.lowercased()
        let extensions = [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif", ".webp"]
        return extensions.contains { lower.hasSuffix($0) } || (lower.contains("_") && lower.contains { $0.isLetter })
    }

    /// An SF Symbol's name, as `UIImage(systemName:)` leaves it for the label when none is given:
    /// lowercase words and numbers joined by dots ("square.and.arrow.up", "heart.fill",
    /// "1.circle"), one word at least three letters long. A link's label may be an address
    /// ("example.com"), so links are left out by the caller.
    static func looksLikeSymbolName(_ label: String) -> Bool {
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }) else { return false }
        return parts.contains { $0.count >= 3 && $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } }
    }

    /// Only punctuation, separators, maths symbols, box drawing and geometric shapes: "•", "|", "—".
    static func isDecorationOnly(_ label: String) -> Bool {
        label.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation, .spaceSeparator, .mathSymbol:
                return true
            default:
                return (0x2500...0x25FF).contains(scalar.value) || scalar.properties.isWhitespace
            }
        }
    }

    /// The trait word the label starts or ends with, if it has that trait.
    static func repeatedTraitWord(_ state: AuditState, _ node: Int) -> String? {
        let element = state.element(node)
        let label = element.label.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard !label.isEmpty else { return nil }
        if element.has(.backButton), let back = state.input.traitWords.back, label.caseInsensitiveCompare(back) == .orderedSame {
            return nil
        }
        var traits = element.traits
        if state.inTabBar(node) { traits.append(.tabBar) }
        for trait in traits {
            for word in state.input.traitWords.words[trait] ?? [] where !word.isEmpty {
                if edgeMatch(label, word) { return word }
            }
        }
        return nil
    }

    /// Whether `text` starts or ends with `word` as a whole word (case-insensitive); in scripts
    /// written without spaces (Han, kana) any start or end counts.
    static func edgeMatch(_ text: String, _ word: String) -> Bool {
        let lowerText = text.lowercased(), lowerWord = word.lowercased()
        guard lowerText.count >= lowerWord.count else { return false }
        let spaced = lowerWord.unicodeScalars.first.map { !isUnspacedScript($0) } ?? true
        if lowerText.hasSuffix(lowerWord) {
            let before = lowerText.dropLast(lowerWord.count).last
            if before == nil || !spaced || !before!.isLetter { return true }
        }
        if lowerText.hasPrefix(lowerWord) {
            let after = lowerText.dropFirst(lowerWord.count).first
            if after == nil || !spaced || !after!.isLetter { return true }
        }
        return false
    }

    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0x0E00...0x0EFF).contains(scalar.value)
    }
}
