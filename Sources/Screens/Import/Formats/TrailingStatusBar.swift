/// AXe and tools built on its serializer list the status bar's items (the time, the Dynamic
/// Island, signal, Wi-Fi, battery) after the app's content and with no status bar around them.
/// A run of leaves at the end of the top level that lie wholly in the status bar's strip (the top
/// 54 points, its height on the tallest iPhone status bar) after something below it is that status
/// bar: it is put back around them, and the import drops it as it drops any status bar.
enum TrailingStatusBar {
    /// The status bar's height on an iPhone with a Dynamic Island; older ones are shorter.
    static let stripHeight = 54.0

    static func restore(_ elements: [CapturedElement]) -> [CapturedElement] {
        var start = elements.endIndex
        while start > elements.startIndex, isStatusItem(elements[start - 1]) { start -= 1 }
        guard start < elements.endIndex,
              elements[..<start].contains(where: { ($0.frame?.maxY ?? 0) > stripHeight }) else { return elements }
        let items = Array(elements[start...])
        var bar = CapturedElement(kind: .statusBar, typeName: "status bar", pathSegment: "status bar of \(items[0].pathSegment)")
        bar.frame = FlatListStructure.union(items.compactMap(\.frame))
        bar.children = items
        return Array(elements[..<start]) + [bar]
    }

    private static func isStatusItem(_ element: CapturedElement) -> Bool {
        guard element.children.isEmpty, element.kind != .statusBar, let frame = element.frame else { return false }
        return frame.y >= 0 && frame.maxY <= stripHeight && frame.height > 0
    }
}
