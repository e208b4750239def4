/// One AXCustomContent entry: high-importance values are spoken with the description, the rest
/// behind "More content available" and the More Content rotor.
public struct CustomContent: Codable, Hashable, Sendable {
    /// Whether VoiceOver speaks the entry with the description (`high`) or only on request.
    public enum Importance: String, Codable, Hashable, Sendable {
        /// `default`: behind "More content available"; `high`: spoken with the description.
        case `default`, high
    }

    /// The entry's name ("Age").
    public var label: String
    /// The entry's value ("three years").
    public var value: String
    /// When the entry is spoken.
    public var importance: Importance
    /// SwiftUI's AccessibilityCustomContentKey id: a later entry with the same key replaces an
    /// earlier one (also across the children a combined element merges). nil: never replaced.
    public var key: String?

    /// An entry; `importance` `.high` speaks it with the description.
    public init(label: String, value: String, importance: Importance = .default, key: String? = nil) {
        self.label = label
        self.value = value
        self.importance = importance
        self.key = key
    }

    /// Entries as VoiceOver gets them: a keyed entry replaces the earlier one with its key, in
    /// that one's place.
    public static func resolvingKeys(_ entries: [CustomContent]) -> [CustomContent] {
        var out: [CustomContent] = []
        var placeOfKey: [String: Int] = [:]
        for entry in entries {
            if let key = entry.key, let place = placeOfKey[key] {
                out[place] = entry
            } else {
                if let key = entry.key { placeOfKey[key] = out.count }
                out.append(entry)
            }
        }
        return out
    }
}

/// accessibilityContainerType.
public enum ContainerType: String, Codable, Hashable, Sendable {
    /// UIAccessibilityContainerType's cases: lists and landmarks say where they start and end,
    /// data tables give cells their row and column, `none` and `semanticGroup` add no words.
    case none, list, landmark, dataTable, semanticGroup
}
