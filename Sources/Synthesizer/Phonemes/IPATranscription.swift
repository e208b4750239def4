/// Converts an IPA transcription (speechPhoneticNotation, UIAccessibilitySpeechAttributeIPANotation)
/// into espeak-ng phonemes through an explicit table, longest match first. A symbol the table does
/// not know makes the whole transcription fail, with the symbol named: the caller then reads the
/// text instead and reports it.
///
/// The table targets espeak-ng's English phoneme set (General American and RP vowels both map);
/// syllable dots and tie bars are dropped, spaces become word breaks.
package enum IPATranscription {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var symbol: String
        public var description: String { "IPA symbol '\(symbol)' has no espeak-ng phoneme in Earshot's table" }
    }

    /// IPA (as written, NFC or not) to espeak-ng mnemonics. Multi-character entries win over
    /// their prefixes ("eɪ" before "e", "tʃ" before "t").
    package static let table: [String: [String]] = [
        // diphthongs and r-coloured vowels
        "eɪ": ["eI"], "aɪ": ["aI"], "aʊ": ["aU"], "ɔɪ": ["OI"], "oʊ": ["oU"], "əʊ": ["oU"], "ɪə": ["i@"],
        "ɪɚ": ["i@"], "eə": ["e@"], "ɛə": ["e@"], "ɛɚ": ["e@"], "ʊə": ["U@"], "ʊɚ": ["U@"], "ɑɚ": ["A@"],
        "ɔɚ": ["O@"], "ɑːɹ": ["A@"], "ɔːɹ": ["O@"], "aɪə": ["aI@"], "aʊə": ["aU@"],
        // long vowels
        "iː": ["i:"], "uː": ["u:"], "ɑː": ["A:"], "ɔː": ["O:"], "ɜː": ["3:"], "ɝ": ["3:"], "ɜ": ["3:"],
        // short vowels
        "ə": ["@"], "ɚ": ["3"], "æ": ["a"], "a": ["a"], "ɐ": ["a#"], "ɑ": ["A:"], "ɒ": ["0"], "ɔ": ["O:"],
        "ʌ": ["V"], "ɪ": ["I"], "i": ["i:"], "ʊ": ["U"], "u": ["u:"], "ɛ": ["E"], "e": ["E"], "o": ["oU"],
        "ɨ": ["I"], "ᵻ": ["I"], "y": ["i:"], "ø": ["3:"], "œ": ["3:"], "ɯ": ["u:"],
        // consonants
        "p": ["p"], "b": ["b"], "t": ["t"], "d": ["d"], "k": ["k"], "g": ["g"], "ɡ": ["g"], "f": ["f"],
        "v": ["v"], "θ": ["T"], "ð": ["D"], "s": ["s"], "z": ["z"], "ʃ": ["S"], "ʒ": ["Z"], "h": ["h"],
        "m": ["m"], "n": ["n"], "ŋ": ["N"], "l": ["l"], "ɫ": ["l"], "r": ["r"], "ɹ": ["r"], "ɾ": ["t"],
        "ʁ": ["r"], "w": ["w"], "j": ["j"], "x": ["x"], "ʔ": ["?"], "ç": ["h"], "ɲ": ["n", "j"],
        "tʃ": ["tS"], "ʧ": ["tS"], "t͡ʃ": ["tS"], "dʒ": ["dZ"], "ʤ": ["dZ"], "d͡ʒ": ["dZ"],
        "ts": ["t", "s"], "dz": ["d", "z"],
        // stress, length, breaks
        "ˈ": ["'"], "ˌ": [","], "'": ["'"], " ": ["_"],
        "ː": [], ".": [], "͡": [], "‿": [], "ˑ": [],
    ]

    private static let longestKey = table.keys.map { $0.unicodeScalars.count }.max() ?? 1

    package static func phonemes(_ ipa: String) -> Result<PhonemeSequence, Failure> {
        let scalars = Array(ipa.decomposedStringWithCanonicalMapping.precomposedStringWithCanonicalMapping.unicodeScalars)
        var symbols: [PhonemeSequence.Symbol] = []
        var index = 0
        // Surrounding slashes or brackets of a transcription (/ˈhɛloʊ/, [ˈhɛloʊ]) are not sounds.
        let framing: Set<Unicode.Scalar> = ["/", "[", "]"]
        while index < scalars.count {
            if framing.contains(scalars[index]) { index += 1; continue }
            var matched = false
            for length in stride(from: min(longestKey, scalars.count - index), through: 1, by: -1) {
                var key = String.UnicodeScalarView()
                key.append(contentsOf: scalars[index..<(index + length)])
                guard let mnemonics = table[String(key)] else { continue }
                for mnemonic in mnemonics {
                    // The table holds only allowed symbols; a test checks every entry.
                    if let symbol = PhonemeSequence.Symbol(mnemonic) { symbols.append(symbol) }
                }
                index += length
                matched = true
                break
            }
            if !matched { return .failure(Failure(symbol: String(scalars[index]))) }
        }
        guard symbols.contains(where: { !["'", ",", "_"].contains($0.mnemonic) }) else {
            return .failure(Failure(symbol: ipa.isEmpty ? "(nothing)" : ipa))
        }
        return .success(PhonemeSequence(symbols: symbols))
    }
}
