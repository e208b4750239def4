/// Text made sayable: words for the engine, and the pauses between them as explicit events, so the
/// renderer inserts pauses as silence of the profile's lengths instead of trusting espeak-ng's.
public struct NormalizedText: Hashable, Sendable {
    /// Words to speak, or a pause that punctuation made.
    public enum Piece: Hashable, Sendable {
        /// Words to synthesize as one phrase.
        case words(String)
        /// A pause from punctuation.
        case pause(Pause)
    }

    /// How long a pause punctuation makes: a comma's or a full stop's.
    public enum Pause: String, Hashable, Sendable {
        /// , ; : 、，；：and similar.
        case comma
        /// . 。 and similar: a statement's end.
        case sentence
        /// ? ？ ؟: a question's end, said with a question's intonation.
        case question
        /// ! ！: an exclamation's end, said with its intonation.
        case exclamation

        /// Whether it ends a sentence (a full stop's length), not a clause.
        public var endsSentence: Bool { self != .comma }

        /// The mark that writes it back: what the engine is given after the phrase before it, so
        /// that "Forgot password?" keeps a question's intonation.
        public var mark: Character {
            switch self {
            case .comma: ","
            case .sentence: "."
            case .question: "?"
            case .exclamation: "!"
            }
        }
    }

    /// The words and pauses in reading order.
    public var pieces: [Piece]

    /// Text made of these pieces.
    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// One line as it will be spoken: pauses written back as ", ", ". ", "? " and "! ".
    public var text: String {
        var out = ""
        var capacity = 0
        for case .words(let words) in pieces { capacity += words.utf8.count + 2 }
        out.reserveCapacity(capacity + pieces.count)
        appendText(to: &out)
        return out
    }

    /// Appends ``text`` to `out`: a caller writing many lines into one buffer (`normalize --lines`)
    /// makes no String per line.
    public func appendText(to out: inout String) {
        // Whether this text has written anything yet (`out` may hold earlier lines).
        var started = false
        for piece in pieces {
            switch piece {
            case .words(let words):
                if started, !out.hasSuffix(" ") { out += " " }
                out += words
                if !words.isEmpty { started = true }
            case .pause(let pause): out.append(pause.mark); started = true
            }
        }
    }
}

/// VoiceOver's punctuation verbosity: which symbols are spoken as words.
public enum PunctuationLevel: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every mark is named ("comma", "apostrophe").
    case all
    /// Symbols such as @ # $ % & are named; sentence punctuation only pauses.
    case some
    /// Nothing is named; punctuation only pauses.
    case none
}
