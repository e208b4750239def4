/// Touch targets smaller than Apple's 44 × 44 points (Human Interface Guidelines, "Hit
/// targets"). The system's own controls at their standard sizes are left out, since they take
/// touches around what they draw and an app cannot make them larger without redrawing them: text
/// inputs (the bar around them), keyboard keys, a switch or slider unless both sides are short
/// (UISwitch and SwiftUI's Toggle are 51 × 31 pt, a slider 31 pt high), and the segments of a
/// segmented control at its standard height (UISegmentedControl and SwiftUI's segmented Picker
/// are 32 pt high since iOS 13) unless a segment is narrower than 44 pt.
enum TargetRules {
    static let minimum = 44.0
    /// UISegmentedControl's height since iOS 13 (SwiftUI's `.pickerStyle(.segmented)` is one).
    static let segmentedControlHeight = 32.0

    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        // A squeezed segmented control is one problem: reported once, on its first small segment.
        var segmentedControlsReported: Set<Int> = []
        for node in state.order.stops {
            let element = state.element(node)
            guard [.button, .link, .toggleButton, .adjustable, .backButton].contains(where: element.has),
                  !element.has(.keyboardKey), let frame = element.frame, frame.width > 0, frame.height > 0 else { continue }
            let systemControl = element.has(.toggleButton) || (element.has(.adjustable) && !element.has(.button))
            let control = state.tree.nodes[node].parent.flatMap { state.tree[$0].segmentedControl ? $0 : nil }
            let segment = element.segmentedControl || control != nil
            // Half a point's leeway: captures write 31.67 for a frame laid out at 32 on a 3x screen.
            let small = systemControl ? frame.width < minimum && frame.height < minimum
                : segment ? frame.width < minimum || frame.height < segmentedControlHeight - 0.5
                : frame.width < minimum || frame.height < minimum
            guard small else { continue }
            if let control {
                guard segmentedControlsReported.insert(control).inserted else { continue }
                let segments = state.tree.nodes[control].children.count
                issues.append(Issue(.smallTarget, node,
                                    "the segmented control's \(segments) segments are \(points(frame.width)) × \(points(frame.height)) pt: hard to find and double-tap by touch"))
                continue
            }
            issues.append(Issue(.smallTarget, node,
                                "its frame is \(points(frame.width)) × \(points(frame.height)) pt: hard to find and double-tap by touch"))
        }
        return issues
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
