import ScreenModel
import VoiceProfiles

/// Composes what VoiceOver says for one stop (docs/voiceover.md sections 2 and 3): the
/// description at once, then after the hint delay "more content", "actions" and the hints.
struct UtteranceComposer {
    let settings: SimulationSettings
    var languages: Languages
    let platform: Platform

    /// The platform's words for a language's vocabulary.
    func platformWords(_ vocabulary: Vocabulary, language: String) -> PlatformWords {
        PlatformWords(platform: platform, vocabulary: vocabulary, language: language)
    }

    /// The element VoiceOver describes at a stop: a combining stop merged with its children.
    func described(_ node: Int, order: FocusOrder, tree: ElementTree) -> Element {
        order.combined[node] == nil ? tree[node]
            : CombinedElement.merge(node, order: order, tree: tree, languageOf: { languages.language(of: $0, in: tree) })
    }

    /// The immediate and delayed parts for the stop at `position` of `order`.
    mutating func describe(_ position: Int, order: FocusOrder, tree: ElementTree)
        -> (immediate: [UtterancePart], delayed: [UtterancePart]) {
        let node = order.stops[position]
        let element = described(node, order: order, tree: tree)
        let context = order.contexts[position]
        let language = languages.language(of: node, in: tree)
        let (profileWords, wordLanguage) = languages.words(for: language)
        let platformWords = platformWords(profileWords, language: wordLanguage)
        let words = platformWords.vocabulary
        func own(_ role: PartRole, _ text: String, _ runs: [SpeechRun]? = nil) -> UtterancePart {
            UtterancePart(role: role, text: text, language: language,
                          speech: SpeechText.runs(runs, text: text, context: element.textualContext))
        }
        func word(_ role: PartRole, _ text: String) -> UtterancePart {
            UtterancePart(role: role, text: text, language: wordLanguage)
        }

        let isTab = context.tabPosition != nil
        let isTextField = element.has(.textEntry) || element.has(.secureTextField)
        let isSwitch = element.has(.toggleButton)
        let dropsLabel = element.has(.backButton) && element.label.caseInsensitiveCompare(words.back) == .orderedSame
        let promotesHint = element.label.isEmpty && element.value.isEmpty && !element.hint.isEmpty

        var immediate: [UtterancePart] = []
        if element.has(.selected) { immediate.append(word(.selected, words.selected)) }
        if !element.label.isEmpty, !dropsLabel { immediate.append(own(.label, element.label, element.speech.label)) }
        if promotesHint { immediate.append(own(.hint, element.hint, element.speech.hint)) }
        if !element.value.isEmpty, !isSwitch {
            // A secure text field's characters are never read, only how many there are (its
            // "•••" would be silent in the audio and shown in the transcript).
            immediate.append(element.has(.secureTextField) ? word(.value, words.characters(element.value.count))
                             : own(.value, element.value, element.speech.value))
        }
        let customContent = CustomContent.resolvingKeys(element.customContent)
        for entry in customContent where entry.importance == .high && !entry.value.isEmpty {
            // iOS speaks the value alone; macOS the label, then the value.
            let text = platform == .macos ? platformWords.customContent(entry).joined(separator: ", ") : entry.value
            immediate.append(own(.customContent, text))
        }
        for text in traitWords(element, words: words, platformWords: platformWords, isTab: isTab, isTextField: isTextField) {
            immediate.append(word(.traits, text))
        }
        if let tab = context.tabPosition {
            immediate.append(word(.position, Vocabulary.fill(words.position, ["n": "\(tab.n)", "count": "\(tab.count)"])))
        }
        for edge in context.edges {
            let text = switch edge {
            case .listStart: words.listStart
            case .listEnd: words.listEnd
            case .landmarkStart: words.landmark
            case .landmarkEnd: words.landmarkEnd
            }
            immediate.append(word(.containerEdge, text))
        }
        if let cell = context.cell {
            for header in [cell.rowHeader, cell.columnHeader].compactMap({ $0 }) where !tree[header].label.isEmpty {
                immediate.append(UtterancePart(role: .containerEdge, text: tree[header].label,
                                               language: languages.language(of: header, in: tree)))
            }
            immediate.append(word(.containerEdge, Vocabulary.fill(words.tableCell, ["row": "\(cell.row)", "column": "\(cell.column)"])))
        }

        var delayed: [UtterancePart] = []
        var pitch = false
        let hasMoreContent = customContent.contains { $0.importance == .default }
        for (present, mode, role, text, earcon) in [
            (hasMoreContent, settings.moreContent, PartRole.moreContent, words.moreContentAvailable, Earcon.moreContent),
            (!element.customActions.isEmpty, settings.actions, .actions, words.actionsAvailable, .actions),
        ] where present {
            switch mode {
            case .speak: delayed.append(word(role, text))
            case .sound: delayed.append(.sound(earcon, role: role, language: wordLanguage))
            case .pitch: pitch = true
            case .none: break
            }
        }
        if settings.speakHints {
            if !element.hint.isEmpty, !promotesHint { delayed.append(own(.hint, element.hint, element.speech.hint)) }
            if !element.has(.notEnabled) {
                let system: String? = element.has(.adjustable) ? words.hintAdjustable
                    : isSwitch ? words.hintSwitch
                    : (isTextField || element.has(.searchField)) && !element.has(.isEditing) ? words.hintTextField
                    : nil
                if let system, !system.isEmpty { delayed.append(word(.systemHint, system)) }
            }
        }
        if pitch {
            for index in immediate.indices { immediate[index].pitchShifted = true }
        }
        return (immediate, delayed)
    }

    /// Trait words in VoiceOver's fixed order.
    private func traitWords(_ element: Element, words: Vocabulary, platformWords: PlatformWords, isTab: Bool,
                            isTextField: Bool) -> [String] {
        var out: [String] = []
        if element.has(.notEnabled) { out.append(words.dimmed) }
        if element.has(.button), !element.has(.keyboardKey), !element.has(.toggleButton), !element.has(.backButton), !isTab {
            out.append(words.button)
        }
        if element.has(.backButton) { out.append(words.backButton) }
        if element.has(.toggleButton) {
            out.append(words.switchButton)
            out.append(switchState(element.value, words: words))
        }
        if isTab { out.append(words.tab) }
        if isTextField {
            out.append(element.has(.secureTextField) ? words.secureTextField : words.textField)
            if element.has(.isEditing) { out.append(words.isEditing) }
        }
        if element.has(.header) { out.append(platformWords.heading(level: element.headingLevel)) }
        if element.has(.link) { out.append(words.link) }
        if element.has(.adjustable) { out.append(words.adjustable) }
        if element.has(.image) { out.append(words.image) }
        if element.has(.searchField) { out.append(words.searchField) }
        return out
    }

    /// A switch's state from its value: 1 on, 0 (or nothing) off, 2 mixed; any other value as written.
    func switchState(_ value: String, words: Vocabulary) -> String {
        switch value {
        case "1": words.on
        case "0", "": words.off
        case "2": words.mixed
        default: value
        }
    }
}
