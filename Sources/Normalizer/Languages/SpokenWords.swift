/// A reading being put together word by word, as UTF-8 bytes, with the language's separator
/// between words. Rules join many short words for every number; `String.append` cost a few
/// hundred instructions per word, a byte copy costs a few dozen, and the String is made once.
struct SpokenWords {
    /// The first text while it is the only one: a one-word reading ("forty two" from the group
    /// table) is handed back as it is, with no buffer allocated and no String made.
    private var only: String?
    private var bytes: [UInt8] = []
    private let separator: String
    private let capacity: Int

    /// An empty reading; `capacity` bytes are reserved once a second word comes.
    init(separator: String, capacity: Int = 64) {
        self.separator = separator
        self.capacity = capacity
    }

    var isEmpty: Bool { only == nil && bytes.isEmpty }
    /// Bytes so far: a rule appending to words already there marks where its own words start.
    var count: Int { only?.utf8.count ?? bytes.count }

    /// Adds a word, after the separator unless it is the first; empty words add nothing.
    mutating func add(_ word: String) {
        if word.isEmpty { return }
        if isEmpty { only = word; return }
        moveOnlyIntoBytes()
        appendBytes(of: separator)
        appendBytes(of: word)
    }

    /// Appends text to the last word, without a separator ("nine" + "ty").
    mutating func append(_ text: String) {
        if text.isEmpty { return }
        if isEmpty { only = text; return }
        moveOnlyIntoBytes()
        appendBytes(of: text)
    }

    var string: String { only ?? String(decoding: bytes, as: UTF8.self) }

    private mutating func moveOnlyIntoBytes() {
        guard let first = only else { return }
        only = nil
        bytes.reserveCapacity(Swift.max(capacity, first.utf8.count * 2))
        appendBytes(of: first)
    }

    private mutating func appendBytes(of text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
