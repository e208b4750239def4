import Screens

/// Runs every rule over a screen: on the tree as it opens, and again after each of its script's
/// `set` steps (a panel shown later is audited as it will be shown), and the script's own rules.
/// A problem found in several states is reported once, where it is first seen.
package enum Auditor {
    /// Changes whenever a rule changes what it finds: outputs made with another version (the
    /// batch's cached screens) are made again.
    package static let version = "earshot-audit-3"

    /// The rule families that look at one state of the screen.
    static let stateRules: [@Sendable (AuditState) -> [Issue]] = [
        LabelRules.check, HintRules.check, TraitRules.check, GroupingRules.check, OrderRules.check,
        VisibilityRules.check, TextRules.check, TargetRules.check, ActionRules.check,
    ]

    package static func audit(_ input: AuditInput) -> [Finding] {
        var screen = input.screen
        var issues: [Issue] = []
        // Focus cycles first: the rest of the rules need a screen whose order lists end.
        let cycles = FocusCycles.breakAll(&screen.elements)
        var tree = ElementTree(screen: screen)
        for cycle in cycles {
            if let node = indexOf(path: cycle.elementPath, in: tree) {
                issues.append(Issue(.focusCycle, node, "the order lists lead back to where they started (\(cycle.names.joined(separator: " → "))): VoiceOver never reaches these elements, or goes round them without end"))
            }
        }
        var state = AuditState(tree: tree, input: input)
        var seen: Set<String> = []
        var findings: [Finding] = []
        func add(_ found: [Issue], _ state: AuditState) {
            for issue in found {
                let name = state.name(issue.node)
                guard seen.insert("\(issue.rule.rawValue)\u{1F}\(name)").inserted else { continue }
                findings.append(Finding(rule: issue.rule, element: name, file: input.file,
                                        line: input.lines[state.tree.path(issue.node)], message: issue.message, fix: issue.fix))
            }
        }
        add(issues, state)
        for rule in stateRules { add(rule(state), state) }
        let script = screen.script ?? []
        for (index, step) in script.enumerated() {
            guard case .set(let change) = step, let node = tree.indexByID[change.id] else { continue }
            tree.update(node) { change.apply(to: &$0) }
            let next = AuditState(tree: tree, input: input)
            add([ScriptRules.check(change, at: index, script: script, before: state, after: next)].compactMap { $0 }, next)
            for rule in stateRules { add(rule(next), next) }
            state = next
        }
        return findings.sorted { a, b in
            (a.line ?? Int.max, a.element, a.rule.rawValue) < (b.line ?? Int.max, b.element, b.rule.rawValue)
        }
    }

    /// The screen with any focus cycle broken (the entry closing it taken out), so it can be
    /// walked and drawn; an ordinary screen comes back unchanged.
    package static func walkable(_ screen: Screen) -> Screen {
        var screen = screen
        _ = FocusCycles.breakAll(&screen.elements)
        return screen
    }

    /// The node at an element path (`elements[1].children[0]`).
    static func indexOf(path: String, in tree: ElementTree) -> Int? {
        tree.nodes.indices.first { tree.path($0) == path }
    }
}
