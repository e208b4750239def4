
/// Gives a capture's elements the meaning VoiceOver gives them: traits from element types (or the
/// capture's own traits), focus stops from `accessible`, substitutions undone, system chrome and
/// hidden scroll bars made silent, modal alerts, unique identifiers. Identifiers never become
/// labels; nothing is added that the capture does not say, except what VoiceOver itself derives
/// (a cell's label from its text).
struct CaptureMapper {
    let capture: Capture
    let trustsAccessible: Bool
    let screenArea: Frame?
    var warnings: [ImportWarning] = []
    var reportedTypes: Set<String> = []
    var reportedTraits: Set<String> = []
    var identifiers = IdentifierAssignment()
    let rows: RowMerging
    /// What the visible elements say, by kind: an invisible element saying the same is a duplicate.
    var visibleTexts: Set<[String]> = []
    /// What the elements on the screen say: a cell beyond it saying the same is a reused cell's copy.
    var onScreenTexts: Set<[String]> = []
    /// The label and frame of each visible element: an invisible element of any kind with both
    /// is a copy (a footer's text and an invisible view over it with its label).
    var visibleLabelFrames: Set<LabelFrame> = []
    /// Where each element with text is, by its path in the capture: what lies over a scroll
    /// view's foot, and how far down its content runs. Made when a scroll view first asks.
    var textFrames: [(path: [String], frame: Frame)]?

    /// The screen's top-level elements and every warning (the parser's first).
    static func map(_ capture: Capture) -> (elements: [Element], warnings: [ImportWarning]) {
        var capture = capture
        capture.elements = UnspokenCharacters.removed(from: capture.elements)
        let covered = CoveredContent.removed(from: capture.elements, screen: capture.isFragment ? nil : screenFrame(capture))
        capture.elements = covered.elements
        var mapper = CaptureMapper(capture)
        mapper.warnings += covered.warnings
        let context = Context(path: [], rightToLeft: capture.rightToLeft)
        var elements = capture.elements.flatMap { mapper.map($0, context) }
        ModalPropagation.apply(to: &elements)
        // An element's warnings wait for its children's: put them back in the capture's order.
        let ordered = mapper.warnings.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
        }.map(\.element)
        return (elements, capture.warnings + ordered)
    }

    private init(_ capture: Capture) {
        self.capture = capture
        // A fragment's frames are where they were on a screen it does not give: none is off it.
        screenArea = capture.isFragment ? nil : Self.screenFrame(capture)
        // Some WebDriverAgent versions report accessible="false" for everything: then it says nothing.
        var stated = false, accessible = false
        CapturedElement.visit(capture.elements) { element in
            if let value = element.accessible { stated = true; accessible = accessible || value }
        }
        let unreliable = stated && !accessible
        var visibleTexts: Set<[String]> = [], onScreenTexts: Set<[String]> = [], visibleLabelFrames: Set<LabelFrame> = []
        let area = screenArea
        CapturedElement.visit(capture.elements) { element in
            if element.visible != false, let key = LabelFrame(element) { visibleLabelFrames.insert(key) }
            guard let text = Self.duplicateKey(element) else { return }
            if element.visible != false { visibleTexts.insert(text) }
            if let area, let frame = element.frame, !Self.outside(frame, area) { onScreenTexts.insert(text) }
        }
        self.visibleTexts = visibleTexts
        self.onScreenTexts = onScreenTexts
        self.visibleLabelFrames = visibleLabelFrames
        trustsAccessible = !unreliable
        rows = RowMerging(rightToLeft: capture.rightToLeft, trustsAccessible: !unreliable)
        if unreliable {
            warnings.append(ImportWarning(.unreliableAccessibility, path: "",
                                          "no element is accessible=\"true\": the attribute is ignored and stops follow the screen format's defaults"))
        }
    }

    static func screenFrame(_ capture: Capture) -> Frame? {
        capture.screenSize.flatMap { size in
            size.count == 2 ? Frame(x: 0, y: 0, width: size[0], height: size[1]) : nil
        }
    }

    /// What the ancestors of an element tell about it.
    struct Context {
        var path: [String]
        /// The screen reads right to left: a navigation bar's leading edge is its right.
        var rightToLeft = false
        /// Inside a navigation bar, for its heading and back button: the bar's title (identifier or
        /// label) and how many static texts it has.
        var inNavigationBar = false
        var navigationTitle: String?
        var navigationTextCount = 0
        var navigationBarFrame: Frame?
        var inTabBar = false
        /// Inside web content: the outermost web view orders its stops, nested ones included.
        var inWebView = false
        /// Inside a view that scrolls its content: what lies beyond the screen is reached.
        var inScrollingContent = false
        /// The frame of an element beyond the visible area: its children's frames are where they
        /// were when last laid out, and those outside it are stale.
        var staleFrameBounds: Frame?
        /// No sibling before this element lies on the screen: content above or before the visible
        /// area comes first in its list, where a cell kept for reuse does not.
        var precedesOnScreenSiblings = false
        /// A sibling is `accessible="true"`: WebDriverAgent asked at this depth, so its false here
        /// is the app's answer, not its snapshot's depth limit.
        var besideAccessibleSibling = false

        func descending(into element: CapturedElement) -> Context {
            var context = self
            context.path.append(element.pathSegment)
            if element.scrollsContent { context.inScrollingContent = true }
            if element.kind == .navigationBar {
                context.inNavigationBar = true
                context.navigationTitle = element.identifier ?? (element.label.isEmpty ? nil : element.label)
                context.navigationTextCount = CapturedElement.count(in: element.children) { $0.kind == .staticText }
                context.navigationBarFrame = element.frame
            }
            if element.kind == .tabBar { context.inTabBar = true }
            if element.kind == .webView { context.inWebView = true }
            return context
        }

        /// The bar's title: the text its identifier names, or the one centred in the bar (UIKit's
        /// inline title; its items are at the edges).
        func isNavigationTitle(_ label: String, _ frame: Frame?) -> Bool {
            guard inNavigationBar else { return false }
            if navigationTitle == label { return true }
            guard let bar = navigationBarFrame, let frame, frame.width < bar.width else { return false }
            return abs((frame.x + frame.maxX) / 2 - (bar.x + bar.maxX) / 2) <= 4
        }

        /// UIKit's back button starts at the navigation bar's leading edge (its chevron is part of
        /// it), where bar button items keep a margin; its title is the previous screen's, not
        /// this bar's.
        func isBackButtonPlace(_ frame: Frame?, label: String) -> Bool {
            guard inNavigationBar, let bar = navigationBarFrame, let frame, !label.isEmpty, label != navigationTitle else { return false }
            return rightToLeft ? abs(frame.maxX - bar.maxX) <= 0.5 : abs(frame.x - bar.x) <= 0.5
        }
    }

    mutating func map(_ captured: CapturedElement, _ context: Context) -> [Element] {
        var node = captured
        // Warnings about this element wait for its id, so the screen file can show them beside it.
        var local: [ImportWarning] = []
        // Built only for a warning: most elements never need it.
        func path() -> String { ElementPath.text(context.path + [node.pathSegment]) }
        func warn(_ kind: ImportWarning.Kind, _ message: String) {
            local.append(ImportWarning(kind, line: node.line, path: path(), message))
        }
        defer { warnings += local }
        if let bounds = context.staleFrameBounds, let frame = node.frame, !Self.contains(bounds, frame) {
            node.frame = bounds
        }

        switch node.kind {
        case .statusBar:
            warn(.droppedStatusBar, "status bar dropped: it is system chrome, outside VoiceOver's swipe order through the app")
            return []
        case .unknown where reportedTypes.insert(node.typeName).inserted:
            warn(.unknownType, "type '\(node.typeName)' has no VoiceOver meaning known to Earshot; read by its label and value only")
        case .keyboard:
            let keys = CapturedElement.count(in: node.children) { $0.kind == .key }
            warn(.keyboardShown, "the keyboard is shown: its \(keys) keys are stops after the app's content, as VoiceOver visits them")
        default:
            break
        }
        switch Decoration.of(node, inRow: false) {
        case .scrollBar?:
            warn(.silencedScrollBar, "scroll bar '\(node.label)' dropped: VoiceOver's swipe order skips scroll indicators")
            return []
        case .disclosureIndicator?:
            warn(.droppedDecoration, "\(node.typeName) '\(node.label.isEmpty ? node.identifier ?? "" : node.label)' is a disclosure chevron: not read")
            return []
        case .unlabelledImage(let name)?:
            if let name {
                warn(.droppedDecoration, "image labelled only with its asset name '\(name)': not read, as an image without a label")
            } else if node.accessible == true {
                warn(.droppedDecoration, "image without a label: not read (VoiceOver skips unlabelled images)")
            }
            return []
        case .checkmark?, nil:
            break
        }
        if node.visible == false, !isScrolledAway(node), let text = Self.duplicateKey(node), visibleTexts.contains(text) {
            warn(.invisibleDuplicate, "invisible \(node.typeName) '\(node.label.isEmpty ? node.value : node.label)' says what a visible \(node.typeName) says: dropped, as VoiceOver reads it once")
            return []
        }
        if node.visible == false, let key = LabelFrame(node), visibleLabelFrames.contains(key),
           CapturedElement.count(in: node.children, where: { $0.label == node.label }) == 0 {
            warn(.invisibleDuplicate, "invisible \(node.typeName) '\(node.label)' has the label and frame of a visible element: dropped, as VoiceOver reads it once")
            return []
        }
        var inner = context.descending(into: node)
        if isScrolledAway(node) {
            // Inside an element read in place, everything is read with it.
            let inPlace = isBeyondTrailingEdge(node) || context.precedesOnScreenSiblings || context.staleFrameBounds != nil
            guard context.inScrollingContent, inPlace else {
                warn(.scrolledAway, "\(node.typeName)\(node.label.isEmpty ? "" : " '\(node.label)'") lies outside the screen, in no scroll view or above its visible area after what is on the screen (a cell kept for reuse): dropped with what it holds, whose frames are stale")
                return []
            }
            if context.staleFrameBounds == nil, let text = Self.duplicateKey(node), onScreenTexts.contains(text) {
                warn(.invisibleDuplicate, "\(node.typeName) '\(node.label.isEmpty ? node.value : node.label)' beyond the screen says what one on the screen says (a cell kept for reuse with stale contents): dropped")
                return []
            }
            if context.staleFrameBounds == nil {
                warn(.beyondVisibleArea, "\(node.typeName)\(node.label.isEmpty ? "" : " '\(node.label)'") lies beyond its scroll view's visible area: read in its place, as VoiceOver's swipe scrolls it into view")
                inner.staleFrameBounds = node.frame
            }
        }
        if node.kind == .link, trustsAccessible, node.accessible == false {
            let parts = Self.accessibleParts(of: node.children)
            if parts.count > 1 {
                warn(.splitLink, "\(node.typeName) '\(node.label)' is not accessible and holds \(parts.count) accessible parts: each is a stop that says Link, as VoiceOver reads WebKit's image link and text link")
                return parts.flatMap { part in
                    var part = part
                    if !part.inferredTraits.contains(.link) { part.inferredTraits.append(.link) }
                    return map(part, inner)
                }
            }
        }
        if let control = Self.wrappedControl(node) {
            warn(.dissolvedWrapper, "\(node.typeName) '\(node.label)' wraps a \(control.typeName) with its label and frame: the \(control.typeName) is the stop")
            return map(control, inner)
        }
        if node.kind == .cell, let merged = rows.merge(node) {
            node = merged
        }
        if node.kind == .list {
            node.children = SectionHeaders.mark(node.children)
        }
        for guess in node.guesses {
            let kind: ImportWarning.Kind = node.inferredTraits.contains(.header) && node.kind == .staticText ? .inferredHeader : .mergedRow
            warn(kind, guess)
        }

        let text = ValueSubstitutions(node, substitutesValues: capture.substitutesValues)
        if text.droppedRepeatedFieldValue {
            warn(.unmappedValue, "the value repeats the label (the placeholder shown as the value of an empty field): read once")
        }
        if node.children.isEmpty, text.label.isEmpty, text.value.isEmpty, node.hint.isEmpty, node.frame == nil, node.visible == false {
            warn(.droppedOffScreen, "off-screen \(node.typeName) with nothing to say dropped")
            return []
        }

        let firstOnScreen = node.children.firstIndex { !isScrolledAway($0) } ?? node.children.count
        // Below the last sibling listed so far that lies below the screen: a view listed after it
        // but placed on the screen has a stale frame (a table's footer last laid out higher up).
        var belowScreen: Frame?
        let accessibleChildren = node.children.count { $0.accessible == true }
        let children = node.children.enumerated().flatMap { index, child in
            var childContext = inner
            childContext.precedesOnScreenSiblings = index < firstOnScreen
            childContext.besideAccessibleSibling = accessibleChildren - (child.accessible == true ? 1 : 0) > 0
            var child = child
            if inner.inScrollingContent, inner.staleFrameBounds == nil, let below = belowScreen, let frame = child.frame,
               !isScrolledAway(child), frame.y < below.maxY {
                let offset = below.maxY - frame.y
                warnings.append(ImportWarning(.beyondVisibleArea, line: child.line, path: ElementPath.text(inner.path + [child.pathSegment]),
                                              "\(child.typeName) is listed after content below the screen but placed on it (a frame left from an earlier layout): read after that content, where its list puts it"))
                Self.shift(&child, by: offset)
            }
            if let frame = child.frame, isBeyondTrailingEdge(child), frame.y >= (screenArea?.maxY ?? .infinity) {
                belowScreen = frame
            }
            return map(child, childContext)
        }

        var element = Element(label: text.label, value: text.value, hint: node.hint, frame: node.frame,
                              children: children, customActions: node.customActions)
        let typed = Self.traits(for: node, context: context, label: text.label)
        element.traits = typed.traits
        for trait in node.inferredTraits where !element.traits.contains(trait) { element.traits.append(trait) }
        for name in typed.unknownNames where reportedTraits.insert(name).inserted {
            warn(.unknownTrait, "trait '\(name)' is not one of the screen format's traits; ignored")
        }
        if node.kind == .textView, node.traitNames == nil {
            warn(.ambiguous, "a text view: whether it is editable is not in the capture; read as text")
        }
        if node.scrollsContent, !children.isEmpty, CapturedElement.count(in: node.children, where: isScrolledAway) > 0
            || barOverFoot(of: node, at: context.path + [node.pathSegment]) {
            // VoiceOver scrolls through a scroll view's content before it leaves the view: its
            // rows below the screen, or behind a bar at its foot, come before the bar.
            element.shouldGroupAccessibilityChildren = true
            element.scrollView = true
        }
        if node.kind == .navigationBar { element.order = navigationOrder(children) }
        if node.kind == .webView, !context.inWebView { element.order = documentOrder(children) }
        // An alert or a popover (a share sheet, a menu) keeps VoiceOver inside it until dismissed.
        element.viewIsModal = node.kind == .alert || node.kind == .popover
        element.alert = node.kind == .alert
        // A segmented control's segments say "N of M" (docs/voiceover.md section 9).
        element.segmentedControl = Self.isSegmentedControl(node.typeName)
        let decided = isAccessibilityElement(node, text: text, mappedChildren: children, besideAccessibleSibling: context.besideAccessibleSibling)
        element.isAccessibilityElement = decided.value
        if let why = decided.override { warn(.overriddenAccessible, why) }
        let isStop = element.isFocusStop

        if isStop {
            if node.enabled == false, !element.has(.notEnabled) { element.traits.append(.notEnabled) }
            if text.selected == true, !element.has(.selected) { element.traits.append(.selected) }
            if node.focused == true, node.kind.isTextEntry { element.traits.append(.isEditing) }
        }
        if node.kind == .toggle {
            element.value = Self.switchValue(element.value)
            if !["", "1", "0", "2"].contains(element.value) {
                warn(.unmappedValue, "switch value '\(element.value)' is not 1 or 0: read as its value")
            }
        }
        if isStop, !children.isEmpty, element.label.isEmpty, element.value.isEmpty {
            let composed = Self.spokenText(of: children).joined(separator: ", ")
            if !composed.isEmpty {
                element.label = composed
                warn(.composedLabel, "no label of its own: its children's text '\(composed)' is its label, as VoiceOver reads it")
            }
        }
        if isStop, !Self.saysSomething(element, inTabBar: context.inTabBar) {
            if children.isEmpty {
                warn(.silentStop, "\(node.typeName) has nothing to say: dropped")
                return []
            }
            warn(.silentStop, "\(node.typeName) has nothing to say: not a stop")
            element.isAccessibilityElement = false
        }
        element.isAccessibilityElement = Self.unlessDefault(element.isAccessibilityElement, for: element)
        if element.isFocusStop {
            let base = ReadableID.from(element.label) ?? ReadableID.from(element.value)
                ?? node.identifier.flatMap(ReadableID.from) ?? Self.kindWord(element)
            let assigned = identifiers.next(for: base)
            element.id = assigned.id
            if assigned.numbered {
                warn(.duplicateIdentifier, "another stop reads the same: its id is \(assigned.id)")
            }
            for index in local.indices { local[index].elementID = assigned.id }
        }
        return Self.simplified(element)
    }
}
