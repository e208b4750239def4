import Screens
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
        guard order.combined[node] != nil else { return tree[node] }
        var words = languages
        return CombinedElement.merge(node, order: order, tree: tree, languageOf: { languages.language(of: $0, in: tree) },
                                     stateOf: { child, value in
                                         switchState(value, words: words.words(for: words.language(of: child, in: tree)).vocabulary)
                                     })
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

        let isTab = context.position?.isTab == true
        let isTextField = element.has(.textEntry) || element.has(.secureTextField)
        let isSwitch = element.has(.toggleButton)
        let dropsLabel = element.has(.backButton) && element.label.caseInsensitiveCompare(words.back) == .orderedSame
        // The hint is the description when nothing else would be said before the trait words.
        let promotesHint = (element.label.isEmpty || dropsLabel) && element.value.isEmpty && !element.hint.isEmpty
            && !element.has(.selected) && context.cell == nil

        var immediate: [UtterancePart] = []
        if element.has(.selected) { immediate.append(word(.selected, words.selected)) }
        if let cell = context.cell {
            // A cell's headers come first, each its label then its value.
            for header in cell.rowHeaders + cell.columnHeaders {
                let headerLanguage = languages.language(of: header, in: tree)
                for text in [tree[header].label, tree[header].value] where !text.isEmpty {
                    immediate.append(UtterancePart(role: .containerEdge, text: text, language: headerLanguage))
                }
            }
        }
        if !element.label.isEmpty, !dropsLabel { immediate.append(own(.label, element.label, element.speech.label)) }
        if promotesHint { immediate.append(own(.hint, element.hint, element.speech.hint)) }
        if let cell = context.cell {
            for text in tablePlace(cell, words: words) { immediate.append(word(.containerEdge, text)) }
        }
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
        if let position = context.position {
            immediate.append(word(.position, Vocabulary.fill(words.position, ["n": "\(position.n)", "count": "\(position.count)"])))
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
            let hints = SystemHint.of(element, isTextField: isTextField, promotesHint: promotesHint)
            if hints.keepsOwn, !element.hint.isEmpty, !promotesHint { delayed.append(own(.hint, element.hint, element.speech.hint)) }
            let system: [String?] = switch hints.system {
            case .switch: [words.hintSwitch]
            case .adjustable: [words.hintAdjustable]
            case .textField: [words.hintTextField]
            case .textArea: [words.hintTextField, words.hintMisspelledWords]
            case .editing: [words.hintMisspelledWords]
            case .directTouch: [words.hintDirectTouch]
            case nil: []
            }
            for case let text? in system where !text.isEmpty { delayed.append(word(.systemHint, text)) }
        }
        if pitch {
            for index in immediate.indices { immediate[index].pitchShifted = true }
        }
        return (immediate, delayed)
    }

    /// What a double tap's feedback says about the element activated (docs/voiceover.md section 10),
    /// given how it was described before the tap: a switch its new state ("Off"); an element whose
    /// value changed its new value; any other "Selected" when selected, then its label (its value
    /// when it has no label). An element that starts a media session silences VoiceOver.
    mutating func echo(_ node: Int, before: Element, order: FocusOrder, tree: ElementTree) -> [UtterancePart] {
        let element = described(node, order: order, tree: tree)
        if element.has(.startsMediaSession) { return [] }
        let language = languages.language(of: node, in: tree)
        let (words, wordLanguage) = languages.words(for: language)
        let vocabulary = platformWords(words, language: wordLanguage).vocabulary
        func own(_ role: PartRole, _ text: String, _ runs: [SpeechRun]?) -> UtterancePart {
            UtterancePart(role: role, text: text, language: language,
                          speech: SpeechText.runs(runs, text: text, context: element.textualContext))
        }
        if element.has(.toggleButton), !element.value.isEmpty {
            return [UtterancePart(role: .value, text: switchState(element.value, words: vocabulary), language: wordLanguage)]
        }
        if element.value != before.value, !element.value.isEmpty, !element.has(.secureTextField) {
            return [own(.value, element.value, element.speech.value)]
        }
        var parts: [UtterancePart] = []
        if element.has(.selected) { parts.append(UtterancePart(role: .selected, text: vocabulary.selected, language: wordLanguage)) }
        if !element.label.isEmpty {
            parts.append(own(.label, element.label, element.speech.label))
        } else if !element.value.isEmpty, !element.has(.secureTextField) {
            parts.append(own(.value, element.value, element.speech.value))
        }
        return parts
    }

    /// Where a table cell is (docs/voiceover.md section 9): its spans, "Row N" on the first cell
    /// of a row only, "Column N" always. A vocabulary without the separate words says its
    /// `tableCell` template ("Row 2, Column 3") on every cell and no spans, and so does VoiceOver
    /// on macOS, in its own words (``PlatformWords``).
    private func tablePlace(_ cell: StopContext.TableCell, words: Vocabulary) -> [String] {
        guard platform == .ios, let row = words.tableRow, let column = words.tableColumn else {
            return [Vocabulary.fill(words.tableCell, ["row": "\(cell.row)", "column": "\(cell.column)"])]
        }
        var out: [String] = []
        if cell.rowSpan > 1, let spans = words.tableRowSpan { out.append(Vocabulary.fill(spans, ["count": "\(cell.rowSpan)"])) }
        if cell.columnSpan > 1, let spans = words.tableColumnSpan { out.append(Vocabulary.fill(spans, ["count": "\(cell.columnSpan)"])) }
        if cell.isFirstInRow { out.append(Vocabulary.fill(row, ["row": "\(cell.row)"])) }
        out.append(Vocabulary.fill(column, ["column": "\(cell.column)"]))
        return out
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
            // The trait list is literal: "Switch Button" needs the button trait too (a UISwitch and a
            // SwiftUI Toggle carry both); the switch trait alone says only its state.
            if element.has(.button) { out.append(words.switchButton) }
            if !element.value.isEmpty { out.append(switchState(element.value, words: words)) }
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

    /// A switch's state from its value: 1 on, 0 off, 2 mixed; any other value as written (iOS 17
    /// and later). A switch without a value says no state (docs/voiceover.md section 9).
    func switchState(_ value: String, words: Vocabulary) -> String {
        switch value {
        case "1": words.on
        case "0": words.off
        case "2": words.mixed
        default: value
        }
    }
}

/// The system hint of a control's kind, and whether the element's own hint is kept beside it
/// (docs/voiceover.md section 9, after AccessibilitySnapshot's model):
///
/// | element | system hint | own hint |
/// |---|---|---|
/// | dimmed | none | kept |
/// | switch (also when adjustable) | "Double tap to toggle setting." | kept, before it |
/// | text field, not being edited | "Double tap to edit." | replaced |
/// | text area (`textArea`), not being edited | "Double tap to edit.", then "Use the rotor to access Misspelled Words" | replaced |
/// | text field or text area being edited | "Use the rotor to access Misspelled Words" | replaced |
/// | direct touch area that requires activation | "Activate to start direct touch interaction" | kept, before it |
/// | search field without text entry | none | kept |
/// | adjustable, with a label or value | "Swipe up or down …" | kept, before it |
/// | adjustable with only a hint (the hint is its description) | none | said as the description |
struct SystemHint: Equatable {
    enum Kind: Equatable { case `switch`, adjustable, textField, textArea, editing, directTouch }
    var system: Kind?
    var keepsOwn = true

    static func of(_ element: Element, isTextField: Bool, promotesHint: Bool) -> SystemHint {
        if element.has(.notEnabled) { return SystemHint(system: nil) }
        if element.has(.toggleButton) { return SystemHint(system: .switch) }
        if element.has(.allowsDirectInteraction), element.directTouchOptions.contains(.requiresActivation) {
            return SystemHint(system: .directTouch)
        }
        if isTextField {
            let kind: Kind = element.has(.isEditing) ? .editing : element.has(.textArea) ? .textArea : .textField
            return SystemHint(system: kind, keepsOwn: false)
        }
        if element.has(.adjustable), !promotesHint { return SystemHint(system: .adjustable) }
        return SystemHint(system: nil)
    }
}
