
/// Attributed labels, values and hints: runs with speech attributes (`spellOut`, `pitch`,
/// `language`, `ipa`…), as the screen file writes them as lists. The plain text is the runs' texts
/// joined, as it is when the file is loaded.
extension Element {
    /// The label as runs, each with its own speech attributes.
    public func label(_ runs: SpeechRun...) -> Element {
        with { $0.label = SpeechRun.plainText(runs); $0.speech.label = runs }
    }

    /// The value as runs, each with its own speech attributes.
    public func value(_ runs: SpeechRun...) -> Element {
        with { $0.value = SpeechRun.plainText(runs); $0.speech.value = runs }
    }

    /// The hint as runs, each with its own speech attributes.
    public func hint(_ runs: SpeechRun...) -> Element {
        with { $0.hint = SpeechRun.plainText(runs); $0.speech.hint = runs }
    }
}

extension SpeechRun {
    /// A run written as a plain string in the file.
    public static func text(_ text: String) -> SpeechRun { SpeechRun(text: text) }
}
