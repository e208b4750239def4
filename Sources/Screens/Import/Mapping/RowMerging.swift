
/// A table or collection row as VoiceOver reads it: one stop. UIKit makes a cell one
/// accessibility element whose label joins its labels' text in reading order; a disclosure
/// chevron adds Button and a checkmark Selected; a cell holding a switch or slider (an accessory
/// control) reads once, as that control with the row's text for its label. Captures list the
/// cell's views instead, and reading them as they are says a row three times.
struct RowMerging {
    /// The screen reads right to left: a row's text is joined from the right.
    var rightToLeft: Bool
    /// The capture's `accessible` attribute says which elements are accessibility elements (some
    /// element is accessible): a cell it marks accessible is one, and VoiceOver reads its label.
    var trustsAccessible = false

    /// The row as it reads, or nil when it has nothing to merge (no children, or no text and
    /// no control). The result is a leaf stop, or a container of the row's stop and the controls
    /// VoiceOver reads beside it (a row with its own buttons).
    func merge(_ cell: CapturedElement) -> CapturedElement? {
        guard !cell.children.isEmpty else { return nil }
        var content = Content()
        for child in cell.children { content.collect(child) }
        // A lone button holding the row's text (iOS 16+ Settings, SwiftUI NavigationLink) is the
        // row itself, as is a button whose label is the row's.
        var distinct: [CapturedElement] = []
        for button in content.buttons {
            let isTitle = !button.children.isEmpty || (!cell.label.isEmpty && button.label == cell.label)
                || (content.buttons.count == 1 && content.texts.isEmpty && content.controls.isEmpty)
            if isTitle {
                content.titleButton = true
                let titles = button.label.isEmpty ? button.descendantTexts : [(button.label, button.frame)]
                content.texts.append(contentsOf: titles)
                if button.isDimmed { content.dimmedTexts += titles.count }
            } else {
                distinct.append(button)
            }
        }
        // A cell that is itself the accessibility element (accessible, with a label of its own) says
        // its label; VoiceOver never reads the views inside it.
        let isElement = trustsAccessible && cell.accessible == true && !cell.label.isEmpty
        let parts = isElement ? [cell.label] : label(cell: cell, texts: ordered(content.texts))
        var row = cell
        row.children = []
        row.kind = .cell
        row.label = parts.joined(separator: ", ")
        row.value = parts.contains(cell.value) || ["0", "1"].contains(cell.value) ? "" : cell.value
        row.accessible = true
        row.guesses = cell.guesses + content.notes
        // A disabled row (SwiftUI's .disabled, a dimmed UIKit cell) dims every text in it, and
        // VoiceOver says Dimmed for the row that joins them.
        if content.allTextsDimmed { row.enabled = false }

        if content.controls.count == 1, distinct.isEmpty, let control = content.controls.first, control.kind != .textField,
           control.kind != .secureTextField, control.kind != .searchField {
            var merged = control
            merged.children = []
            // The cell's own label is the row's (Settings labels its “.” Shortcut row "Period
            // shortcut"): read once, with the switch, in place of the texts it stands for.
            var controlParts = cell.label.isEmpty ? parts : [cell.label]
            if cell.label.isEmpty, !control.label.isEmpty, !controlParts.contains(where: { Self.holds($0, control.label) }) {
                controlParts.insert(control.label, at: 0)
            }
            merged.label = controlParts.joined(separator: ", ")
            merged.frame = cell.frame ?? control.frame
            merged.identifier = control.identifier ?? cell.identifier
            if cell.enabled == false { merged.enabled = false }
            merged.accessible = true
            merged.pathSegment = cell.pathSegment
            merged.line = cell.line
            merged.guesses = row.guesses + ["row '\(merged.label)' and its \(control.typeName) read once, as the control with the row's text for its label (UIKit's accessory control)"]
            return merged
        }
        guard !parts.isEmpty || content.titleButton else {
            return content.controls.isEmpty && distinct.isEmpty ? nil : container(cell, content.controls + distinct)
        }
        let statesButton = cell.traitNames.map { TraitNames.parse($0).traits.contains(.button) } ?? false
        if content.titleIsLink, !content.disclosure, !statesButton {
            // SwiftUI's Link in a Form: the row is the link.
            row.inferredTraits.append(.link)
        } else if content.disclosure || content.titleButton {
            row.inferredTraits.append(.button)
        } else if !statesButton, cell.traitNames == nil {
            row.guesses.append("row '\(row.label)': whether it is selectable is not in the capture: read without Button")
        }
        if content.checkmark { row.inferredTraits.append(.selected) }
        if content.onlyImages { row.inferredTraits.append(.image) }
        if content.onlyHeaders { row.inferredTraits.append(.header) }
        let controls = content.controls + distinct
        guard !controls.isEmpty else { return row }
        row.guesses.append("the row's text is one stop and its \(controls.count) control\(controls.count == 1 ? "" : "s") are read after it")
        return container(cell, [row] + controls)
    }

    private func container(_ cell: CapturedElement, _ children: [CapturedElement]) -> CapturedElement {
        var container = CapturedElement(kind: .container, typeName: cell.typeName, pathSegment: cell.pathSegment, line: cell.line)
        container.frame = cell.frame
        container.children = children
        return container
    }

    /// The row's label parts: the cell's own label when it holds its text, then each text it
    /// does not already say.
    private func label(cell: CapturedElement, texts: [String]) -> [String] {
        var parts: [String] = cell.label.isEmpty ? [] : [cell.label]
        for text in texts where !parts.contains(where: { Self.holds($0, text) }) {
            parts.append(text)
        }
        return parts
    }

    /// `part` says `text`: equal, or one of its comma-separated pieces (a cell label that joins
    /// its texts, as WebDriverAgent reports it).
    static func holds(_ part: String, _ text: String) -> Bool {
        part == text || part.components(separatedBy: ", ").contains(text)
    }

    /// Texts in reading order: by line (frames within 8 points of each other are one line), then
    /// from the leading edge; texts without a frame keep the capture's order.
    private func ordered(_ texts: [(text: String, frame: Frame?)]) -> [String] {
        guard texts.allSatisfy({ $0.frame != nil }) else { return texts.map(\.text) }
        let indexed = texts.enumerated().map { (offset: $0.offset, text: $0.element.text, frame: $0.element.frame!) }
        let sorted = indexed.sorted { a, b in
            if abs(a.frame.y - b.frame.y) >= 8 { return a.frame.y < b.frame.y }
            if a.frame.x != b.frame.x { return rightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.x < b.frame.x }
            return a.offset < b.offset
        }
        return sorted.map(\.text)
    }

    /// What a row holds, once its decorations are set aside.
    private struct Content {
        var texts: [(text: String, frame: Frame?)] = []
        var controls: [CapturedElement] = []
        var buttons: [CapturedElement] = []
        var disclosure = false, checkmark = false, titleButton = false
        var imageTexts = 0, headerTexts = 0, dimmedTexts = 0
        var notes: [String] = []

        /// The controls that title the row are all links: the row says Link, not Button.
        var titleIsLink: Bool { titleButton && buttons.allSatisfy { $0.kind == .link } }

        /// Every text the row joins is dimmed (not enabled).
        var allTextsDimmed: Bool { !texts.isEmpty && dimmedTexts == texts.count }

        /// Adds the text an element shows, counting it as dimmed when the element is.
        mutating func addText(of element: CapturedElement) {
            let shown = element.shownText
            texts.append(contentsOf: shown.map { ($0, element.frame) })
            if element.isDimmed { dimmedTexts += shown.count }
        }

        var onlyImages: Bool { imageTexts > 0 && imageTexts == texts.count && !titleButton }
        /// Every text says it is a heading (a placard at the top of a Settings page).
        var onlyHeaders: Bool { headerTexts > 0 && headerTexts == texts.count && !titleButton }

        mutating func collect(_ element: CapturedElement) {
            switch Decoration.of(element, inRow: true) {
            case .disclosureIndicator?:
                disclosure = true
                notes.append("its \(element.typeName) '\(element.label.isEmpty ? element.identifier ?? "" : element.label)' is the disclosure indicator: the row reads as a Button and the chevron is not read")
                return
            case .checkmark?:
                checkmark = true
                notes.append("its checkmark accessory makes the row Selected; the checkmark is not read")
                return
            case .unlabelledImage(let name)?:
                if let name { notes.append("its image named '\(name)' (an asset name, not a label) is not read") }
                return
            case .scrollBar?:
                return
            case nil:
                break
            }
            switch element.kind {
            case .button, .backButton, .link, .tab, .key:
                buttons.append(element)
            case _ where element.kind.isRowControl:
                controls.append(element)
            case .image:
                addText(of: element)
                imageTexts += element.shownText.isEmpty ? 0 : 1
            case .staticText, .header, .textView, .progress:
                addText(of: element)
                let isHeader = element.kind == .header || element.traitNames.map { TraitNames.parse($0).traits.contains(.header) } == true
                if isHeader { headerTexts += element.shownText.count }
            default:
                if element.children.isEmpty {
                    addText(of: element)
                } else {
                    for child in element.children { collect(child) }
                }
            }
        }
    }
}

extension CapturedElement {
    /// Not enabled, by the `enabled` attribute or a NotEnabled trait.
    var isDimmed: Bool {
        enabled == false || traitNames.map { TraitNames.parse($0).traits.contains(.notEnabled) } == true
    }

    /// The text of the static texts beneath, in the capture's order.
    var descendantTexts: [(text: String, frame: Frame?)] {
        var texts: [(text: String, frame: Frame?)] = []
        CapturedElement.visit(children) { element in
            if element.kind == .staticText || element.kind == .header {
                texts.append(contentsOf: element.shownText.map { ($0, element.frame) })
            }
        }
        return texts
    }
}
