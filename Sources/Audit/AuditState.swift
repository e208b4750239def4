import Screens
import Simulator

/// The screen as VoiceOver finds it at one moment (as it opens, or after a script's `set`): the
/// tree, its focus order, and the questions every rule asks of an element.
struct AuditState {
    let tree: ElementTree
    let order: FocusOrder
    let input: AuditInput
    /// Node indices that are focus stops now.
    let stops: Set<Int>
    /// The stops at or inside each element that holds any, in focus order.
    private let stopsWithin: [Int: [Int]]
    /// SwiftUI `children: .combine` stops without their own label, as VoiceOver describes them:
    /// labelled by their children's labels and values.
    private let combined: [Int: Element]

    init(tree: ElementTree, input: AuditInput) {
        self.tree = tree
        self.input = input
        let order = FocusOrder(tree: tree, rowBand: input.rowBand, rightToLeft: input.rightToLeft)
        self.order = order
        self.stops = Set(order.stops)
        var within: [Int: [Int]] = [:]
        for stop in order.stops {
            var current: Int? = stop
            var steps = 0
            while let node = current, steps <= tree.nodes.count {
                within[node, default: []].append(stop)
                current = tree.visitParent(node)
                steps += 1
            }
        }
        self.stopsWithin = within
        var combined: [Int: Element] = [:]
        for (node, children) in order.combined where tree[node].label.isEmpty {
            var element = tree[node]
            element.label = children.flatMap { [tree[$0].label, tree[$0].value] }.filter { !$0.isEmpty }.joined(separator: ", ")
            combined[node] = element
        }
        self.combined = combined
    }

    /// The element as VoiceOver describes it (a combining stop with its children's words).
    func element(_ node: Int) -> Element { combined[node] ?? tree[node] }

    var screenSize: (width: Double, height: Double)? {
        guard let size = input.screen.size, size.count == 2 else { return nil }
        return (size[0], size[1])
    }

    /// Traits of something a user activates, adjusts or types into.
    static let controlTraits: Set<Trait> = [.button, .link, .adjustable, .toggleButton, .searchField, .textEntry,
                                            .secureTextField, .keyboardKey, .backButton]

    func isControl(_ node: Int) -> Bool {
        !AuditState.controlTraits.isDisjoint(with: tree[node].traits)
    }

    /// A control, an element with actions, or one in a tab bar (VoiceOver says "Tab").
    func isInteractive(_ node: Int) -> Bool {
        isControl(node) || !tree[node].customActions.isEmpty || inTabBar(node)
    }

    func inTabBar(_ node: Int) -> Bool {
        ancestors(node).contains { tree[$0].has(.tabBar) }
    }

    /// Visit ancestors, nearest first.
    func ancestors(_ node: Int) -> [Int] {
        var result: [Int] = []
        var current = tree.visitParent(node)
        while let index = current, result.count <= tree.nodes.count {
            result.append(index)
            current = tree.visitParent(index)
        }
        return result
    }

    /// Whether a node is a visit descendant of `ancestor`.
    func isInside(_ node: Int, _ ancestor: Int) -> Bool { ancestors(node).contains(ancestor) }

    /// The element's frame, else the union of its children's (a container drawn by its content).
    func frame(_ node: Int) -> Frame? {
        if let frame = tree[node].frame { return frame }
        var union: Frame?
        var pending = tree.nodes[node].children
        while let child = pending.popLast() {
            if let f = tree[child].frame { union = union.map { $0.union(f) } ?? f } else { pending += tree.nodes[child].children }
        }
        return union
    }

    /// The stops at or inside `node`, in focus order.
    func stops(within node: Int) -> [Int] { stopsWithin[node] ?? [] }

    /// The element's name in findings: its id, else its path.
    func name(_ node: Int) -> String { tree.name(node) }

    /// What VoiceOver would call the element in a message: its label, value, or name.
    func spoken(_ node: Int) -> String {
        let element = element(node)
        let text = !element.label.isEmpty ? element.label : (!element.value.isEmpty ? element.value : name(node))
        return Quote.text(text)
    }
}

extension Frame {
    func union(_ other: Frame) -> Frame {
        let x = min(self.x, other.x), y = min(self.y, other.y)
        return Frame(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Whether `other` lies wholly inside this frame.
    func contains(_ other: Frame) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// How much of the smaller of the two heights the frames share.
    func verticalOverlap(_ other: Frame) -> Double {
        let shared = min(maxY, other.maxY) - max(y, other.y)
        let smaller = min(height, other.height)
        return smaller > 0 ? max(0, shared) / smaller : 0
    }

    func horizontalOverlap(_ other: Frame) -> Double {
        let shared = min(maxX, other.maxX) - max(x, other.x)
        let smaller = min(width, other.width)
        return smaller > 0 ? max(0, shared) / smaller : 0
    }

    var area: Double { width * height }
}

/// Text from a screen quoted in a message: one line, at most 60 characters.
enum Quote {
    static func text(_ text: String) -> String {
        var line = String(text.map { $0.isNewline ? " " : $0 })
        if line.count > 60 { line = String(line.prefix(59)) + "…" }
        return "\"" + line + "\""
    }
}

/// One problem a rule found, on a node of the tree; the auditor names it and places it.
struct Issue {
    var rule: Rule
    var node: Int
    var message: String
    var fix: String?

    init(_ rule: Rule, _ node: Int, _ message: String, fix: String? = nil) {
        self.rule = rule
        self.node = node
        self.message = message
        self.fix = fix
    }
}
