import Foundation

/// UIScrollView's scroll indicators are accessibility elements ("Vertical scroll bar, 1 page")
/// that captures list whether or not they are shown. VoiceOver's swipe order skips them.
enum ScrollBarDetection {
    /// By label (in the languages Earshot speaks), or by shape: a thin element with a percentage
    /// value and no other meaning. The indicator may hold its thumb (a view or image with nothing
    /// to say) as a child.
    static func isScrollBar(_ element: CapturedElement) -> Bool {
        guard element.kind == .container || element.kind == .adjustable || element.kind == .unknown,
              element.children.allSatisfy(saysNothing) else { return false }
        let label = element.label.lowercased()
        if labelPatterns.contains(where: { label.contains($0) }) { return true }
        guard let frame = element.frame else { return false }
        let thin = min(frame.width, frame.height) <= 8 && max(frame.width, frame.height) >= 24
        return thin && isPercentage(element.value)
    }

    private static let labelPatterns = [
        "scroll bar", "scrollbar", "滚动条", "捲動列", "полоса прокрутки", "barra de rolagem", "thanh cuộn",
        "スクロールバー", "스크롤 막대", "شريط التمرير", "פס גלילה", "barre de défilement", "bildlaufleiste",
        "barra de desplazamiento", "barra di scorrimento",
    ]

    private static func saysNothing(_ element: CapturedElement) -> Bool {
        element.label.isEmpty && element.value.isEmpty && element.children.allSatisfy(saysNothing)
    }

    private static func isPercentage(_ value: String) -> Bool {
        guard value.hasSuffix("%") else { return false }
        return Double(value.dropLast().trimmingCharacters(in: .whitespaces)) != nil
    }
}
