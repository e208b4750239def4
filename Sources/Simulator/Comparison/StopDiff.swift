import Basics

/// What changed between two builds of one screen, stop by stop: stops added, removed, moved in the
/// focus order, or saying something else. Stops are matched by element id (else element path).
package struct StopDiff: Sendable, Equatable {
    package enum Change: Sendable, Equatable {
        case added(Stop)
        case removed(Stop)
        /// Its place among the stops both builds have changed (old, new).
        case moved(Stop, Stop)
        /// It says something else (old, new).
        case changed(Stop, Stop)
    }

    /// In the new focus order, removed stops at their old places.
    package let changes: [Change]

    package init(old: [Stop], new: [Stop]) {
        let oldByElement = Dictionary(old.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
        let newElements = Set(new.map(\.element))
        // Stops in both builds keep their place when they belong to the longest common order;
        // the rest moved.
        let common = new.filter { oldByElement[$0.element] != nil }.map(\.element)
        let oldCommon = old.filter { newElements.contains($0.element) }.map(\.element)
        let stayed = StopDiff.longestCommonSubsequence(oldCommon, common)

        var changes: [Change] = []
        for stop in new {
            guard let before = oldByElement[stop.element] else {
                changes.append(.added(stop))
                continue
            }
            if !stayed.contains(stop.element) { changes.append(.moved(before, stop)) }
            if before.text != stop.text || before.delayed != stop.delayed { changes.append(.changed(before, stop)) }
        }
        for stop in old where !newElements.contains(stop.element) {
            let at = changes.firstIndex { change in
                switch change {
                case .added(let s), .moved(_, let s), .changed(_, let s): s.position > stop.position
                case .removed(let s): s.position > stop.position
                }
            } ?? changes.endIndex
            changes.insert(.removed(stop), at: at)
        }
        self.changes = changes
    }

    package var isEmpty: Bool { changes.isEmpty }

    /// One line a change, for a terminal or a CI log:
    ///
    ///     added    4  share          "Share, Button"
    ///     removed  3  save           "Save, Button"
    ///     moved    5  reduce-motion  was 3
    ///     changed  2  general        "General, Button" -> "General"
    package var text: String {
        let width = min(24, changes.map { Self.stop(of: $0).element.count }.max() ?? 0)
        return changes.map { change -> String in
            let stop = Self.stop(of: change)
            let head = "\(Self.kind(of: change).rightPadded(to: 8)) "
                + "\(String(stop.position).leftPadded(to: 3, with: " "))  \(stop.element.rightPadded(to: width))  "
            switch change {
            case .added(let s), .removed(let s): return head + Self.said(s)
            case .moved(let old, _): return head + "was \(old.position)"
            case .changed(let old, let new): return head + Self.said(old) + " -> " + Self.said(new)
            }
        }.map { $0 + "\n" }.joined()
    }

    static func kind(of change: Change) -> String {
        switch change {
        case .added: "added"
        case .removed: "removed"
        case .moved: "moved"
        case .changed: "changed"
        }
    }

    /// The stop a change is shown at: the new one, or the old one when it was removed.
    static func stop(of change: Change) -> Stop {
        switch change {
        case .added(let s), .removed(let s), .moved(_, let s), .changed(_, let s): s
        }
    }

    private static func said(_ stop: Stop) -> String {
        let quoted = "\"\(stop.text)\""
        return stop.delayed.isEmpty ? quoted : "\(quoted) … \"\(stop.delayed)\""
    }

    /// The elements of the longest sequence `a` and `b` share in order.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Set<String> {
        LineDiff.script(a.map { Substring($0) }, b.map { Substring($0) }).reduce(into: Set<String>()) { kept, line in
            if case .same(let element, _, _) = line { kept.insert(element) }
        }
    }
}

