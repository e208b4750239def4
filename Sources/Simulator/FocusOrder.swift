import Screens

/// The stops VoiceOver visits on a screen, in order (docs/voiceover.md section 1), with what each
/// stop's containers add to its description (tab position, list and landmark edges, table cell).
///
/// Pruning, an accessible parent hiding its children, `order`, modal views, frame order with the
/// row band (right to left for an RTL language) and grouping all happen in one walk over the visit
/// tree; each container's stops are sorted once, so the cost is O(n log n).
package struct FocusOrder: Sendable {
    /// Node indices into the ``ElementTree``, in focus order.
    package let stops: [Int]
    /// The modal views in effect (the last modal sibling wherever one was chosen).
    package let modals: [Int]
    /// Per stop (same index as ``stops``): what its containers add.
    package let contexts: [StopContext]
    /// For a `childBehavior: combine` stop: the stops its children would make, in the order
    /// VoiceOver would visit them (nested combines included as one), whose descriptions it merges.
    package let combined: [Int: [Int]]
    private let positionOfNode: [Int: Int]

    /// - Parameters:
    ///   - rowBand: stops whose y differ by less than this many points are one row.
    ///   - rightToLeft: rows read right to left.
    package init(tree: ElementTree, rowBand: Double = 8, rightToLeft: Bool = false) {
        var walker = Walker(tree: tree, rowBand: rowBand, rightToLeft: rightToLeft)
        let stops = walker.units(of: nil).flatMap(\.stops)
        self.stops = stops
        self.modals = walker.modals
        var combined: [Int: [Int]] = [:]
        var pending = stops.filter { tree[$0].childBehavior == .combine }
        while let stop = pending.popLast() {
            guard combined[stop] == nil else { continue }
            let inner = walker.units(of: stop, merging: true).flatMap(\.stops)
            combined[stop] = inner
            pending += inner.filter { tree[$0].childBehavior == .combine }
        }
        self.combined = combined
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(stops.count)
        for (position, node) in stops.enumerated() where positions[node] == nil { positions[node] = position }
        self.positionOfNode = positions
        self.contexts = StopContext.compute(stops: stops, tree: tree, rowBand: rowBand)
    }

    /// The focus position of an element, if it is a stop now.
    package func position(of node: Int) -> Int? { positionOfNode[node] }

    /// The first stop at or inside an element: itself if it is a stop, else the first stop among
    /// its visit descendants.
    package func firstStop(within node: Int, tree: ElementTree) -> Int? {
        if let position = positionOfNode[node] { return position }
        for (position, stop) in stops.enumerated() {
            var ancestor: Int? = tree.visitParent(stop)
            while let current = ancestor {
                if current == node { return position }
                ancestor = tree.visitParent(current)
            }
        }
        return nil
    }
}

/// A run of stops that stays together, placed by its top-most, then leading, stop; among its
/// container's units a higher `priority` (accessibilitySortPriority) comes first.
private struct Unit {
    var stops: [Int]
    var anchor: (y: Double, x: Double)?
    var priority: Double = 0
}

private struct Walker {
    let tree: ElementTree
    let rowBand: Double
    let rightToLeft: Bool
    var modals: [Int] = []

    init(tree: ElementTree, rowBand: Double, rightToLeft: Bool) {
        self.tree = tree
        self.rowBand = rowBand
        self.rightToLeft = rightToLeft
    }

    /// The units a container contributes to its parent's pool: sorted by sort priority, then
    /// frame, unless the container has an explicit `order`. `nil` is the screen itself.
    /// `merging`: the container is a combining stop, and these are the stops it merges.
    mutating func units(of container: Int?, merging: Bool = false) -> [Unit] {
        var children = container.map { merging ? tree.nodes[$0].children : tree.visitChildren($0) } ?? tree.visitRoots
        children.removeAll { tree[$0].hidden || tree[$0].elementsHidden }
        if let modal = children.last(where: { tree[$0].viewIsModal }) {
            children = [modal]
            modals.append(modal)
        }
        let ordered = container.map { tree[$0].order != nil } ?? false
        var pool: [Unit] = []
        for child in children {
            let priority = tree[child].sortPriority
            if tree.isFocusStop(child) {
                pool.append(Unit(stops: [child], anchor: key(frame(of: child)), priority: priority))
            } else if ordered || keepsTogether(child) {
                let stops = units(of: child).flatMap(\.stops)
                if !stops.isEmpty { pool.append(Unit(stops: stops, anchor: anchor(of: stops, in: child), priority: priority)) }
            } else {
                pool += units(of: child)
            }
        }
        return ordered ? pool : sorted(pool)
    }

    /// Groups, lists, landmarks, tables, tab bars, scroll views (an element with `pages`: VoiceOver
    /// scrolls through its content before it moves on) and containers with an explicit order keep
    /// their stops contiguous.
    func keepsTogether(_ node: Int) -> Bool {
        let element = tree[node]
        return element.groupsChildren || element.has(.tabBar) || element.order != nil || element.pages != nil
    }

    /// Sorts by the row band: top to bottom, rows formed greedily from the top-most unit, each row
    /// leading edge first. A unit without a frame keeps its place after the unit before it.
    func sorted(_ pool: [Unit]) -> [Unit] {
        guard pool.count > 1 else { return pool }
        // Higher sort priority first; frame order among equals (SwiftUI's accessibilitySortPriority).
        let priorities = Set(pool.map(\.priority))
        if priorities.count > 1 {
            return priorities.sorted(by: >).flatMap { priority in sortedByFrame(pool.filter { $0.priority == priority }) }
        }
        return sortedByFrame(pool)
    }

    /// Sorts by the row band (see ``sorted(_:)``).
    func sortedByFrame(_ pool: [Unit]) -> [Unit] {
        guard pool.count > 1 else { return pool }
        var keys: [(y: Double, x: Double)] = []
        keys.reserveCapacity(pool.count)
        var previous = (y: -Double.infinity, x: -Double.infinity)
        for unit in pool {
            if let anchor = unit.anchor { previous = anchor }
            keys.append(previous)
        }
        var indices = Array(pool.indices)
        indices.sort { a, b in keys[a].y != keys[b].y ? keys[a].y < keys[b].y : (keys[a].x != keys[b].x ? keys[a].x < keys[b].x : a < b) }
        var result: [Unit] = []
        result.reserveCapacity(pool.count)
        var rowStart = 0
        while rowStart < indices.count {
            let top = keys[indices[rowStart]].y
            var rowEnd = rowStart + 1
            while rowEnd < indices.count, keys[indices[rowEnd]].y - top < rowBand { rowEnd += 1 }
            let row = indices[rowStart..<rowEnd].sorted { a, b in keys[a].x != keys[b].x ? keys[a].x < keys[b].x : a < b }
            result += row.map { pool[$0] }
            rowStart = rowEnd
        }
        return result
    }

    /// The sort key of a frame: its top and its leading edge (negated right edge for RTL).
    func key(_ frame: Frame?) -> (y: Double, x: Double)? {
        frame.map { (y: $0.y, x: rightToLeft ? -$0.maxX : $0.x) }
    }

    /// Where a container's run of stops is placed: its top-most, then leading, stop
    /// (AccessibilitySnapshot's `accessibilitySortFrame`: "groups sort by their first-selected
    /// child"), unless the container is a scroll view whose top-most stop lies above its own top
    /// (content scrolled past), which does not move the scroll view up among its siblings.
    func anchor(of stops: [Int], in container: Int) -> (y: Double, x: Double)? {
        let first = anchor(of: stops)
        guard tree[container].scrollView, let own = key(tree[container].frame), let first, first.y < own.y else { return first }
        return own
    }

    func anchor(of stops: [Int]) -> (y: Double, x: Double)? {
        var best: (y: Double, x: Double)?
        for stop in stops {
            guard let k = key(frame(of: stop)) else { continue }
            if best == nil || k.y < best!.y || (k.y == best!.y && k.x < best!.x) { best = k }
        }
        return best
    }

    /// A stop's frame: its own, else the union of its descendants' (a merged cell without one).
    func frame(of node: Int) -> Frame? {
        if let frame = tree[node].frame { return frame }
        var union: Frame?
        var pending = tree.nodes[node].children
        while let child = pending.popLast() {
            if let f = tree[child].frame {
                if let u = union {
                    let x = min(u.x, f.x), y = min(u.y, f.y)
                    union = Frame(x: x, y: y, width: max(u.maxX, f.maxX) - x, height: max(u.maxY, f.maxY) - y)
                } else {
                    union = f
                }
            } else {
                pending += tree.nodes[child].children
            }
        }
        return union
    }
}
