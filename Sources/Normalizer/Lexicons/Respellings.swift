/// Spelling tables a profile names by key (`words: {spelling: american}`): words the voice's
/// dictionary knows under another spelling, rewritten to that spelling so the voice says them as
/// its readers do. espeak-ng's en-us voice reads "organisation" and "analyser" by letter rules
/// (a reduced vowel, an s for the American z) where it knows "organization" and "analyzer".
/// The tables are the `WordLists/*.tsv` files built into the module (scripts/make-spelling-table
/// writes them). Built on first use: most texts never ask.
enum Respellings {
    /// The table named `name` (`WordLists/NAME.tsv`: lower-case written form to the spelling
    /// said), or nil when the normalizer has none by that name.
    static func named(_ name: String) -> SpellingTable? {
        tables[name]
    }

    /// The names of the built-in tables.
    static let names = EmbeddedWordList.names(suffix: ".tsv")

    // A static let is built once, on first use, and safely across threads.
    private static let tables = Dictionary(uniqueKeysWithValues: names.compactMap { name in
        EmbeddedWordList.named(name, suffix: ".tsv").map { (name, SpellingTable($0.text)) }
    })
}

/// Written words and their respelling, read from "written<TAB>respelled" lines after the
/// leading comment lines ("#" first).
struct SpellingTable: Sendable {
    private let respelled: [String: String]
    /// Every key's length in letters lies in this range, and its hash is in `hashes`: cheap tests
    /// on the scalars, so the words of a text (nearly all not in the table) make no string.
    private let lengths: ClosedRange<Int>
    private let hashes: Set<UInt64>

    /// Reads the text's UTF-8 bytes: splitting it as `Character`s (grapheme breaking on 33 KB)
    /// took 2.5 ms of every English normalizer's set-up. The separators are ASCII and no table
    /// has a combining mark after one, so the pairs are the same.
    init(_ text: String) {
        var respelled: [String: String] = [:]
        var hashes = Set<UInt64>()
        EmbeddedWordList.withContent(of: text) { bytes in
            // Each line is a pair when it holds exactly two fields.
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
                defer { start = end + 1 }
                let fields = bytes[start..<end].split(separator: 0x09)
                guard fields.count == 2 else { continue }
                let written = String(decoding: UnsafeBufferPointer(rebasing: fields[0]), as: UTF8.self)
                respelled[written] = String(decoding: UnsafeBufferPointer(rebasing: fields[1]), as: UTF8.self)
                if let hash = Self.hash(bytes: fields[0]) { hashes.insert(hash) }
            }
        }
        self.respelled = respelled
        let counts = respelled.keys.map(\.utf8.count)
        lengths = (counts.min() ?? 1)...(counts.max() ?? 0)
        self.hashes = hashes
    }

    /// ``hash(_:)`` of a written word's bytes: the same value, as an ASCII letter's byte is its scalar.
    private static func hash(bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            guard Unicode.Scalar(byte).isASCIILetter else { return nil }
            hash = (hash ^ UInt64(byte | 0x20)) &* 0x100_0000_01b3
        }
        return hash
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
