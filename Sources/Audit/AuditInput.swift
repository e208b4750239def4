import ScreenModel
import VoiceProfiles

/// One screen to audit, with what the rules need besides the tree: where its elements are in
/// the file, the words VoiceOver adds in its language, and how rows are read.
package struct AuditInput: Sendable {
    package var screen: Screen
    /// The screen file or capture, as the user named it.
    package var file: String
    /// Line of each element by element path (``ScreenLoader/LocatedScreen``); empty when unknown.
    package var lines: [String: Int]
    package var traitWords: TraitWords
    /// Stops whose tops differ by less than this are one row, as the Simulator sorts them.
    package var rowBand: Double
    package var rightToLeft: Bool
    /// Whether the language's clock is the 12-hour one (en-US, ko-KR): only there is a 24-hour
    /// time out of place; ja-JP, de-DE and most locales write times on the 24-hour clock.
    package var twelveHourClock: Bool

    package init(screen: Screen, file: String, lines: [String: Int] = [:], traitWords: TraitWords = TraitWords(),
                rowBand: Double = 8, rightToLeft: Bool = false, twelveHourClock: Bool = true) {
        self.twelveHourClock = twelveHourClock
        self.screen = screen
        self.file = file
        self.lines = lines
        self.traitWords = traitWords
        self.rowBand = rowBand
        self.rightToLeft = rightToLeft
    }
}

/// The words VoiceOver speaks for each trait in the screen's language (from its voice profile):
/// a label that says them again is heard twice.
package struct TraitWords: Hashable, Sendable {
    package var words: [Trait: [String]]
    /// A back button's label that VoiceOver drops because its trait words say it ("Back").
    package var back: String?

    package init(words: [Trait: [String]] = [:], back: String? = nil) {
        self.words = words
        self.back = back
    }

    package init(_ vocabulary: Vocabulary) {
        self.init(words: [
            .button: [vocabulary.button],
            .backButton: [vocabulary.backButton, vocabulary.button],
            .toggleButton: [vocabulary.switchButton, vocabulary.button],
            .link: [vocabulary.link],
            .image: [vocabulary.image],
            .header: [vocabulary.heading],
            .adjustable: [vocabulary.adjustable],
            .searchField: [vocabulary.searchField],
            .textEntry: [vocabulary.textField],
            .secureTextField: [vocabulary.secureTextField],
            .selected: [vocabulary.selected],
            .tabBar: [vocabulary.tab],
        ], back: vocabulary.back)
    }
}
