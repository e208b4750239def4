import Screens

/// How an element's own words reach the Renderer: as runs with speech attributes when the file
/// wrote runs or the element's textual context changes the reading, else as plain text.
///
/// accessibilityTextualContext, as modelled (docs/simulation.md; not checked on a device):
/// `sourceCode` and `console` make VoiceOver speak every punctuation mark, as it does for code and
/// terminal output; the other contexts (wordProcessing, narrative, messaging, spreadsheet,
/// fileSystem) change nothing Earshot models.
enum SpeechText {
    static let contextsSpeakingPunctuation: Set<TextualContext> = [.sourceCode, .console]

    static func runs(_ runs: [SpeechRun]?, text: String, context: TextualContext?) -> [SpeechRun]? {
        let punctuation = context.map(contextsSpeakingPunctuation.contains) ?? false
        guard punctuation else { return runs.flatMap { $0.allSatisfy(\.isPlain) ? nil : $0 } }
        return (runs ?? [SpeechRun(text: text)]).map { run in
            var run = run
            run.punctuation = true
            return run
        }
    }
}

/// How the text transcript marks speech attributes, so a reader of a golden file sees them:
/// `{spelled "ABC"; pitch 1.5 "high"; fr-FR "bonjour"; ipa "təˈmɑːtoʊ" "tomato"; punctuation "a.b"}`.
enum SpeechNotes {
    static func notes(_ run: SpeechRun) -> [String] {
        let text = "\"\(run.text)\""
        var notes: [String] = []
        if run.spellOut { notes.append("spelled " + text) }
        if let pitch = run.pitch { notes.append("pitch \(pitch) " + text) }
        if let language = run.language { notes.append(language + " " + text) }
        if let ipa = run.ipa { notes.append("ipa \"\(ipa)\" " + text) }
        if run.punctuation { notes.append("punctuation " + text) }
        return notes
    }
}
