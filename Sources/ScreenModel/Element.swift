/// One view of the accessibility tree, with UIKit's accessibility properties (the screen file's
/// keys, `accessibility` prefix dropped). Plain data: which stops it makes and what they say is the
/// Simulator's business.
public struct Element: Hashable, Sendable {
    public var id: String?
    public var label: String
    public var value: String
    public var hint: String
    public var traits: [Trait]
    public var frame: Frame?
    /// accessibilityLanguage; nil means the screen's.
    public var language: String?
    /// nil means the format's default: true for a leaf with a label, value or trait.
    public var isAccessibilityElement: Bool?
    public var children: [Element]
    /// accessibilityElements: ids of descendants in focus order.
    public var order: [String]?
    public var elementsHidden: Bool
    public var hidden: Bool
    public var viewIsModal: Bool
    public var shouldGroupAccessibilityChildren: Bool
    public var containerType: ContainerType
    public var customActions: [String]
    public var customContent: [CustomContent]
    /// Earshot addition: the values an adjustable element steps through (increment moves forward).
    public var steps: [String]?
    /// Earshot addition: a scroll view's pages, for `scroll` and its "Page N of M" status.
    public var pages: Pages?
    /// Earshot addition: the element is loading; the loading earcon repeats while it has focus.
    public var busy: Bool

    public init(
        id: String? = nil, label: String = "", value: String = "", hint: String = "",
        traits: [Trait] = [], frame: Frame? = nil, language: String? = nil,
        isAccessibilityElement: Bool? = nil, children: [Element] = [], order: [String]? = nil,
        elementsHidden: Bool = false, hidden: Bool = false, viewIsModal: Bool = false,
        shouldGroupAccessibilityChildren: Bool = false, containerType: ContainerType = .none,
        customActions: [String] = [], customContent: [CustomContent] = [], steps: [String]? = nil,
        pages: Pages? = nil, busy: Bool = false
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.language = language
        self.isAccessibilityElement = isAccessibilityElement
        self.children = children
        self.order = order
        self.elementsHidden = elementsHidden
        self.hidden = hidden
        self.viewIsModal = viewIsModal
        self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        self.containerType = containerType
        self.customActions = customActions
        self.customContent = customContent
        self.steps = steps
        self.pages = pages
        self.busy = busy
    }

    public func has(_ trait: Trait) -> Bool { traits.contains(trait) }
}

/// A scroll view's pages: VoiceOver's scroll status reads "Page current of count".
public struct Pages: Codable, Hashable, Sendable {
    public var current: Int
    public var count: Int

    public init(current: Int, count: Int) {
        self.current = current
        self.count = count
    }
}
