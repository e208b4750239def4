/// Text made sayable: words for the engine, and the pauses between them as explicit events, so the
/// renderer inserts pauses as silence of the profile's lengths instead of trusting espeak-ng's.
public struct NormalizedText: Hashable, Sendable {
    public enum Piece: Hashable, Sendable {
        /// Words to synthesize as one phrase.
        case words(String)
        /// A pause from punctuation.
        case pause(Pause)
    }

    public enum Pause: String, Hashable, Sendable {
        /// , ; : 、，；：and similar.
        case comma
        /// . ! ? 。！？ and similar.
        case sentence
    }

    public var pieces: [Piece]

    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// One line as it will be spoken: pauses written back as ", " and ". ".
    public var text: String {
        var out = ""
        var capacity = 0
        for case .words(let words) in pieces { capacity += words.utf8.count + 2 }
        out.reserveCapacity(capacity + pieces.count)
        for piece in pieces {
            switch piece {
            case .words(let words):
                if !out.isEmpty, !out.hasSuffix(" ") { out += " " }
                out += words
            case .pause(.comma): out += ","
            case .pause(.sentence): out += "."
            }
        }
        return out
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
