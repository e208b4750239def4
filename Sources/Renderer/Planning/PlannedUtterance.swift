import Simulator
import Synthesizer

/// An utterance made ready for timing: every part's words normalized and split into the phrases
/// the engine synthesizes one by one and the punctuation pauses between them.
public struct PlannedUtterance: Hashable, Sendable {
    /// Its place in the session: the `NN` of its stop file.
    public var index: UtteranceNumber
    public var utterance: Utterance
    public var immediate: [PlannedPart]
    public var delayed: [PlannedPart]

    public init(index: UtteranceNumber, utterance: Utterance, immediate: [PlannedPart], delayed: [PlannedPart]) {
        self.index = index
        self.utterance = utterance
        self.immediate = immediate
        self.delayed = delayed
    }

    public func parts(_ section: PhraseID.Section) -> [PlannedPart] {
        section == .immediate ? immediate : delayed
    }

    /// The text of the phrase `id` names.
    public func phrase(_ id: PhraseID) -> (words: String, settings: SpeechSettings)? {
        let parts = parts(id.section)
        guard parts.indices.contains(id.part), case .speech(let pieces, let settings) = parts[id.part].content,
              pieces.indices.contains(id.piece), case .phrase(let words) = pieces[id.piece] else { return nil }
        return (words, settings)
    }
}

/// One part of an utterance (label, value, hint, an earcon...) ready for timing.
public struct PlannedPart: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// Phrases and pauses, all spoken with these settings.
        case speech([Piece], SpeechSettings)
        case sound(Earcon)
    }

    public enum Piece: Hashable, Sendable {
        /// Words synthesized as one call to the engine.
        case phrase(String)
        /// Inserted silence, in samples.
        case pause(Int)
    }

    public var role: PartRole
    /// As the Simulator composed it: captions show this.
    public var text: String
    /// As the Normalizer made it sayable.
    public var spoken: String
    public var content: Content

    public init(role: PartRole, text: String, spoken: String, content: Content) {
        self.role = role
        self.text = text
        self.spoken = spoken
        self.content = content
    }
}

/// Names one phrase of a planned utterance: the key of its audio while the utterance is mixed.
public struct PhraseID: Hashable, Sendable {
    public typealias Section = UtteranceSection
    public var section: Section
    public var part: Int
    public var piece: Int

    public init(section: Section, part: Int, piece: Int) {
        self.section = section
        self.part = part
        self.piece = piece
    }
}
