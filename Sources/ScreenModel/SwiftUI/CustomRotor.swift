/// A custom rotor (`accessibilityRotor`, UIAccessibilityCustomRotor): a named list of elements the
/// user moves through with rotorNext / rotorPrevious once it is chosen with `rotor: NAME`.
public struct CustomRotor: Codable, Hashable, Sendable {
    public var name: String
    /// Element ids, in the order the rotor visits them.
    public var items: [String]

    public init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }
}
