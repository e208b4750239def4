import Foundation

/// The words VoiceOver itself adds, in one language. Templates use `{n}`, `{count}`, `{row}`,
/// `{column}` placeholders, filled by ``Vocabulary/fill(_:_:)``.
package struct Vocabulary: Codable, Hashable, Sendable {
    package var selected: String
    package var dimmed: String
    package var button: String
    package var backButton: String
    /// The label a back button drops because its trait words already say it ("Back").
    package var back: String
    package var switchButton: String
    package var on: String
    package var off: String
    package var mixed: String
    package var tab: String
    package var textField: String
    package var secureTextField: String
    /// A secure text field's value, said as its length: "{count} characters", and for one.
    package var characterCount: String
    package var oneCharacter: String
    package var isEditing: String
    package var heading: String
    package var link: String
    package var adjustable: String
    package var image: String
    package var searchField: String
    /// "{n} of {count}".
    package var position: String
    package var listStart: String
    package var listEnd: String
    package var landmark: String
    package var landmarkEnd: String
    /// "Row {row}, Column {column}": said on every cell when the separate words below are absent.
    package var tableCell: String
    /// "Row {row}", said on the first cell of a row; "Column {column}", on every cell; "Spans
    /// {count} rows" and "Spans {count} columns" for a cell that spans more than one. Optional:
    /// a profile without them says `tableCell` (AccessibilitySnapshot's en, de and ru strings).
    package var tableRow: String?
    package var tableColumn: String?
    package var tableRowSpan: String?
    package var tableColumnSpan: String?
    package var moreContentAvailable: String
    package var actionsAvailable: String
    /// The last item of the Actions rotor.
    package var activate: String
    /// Rotor names, spoken when the rotor is turned to them.
    package var rotorActions: String
    package var rotorMoreContent: String
    package var rotorHeadings: String
    /// Scroll status: "Page {n} of {count}".
    package var pageStatus: String
    package var hintAdjustable: String
    package var hintSwitch: String
    package var hintTextField: String
    /// A text field being edited, and a text area after `hintTextField`: "Use the rotor to access
    /// Misspelled Words". Optional: a profile without it gives those no system hint.
    package var hintMisspelledWords: String?
    /// An element with `allowsDirectInteraction` whose direct touch `requiresActivation`:
    /// "Activate to start direct touch interaction". Optional, as above.
    package var hintDirectTouch: String?

    /// How many characters a secure text field holds, as VoiceOver says it instead of them.
    package func characters(_ count: Int) -> String {
        count == 1 ? oneCharacter : Vocabulary.fill(characterCount, ["count": "\(count)"])
    }

    /// Replaces `{name}` placeholders with the given values.
    package static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = template
        for (key, value) in values { out = out.replacingOccurrences(of: "{\(key)}", with: value) }
        return out
    }
}
