/// Something in a capture the importer could not carry over, or changed on purpose so the screen
/// reads as VoiceOver would. Warnings never stop an import; they tell the user what to check.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// What the importer could not carry over, or changed.
    public enum Kind: String, Hashable, Sendable {
        /// An element type with no VoiceOver meaning known to Earshot; read by label and value only.
        case unknownType
        /// A trait name that is not one of the screen format's traits; ignored.
        case unknownTrait
        /// An attribute, key or flag of the capture that Earshot does not use.
        case ignoredField
        /// A frame that is not four finite numbers; the element keeps no frame.
        case badFrame
        /// An identifier used by several elements; the later ones are numbered.
        case duplicateIdentifier
        /// System chrome (the status bar) that is not in VoiceOver's swipe order.
        case droppedStatusBar
        /// A scroll bar the capture says is not shown: VoiceOver does not reach it.
        case silencedScrollBar
        /// Off-screen decoration (nothing to say): dropped.
        case droppedOffScreen
        /// The capture's `accessible` attribute cannot be trusted (no element is accessible).
        case unreliableAccessibility
        /// An accessible element without its own label: its children's text is its label, as
        /// VoiceOver reads a table cell.
        case composedLabel
        /// A value the element's kind does not explain (a switch value other than 1 or 0, ...).
        case unmappedValue
        /// An element that would be a stop with nothing to say: made a non-stop.
        case silentStop
        /// The keyboard is shown: its keys are stops after the app's content.
        case keyboardShown
        /// Something the format cannot say is missing from the screen (an editable text view).
        case ambiguous
        /// The language was guessed from the labels' script, or could not be.
        case language
        /// The guessed or given language has no voice profile: the screen cannot be spoken yet.
        case noVoiceProfile
        /// A table or collection row read as one stop (its texts joined, Button from its
        /// disclosure chevron, a switch row as its switch).
        case mergedRow
        /// A decoration VoiceOver does not read (chevron, unlabelled image, asset-name label).
        case droppedDecoration
        /// A section header read as a Heading from its place before the list's rows.
        case inferredHeader
        /// The capture's `accessible` overridden where VoiceOver reads the element otherwise.
        case overriddenAccessible
        /// An element scrolled out of view (frame outside the screen), with its subtree.
        case scrolledAway
        /// Content of a scroll view beyond its visible area: a stop all the same, as VoiceOver's
        /// swipe scrolls it into view.
        case beyondVisibleArea
        /// An invisible element that says what a visible one says (a view kept for a transition).
        case invisibleDuplicate
        /// A wrapper view labelled like the control inside it, with its frame: the control is the stop.
        case dissolvedWrapper
        /// Content on the screen but not visible under a full-screen view drawn over it: dropped.
        case coveredContent
        /// A link WebDriverAgent marks not accessible, holding accessible parts: each part is a link stop.
        case splitLink
        /// The capture is part of a page source (an alert, a tab bar) without its application.
        case fragment
        /// A screenshot beside the capture that the screen file cannot name (not an image, outside its folder).
        case screenshot
    }

    /// What kind of thing was not carried over.
    public var kind: Kind
    /// Where in the capture: the line for text formats, when known.
    public var line: Int?
    /// The element's path in the capture, e.g. `Window[0]/Other[1]/Button[2]`.
    public var path: String
    /// What happened, in words.
    public var message: String
    /// The id of the stop in the imported screen the warning is about, when it has one: the
    /// screen file writer puts the warning beside it as a comment.
    public var elementID: String?

    /// A warning of `kind` at a place in the capture.
    public init(_ kind: Kind, line: Int? = nil, path: String, elementID: String? = nil, _ message: String) {
        self.kind = kind
        self.line = line
        self.elementID = elementID
        self.path = EscapedText.oneLine(path)
        // Messages quote labels, which may hold line breaks: a warning stays one line.
        self.message = EscapedText.oneLine(message)
    }

    /// `12: Window[0]/Button[1]: message` (the CLI puts the file name in front).
    public var description: String {
        let place = [line.map(String.init), path.isEmpty ? nil : path].compactMap { $0 }
        return (place + [message]).joined(separator: ": ")
    }
}

extension ImportWarning {
    /// The warnings as lines for a person to read (`FILE:LINE: warning: PATH: message`), a kind
    /// seen more than once grouped into one line with its count, its first places and its first
    /// message, so a capture's 13 chevrons do not drown the rest. Kinds keep their first
    /// occurrence's order. The screen file's comments still hold every warning beside its element.
    public static func reportLines(_ warnings: [ImportWarning], file: String, firstPlaces: Int = 3) -> [String] {
        var byKind: [Kind: [ImportWarning]] = [:]
        var kinds: [Kind] = []
        for warning in warnings {
            if byKind[warning.kind] == nil { kinds.append(warning.kind) }
            byKind[warning.kind, default: []].append(warning)
        }
        return kinds.map { kind in
            let group = byKind[kind]!
            let first = group[0]
            guard group.count > 1 else {
                let place = first.path.isEmpty ? "" : "\(first.path): "
                return "\(file)\(first.line.map { ":\($0)" } ?? ""): warning: \(place)\(first.message)"
            }
            let places = group.prefix(firstPlaces).map { warning in
                [warning.line.map { "line \($0)" }, warning.path.isEmpty ? nil : warning.path].compactMap { $0 }.joined(separator: " ")
            }.filter { !$0.isEmpty }
            let more = group.count > firstPlaces ? ", …" : ""
            let at = places.isEmpty ? "" : " (at \(places.joined(separator: ", "))\(more))"
            return "\(file): warning: \(group.count) × \(kind.rawValue)\(at); the first: \(first.message)"
        }
    }
}
