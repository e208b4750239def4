/// In nested idb and AXe output, tabs (subrole AXTabButton, "tab") sit in whatever group the app
/// drew them in, which the capture does not mark as a tab bar; VoiceOver still counts a tab among
/// its tab bar's tabs ("Tab, 1 of 4"). As in the flat list, each run of consecutive tabs among a
/// container's children goes into a tab bar of its own; a container already a tab bar keeps them.
enum NestedTabRuns {
    static func group(_ elements: [CapturedElement]) -> [CapturedElement] {
        FlatListStructure.groupTabs(elements).map { element in
            var element = element
            element.children = element.kind == .tabBar ? element.children.map(inside) : group(element.children)
            return element
        }
    }

    /// A tab bar's own children stay where they are; only what they hold is looked into.
    private static func inside(_ element: CapturedElement) -> CapturedElement {
        var element = element
        element.children = group(element.children)
        return element
    }
}
