import Screens
import VoiceProfiles

/// The words VoiceOver adds that depend on the platform: iOS's come from the voice profile's
/// vocabulary; VoiceOver on macOS uses its own role words (AppKit role descriptions), reads custom
/// content label first and presents it in the More Content menu (VO-Command-/).
///
/// Only English has the macOS words and the heading-level template: for any other language the
/// profile's iOS words are used (a gap, not a guess). None of it is checked on a device
/// (`checkedOnDevice: false`); the sources are listed in docs/simulation.md, "VoiceOver on macOS".
struct PlatformWords {
    let platform: Platform
    /// The vocabulary to compose with: the profile's, with the macOS role words over it on macOS.
    let vocabulary: Vocabulary
    private let english: Bool

    init(platform: Platform, vocabulary: Vocabulary, language: String) {
        self.platform = platform
        self.english = language.split(separator: "-").first.map { $0.lowercased() } == "en"
        var words = vocabulary
        if platform == .macos, english {
            for (key, word) in Self.macOSRoleWords { words[keyPath: key] = word }
        }
        self.vocabulary = words
    }

    static let checkedOnDevice = false

    /// VoiceOver on macOS's role words where they differ from iOS's (NSAccessibility role
    /// descriptions: AXButton "button", AXTextField "edit text", AXSlider "slider", AXCheckBox
    /// and switches, AXSearchField "search text field", AXHeading "heading"). Computed: key paths
    /// are not `Sendable`, and the table is read only when a macOS screen is composed.
    static var macOSRoleWords: [(WritableKeyPath<Vocabulary, String>, String)] { [
        (\.selected, "selected"), (\.dimmed, "dimmed"), (\.button, "button"), (\.backButton, "back button"),
        (\.switchButton, "switch"), (\.on, "on"), (\.off, "off"), (\.mixed, "mixed"), (\.tab, "tab"),
        (\.textField, "edit text"), (\.secureTextField, "secure edit text"), (\.isEditing, "editing"),
        (\.heading, "heading"), (\.link, "link"), (\.adjustable, "slider"), (\.image, "image"),
        (\.searchField, "search text field"), (\.position, "{n} of {count}"), (\.listStart, "list"),
        (\.listEnd, "end of list"), (\.landmark, "landmark"), (\.landmarkEnd, "end of landmark"),
        (\.tableCell, "row {row}, column {column}"), (\.moreContentAvailable, "More content available"),
        (\.actionsAvailable, "Actions available"), (\.rotorHeadings, "Headings"),
        (\.hintAdjustable, ""), (\.hintSwitch, ""), (\.hintTextField, ""),
    ] }

    /// The trait word of a heading: with its level "Heading level 2" ("heading level 2" on macOS).
    func heading(level: Int?) -> String {
        guard let level, english else { return vocabulary.heading }
        return "\(vocabulary.heading) level \(level)"
    }

    /// The name of the Headings rotor, for one level or all.
    func headingsRotor(level: Int?) -> String {
        guard let level, english else { return vocabulary.rotorHeadings }
        return "\(vocabulary.heading) level \(level)"
    }

    /// One custom content entry as VoiceOver reads it: value then label on iOS ("three years,
    /// Age"), label then value on macOS ("Age, three years"). Empty texts are left out.
    func customContent(_ entry: CustomContent) -> [String] {
        let pair = platform == .macos ? [entry.label, entry.value] : [entry.value, entry.label]
        return pair.filter { !$0.isEmpty }
    }

    /// What macOS says when the More Content menu opens: its name and item count.
    func moreContentMenu(count: Int) -> [String] {
        guard english else { return [vocabulary.rotorMoreContent, "\(count)"] }
        return ["More Content menu", count == 1 ? "1 item" : "\(count) items"]
    }
}
