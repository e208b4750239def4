
/// A flat element list (idb's default output) has no containers, yet two of VoiceOver's rules need
/// one: tabs are counted within their tab bar, and an alert hides what is behind it. This puts
/// back just those two containers; it adds no text.
enum FlatListStructure {
    static func rebuild(_ elements: [CapturedElement]) -> [CapturedElement] {
        groupTabs(nestAlertContents(elements))
    }

    /// Runs of consecutive tabs go into one tab bar spanning them.
    static func groupTabs(_ elements: [CapturedElement]) -> [CapturedElement] {
        var result: [CapturedElement] = []
        var run: [CapturedElement] = []
        func flush() {
            guard !run.isEmpty else { return }
            var bar = CapturedElement(kind: .tabBar, typeName: "tab bar", pathSegment: "tabs of \(run[0].pathSegment)")
            bar.frame = union(run.compactMap(\.frame))
            bar.children = run
            result.append(bar)
            run = []
        }
        for element in elements {
            if element.kind == .tab { run.append(element) } else { flush(); result.append(element) }
        }
        flush()
        return result
    }

    /// The elements listed right after an alert that lie inside its frame are its contents.
    static func nestAlertContents(_ elements: [CapturedElement]) -> [CapturedElement] {
        var result: [CapturedElement] = []
        var index = 0
        while index < elements.count {
            var element = elements[index]
            index += 1
            guard element.kind == .alert, element.children.isEmpty, let area = element.frame else {
                result.append(element)
                continue
            }
            while index < elements.count, let frame = elements[index].frame, contains(area, frame) {
                element.children.append(elements[index])
                index += 1
            }
            result.append(element)
        }
        return result
    }

    private static func contains(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    static func union(_ frames: [Frame]) -> Frame? {
        guard let first = frames.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for frame in frames.dropFirst() {
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
