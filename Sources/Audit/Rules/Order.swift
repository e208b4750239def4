import Screens

/// The order VoiceOver reads in, against the order the screen is drawn in, and `order` lists
/// (accessibilityElements) naming what VoiceOver cannot visit.
enum OrderRules {
    /// Pairs further apart than this in focus order are not compared (bounds the cost).
    static let window = 64

    static func check(_ state: AuditState) -> [Issue] {
        visualOrder(state) + listedEntries(state)
    }

    /// Whether `a` comes before `b` when the screen is read by eye: on one row (they share most
    /// of their height) and wholly on its leading side, or wholly above it in the same column.
    /// Frames inside one another (an overlay on a photo) are not ordered.
    static func visuallyBefore(_ a: Frame, _ b: Frame, rightToLeft: Bool) -> Bool {
        if a.contains(b) || b.contains(a) { return false }
        if a.verticalOverlap(b) >= 0.5 {
            return rightToLeft ? a.x >= b.maxX : a.maxX <= b.x
        }
        return a.maxY <= b.y && a.horizontalOverlap(b) > 0
    }

    /// Stops read before something that comes before them by eye. Each inversion is a pair;
    /// the stop in the most pairs (the earliest on a tie) is reported and its pairs dropped,
    /// until none is left, so one misplaced stop gives one finding.
    static func visualOrder(_ state: AuditState) -> [Issue] {
        let stops = state.order.stops
        let frames = stops.map { state.tree[$0].frame }
        var pairs: [(Int, Int)] = []  // positions (earlier, later) read in the wrong order
        for i in stops.indices {
            guard let fi = frames[i] else { continue }
            for j in (i + 1)..<min(stops.count, i + 1 + window) {
                guard let fj = frames[j] else { continue }
                if visuallyBefore(fj, fi, rightToLeft: state.input.rightToLeft) { pairs.append((i, j)) }
            }
        }
        var issues: [Issue] = []
        while !pairs.isEmpty {
            var count: [Int: Int] = [:]
            for (i, j) in pairs { count[i, default: 0] += 1; count[j, default: 0] += 1 }
            let worst = count.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }!.key
            let partners = pairs.filter { $0.0 == worst || $0.1 == worst }
            let before = partners.filter { $0.1 == worst }.map(\.0), after = partners.filter { $0.0 == worst }.map(\.1)
            let node = stops[worst]
            var message = "VoiceOver reads \(state.spoken(node))"
            if let first = after.first {
                message += " before \(state.spoken(stops[first])), which comes before it on the screen"
            } else if let first = before.first {
                message += " after \(state.spoken(stops[first])), which comes after it on the screen"
            }
            issues.append(Issue(.focusOrder, node, message))
            pairs.removeAll { $0.0 == worst || $0.1 == worst }
        }
        return issues
    }

    /// Entries of an `order` that VoiceOver skips: an element that is not a stop and holds none
    /// (hidden ones are meant to be skipped), or an id no element has.
    static func listedEntries(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.tree.nodes.indices where !state.tree.isFocusStop(node) {
            guard let order = state.tree[node].order, !isHidden(state, node), !isBehindModal(state, node) else { continue }
            for id in order {
                guard let target = state.tree.indexByID[id] else {
                    issues.append(Issue(.listedNotAccessible, node,
                                        "its order lists \(Quote.text(id)), which is no element of the screen: VoiceOver skips the entry"))
                    continue
                }
                if state.tree[target].hidden || state.tree[target].elementsHidden || isBehindModal(state, target) { continue }
                if state.order.firstStop(within: target, tree: state.tree) == nil {
                    issues.append(Issue(.listedNotAccessible, target,
                                        "listed in the order of \(Quote.text(state.name(node))), but it is not accessible and holds nothing accessible: VoiceOver skips it"))
                }
            }
        }
        return issues
    }

    /// Whether a modal view in effect keeps VoiceOver out of this element.
    static func isBehindModal(_ state: AuditState, _ node: Int) -> Bool {
        let modals = state.order.modals
        guard !modals.isEmpty else { return false }
        return !modals.contains { modal in modal == node || state.isInside(node, modal) || state.isInside(modal, node) }
    }

    static func isHidden(_ state: AuditState, _ node: Int) -> Bool {
        ([node] + state.ancestors(node)).contains { state.tree[$0].hidden || state.tree[$0].elementsHidden }
    }
}
