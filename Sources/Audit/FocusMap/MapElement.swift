import Screens
import Simulator

/// One element as the map draws it: where, what kind of box, and its stop number if it is one.
package struct MapElement: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Hashable, Sendable {
        /// A focus stop: numbered, on the path.
        case stop
        /// A container VoiceOver enters (its stops are inside): outlined.
        case container
        /// A modal view in effect: VoiceOver visits only inside it.
        case modal
        /// Hidden (itself or a container above it): VoiceOver skips it.
        case hidden
        /// Would be a stop, but VoiceOver never gets there (behind a modal view, off every order).
        case unreachable
        /// A view VoiceOver does not stop on and that holds no stop (decoration, a non-accessible view).
        case ignored
    }

    /// The element's id, else its element path: the name findings and utterances use.
    package var name: String
    package var kind: Kind
    package var frame: Frame
    /// 1-based position in focus order, for stops.
    package var stop: Int?
    /// What VoiceOver calls it: label, else value.
    package var text: String
}

/// What the map shows of a screen: its size, every framed element, and the stops in order.
package struct MapModel: Codable, Hashable, Sendable {
    package var name: String
    package var width: Double
    package var height: Double
    /// In tree order (drawing order: later elements on top).
    package var elements: [MapElement]
    /// Stop names in focus order.
    package var stops: [String]
    /// The screenshot drawn under the boxes, when the screen has one.
    package var image: MapImage?

    /// The screen as it opens, in the order the Simulator visits it.
    package init(screen: Screen, rowBand: Double = 8, rightToLeft: Bool = false) {
        let tree = ElementTree(screen: screen)
        let order = FocusOrder(tree: tree, rowBand: rowBand, rightToLeft: rightToLeft)
        let modals = Set(order.modals)
        var holdsStop = Set<Int>()
        for stop in order.stops {
            var current: Int? = stop
            var steps = 0
            while let node = current, steps <= tree.nodes.count {
                holdsStop.insert(node)
                current = tree.visitParent(node)
                steps += 1
            }
        }
        var hidden = [Bool](repeating: false, count: tree.nodes.count)
        for index in tree.nodes.indices {
            let element = tree[index]
            hidden[index] = element.hidden || element.elementsHidden || (tree.nodes[index].parent.map { hidden[$0] } ?? false)
        }
        var elements: [MapElement] = []
        var union: Frame?
        for index in tree.nodes.indices {
            guard let frame = tree[index].frame, frame.x.isFinite, frame.y.isFinite else { continue }
            let element = tree[index]
            let kind: MapElement.Kind
            if let position = order.position(of: index) {
                _ = position
                kind = .stop
            } else if hidden[index] {
                kind = .hidden
            } else if modals.contains(index) {
                kind = .modal
            } else if holdsStop.contains(index) {
                kind = .container
            } else if tree.isFocusStop(index) && !Self.insideStop(index, tree: tree) {
                kind = .unreachable
            } else {
                kind = .ignored
            }
            let stop = order.position(of: index).map { $0 + 1 }
            elements.append(MapElement(name: tree.name(index), kind: kind, frame: frame, stop: stop,
                                       text: element.label.isEmpty ? element.value : element.label))
            union = union.map { u in
                let x = min(u.x, frame.x), y = min(u.y, frame.y)
                return Frame(x: x, y: y, width: max(u.maxX, frame.maxX) - x, height: max(u.maxY, frame.maxY) - y)
            } ?? frame
        }
        self.name = screen.name
        if let size = screen.size, size.count == 2 {
            width = size[0]
            height = size[1]
        } else {
            width = max(1, union.map(\.maxX) ?? 390)
            height = max(1, union.map(\.maxY) ?? 844)
        }
        self.elements = elements
        self.stops = order.stops.map { tree.name($0) }
    }

    /// Whether an ancestor is a stop (its children are read as part of it, not skipped).
    private static func insideStop(_ node: Int, tree: ElementTree) -> Bool {
        var current = tree.nodes[node].parent
        while let index = current {
            if tree.isFocusStop(index) { return true }
            current = tree.nodes[index].parent
        }
        return false
    }
}
