import Screens

/// One item read as several stops ("focus too fine"): a small container whose children are all
/// plain stops (text and images, no control, no heading), and plain stops that touch side by
/// side on one row without such a container. Stops of one size side by side are a row of
/// separate items (tabs, segments, toolbar items), not the pieces of one.
enum GroupingRules {
    /// A container taller than this holds more than one row or cell.
    static let maxItemHeight = 100.0
    /// Stops closer than this on one row read as one piece of text.
    static let touchingGap = 8.0

    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        var reported: Set<Int> = []
        for node in state.tree.nodes.indices where isItemContainer(state, node) && !isRowOfItems(state, state.tree.visitChildren(node)) {
            let pieces = state.tree.visitChildren(node).filter { state.stops.contains($0) }
            issues.append(Issue(.fragmentedElement, node, message(state, pieces)))
            reported.formUnion(pieces)
        }
        let stops = state.order.stops
        for (a, b) in zip(stops, stops.dropFirst()) where !reported.contains(a) && !reported.contains(b) {
            let parent = state.tree.visitParent(a)
            guard isPlain(state, a), isPlain(state, b), parent == state.tree.visitParent(b),
                  parent.map({ isPlainContainer(state, $0) }) ?? true,
                  let fa = state.tree[a].frame, let fb = state.tree[b].frame, fa.verticalOverlap(fb) >= 0.5,
                  fa.height <= maxItemHeight, fb.height <= maxItemHeight else { continue }
            let gap = max(fb.x - fa.maxX, fa.x - fb.maxX)
            guard gap >= 0, gap <= touchingGap, !isRowOfItems(state, [a, b]) else { continue }
            let owner = parent ?? a
            issues.append(Issue(.fragmentedElement, owner, message(state, [a, b])))
            reported.formUnion([a, b])
        }
        return issues
    }

    /// A stop that is only text or an image: no control, no actions, no heading, not a
    /// decoration (that one should go, not be merged).
    static func isPlain(_ state: AuditState, _ node: Int) -> Bool {
        let element = state.tree[node]
        return !state.isInteractive(node) && !element.has(.header) && !element.has(.adjustable)
            && (!element.label.isEmpty || !element.value.isEmpty) && element.customContent.isEmpty
            && !(element.value.isEmpty && LabelRules.isDecorationOnly(element.label))
    }

    /// A container with no meaning of its own for VoiceOver (no list, table, tab bar, order).
    static func isPlainContainer(_ state: AuditState, _ node: Int) -> Bool {
        let element = state.tree[node]
        return !state.tree.isFocusStop(node) && element.containerType == .none && !element.has(.tabBar) && element.order == nil
    }

    /// A plain container, one row or cell high, all of whose visited children are two or more
    /// plain stops.
    static func isItemContainer(_ state: AuditState, _ node: Int) -> Bool {
        guard isPlainContainer(state, node), !state.tree[node].hidden, !state.tree[node].elementsHidden else { return false }
        let children = state.tree.visitChildren(node).filter { !state.tree[$0].hidden }
        guard children.count >= 2, children.allSatisfy({ state.stops.contains($0) && isPlain(state, $0) }),
              let frame = state.frame(node), frame.height <= maxItemHeight else { return false }
        return true
    }

    /// Stops side by side of one width and height (within a point): the cells of a tab bar or a
    /// segmented row, each an item of its own.
    static func isRowOfItems(_ state: AuditState, _ nodes: [Int]) -> Bool {
        let frames = nodes.compactMap { state.tree[$0].frame }
        guard frames.count == nodes.count, frames.count >= 2, let first = frames.first else { return false }
        return frames.allSatisfy { abs($0.width - first.width) <= 1 && abs($0.height - first.height) <= 1 && abs($0.y - first.y) <= 1 }
    }

    private static func message(_ state: AuditState, _ pieces: [Int]) -> String {
        "VoiceOver stops \(pieces.count) times for one item: " + pieces.map { state.spoken($0) }.joined(separator: ", ")
    }
}
