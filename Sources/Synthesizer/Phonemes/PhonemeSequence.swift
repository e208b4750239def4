/// A pronunciation as espeak-ng phoneme mnemonics (the `[[...]]` notation of its English phoneme
/// table), every symbol checked against a closed list: the only way phoneme input reaches the
/// engine. Text from a screen file never becomes engine markup; an IPA transcription is turned
/// into these symbols by ``IPATranscription`` and anything it does not know is refused.
package struct PhonemeSequence: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One espeak-ng phoneme mnemonic, a stress mark or a word break.
    package struct Symbol: Hashable, Sendable, Codable {
        package let mnemonic: String

        /// nil unless `mnemonic` is one of ``allowed``.
        package init?(_ mnemonic: String) {
            guard Symbol.allowed.contains(mnemonic) else { return nil }
            self.mnemonic = mnemonic
        }

        public init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let symbol = Symbol(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "not an espeak-ng phoneme: \(text)"))
            }
            self = symbol
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(mnemonic)
        }

        /// espeak-ng's English phonemes (phsource/ph_english, the en and en-us voices), its
        /// primary and secondary stress marks and the word break. Letters, digits, `@ 3 : # '`
        /// and `,` only: no `[`, `]`, `<`, `&` or control character can ever be formed.
        package static let allowed: Set<String> = [
            // vowels and diphthongs
            "@", "3", "3:", "@L", "a", "a#", "A:", "A@", "aI", "aI@", "aU", "aU@", "E", "e@", "eI",
            "I", "i", "i:", "i@", "0", "O:", "O@", "OI", "oU", "U", "u:", "U@", "V",
            // consonants
            "p", "b", "t", "d", "k", "g", "f", "v", "T", "D", "s", "z", "S", "Z", "h", "m", "n", "N",
            "l", "r", "w", "j", "tS", "dZ", "x", "?",
            // stress and breaks
            "'", ",", "_",
        ]
    }

    package let symbols: [Symbol]

    package init(symbols: [Symbol]) {
        self.symbols = symbols
    }

    /// The engine's input for phoneme mode: `[[h@l'oU]]`. Built from checked symbols only.
    package var engineInput: String { "[[" + symbols.map(\.mnemonic).joined() + "]]" }

    public var description: String { symbols.map(\.mnemonic).joined() }
}
