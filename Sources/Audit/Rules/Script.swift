import Screens

/// A script's `set` that shows a view, or removes a modal one, must be followed by a
/// screenChanged or a layoutChanged naming where focus goes, before the user's next gesture;
/// otherwise focus stays behind (or on something gone) and nothing tells the user.
enum ScriptRules {
    /// Whether a step is something the user does (which ends the app's chance to move focus).
    static func isGesture(_ step: ScriptStep) -> Bool {
        switch step {
        case .wait, .announce, .set, .screenChanged, .layoutChanged, .layoutChangedAnnouncement: false
        default: true
        }
    }

    /// Checks the `set` at `index` of `script`, given the states before and after it.
    static func check(_ change: ElementChange, at index: Int, script: [ScriptStep], before: AuditState,
                      after: AuditState) -> Issue? {
        guard let node = after.tree.indexByID[change.id] else { return nil }
        let old = before.tree[node], new = after.tree[node]
        let shown = (old.hidden && !new.hidden) || (old.elementsHidden && !new.elementsHidden)
            || (!old.viewIsModal && new.viewIsModal && !new.hidden)
        let modalGone = old.viewIsModal && !old.hidden && (new.hidden || new.elementsHidden || !new.viewIsModal)
        guard (shown && !after.stops(within: node).isEmpty) || (modalGone && !before.stops(within: node).isEmpty) else {
            return nil
        }
        for step in script[(index + 1)...] {
            if isGesture(step) { break }
            switch step {
            case .screenChanged: return nil
            case .layoutChanged(let target) where target != nil: return nil
            default: continue
            }
        }
        let what = shown ? "appears" : "goes away"
        let focus = shown ? "focus stays behind it" : "focus is left on an element that is gone"
        return Issue(.screenChangeWithoutFocus, node,
                     "\(after.spoken(node)) \(what) (script step \(index + 1)) with no screenChanged or layoutChanged naming where focus goes: \(focus) and VoiceOver says nothing")
    }
}
