
/// Which stops the element makes and how VoiceOver moves through them: the `isAccessibilityElement`,
/// `order`, `hidden`, `elementsHidden`, `viewIsModal`, `shouldGroupAccessibilityChildren` and
/// `containerType` keys.
extension Element {
    /// One focus stop; its children are not visited (focus merging).
    public func isAccessibilityElement(_ isElement: Bool = true) -> Element {
        with { $0.isAccessibilityElement = isElement }
    }

    /// accessibilityElements: ids of descendants in focus order.
    public func order(_ ids: String...) -> Element { with { $0.order = ids } }

    /// isHidden: skipped with its subtree.
    public func hidden(_ hidden: Bool = true) -> Element { with { $0.hidden = hidden } }

    /// accessibilityElementsHidden: skipped with its subtree.
    public func elementsHidden(_ hidden: Bool = true) -> Element { with { $0.elementsHidden = hidden } }

    /// accessibilityViewIsModal: its siblings leave the focus order.
    public func viewIsModal(_ modal: Bool = true) -> Element { with { $0.viewIsModal = modal } }

    /// shouldGroupAccessibilityChildren: the children are read together, row by row, before what follows.
    public func shouldGroupAccessibilityChildren(_ group: Bool = true) -> Element {
        with { $0.shouldGroupAccessibilityChildren = group }
    }

    /// accessibilityContainerType: a list, landmark, table or semantic group said on entry.
    public func containerType(_ type: ContainerType) -> Element { with { $0.containerType = type } }

    /// The children, for an element begun with a label and modifiers instead of a body.
    public func children(@ElementBuilder _ children: () -> [Element]) -> Element {
        with { $0.children = children() }
    }
}
