/// One step of a screen's script: a gesture, a rotor move, a wait or a notification the app posts.
public enum ScriptStep: Hashable, Sendable {
    case next, previous, first, last
    case activate, magicTap, escape
    case increment, decrement
    case rotor(Rotor)
    case rotorNext, rotorPrevious
    case scroll(ScrollDirection)
    /// Seconds of listening before the next gesture.
    case wait(Double)
    case announce(String)
    /// Focus moves to the element with this id, or to the first stop when nil.
    case screenChanged(String?)
    /// Focus moves to the element with this id when given.
    case layoutChanged(String?)
    /// Changes properties of the element `id`.
    case set(ElementChange)

    public enum Rotor: String, Hashable, Sendable, CaseIterable {
        case actions, moreContent, headings
    }

    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case up, down, left, right
    }
}

/// The properties a `set` step changes; nil leaves a property as it was.
public struct ElementChange: Hashable, Sendable {
    public var id: String
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: [Trait]?
    public var hidden: Bool?
    public var elementsHidden: Bool?
    public var viewIsModal: Bool?
    public var busy: Bool?
    public var customActions: [String]?

    public init(id: String, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: [Trait]? = nil, hidden: Bool? = nil, elementsHidden: Bool? = nil,
                viewIsModal: Bool? = nil, busy: Bool? = nil, customActions: [String]? = nil) {
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
    }
}
