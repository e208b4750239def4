/// Spelling tables a profile names by key (`words: {spelling: american}`): words the voice's
/// dictionary knows under another spelling, rewritten to that spelling so the voice says them as
/// its readers do. espeak-ng's en-us voice reads "organisation" and "analyser" by letter rules
/// (a reduced vowel, an s for the American z) where it knows "organization" and "analyzer".
/// Built on first use: most texts never ask.
enum Respellings {
    /// The table named `name` (lower-case written form to the spelling said), or nil when the
    /// normalizer has none by that name.
    static func named(_ name: String) -> SpellingTable? {
        switch name {
        case "american": american
        default: nil
        }
    }

    // A static let is built once, on first use, and safely across threads.
    private static let american = SpellingTable(americanText)
}

/// Written words and their respelling, read from "written respelled" pairs separated by " / "
/// and line breaks.
struct SpellingTable: Sendable {
    private let respelled: [String: String]
    /// Every key's length in letters lies in this range, and its hash is in `hashes`: cheap tests
    /// on the scalars, so the words of a text (nearly all not in the table) make no string.
    private let lengths: ClosedRange<Int>
    private let hashes: Set<UInt64>

    init(_ text: String) {
        var respelled: [String: String] = [:]
        for line in text.split(separator: "\n") {
            for pair in line.split(separator: "/") {
                let words = pair.split(separator: " ")
                guard words.count == 2 else { continue }
                respelled[String(words[0])] = String(words[1])
            }
        }
        self.respelled = respelled
        let counts = respelled.keys.map(\.utf8.count)
        lengths = (counts.min() ?? 1)...(counts.max() ?? 0)
        hashes = Set(respelled.keys.compactMap { Self.hash(ArraySlice($0.unicodeScalars)) })
    }

    /// FNV-1a of the word's ASCII letters folded to lower case; nil when it has another scalar.
    private static func hash(_ word: ArraySlice<Unicode.Scalar>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in word {
            guard scalar.isASCIILetter else { return nil }
            hash = (hash ^ UInt64(scalar.value | 0x20)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// `word` respelled, keeping how it is capitalized ("Organisation" → "Organization",
    /// "CENTRE" → "CENTER") and a possessive ("centre's"); nil when the table does not have it,
    /// or for mixed case ("McColour").
    func respelling(of word: ArraySlice<Unicode.Scalar>) -> String? {
        if word.count > 2, word.last == "s", let mark = word.dropLast().last, mark == "'" || mark == "\u{2019}" {
            return respelling(of: word.dropLast(2)).map { $0 + String(mark) + "s" }
        }
        guard lengths.contains(word.count), let hash = Self.hash(word), hashes.contains(hash) else { return nil }
        let rest = word.dropFirst()
        let allCapitals = word.allSatisfy(\.isASCIICapital)
        guard allCapitals || !rest.contains(where: \.isASCIICapital) else { return nil }
        var lower = String.UnicodeScalarView()
        for scalar in word { lower.append(scalar.isASCIICapital ? Unicode.Scalar(scalar.value + 32)! : scalar) }
        guard let spelled = respelled[String(lower)] else { return nil }
        if allCapitals { return spelled.uppercased() }
        if word[word.startIndex].isASCIICapital { return spelled.prefix(1).uppercased() + spelled.dropFirst() }
        return spelled
    }
}
