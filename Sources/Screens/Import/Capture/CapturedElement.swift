import Foundation

/// One element as a capture states it, before any VoiceOver meaning is given to it. Every format
/// parser produces these, so the rules that make a screen out of them exist once (CaptureMapper).
/// nil means the capture does not say.
struct CapturedElement {
    var kind: ElementKind
    /// The type as the capture names it, for warnings (`XCUIElementTypeButton`, `AXButton`).
    var typeName: String
    /// An identifier (never spoken): WDA `name` when it is not the label, AXUniqueId, identifier.
    var identifier: String?
    var label: String = ""
    var value: String = ""
    var placeholder: String?
    var hint: String = ""
    /// Trait names as the capture lists them (`traits` attribute); nil when it lists none.
    var traitNames: [String]?
    var frame: Frame?
    var enabled: Bool?
    var visible: Bool?
    var accessible: Bool?
    var selected: Bool?
    /// The text field has keyboard focus.
    var focused: Bool?
    var customActions: [String] = []
    var children: [CapturedElement] = []
    /// Traits the importer inferred from structure (a row's disclosure chevron makes it a Button,
    /// a section header before a list's rows is a Heading), added to the type's or capture's.
    var inferredTraits: [Trait] = []
    /// What the importer guessed about this element that the capture does not say: each becomes
    /// a warning naming the element, and a comment beside it in the screen file.
    var guesses: [String] = []
    /// The line the element starts on, for text formats.
    var line: Int?
    /// This element's step of the path in warnings, e.g. `Button[2]`.
    var pathSegment: String

    init(kind: ElementKind, typeName: String, pathSegment: String, line: Int? = nil) {
        self.kind = kind
        self.typeName = typeName
        self.pathSegment = pathSegment
        self.line = line
    }
}

extension CapturedElement {
    /// A view that scrolls its content (scroll view, table, collection, web view): VoiceOver's
    /// swipe scrolls what lies beyond its visible area into view and reads it.
    var scrollsContent: Bool {
        guard kind != .list, kind != .webView else { return true }
        var name = typeName.hasPrefix("XCUIElementType") ? String(typeName.dropFirst("XCUIElementType".count)) : typeName
        if let space = name.firstIndex(of: " "), name.lowercased() != "scroll view" { name = String(name[..<space]) }
        return ["scrollview", "axscrollarea", "scroll view", "scrollarea"].contains(name.lowercased())
    }

    /// Calls `body` on every element of the trees, depth first, without copying them.
    static func visit(_ elements: [CapturedElement], _ body: (CapturedElement) -> Void) {
        for element in elements {
            body(element)
            visit(element.children, body)
        }
    }

    /// Whether any element of the trees lists at least one trait.
    static func anyListsTraits(_ elements: [CapturedElement]) -> Bool {
        count(in: elements) { $0.traitNames?.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == true } > 0
    }

    /// Drops every element's trait list: the capture's lists say nothing.
    static func forgetTraitLists(_ elements: inout [CapturedElement]) {
        for index in elements.indices {
            elements[index].traitNames = nil
            forgetTraitLists(&elements[index].children)
        }
    }

    static func count(in elements: [CapturedElement], where matches: (CapturedElement) -> Bool) -> Int {
        var count = 0
        visit(elements) { if matches($0) { count += 1 } }
        return count
    }
}

/// What a parsed capture holds besides its elements.
struct Capture {
    var format: CaptureFormat
    /// The application's elements (its windows, or the flat list), without the application.
    var elements: [CapturedElement]
    /// The application's size in points, if the capture gives it.
    var screenSize: [Double]?
    var warnings: [ImportWarning] = []
    /// WebDriverAgent replaces some values (a selected button's "1"); the mapper undoes them.
    var substitutesValues = false
    /// The screen's language reads right to left: a row's texts join from the right.
    var rightToLeft = false
    /// Part of a page source pasted without its application (an alert, a tab bar, a table): its
    /// screen size comes from its frames, and nothing in it is off the screen.
    var isFragment = false
}

/// One capture format: from bytes (read and recognized once: ``ScreenInput``) to captured elements. Conformers know the format's syntax and
/// vocabulary only; what VoiceOver makes of the elements is CaptureMapper's.
protocol CaptureParser {
    static func parse(_ input: ScreenInput) throws -> Capture
}
