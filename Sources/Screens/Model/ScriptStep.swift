/// One step of a screen's script: a gesture, a rotor move, a wait or a notification the app posts.
public enum ScriptStep: Hashable, Sendable {
    /// Swipe right or left to the next or previous stop; touch the first or last stop.
    case next, previous, first, last
    /// Double-tap the focused element; two-finger double-tap (magic tap); two-finger scrub (escape).
    case activate, magicTap, escape
    /// Swipe up or down on an adjustable element.
    case increment, decrement
    /// Turn the rotor to this rotor.
    case rotor(Rotor)
    /// Swipe down or up with the rotor turned: the next or previous item of that rotor.
    case rotorNext, rotorPrevious
    /// Three-finger swipe: the next or previous page of the scroll view.
    case scroll(ScrollDirection)
    /// Seconds of listening before the next gesture.
    case wait(Double)
    /// An announcement, with its priority and queueing (`announce: {text: ..., priority: high}`).
    case announce(Announcement)
    /// Focus moves to the element with this id, or to the first stop when nil.
    case screenChanged(String?)
    /// Focus moves to the element with this id when given.
    case layoutChanged(String?)
    /// layoutChanged with a string argument (`layoutChanged: {announce: ...}`): the string is
    /// announced and focus stays.
    case layoutChangedAnnouncement(String)
    /// Changes properties of the element `id`.
    case set(ElementChange)

    /// The kinds of step, by the name written in a script: an utterance's cause says which one
    /// made it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Gestures, as written in a script.
        case next, previous, first, last, activate, magicTap, escape, increment, decrement
        /// Rotor moves, scrolling, waiting, notifications and `set`, as written in a script.
        case rotor, rotorNext, rotorPrevious, scroll, wait, announce, screenChanged, layoutChanged, set
    }

    /// The step's kind, as its name is written in a script.
    public var kind: Kind {
        switch self {
        case .next: .next
        case .previous: .previous
        case .first: .first
        case .last: .last
        case .activate: .activate
        case .magicTap: .magicTap
        case .escape: .escape
        case .increment: .increment
        case .decrement: .decrement
        case .rotor: .rotor
        case .rotorNext: .rotorNext
        case .rotorPrevious: .rotorPrevious
        case .scroll: .scroll
        case .wait: .wait
        case .announce: .announce
        case .screenChanged: .screenChanged
        case .layoutChanged, .layoutChangedAnnouncement: .layoutChanged
        case .set: .set
        }
    }

    /// The step's name as written in the script.
    public var name: String { kind.rawValue }

    /// The steps written as a bare word in the script.
    public static let bareSteps: [ScriptStep] = [
        .next, .previous, .first, .last, .activate, .magicTap, .escape, .increment, .decrement,
        .rotorNext, .rotorPrevious, .screenChanged(nil), .layoutChanged(nil),
    ]

    /// The steps written as a one-key mapping (`rotor: actions`).
    public static let keyedStepNames = ["rotor", "scroll", "wait", "announce", "screenChanged", "layoutChanged", "set"]

    /// A rotor the user turns to: a system one, or a custom rotor by name.
    public enum Rotor: Hashable, Sendable {
        /// The system Actions and More Content rotors.
        case actions, moreContent
        /// The Headings rotor; with a level, only headings of that level (`rotor: {name: headings, level: 2}`).
        case headings(level: Int?)
        /// A custom rotor of the focused element, its ancestors or the screen, by name.
        case custom(String)

        /// The system rotors' names as written in a script.
        public static let systemNames = ["actions", "moreContent", "headings"]

        /// A rotor by the name written in a script: a system rotor, else a custom one.
        public init(name: String) {
            switch name {
            case "actions": self = .actions
            case "moreContent": self = .moreContent
            case "headings": self = .headings(level: nil)
            default: self = .custom(name)
            }
        }
    }

    /// `down` and `right` go to the next page, `up` and `left` to the previous one.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        /// The way the three fingers swipe.
        case up, down, left, right

        /// Whether the scroll goes to the next page.
        public var isForward: Bool { self == .down || self == .right }
    }
}

/// The properties a `set` step changes; nil leaves a property as it was. The keys are the
/// element's own.
public struct ElementChange: Hashable, Sendable {
    /// The id of the element changed.
    public var id: String
    /// The new label.
    public var label: String?
    /// The new value.
    public var value: String?
    /// The new hint.
    public var hint: String?
    /// The new traits, replacing all the old ones.
    public var traits: [Trait]?
    /// Hides or shows the element.
    public var hidden: Bool?
    /// Hides or shows its children.
    public var elementsHidden: Bool?
    /// Makes it modal or not.
    public var viewIsModal: Bool?
    /// Starts or ends loading.
    public var busy: Bool?
    /// The new custom actions.
    public var customActions: [String]?
    /// The new custom content.
    public var customContent: [CustomContent]?
    /// The new frame.
    public var frame: Frame?
    /// The new page position.
    public var pages: Pages?
    /// Makes the modal view an alert or not.
    public var alert: Bool?
    /// The runs of a label, value or hint set with speech attributes (nil: set as plain text).
    public var speech: SpeechAttributes
    /// The new SwiftUI child behavior.
    public var childBehavior: ChildBehavior?
    /// The new sort priority.
    public var sortPriority: Double?
    /// The new heading level.
    public var headingLevel: Int?
    /// The new input labels.
    public var inputLabels: [String]?
    /// The new activation point.
    public var activationPoint: Point?
    /// The new textual context.
    public var textualContext: TextualContext?
    /// The new custom rotors.
    public var customRotors: [CustomRotor]?

    /// A change of the element `id`; each nil argument leaves that property as it was.
    public init(id: String, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: [Trait]? = nil, hidden: Bool? = nil, elementsHidden: Bool? = nil,
                viewIsModal: Bool? = nil, busy: Bool? = nil, customActions: [String]? = nil,
                customContent: [CustomContent]? = nil, frame: Frame? = nil, pages: Pages? = nil,
                alert: Bool? = nil, speech: SpeechAttributes = .init(), childBehavior: ChildBehavior? = nil,
                sortPriority: Double? = nil, headingLevel: Int? = nil, inputLabels: [String]? = nil,
                activationPoint: Point? = nil, textualContext: TextualContext? = nil, customRotors: [CustomRotor]? = nil) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.hidden = hidden
        self.elementsHidden = elementsHidden
        self.viewIsModal = viewIsModal
        self.busy = busy
        self.customActions = customActions
        self.customContent = customContent
        self.frame = frame
        self.pages = pages
        self.alert = alert
        self.speech = speech
        self.childBehavior = childBehavior
        self.sortPriority = sortPriority
        self.headingLevel = headingLevel
        self.inputLabels = inputLabels
        self.activationPoint = activationPoint
        self.textualContext = textualContext
        self.customRotors = customRotors
    }

    /// The keys a `set` accepts besides `id`: every element key that can change while the
    /// screen is shown (not its id, children, order, language or data-table place).
    public static let keys = ["label", "value", "hint", "traits", "hidden", "elementsHidden", "viewIsModal",
                              "busy", "customActions", "customContent", "frame", "pages", "alert",
                              "childBehavior", "sortPriority", "headingLevel", "inputLabels", "activationPoint",
                              "textualContext", "customRotors"]

    /// Applies the change to an element (its children are untouched).
    public func apply(to element: inout Element) {
        // Text set plainly replaces runs set before, and runs replace plain text.
        if let label { element.label = label; element.speech.label = speech.label }
        if let value { element.value = value; element.speech.value = speech.value }
        if let hint { element.hint = hint; element.speech.hint = speech.hint }
        if let traits { element.traits = traits }
        if let hidden { element.hidden = hidden }
        if let elementsHidden { element.elementsHidden = elementsHidden }
        if let viewIsModal { element.viewIsModal = viewIsModal }
        if let busy { element.busy = busy }
        if let customActions { element.customActions = customActions }
        if let customContent { element.customContent = customContent }
        if let frame { element.frame = frame }
        if let pages { element.pages = pages }
        if let alert { element.alert = alert }
        if let childBehavior { element.childBehavior = childBehavior }
        if let sortPriority { element.sortPriority = sortPriority }
        if let headingLevel { element.headingLevel = headingLevel }
        if let inputLabels { element.inputLabels = inputLabels }
        if let activationPoint { element.activationPoint = activationPoint }
        if let textualContext { element.textualContext = textualContext }
        if let customRotors { element.customRotors = customRotors }
    }
}
