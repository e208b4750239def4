
/// Where an element is: a navigation bar's and a web view's reading order, and whether a frame
/// lies on the screen, scrolled away or beyond its trailing edge.
extension CaptureMapper {
    /// A web view's stops in the page's order, as the capture lists them: VoiceOver moves through
    /// web content in document order, whatever the layout (a grid of tiles of different heights
    /// reads each tile's image and caption before the next tile). nil with fewer than two stops,
    /// or one without an id.
    func documentOrder(_ children: [Element]) -> [String]? {
        let stops = Self.stops(in: children)
        guard stops.count > 1, stops.allSatisfy({ $0.id != nil }) else { return nil }
        return stops.map { $0.id! }
    }

    /// A navigation bar's stops as VoiceOver reads them: line by line (stops whose frames overlap
    /// vertically are one line, so a title a few points lower than the buttons beside it is on
    /// their line), each line from the leading edge: back button, title, trailing items. nil when
    /// the bar has fewer than two stops, or one without an id or a frame.
    func navigationOrder(_ children: [Element]) -> [String]? {
        let stops = Self.stops(in: children)
        guard stops.count > 1, stops.allSatisfy({ $0.id != nil && $0.frame != nil }) else { return nil }
        var lines: [(top: Double, bottom: Double, stops: [Element])] = []
        for stop in stops.sorted(by: { $0.frame!.y < $1.frame!.y }) {
            let frame = stop.frame!
            if let last = lines.indices.last, frame.y < lines[last].bottom {
                lines[last].bottom = max(lines[last].bottom, frame.maxY)
                lines[last].stops.append(stop)
            } else {
                lines.append((frame.y, frame.maxY, [stop]))
            }
        }
        let rightToLeft = capture.rightToLeft
        return lines.flatMap { line in
            line.stops.sorted { rightToLeft ? $0.frame!.maxX > $1.frame!.maxX : $0.frame!.x < $1.frame!.x }.map { $0.id! }
        }
    }

    /// The stops among the elements and inside those that are no stops, in order.
    static func stops(in elements: [Element]) -> [Element] {
        elements.flatMap { $0.isFocusStop ? [$0] : stops(in: $0.children) }
    }

    /// Something outside a scroll view lies over its lower half, above where its content ends (a
    /// search field or toolbar floating over a list): frame order alone would read it before the
    /// rows behind it.
    mutating func barOverFoot(of node: CapturedElement, at path: [String]) -> Bool {
        guard node.scrollsContent, let frame = node.frame else { return false }
        if textFrames == nil {
            var found: [(path: [String], frame: Frame)] = []
            func collect(_ elements: [CapturedElement], _ path: [String]) {
                for element in elements where element.kind != .statusBar {
                    let here = path + [element.pathSegment]
                    if let frame = element.frame, !element.label.isEmpty || !element.value.isEmpty { found.append((here, frame)) }
                    collect(element.children, here)
                }
            }
            collect(capture.elements, [])
            textFrames = found
        }
        let textFrames = textFrames ?? []
        var contentBottom = -Double.infinity
        for entry in textFrames where entry.path.count > path.count && entry.path.starts(with: path) {
            contentBottom = max(contentBottom, entry.frame.maxY)
        }
        return textFrames.contains { entry in
            !entry.path.starts(with: path) && entry.frame.y >= frame.y + frame.height / 2 && entry.frame.y < frame.maxY
                && entry.frame.y < contentBottom && entry.frame.x < frame.maxX && entry.frame.maxX > frame.x
        }
    }

    /// The id of a stop with nothing to make one from: what VoiceOver calls it.
    static func kindWord(_ element: Element) -> String {
        let order: [(Trait, String)] = [(.toggleButton, "switch"), (.searchField, "search-field"), (.textEntry, "text-field"),
                                        (.secureTextField, "secure-text-field"), (.link, "link"), (.adjustable, "adjustable"),
                                        (.image, "image"), (.button, "button"), (.header, "heading")]
        return order.first { element.has($0.0) }?.1 ?? "element"
    }

    /// The whole frame lies outside the screen: scrolled away (WebDriverAgent keeps such cells,
    /// and their children's frames are where they were when last laid out).
    func isScrolledAway(_ node: CapturedElement) -> Bool {
        guard let area = screenArea, let frame = node.frame else { return false }
        return Self.outside(frame, area)
    }

    static func outside(_ frame: Frame, _ area: Frame) -> Bool {
        guard frame.width > 0 || frame.height > 0 else { return false }
        return frame.maxX <= area.x || frame.x >= area.maxX || frame.maxY <= area.y || frame.y >= area.maxY
    }

    /// An element's label and frame, to the point, for telling an invisible copy of a visible one.
    struct LabelFrame: Hashable {
        var label: String
        var x, y, width, height: Int

        init?(_ element: CapturedElement) {
            guard !element.label.isEmpty, let frame = element.frame else { return nil }
            label = element.label
            x = Self.points(frame.x); y = Self.points(frame.y)
            width = Self.points(frame.width); height = Self.points(frame.height)
        }

        /// Whole points, clamped: a hostile frame of 1e300 points must not trap.
        private static func points(_ value: Double) -> Int {
            Int(min(max(value, -1e9), 1e9).rounded())
        }
    }

    /// What an element says, with its kind, for telling duplicates; nil for containers and
    /// elements with nothing to say.
    static func duplicateKey(_ element: CapturedElement) -> [String]? {
        guard !element.kind.isContainer, !element.label.isEmpty || !element.value.isEmpty else { return nil }
        return ["\(element.kind)", element.label, element.value]
    }

    /// The control a wrapper view holds when the wrapper is labelled like it and its frame holds
    /// the control's (UIKit's bar button item views, SwiftUI's toolbar items, whose hosting view
    /// is larger than the button and may nest it in unlabelled views): the control, not the
    /// wrapper, is what VoiceOver reads.
    static func wrappedControl(_ node: CapturedElement) -> CapturedElement? {
        guard node.kind.isContainer, !node.label.isEmpty else { return nil }
        var saying: [CapturedElement] = []
        func collect(_ children: [CapturedElement]) {
            for child in children where saying.count < 2 {
                if child.kind.isContainer, child.label.isEmpty, child.value.isEmpty {
                    collect(child.children)
                } else if !child.label.isEmpty || !child.value.isEmpty || !child.children.isEmpty {
                    saying.append(child)
                }
            }
        }
        collect(node.children)
        guard saying.count == 1, let control = saying.first, control.kind.isControl, control.label == node.label else { return nil }
        switch (node.frame, control.frame) {
        case (nil, _), (_, nil): return control
        case let (outer?, inner?):
            let holds = inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.maxX <= outer.maxX + 1 && inner.maxY <= outer.maxY + 1
            return holds ? control : nil
        }
    }

    /// The parts of a link WebDriverAgent marks accessible (its image, its text run), outermost
    /// first, each with something to say.
    static func accessibleParts(of children: [CapturedElement]) -> [CapturedElement] {
        children.flatMap { child -> [CapturedElement] in
            if child.accessible == true, !child.label.isEmpty || !child.value.isEmpty { return [child] }
            return accessibleParts(of: child.children)
        }
    }

    /// Moves an element and everything inside it down by `offset` points.
    static func shift(_ element: inout CapturedElement, by offset: Double) {
        if let frame = element.frame { element.frame = Frame(x: frame.x, y: frame.y + offset, width: frame.width, height: frame.height) }
        for index in element.children.indices { shift(&element.children[index], by: offset) }
    }

    static func contains(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// Wholly below the screen, or past its trailing edge (right, or left in a right-to-left
    /// screen): where a forward swipe goes next. Content above or before the visible area is read
    /// in place only when it comes first in its list (scrolled past); after what is on the screen
    /// it is a cell kept for reuse, with stale contents.
    func isBeyondTrailingEdge(_ node: CapturedElement) -> Bool {
        guard let area = screenArea, let frame = node.frame else { return false }
        if frame.y >= area.maxY { return true }
        let trailing = capture.rightToLeft ? frame.maxX <= area.x : frame.x >= area.maxX
        return trailing && frame.maxY > area.y
    }
}
