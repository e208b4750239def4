import ScreenModel

/// SwiftUI's `accessibilityElement(children: .combine)`: the one element VoiceOver describes for a
/// combining stop, merged from the stops its children would make (FocusOrder.combined), in their
/// focus order. The rules (docs/simulation.md, "SwiftUI structure"):
///
/// | property | merged |
/// |---|---|
/// | label | its own label if it has one; else each child's label then value, joined by ", " |
/// | value, hint | its own; a hint, when it has none, the children's hints joined |
/// | traits | its own and the children's, without staticText, tabBar and summaryElement; button and link only when exactly one child has them (its default action) |
/// | custom actions | its own, the children's, then one named action per button or link child when several have them |
/// | custom content | its own then the children's, in order, a later entry with the same key replacing the earlier |
/// | heading level | its own, else the first child's |
enum CombinedElement {
    static func merge(_ node: Int, order: FocusOrder, tree: ElementTree, languageOf: (Int) -> String) -> Element {
        var element = tree[node]
        let children = (order.combined[node] ?? []).map { child in
            (node: child, element: order.combined[child] == nil ? tree[child]
                                   : merge(child, order: order, tree: tree, languageOf: languageOf))
        }
        guard !children.isEmpty else { return element }
        let language = languageOf(node)

        if element.label.isEmpty {
            var runs: [SpeechRun] = []
            var styled = false
            for child in children {
                let childLanguage = languageOf(child.node)
                for (text, childRuns) in [(child.element.label, child.element.speech.label),
                                          (child.element.value, child.element.speech.value)] where !text.isEmpty {
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
        if element.hint.isEmpty {
            let hints = children.map(\.element.hint).filter { !$0.isEmpty }
            element.hint = hints.joined(separator: ", ")
            element.speech.hint = nil
        }

        let actionable = children.filter { $0.element.has(.button) || $0.element.has(.link) }
        var traits = element.traits
        for child in children {
            for trait in child.element.traits where !traits.contains(trait) && !notMerged.contains(trait) {
                if (trait == .button || trait == .link) && actionable.count != 1 { continue }
                traits.append(trait)
            }
        }
        element.traits = traits
        element.customActions += children.flatMap(\.element.customActions)
        if actionable.count > 1 { element.customActions += actionable.map(\.element.label).filter { !$0.isEmpty } }
        element.customContent = CustomContent.resolvingKeys(element.customContent + children.flatMap(\.element.customContent))
        element.headingLevel = element.headingLevel ?? children.lazy.compactMap(\.element.headingLevel).first
        return element
    }

    /// Traits that describe a child's place, not the merged element.
    static let notMerged: Set<Trait> = [.staticText, .tabBar, .summaryElement]
}
