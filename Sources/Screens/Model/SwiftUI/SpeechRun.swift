/// One run of an attributed label, value, hint or announcement: its text and the speech
/// attributes VoiceOver honours (UIAccessibilitySpeechAttribute…, SwiftUI's `speech…` modifiers).
/// The element's plain `label`/`value`/`hint` is always the runs' texts joined, so everything
/// that only needs words keeps working; the runs say how those words sound.
public struct SpeechRun: Codable, Hashable, Sendable {
    /// The run's words.
    public var text: String
    /// speechSpellsOutCharacters / UIAccessibilitySpeechAttributeSpellOut: letter by letter.
    public var spellOut: Bool
    /// speechAlwaysIncludesPunctuation / …Punctuation: every punctuation mark is spoken.
    public var punctuation: Bool
    /// speechAdjustedPitch / …Pitch: 0.0 to 2.0, 1.0 the voice's own pitch.
    public var pitch: Double?
    /// speechLanguage / …Language: a BCP 47 tag; the run is spoken with that language's voice.
    public var language: String?
    /// speechPhoneticNotation / …IPANotation: how the text is pronounced, in IPA.
    public var ipa: String?
    /// …QueueAnnouncement: on an announcement, it waits for current speech instead of interrupting.
    public var queue: Bool

    /// A run of `text`; each attribute left out is not set.
    public init(text: String, spellOut: Bool = false, punctuation: Bool = false, pitch: Double? = nil,
                language: String? = nil, ipa: String? = nil, queue: Bool = false) {
        self.text = text
        self.spellOut = spellOut
        self.punctuation = punctuation
        self.pitch = pitch
        self.language = language
        self.ipa = ipa
        self.queue = queue
    }

    /// The plain text of a list of runs: their texts joined, as VoiceOver's attributed string's
    /// `string` would be.
    public static func plainText(_ runs: [SpeechRun]) -> String { runs.map(\.text).joined() }

    /// Whether the run changes nothing about how its text sounds.
    public var isPlain: Bool { !spellOut && !punctuation && pitch == nil && language == nil && ipa == nil }

    /// The range speechAdjustedPitch accepts.
    public static let pitchRange: ClosedRange<Double> = 0...2
}

/// accessibilityTextualContext (UIAccessibilityTextualContext): what kind of text an element
/// holds; VoiceOver changes how it reads some of them (docs/simulation.md).
public enum TextualContext: String, Codable, Hashable, Sendable, CaseIterable {
    /// UIAccessibilityTextualContext's cases.
    case wordProcessing, narrative, messaging, spreadsheet, fileSystem, sourceCode, console
}

/// The attributed forms of an element's label, value and hint, when written as runs.
public struct SpeechAttributes: Hashable, Sendable {
    /// The label's runs.
    public var label: [SpeechRun]?
    /// The value's runs.
    public var value: [SpeechRun]?
    /// The hint's runs.
    public var hint: [SpeechRun]?

    /// Runs for any of label, value and hint.
    public init(label: [SpeechRun]? = nil, value: [SpeechRun]? = nil, hint: [SpeechRun]? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
    }
}
