/// Touch targets smaller than Apple's 44 × 44 points. Text inputs (whose tap area is usually the
/// bar around them) and keyboard keys (the system's) are left out; a switch or slider counts only
/// when both sides are short, since UIKit's own (51 × 31, 31 pt high) take touches around them.
enum TargetRules {
    static let minimum = 44.0

    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.element(node)
            guard [.button, .link, .toggleButton, .adjustable, .backButton].contains(where: element.has),
                  !element.has(.keyboardKey), let frame = element.frame, frame.width > 0, frame.height > 0 else { continue }
            let systemControl = element.has(.toggleButton) || (element.has(.adjustable) && !element.has(.button))
            let small = systemControl ? frame.width < minimum && frame.height < minimum
                                      : frame.width < minimum || frame.height < minimum
            guard small else { continue }
            issues.append(Issue(.smallTarget, node,
                                "its frame is \(points(frame.width)) × \(points(frame.height)) pt: hard to find and double-tap by touch"))
        }
        return issues
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
