import Normalizer
import Screens
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
    /// How the language's times are heard, as VoiceOver reads them and as their 12-hour form
    /// would be (the rendering's own normalizer); nil without a profile: no time is judged.
    package var times: TimeReadings?

    package init(screen: Screen, file: String, lines: [String: Int] = [:], traitWords: TraitWords = TraitWords(),
                rowBand: Double = 8, rightToLeft: Bool = false, times: TimeReadings? = nil) {
        self.times = times
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


/// A written time as it is heard and as its fix would be heard, from the normalizer that renders
/// it: the audit names the very reading the audio has (docs/voiceover.md section 7).
package struct TimeReadings: Sendable {
    private let asVoiceOver: TextNormalizer
    private let twelveHour: TextNormalizer

    package init(profile: VoiceProfile) {
        asVoiceOver = TextNormalizer(profile: profile, punctuation: .none)
        twelveHour = TextNormalizer(profile: profile, punctuation: .none, times: .twelveHour)
    }

    /// What VoiceOver says for a time written without a day half ("22:00"), the 12-hour form the
    /// fix writes ("10:00 PM") and what that says (the render's `--twelve-hour-times` reading);
    /// nil when the two readings are the same (a time that is not plainly 24-hour, "5:30").
    package func misread(hour: Int, minute: Int, written: String) -> (heard: String, fix: String, fixHeard: String)? {
        let heard = asVoiceOver.normalize(written).text, fixHeard = twelveHour.normalize(written).text
        guard heard != fixHeard else { return nil }
        let fix = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour >= 12 ? "PM" : "AM")"
        return (heard, fix, fixHeard)
    }
}
