import Screens

/// What VoiceOver reaches that a sighted user cannot: content behind a panel that is not modal,
/// and stops with no size or off the screen.
enum VisibilityRules {
    static func check(_ state: AuditState) -> [Issue] {
        covering(state) + invisible(state)
    }

    /// A visible, non-modal view drawn over stops that come before it in the tree (beneath it):
    /// VoiceOver still visits them, so a swipe leaves the panel for what it hides.
    static func covering(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        let stopsInOrder = state.order.stops
        var covered: Set<Int> = []
        for node in state.tree.nodes.indices {
            let element = state.tree[node]
            guard !element.viewIsModal, !element.hidden, !element.elementsHidden, !covered.contains(node),
                  let frame = element.frame, frame.area >= minimumArea(state), !OrderRules.isHidden(state, node) else { continue }
            let own = state.stops(within: node)
            guard !own.isEmpty else { continue }
            // Beneath: earlier in the tree (drawn first), neither inside nor around this view.
            let beneath = stopsInOrder.filter { stop in
                stop < node && !state.isInside(node, stop) && !state.isInside(stop, node)
                    && state.tree[stop].frame.map { frame.contains($0) && $0.area > 0 } == true
            }
            guard !beneath.isEmpty else { continue }
            issues.append(Issue(.coveringNotModal, node,
                                "it is drawn over \(beneath.count) element\(beneath.count == 1 ? "" : "s") (\(state.spoken(beneath[0]))\(beneath.count > 1 ? "…" : "")) that VoiceOver still visits: swiping leaves it for what it hides"))
            // Report the outermost covering view only.
            covered.formUnion(state.tree.nodes.indices.filter { state.isInside($0, node) })
        }
        return issues
    }

    /// A view smaller than this is a control or a badge, not a panel: an eighth of the screen, or
    /// 100 × 100 pt when the screen's size is not known.
    static func minimumArea(_ state: AuditState) -> Double {
        state.screenSize.map { max(1, $0.width * $0.height / 8) } ?? 10_000
    }

    /// A stop with no width or height, or wholly off the screen's sides or top (content below
    /// the screen's bottom is reached by scrolling, and is not reported).
    static func invisible(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            guard let frame = state.tree[node].frame else { continue }
            if frame.width == 0 || frame.height == 0 {
                issues.append(Issue(.invisibleStop, node, "VoiceOver reads \(state.spoken(node)), which has no size: nobody can see it"))
            } else if let size = state.screenSize, frame.maxX <= 0 || frame.x >= size.width || frame.maxY <= 0,
                      !state.ancestors(node).contains(where: { state.tree[$0].pages != nil }) {
                issues.append(Issue(.invisibleStop, node,
                                    "VoiceOver reads \(state.spoken(node)), which is off the screen: nobody can see it"))
            }
        }
        return issues
    }
}
