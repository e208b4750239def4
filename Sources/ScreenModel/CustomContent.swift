/// One AXCustomContent entry: high-importance values are spoken with the description, the rest
/// behind "More content available" and the More Content rotor.
public struct CustomContent: Codable, Hashable, Sendable {
    public enum Importance: String, Codable, Hashable, Sendable {
        case `default`, high
    }

    public var label: String
    public var value: String
    public var importance: Importance

    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}

/// accessibilityContainerType.
public enum ContainerType: String, Codable, Hashable, Sendable {
    case none, list, landmark, dataTable, semanticGroup
}
