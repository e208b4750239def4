import Screens

/// SwiftUI's `accessibilityElement(children: .combine)`: the one element VoiceOver describes for a
/// combining stop, merged from the stops its children would make (FocusOrder.combined), in their
/// focus order. The rules (docs/simulation.md, "SwiftUI structure"; docs/voiceover.md section 9):
///
/// | property | merged |
/// |---|---|
/// | label | its own label if it has one; else each child's label then value, joined by ", ", a text already said once left out (a Text and a Toggle both labelled "Push" say it once); the control switch's value is its state, never part of the label, and another switch says its state word ("On"), never its raw value; with several controls, the buttons' labels are left out (they are actions) |
/// | value | its own; when it has none and its one control is a switch, the switch's value (spoken On/Off/Mixed by the trait) |
/// | hint | its own; when it has none, the children's hints joined |
/// | traits | its own and the children's, without staticText, tabBar and summaryElement; a control's traits (button, link, toggleButton) only from its one control: the child whose default action double tap performs; with several controls, Button from its buttons |
/// | custom actions | its own, the children's, then one named action per control child when several have them |
/// | custom content | its own then the children's, in order, a later entry with the same key replacing the earlier |
/// | heading level | its own, else the first child's |
/// | activation | double tap performs its one control's action: a switch child flips and its new state is said |
enum CombinedElement {
    /// `stateOf` gives a switch's state word for its value in its language ("1": "On").
    static func merge(_ node: Int, order: FocusOrder, tree: ElementTree, languageOf: (Int) -> String,
                      stateOf: (Int, String) -> String) -> Element {
        var element = tree[node]
        let children = mergedChildren(node, order: order, tree: tree, languageOf: languageOf, stateOf: stateOf)
        guard !children.isEmpty else { return element }
        let language = languageOf(node)
        let controls = children.filter { isControl($0.element) }
        let control = controls.count == 1 ? controls[0] : nil
        let switchChild = control.flatMap { $0.element.has(.toggleButton) ? $0 : nil }
        // With several controls, the buttons become named actions: their labels are left out of
        // the label, and the Button trait is kept.
        let actionButtons = controls.count > 1
            ? Set(controls.filter { $0.element.has(.button) && !$0.element.has(.toggleButton) }.map(\.node)) : []

        if element.label.isEmpty {
            var runs: [SpeechRun] = []
            var styled = false
            var said: Set<String> = []
            for child in children where !actionButtons.contains(child.node) {
                let childLanguage = languageOf(child.node)
                var texts = [(child.element.label, child.element.speech.label)]
                if !child.element.has(.toggleButton) {
                    texts.append((child.element.value, child.element.speech.value))
                } else if child.node != switchChild?.node, !child.element.value.isEmpty {
                    // A switch that is not the stop's control says its state, never its raw value.
                    texts.append((stateOf(child.node, child.element.value), nil))
                }
                for (text, childRuns) in texts where !text.isEmpty {
                    guard said.insert(spokenKey(text)).inserted else { continue }
                    if !runs.isEmpty { runs.append(SpeechRun(text: ", ")) }
                    var pieces = childRuns ?? [SpeechRun(text: text)]
                    if childLanguage != language {
                        for index in pieces.indices where pieces[index].language == nil { pieces[index].language = childLanguage }
                    }
                    styled = styled || childRuns != nil || childLanguage != language
                    runs += pieces
                }
            }
            element.label = SpeechRun.plainText(runs)
            element.speech.label = styled ? runs : nil
        }
        if element.value.isEmpty, let switchChild {
            element.value = switchChild.element.value
            element.speech.value = nil
        }
        if element.hint.isEmpty {
            let hints = children.map(\.element.hint).filter { !$0.isEmpty }
            element.hint = Utterance.joinHints(hints)
            element.speech.hint = nil
        }

        var traits = element.traits
        for child in children {
            for trait in child.element.traits where !traits.contains(trait) && !notMerged.contains(trait) {
                if controlTraits.contains(trait), child.node != control?.node,
                   !(trait == .button && actionButtons.contains(child.node)) { continue }
                traits.append(trait)
            }
        }
        element.traits = traits
        element.customActions += children.flatMap(\.element.customActions)
        if controls.count > 1 { element.customActions += controls.map(\.element.label).filter { !$0.isEmpty } }
        element.customContent = CustomContent.resolvingKeys(element.customContent + children.flatMap(\.element.customContent))
        element.headingLevel = element.headingLevel ?? children.lazy.compactMap(\.element.headingLevel).first
        return element
    }

    /// The switch whose state double tap flips at a stop: the stop itself when it is a switch,
    /// else, for a combining stop, its one control when that is a switch (nested combines followed).
    static func switchToggled(at node: Int, order: FocusOrder, tree: ElementTree) -> Int? {
        if tree[node].has(.toggleButton) { return node }
        guard order.combined[node] != nil else { return nil }
        let children = mergedChildren(node, order: order, tree: tree, languageOf: { _ in "" }, stateOf: { $1 })
        let controls = children.filter { isControl($0.element) }
        guard controls.count == 1 else { return nil }
        return switchToggled(at: controls[0].node, order: order, tree: tree)
    }

    private static func mergedChildren(_ node: Int, order: FocusOrder, tree: ElementTree, languageOf: (Int) -> String,
                                       stateOf: (Int, String) -> String) -> [(node: Int, element: Element)] {
        (order.combined[node] ?? []).map { child in
            (node: child, element: order.combined[child] == nil ? tree[child]
                                   : merge(child, order: order, tree: tree, languageOf: languageOf, stateOf: stateOf))
        }
    }

    /// A child with a default action of its own: a button, a link or a switch (a UISwitch and a
    /// SwiftUI Toggle are buttons too).
    static func isControl(_ element: Element) -> Bool { controlTraits.contains(where: element.has) }

    /// Traits that belong to a control's default action: carried only from the one control.
    static let controlTraits: [Trait] = [.button, .link, .toggleButton]

    /// Traits that describe a child's place, not the merged element.
    static let notMerged: Set<Trait> = [.staticText, .tabBar, .summaryElement]

    /// Two texts that sound the same once said: compared without case and surrounding spaces.
    private static func spokenKey(_ text: String) -> String {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)].lowercased()
    }
}
