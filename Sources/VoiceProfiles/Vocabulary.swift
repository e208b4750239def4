import Foundation

/// The words VoiceOver itself adds, in one language. Templates use `{n}`, `{count}`, `{row}`,
/// `{column}` placeholders, filled by ``Vocabulary/fill(_:_:)``.
public struct Vocabulary: Codable, Hashable, Sendable {
    public var selected: String
    public var dimmed: String
    public var button: String
    public var backButton: String
    /// The label a back button drops because its trait words already say it ("Back").
    public var back: String
    public var switchButton: String
    public var on: String
    public var off: String
    public var mixed: String
    public var tab: String
    public var textField: String
    public var secureTextField: String
    public var isEditing: String
    public var heading: String
    public var link: String
    public var adjustable: String
    public var image: String
    public var searchField: String
    /// "{n} of {count}".
    public var position: String
    public var listStart: String
    public var listEnd: String
    public var landmark: String
    public var landmarkEnd: String
    /// "Row {row}, Column {column}".
    public var tableCell: String
    public var moreContentAvailable: String
    public var actionsAvailable: String
    /// The last item of the Actions rotor.
    public var activate: String
    /// Rotor names, spoken when the rotor is turned to them.
    public var rotorActions: String
    public var rotorMoreContent: String
    public var rotorHeadings: String
    /// Scroll status: "Page {n} of {count}".
    public var pageStatus: String
    public var hintAdjustable: String
    public var hintSwitch: String
    public var hintTextField: String

    /// Replaces `{name}` placeholders with the given values.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = template
        for (key, value) in values { out = out.replacingOccurrences(of: "{\(key)}", with: value) }
        return out
    }
}
