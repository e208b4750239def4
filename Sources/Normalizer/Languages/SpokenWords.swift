/// A reading being put together word by word, as UTF-8 bytes, with the language's separator
/// between words. Rules join many short words for every number; `String.append` cost a few
/// hundred instructions per word, a byte copy costs a few dozen, and the String is made once.
struct SpokenWords {
    private var bytes: [UInt8] = []
    private let separator: String

    /// An empty reading; `capacity` bytes are reserved at once (readings are rarely longer than 64).
    init(separator: String, capacity: Int = 64) {
        self.separator = separator
        bytes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Adds a word, after the separator unless it is the first; empty words add nothing.
    mutating func add(_ word: String) {
        if word.isEmpty { return }
        if !bytes.isEmpty { append(separator) }
        append(word)
    }

    /// Appends text to the last word, without a separator ("nine" + "ty").
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
