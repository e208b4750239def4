/// A screen's elements flattened into one array, with parents, element paths, the id index, and
/// the tree through which VoiceOver visits them (structure, re-routed by `order`).
///
/// Built iteratively, so a deep tree costs no stack. Node indices are stable for a screen: a
/// script's `set` changes an element's properties, never the tree's shape.
package struct ElementTree: Hashable, Sendable {
    package struct Node: Hashable, Sendable {
        package var element: Element
        /// The parent in the file's structure; nil for a top-level element.
        package let parent: Int?
        /// Index among the parent's children (or among the screen's elements).
        package let childIndex: Int
        package let children: [Int]
    }

    package private(set) var nodes: [Node]
    /// The screen's top-level elements.
    package let roots: [Int]
    /// Element id to node index (the first, if an id is duplicated; ``problems()`` reports it).
    package let indexByID: [String: Int]
    /// For an element listed in some `order`: the node whose `order` lists it. Such an element is
    /// visited there only, never also in its place in the structure; each element may be listed
    /// once, so every element has at most one way in and the visit order stays a tree.
    package let orderOwner: [Int: Int]

    package init(elements: [Element]) {
        var nodes: [Node] = []
        var roots: [Int] = []
        // Depth-first, pre-order, without recursion: (element, parent, childIndex).
        var pending: [(Element, Int?, Int)] = elements.enumerated().reversed().map { ($0.element, nil, $0.offset) }
        var childLists: [[Int]] = []
        while let (element, parent, childIndex) = pending.popLast() {
            let index = nodes.count
            var stripped = element
            stripped.children = []
            nodes.append(Node(element: stripped, parent: parent, childIndex: childIndex, children: []))
            childLists.append([])
            if let parent { childLists[parent].append(index) } else { roots.append(index) }
            for (offset, child) in element.children.enumerated().reversed() {
                pending.append((child, index, offset))
            }
        }
        for index in nodes.indices where !childLists[index].isEmpty {
            nodes[index] = Node(element: nodes[index].element, parent: nodes[index].parent,
                                childIndex: nodes[index].childIndex, children: childLists[index])
        }
        var ids: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let id = node.element.id, ids[id] == nil { ids[id] = index }
        }
        var owners: [Int: Int] = [:]
        for (index, node) in nodes.enumerated() where !node.element.isFocusStop(hasChildren: !node.children.isEmpty) {
            for id in node.element.order ?? [] {
                if let target = ids[id], owners[target] == nil { owners[target] = index }
            }
        }
        self.nodes = nodes
        self.roots = roots
        self.indexByID = ids
        self.orderOwner = owners
    }

    package init(screen: Screen) { self.init(elements: screen.elements) }

    package subscript(index: Int) -> Element { nodes[index].element }

    /// Changes an element's properties in place (a script's `set`).
    package mutating func update(_ index: Int, _ change: (inout Element) -> Void) {
        change(&nodes[index].element)
    }

    /// Whether the element is a single focus stop (its children are not visited).
    package func isFocusStop(_ index: Int) -> Bool {
        nodes[index].element.isFocusStop(hasChildren: !nodes[index].children.isEmpty)
    }

    /// The elements VoiceOver visits inside a container, before pruning and modality: its `order`
    /// targets, else its children that no `order` claims. Empty for a focus stop.
    package func visitChildren(_ index: Int) -> [Int] {
        if isFocusStop(index) { return [] }
        if let order = nodes[index].element.order { return order.compactMap { indexByID[$0] } }
        return nodes[index].children.filter { orderOwner[$0] == nil }
    }

    /// The top-level elements VoiceOver visits (those no `order` claims).
    package var visitRoots: [Int] { roots.filter { orderOwner[$0] == nil } }

    /// The element path, as errors name it: `elements[2].children[0]`.
    package func path(_ index: Int) -> String {
        var parts: [String] = []
        var current: Int? = index
        while let node = current {
            parts.append(nodes[node].parent == nil ? "elements[\(nodes[node].childIndex)]"
                                                   : "children[\(nodes[node].childIndex)]")
            current = nodes[node].parent
        }
        return parts.reversed().joined(separator: ".")
    }

    /// The element's id, or its path when it has none: how utterances and errors name it.
    package func name(_ index: Int) -> String { nodes[index].element.id ?? path(index) }

    /// The node that leads VoiceOver to this one: its `order` owner, else its structural parent.
    package func visitParent(_ index: Int) -> Int? { orderOwner[index] ?? nodes[index].parent }

    /// Everything wrong with the tree's ids and orders, in file order: duplicate ids, `order` ids
    /// that do not exist or are listed twice, focus cycles, and visit nesting deeper than
    /// `maxFocusDepth` (which keeps the recursive focus-order walk's stack bounded).
    package func problems(maxFocusDepth: Int = ElementTree.defaultMaxFocusDepth) -> [TreeProblem] {
        var problems: [TreeProblem] = []
        var seen: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            guard let id = node.element.id else { continue }
            if let first = seen[id] {
                problems.append(TreeProblem(path: path(index) + ".id", kind: .duplicateID(id, firstPath: path(first))))
            } else {
                seen[id] = index
            }
        }
        var listedAt: [Int: String] = [:]
        for (index, node) in nodes.enumerated() {
            guard let order = node.element.order, !isFocusStop(index) else { continue }
            for (position, id) in order.enumerated() {
                let place = path(index) + ".order[\(position)]"
                guard let target = indexByID[id] else {
                    problems.append(TreeProblem(path: place, kind: .unknownOrderID(id)))
                    continue
                }
                if let first = listedAt[target] {
                    problems.append(TreeProblem(path: place, kind: .listedTwice(id, firstPlace: first)))
                } else {
                    listedAt[target] = place
                }
            }
        }
        problems += cycleAndDepthProblems(maxFocusDepth: maxFocusDepth, listedAt: listedAt)
        return problems
    }

    package static let defaultMaxFocusDepth = 256

    /// Follows each node's visit parent upwards, remembering finished nodes' depths: O(n).
    private func cycleAndDepthProblems(maxFocusDepth: Int, listedAt: [Int: String]) -> [TreeProblem] {
        var depth = [Int](repeating: -1, count: nodes.count)  // -1 unknown, -2 on the current walk
        var problems: [TreeProblem] = []
        var reportedDeep = false
        for start in nodes.indices where depth[start] == -1 {
            var walk: [Int] = []
            var current: Int? = start
            var base = 0
            while let node = current {
                if depth[node] >= 0 { base = depth[node] + 1; break }
                if depth[node] == -2 {
                    let loop = Array(walk[walk.firstIndex(of: node)!...])
                    // walk[i + 1] visits walk[i]: read the loop backwards to follow the visits.
                    let names = [name(node)] + loop.reversed().map { name($0) }
                    let closing = loop.first { listedAt[$0] != nil } ?? node
                    problems.append(TreeProblem(path: listedAt[closing] ?? path(closing), kind: .cycle(names)))
                    for member in walk { depth[member] = 0 }
                    walk = []
                    break
                }
                depth[node] = -2
                walk.append(node)
                current = visitParent(node)
            }
            for (offset, node) in walk.reversed().enumerated() {
                depth[node] = base + offset
                if depth[node] > maxFocusDepth, !reportedDeep {
                    reportedDeep = true
                    problems.append(TreeProblem(path: listedAt[node] ?? path(node), kind: .tooDeep(maxFocusDepth)))
                }
            }
        }
        return problems
    }
}

/// One thing wrong with a screen's tree, at an element path (`elements[1].order[0]`).
package struct TreeProblem: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case duplicateID(String, firstPath: String)
        case unknownOrderID(String)
        case listedTwice(String, firstPlace: String)
        /// The names on the loop, first repeated at the end.
        case cycle([String])
        case tooDeep(Int)
    }

    package var path: String
    package var kind: Kind

    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// What is wrong.
    package var problem: String {
        switch kind {
        case .duplicateID(let id, let first): "duplicate id '\(id)', already used by \(first)"
        case .unknownOrderID(let id): "order names '\(id)', which is no element's id"
        case .listedTwice(let id, let first): "'\(id)' is already listed at \(first)"
        case .cycle(let names): "focus cycle through order: \(names.joined(separator: " -> "))"
        case .tooDeep(let limit): "focus nesting (structure and order) deeper than \(limit) levels"
        }
    }

    /// What is allowed instead.
    package var allowed: String {
        switch kind {
        case .duplicateID: "ids unique within the screen"
        case .unknownOrderID: "ids of elements of this screen"
        case .listedTwice: "each element in at most one order"
        case .cycle: "order lists that never lead back to an element being visited"
        case .tooDeep(let limit): "at most \(limit) levels"
        }
    }

    public var description: String { "\(path): \(problem); allowed: \(allowed)" }
}
