/// Custom actions (the Actions rotor) without a name.
enum ActionRules {
    static func check(_ state: AuditState) -> [Issue] {
        state.order.stops.compactMap { node in
            let empty = state.tree[node].customActions.filter { $0.allSatisfy(\.isWhitespace) }.count
            guard empty > 0 else { return nil }
            return Issue(.emptyActionName, node,
                         "the Actions rotor offers \(empty) action\(empty == 1 ? "" : "s") with no name: VoiceOver says nothing for \(empty == 1 ? "it" : "them")")
        }
    }
}
