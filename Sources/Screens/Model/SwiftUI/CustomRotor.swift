/// A custom rotor (`accessibilityRotor`, UIAccessibilityCustomRotor): a named list of elements the
/// user moves through with rotorNext / rotorPrevious once it is chosen with `rotor: NAME`.
public struct CustomRotor: Codable, Hashable, Sendable {
    /// The rotor's name, as VoiceOver says it when turned to.
    public var name: String
    /// Element ids, in the order the rotor visits them.
    public var items: [String]

    /// A rotor named `name` over the elements with these ids.
    public init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }
}
