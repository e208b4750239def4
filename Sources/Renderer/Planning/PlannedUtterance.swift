import Simulator
import Synthesizer

/// An utterance made ready for timing: every part's words normalized and split into the phrases
/// the engine synthesizes one by one and the punctuation pauses between them.
package struct PlannedUtterance: Hashable, Sendable {
    /// Its place in the session: the `NN` of its stop file.
    package var index: UtteranceNumber
    package var utterance: Utterance
    package var immediate: [PlannedPart]
    package var delayed: [PlannedPart]
    /// How the step after it may cut it short.
    package var interruption: Interruption

    package init(index: UtteranceNumber, utterance: Utterance, immediate: [PlannedPart], delayed: [PlannedPart],
                 interruption: Interruption = .none) {
        self.index = index
        self.utterance = utterance
        self.immediate = immediate
        self.delayed = delayed
        self.interruption = interruption
    }

    package func parts(_ section: PhraseID.Section) -> [PlannedPart] {
        section == .immediate ? immediate : delayed
    }

    /// The text of the phrase `id` names.
    package func phrase(_ id: PhraseID) -> (words: String, settings: SpeechSettings)? {
        let parts = parts(id.section)
        guard parts.indices.contains(id.part), case .speech(let pieces, let settings) = parts[id.part].content,
              pieces.indices.contains(id.piece), case .phrase(let words) = pieces[id.piece] else { return nil }
        return (words, settings)
    }
}

/// One part of an utterance (label, value, hint, an earcon...) ready for timing.
package struct PlannedPart: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        /// Phrases and pauses, all spoken with these settings.
        case speech([Piece], SpeechSettings)
        case sound(Earcon)
    }

    package enum Piece: Hashable, Sendable {
        /// Words synthesized as one call to the engine.
        case phrase(String)
        /// Inserted silence, in samples.
        case pause(Int)
    }

    /// The utterance part it says (a part spoken as several runs is planned as one part each).
    package var source: PartPosition
    package var role: PartRole
    /// As the Simulator composed it: captions show this.
    package var text: String
    /// As the Normalizer made it sayable.
    package var spoken: String
    package var content: Content

    package init(source: PartPosition, role: PartRole, text: String, spoken: String, content: Content) {
        self.source = source
        self.role = role
        self.text = text
        self.spoken = spoken
        self.content = content
    }
}

/// Where an utterance part stands in its section (``Utterance/immediate`` or
/// ``Utterance/delayed``), 0-based. Planned parts and their timeline events carry it, so what is
/// written from the utterances (the transcripts) finds each part's events by position, never by
/// comparing roles and texts, which two parts may share.
package struct PartPosition: Hashable, Sendable {
    package let value: Int

    package init(_ value: Int) {
        self.value = value
    }
}

/// Names one phrase of a planned utterance: the key of its audio while the utterance is mixed.
package struct PhraseID: Hashable, Sendable {
    package typealias Section = UtteranceSection
    package var section: Section
    package var part: Int
    package var piece: Int

    package init(section: Section, part: Int, piece: Int) {
        self.section = section
        self.part = part
        self.piece = piece
    }
}
