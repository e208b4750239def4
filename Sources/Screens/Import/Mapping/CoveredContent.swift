
/// Content covered by a full-screen view drawn over it (a full-screen player over the page it was
/// opened from): WebDriverAgent lists the page's elements with their frames on the screen and
/// `visible="false"` (web content in an invisible web view may still say `visible="true"`). VoiceOver reads only the view on top. Content beyond a scroll view's visible
/// area is also invisible, but its frame lies off the screen, so the frames tell the two apart.
enum CoveredContent {
    /// The elements without the covered ones, and a warning for each subtree taken out. Nothing
    /// changes when no element is `visible="true"` (the attribute then says nothing) or there is
    /// no screen size.
    static func removed(from elements: [CapturedElement], screen: Frame?) -> (elements: [CapturedElement], warnings: [ImportWarning]) {
        guard let screen, CapturedElement.count(in: elements, where: { $0.visible == true }) > 0 else { return (elements, []) }
        // Covering views, by the preorder index of their first element.
        var coverStarts: [Int] = []
        var index = 0
        func findCovers(_ list: [CapturedElement]) {
            for element in list {
                let start = index
                index += 1
                if element.visible == true, let frame = element.frame, coversScreen(frame, screen),
                   let shown = shownExtent(element.children), shown.height >= screen.height / 2 {
                    coverStarts.append(start)
                }
                findCovers(element.children)
            }
        }
        findCovers(elements)
        guard let lastCover = coverStarts.last else { return (elements, []) }
        var warnings: [ImportWarning] = []
        index = 0
        func prune(_ list: [CapturedElement], path: [String]) -> [CapturedElement] {
            var kept: [CapturedElement] = []
            for var element in list {
                let start = index
                let size = CapturedElement.count(in: [element]) { _ in true }
                // A covering view drawn later than this element and its whole subtree.
                let coveredLater = start + size <= lastCover
                if coveredLater, element.visible == false, let frame = element.frame, onScreen(frame, screen),
                   !showsSomething(element) {
                    let what = element.label.isEmpty ? element.typeName : "\(element.typeName) '\(element.label)'"
                    warnings.append(ImportWarning(.coveredContent, line: element.line, path: ElementPath.text(path + [element.pathSegment]),
                                                  "\(what) is on the screen but not visible, under a full-screen view drawn after it: dropped with what it holds, as VoiceOver reads only the view on top"))
                    index += size
                    continue
                }
                index += 1
                element.children = prune(element.children, path: path + [element.pathSegment])
                kept.append(element)
            }
            return kept
        }
        return (prune(elements, path: []), warnings)
    }

    /// Something in the subtree is `visible="true"`, not counting web content inside a web view that
    /// is not visible: WebDriverAgent reports web content visible by the page's own layout, in view
    /// or under a native view drawn over it (Pocket Casts' episode notes under its player).
    private static func showsSomething(_ element: CapturedElement) -> Bool {
        if element.kind == .webView, element.visible == false { return false }
        return element.visible == true || element.children.contains(where: showsSomething)
    }

    /// The frame covers the whole screen (within a point).
    private static func coversScreen(_ frame: Frame, _ screen: Frame) -> Bool {
        frame.x <= screen.x + 1 && frame.y <= screen.y + 1 && frame.maxX >= screen.maxX - 1 && frame.maxY >= screen.maxY - 1
    }

    /// Some of the frame lies on the screen.
    private static func onScreen(_ frame: Frame, _ screen: Frame) -> Bool {
        frame.width > 0 && frame.height > 0
            && frame.x < screen.maxX && frame.maxX > screen.x && frame.y < screen.maxY && frame.maxY > screen.y
    }

    /// Where a covering view shows something: the union of the frames of the visible elements
    /// with something to say beneath, or that WebDriverAgent reports accessible (a photo without a
    /// label in a viewer), outside the status bar and the keyboard (their windows span
    /// the screen but cover nothing). A view that shows content over half the screen's height or
    /// more covers the page (a player, a sheet); one that spans the screen to hold a toolbar at
    /// its foot does not, and the rows behind the toolbar are read.
    private static func shownExtent(_ elements: [CapturedElement]) -> Frame? {
        var union: Frame?
        func visit(_ list: [CapturedElement]) {
            for element in list where element.kind != .statusBar && element.kind != .keyboard {
                if element.visible == true, !element.label.isEmpty || !element.value.isEmpty || element.accessible == true,
                   let f = element.frame {
                    if let u = union {
                        let x = min(u.x, f.x), y = min(u.y, f.y)
                        union = Frame(x: x, y: y, width: max(u.maxX, f.maxX) - x, height: max(u.maxY, f.maxY) - y)
                    } else {
                        union = f
                    }
                }
                visit(element.children)
            }
        }
        visit(elements)
        return union
    }
}
