/// One view of the accessibility tree, with UIKit's accessibility properties (the screen file's
/// keys, `accessibility` prefix dropped). Plain data: which stops it makes and what they say is the
/// Simulator's business.
public struct Element: Hashable, Sendable {
    /// accessibilityIdentifier: how order lists, script steps and rotors name the element; never spoken.
    public var id: String?
    /// accessibilityLabel: what the element is.
    public var label: String
    /// accessibilityValue: its current value (a switch's 0/1, a slider's percentage).
    public var value: String
    /// accessibilityHint: what activating it does, spoken after a delay.
    public var hint: String
    /// accessibilityTraits: what kind of control it is and its state.
    public var traits: [Trait]
    /// accessibilityFrame in screen points; it decides the reading order when no `order` is given.
    public var frame: Frame?
    /// accessibilityLanguage; nil means the screen's.
    public var language: String?
    /// nil means the format's default: true for a leaf with a label, value or trait.
    public var isAccessibilityElement: Bool?
    /// The views inside this one.
    public var children: [Element]
    /// accessibilityElements: ids of descendants in focus order.
    public var order: [String]?
    /// accessibilityElementsHidden: the children are not read.
    public var elementsHidden: Bool
    /// isHidden: neither the element nor its children are read.
    public var hidden: Bool
    /// accessibilityViewIsModal: while shown, its siblings are not read.
    public var viewIsModal: Bool
    /// shouldGroupAccessibilityChildren: the children are read together before moving on.
    public var shouldGroupAccessibilityChildren: Bool
    /// accessibilityContainerType: what kind of container it is.
    public var containerType: ContainerType
    /// accessibilityCustomActions' names, offered by the Actions rotor.
    public var customActions: [String]
    /// AXCustomContent entries.
    public var customContent: [CustomContent]
    /// Earshot addition: the values an adjustable element steps through (increment moves forward).
    public var steps: [String]?
    /// Earshot addition: a scroll view's pages, for `scroll` and its "Page N of M" status.
    public var pages: Pages?
    /// Earshot addition: the element is loading; the loading earcon repeats while it has focus.
    public var busy: Bool
    /// Earshot addition: a modal view that is an alert (UIAlertController-like); the alert earcon
    /// plays when it becomes the modal view in effect.
    public var alert: Bool
    /// Earshot addition: a data-table cell's row and column (1-based). When absent they are
    /// computed from the table's frames: rows by the row band, columns left to right.
    public var row: Int?
    /// The cell's column (1-based); see ``row``.
    public var column: Int?
    /// Earshot addition: how many rows and columns a data-table cell spans (UIKit's
    /// accessibilityRowRange/accessibilityColumnRange lengths); nil is 1.
    public var rowSpan: Int?
    /// See ``rowSpan``.
    public var columnSpan: Int?
    /// Earshot addition, on a data table: the ids of its cells that head their rows (UIKit's
    /// accessibilityHeaderElements(forRow:)); nil: its `header` cells of column 1.
    public var rowHeaders: [String]?
    /// On a data table: the ids of its cells that head their columns; nil: its `header` cells of row 1.
    public var columnHeaders: [String]?
    /// Earshot addition: the element is a segmented control (UISegmentedControl); each of its
    /// stops says its position, "N of M", after its trait words.
    public var segmentedControl: Bool
    /// Earshot addition: the element is a scroll view (UIScrollView, a table, a collection, a web
    /// view). Its run of stops is placed by its own frame when its top-most stop lies above it
    /// (content scrolled past); any other container's run is placed by its top-most stop.
    public var scrollView: Bool
    /// SwiftUI's accessibilityElement(children:); nil when not set.
    public var childBehavior: ChildBehavior?
    /// accessibilitySortPriority: higher first among the stops of the same container (default 0).
    public var sortPriority: Double
    /// accessibilityHeading(.h1 … .h6): 1-6; implies the header trait.
    public var headingLevel: Int?
    /// accessibilityInputLabels (Voice Control and Full Keyboard Access names): in the transcript
    /// JSON, never spoken.
    public var inputLabels: [String]
    /// accessibilityActivationPoint; nil means the frame's centre.
    public var activationPoint: Point?
    /// The label, value and hint written as runs with speech attributes.
    public var speech: SpeechAttributes
    /// accessibilityTextualContext.
    public var textualContext: TextualContext?
    /// Custom rotors this element offers while it (or a stop inside it) has focus.
    public var customRotors: [CustomRotor]
    /// accessibilityDirectTouchOptions, for an element with the `allowsDirectInteraction` trait.
    public var directTouchOptions: [DirectTouchOption]

    /// An element; every property has the screen format's default.
    public init(
        id: String? = nil, label: String = "", value: String = "", hint: String = "",
        traits: [Trait] = [], frame: Frame? = nil, language: String? = nil,
        isAccessibilityElement: Bool? = nil, children: [Element] = [], order: [String]? = nil,
        elementsHidden: Bool = false, hidden: Bool = false, viewIsModal: Bool = false,
        shouldGroupAccessibilityChildren: Bool = false, containerType: ContainerType = .none,
        customActions: [String] = [], customContent: [CustomContent] = [], steps: [String]? = nil,
        pages: Pages? = nil, busy: Bool = false, alert: Bool = false, row: Int? = nil, column: Int? = nil,
        rowSpan: Int? = nil, columnSpan: Int? = nil, rowHeaders: [String]? = nil, columnHeaders: [String]? = nil,
        segmentedControl: Bool = false, scrollView: Bool = false,
        childBehavior: ChildBehavior? = nil, sortPriority: Double = 0, headingLevel: Int? = nil,
        inputLabels: [String] = [], activationPoint: Point? = nil, speech: SpeechAttributes = .init(),
        textualContext: TextualContext? = nil, customRotors: [CustomRotor] = [],
        directTouchOptions: [DirectTouchOption] = []
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
        self.alert = alert
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.rowHeaders = rowHeaders
        self.columnHeaders = columnHeaders
        self.segmentedControl = segmentedControl
        self.scrollView = scrollView
        self.childBehavior = childBehavior
        self.sortPriority = sortPriority
        self.headingLevel = headingLevel
        self.inputLabels = inputLabels
        self.activationPoint = activationPoint
        self.speech = speech
        self.textualContext = textualContext
        self.customRotors = customRotors
        self.directTouchOptions = directTouchOptions
    }

    /// A heading level implies the header trait, as accessibilityHeading does.
    public func has(_ trait: Trait) -> Bool { traits.contains(trait) || (trait == .header && headingLevel != nil) }

    /// The format's default for `isAccessibilityElement`: a leaf with a label, value or trait.
    public var isFocusStop: Bool { isFocusStop(hasChildren: !children.isEmpty) }

    func isFocusStop(hasChildren: Bool) -> Bool {
        isAccessibilityElement ?? (childBehavior == .combine || childBehavior == .ignore
            || (!hasChildren && (!label.isEmpty || !value.isEmpty || !traits.isEmpty || headingLevel != nil)))
    }

    /// Containers whose stops stay together (docs/voiceover.md section 1.6): grouped, a list,
    /// landmark or table, or a SwiftUI container element (`childBehavior: contain`).
    public var groupsChildren: Bool {
        shouldGroupAccessibilityChildren || [.list, .landmark, .dataTable].contains(containerType)
            || childBehavior == .contain || segmentedControl || isLabelledGroup
    }

    /// A semantic group with a label (`containerType: semanticGroup`, or SwiftUI's
    /// `childBehavior: contain`, which is one): VoiceOver says the label when focus enters it.
    public var isLabelledGroup: Bool {
        !label.isEmpty && (containerType == .semanticGroup || childBehavior == .contain)
    }
}

/// A scroll view's pages: VoiceOver's scroll status reads "Page current of count".
public struct Pages: Codable, Hashable, Sendable {
    /// The page shown, 1-based.
    public var current: Int
    /// How many pages there are.
    public var count: Int

    /// Page `current` of `count`.
    public init(current: Int, count: Int) {
        self.current = current
        self.count = count
    }
}
