import Normalizer
import Simulator
import Screens
import Synthesizer
import VoiceProfiles

/// Makes a part's speech attributes heard (docs/rendering.md, "Speech attributes"): each run
/// becomes a planned part of its own, with the engine settings and pieces its attributes ask for.
///
/// | attribute | how it is heard |
/// |---|---|
/// | spellOut | each character (spaces skipped) its own phrase, punctuation named, a short pause between |
/// | punctuation | normalized at the `all` punctuation level: every mark named |
/// | pitch 0–2 | the engine pitch multiplied by the factor (1.5 raises the voice by half) |
/// | language | that language's voice profile (its espeak-ng voice, rate and normalizer) |
/// | ipa | the IPA converted to checked espeak-ng phonemes, synthesized in phoneme mode; the words stay the caption |
///
/// Runs are planned one by one; adjacent runs keep `betweenParts` apart, as VoiceOver pauses
/// when its voice changes.
struct SpeechRunPlanner {
    struct Unpronounceable {
        var text: String
        var failure: IPATranscription.Failure
    }

    let planner: UtterancePlanner
    let part: UtterancePart
    /// Where `part` stands in its section.
    let source: PartPosition
    let profile: (String) -> VoiceProfile
    private(set) var unpronounceable: [Unpronounceable] = []

    init(planner: UtterancePlanner, part: UtterancePart, source: PartPosition, profile: @escaping (String) -> VoiceProfile) {
        self.planner = planner
        self.part = part
        self.source = source
        self.profile = profile
    }

    /// The punctuation level a run is normalized at: every mark where it speaks punctuation or
    /// spells, the render's own (nil) otherwise.
    static func punctuation(of run: SpeechRun) -> PunctuationLevel? {
        run.punctuation || run.spellOut ? .all : nil
    }

    /// Spelled characters are this fraction of a comma pause apart.
    static let letterPauseFraction = 0.5

    mutating func plan(_ runs: [SpeechRun]) -> [PlannedPart] {
        var planned: [PlannedPart] = []
        var leading = ""
        for run in runs {
            guard var part = plan(run) else {
                // A run that says nothing (the ", " between a combined element's labels) keeps its
                // text on the run before it, so the part's runs still read as the part's text.
                if planned.isEmpty { leading += run.text } else { planned[planned.count - 1].text += run.text }
                continue
            }
            part.text = leading + part.text
            leading = ""
            planned.append(part)
        }
        return planned
    }

    /// One run as a part of its own; nil when it says nothing.
    private mutating func plan(_ run: SpeechRun) -> PlannedPart? {
        let profile = profile(run.language ?? part.language)
        var settings = planner.speechSettings(profile, pitchShifted: part.pitchShifted, pitchFactor: run.pitch ?? 1)
        let normalizer = planner.normalizer(for: profile, punctuation: Self.punctuation(of: run))
        let pieces: [PlannedPart.Piece]
        let spoken: String
        if let ipa = run.ipa {
            switch IPATranscription.phonemes(ipa) {
            case .success(let phonemes):
                settings.pronunciation = phonemes
                let caption = UtterancePlanner.trimmed(run.text)
                pieces = [.phrase(caption.isEmpty ? phonemes.description : String(caption))]
                spoken = phonemes.engineInput
            case .failure(let failure):
                unpronounceable.append(Unpronounceable(text: run.text, failure: failure))
                (pieces, spoken) = words(run.text, normalizer, profile)
            }
        } else if run.spellOut {
            (pieces, spoken) = letters(run.text, normalizer, profile)
        } else {
            (pieces, spoken) = words(run.text, normalizer, profile)
        }
        guard !pieces.isEmpty else { return nil }
        return PlannedPart(source: source, role: part.role, text: run.text, spoken: spoken, content: .speech(pieces, settings))
    }

    private func words(_ text: String, _ normalizer: TextNormalizer, _ profile: VoiceProfile) -> ([PlannedPart.Piece], String) {
        let normalized = normalizer.normalize(text)
        return (UtterancePlanner.pieces(normalized, pauses: profile.pauses, clock: planner.clock), normalized.text)
    }

    /// One phrase per character, as VoiceOver spells: "UA" is "U", pause, "A".
    private func letters(_ text: String, _ normalizer: TextNormalizer, _ profile: VoiceProfile) -> ([PlannedPart.Piece], String) {
        let pause = planner.clock.samples(profile.pauses.comma * Self.letterPauseFraction)
        var pieces: [PlannedPart.Piece] = []
        var spoken: [String] = []
        for character in text where !character.isWhitespace {
            let said = UtterancePlanner.trimmed(normalizer.normalize(String(character)).text)
            // A mark the normalizer only pauses on is read as the character itself.
            let phrase = said.isEmpty ? String(character) : String(said)
            if !pieces.isEmpty { pieces.append(.pause(pause)) }
            pieces.append(.phrase(phrase))
            spoken.append(phrase)
        }
        return (pieces, spoken.joined(separator: " "))
    }
}
