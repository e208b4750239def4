/// Word lists a profile names by key (`initialisms.wordList: english`), for rules that must tell a
/// word from a token that only looks like one: the `WordLists/*.txt` files built into the module
/// (scripts/make-word-list writes them). Built on first use: most texts never ask.
enum KnownWords {
    /// The list named `name` (`WordLists/NAME.txt`), or nil when the normalizer has none by that name.
    static func named(_ name: String) -> WordList? {
        lists[name]
    }

    /// The names of the built-in lists.
    static let names = EmbeddedWordList.names(suffix: ".txt")

    // A static let is built once, on first use, and safely across threads. Every list is built
    // then: there is one, and a profile that names a list has its texts read with it.
    private static let lists = Dictionary(uniqueKeysWithValues: names.compactMap { name in
        EmbeddedWordList.named(name, suffix: ".txt").map { (name, WordList($0.text)) }
    })
}

/// A set of words for membership tests, read from a text of words separated by spaces and line
/// breaks, after its leading comment lines ("#" first). Words of up to 8 bytes (all of the English
/// list) are packed into one integer each and kept sorted, so building the list is one pass over
/// the text's bytes with no string per word (19,112 `String`s hashed into a `Set` took 5 ms of
/// every English normalizer's set-up), and a look-up is a binary search; longer words go into a `Set`.
struct WordList: Sendable {
    private let packed: [UInt64]
    private let long: Set<String>

    init(_ text: String) {
        var packed: [UInt64] = []
        var long: Set<String> = []
        EmbeddedWordList.withContent(of: text) { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
                defer { start = end + 1 }
                guard end > start else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let key = Self.key(word) { packed.append(key) } else { long.insert(String(decoding: word, as: UTF8.self)) }
            }
        }
        // A sorted text gives a sorted array already; sorting makes the list not depend on it.
        packed.sort()
        self.packed = packed
        self.long = long
    }

    func contains(_ word: String) -> Bool {
        var word = word
        guard let key = word.withUTF8({ Self.key($0) }) else { return long.contains(word) }
        var low = 0, high = packed.count
        while low < high {
            let middle = (low + high) / 2
            if packed[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < packed.count && packed[low] == key
    }

    /// The bytes of a word of 1 to 8 bytes, first byte highest, the rest zero: two words have the
    /// same key only when they are the same bytes (no word's bytes include a zero).
    private static func key(_ word: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard !word.isEmpty, word.count <= 8, !word.contains(0) else { return nil }
        var key: UInt64 = 0
        for (index, byte) in word.enumerated() { key |= UInt64(byte) << (56 - 8 * index) }
        return key
    }
}
