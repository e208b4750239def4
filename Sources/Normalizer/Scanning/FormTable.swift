/// One table of written forms (currency symbols, unit symbols, scale suffixes) indexed two ways:
/// by string, and as a trie over scalars, so that matching ASCII text walks the text once instead
/// of building, lower-casing and hashing a candidate string for every possible length.
final class FormTable<Value>: @unchecked Sendable {
    // A class so a look-up passes one reference, not five retained fields; @unchecked because
    // it is built once in `Lexicon.init` and never changed, like the Lexicon itself.
    let entries: [String: Value]
    /// For each first scalar, the longest form starting with it (a look-up where no form can
    /// start costs one hash).
    let starts: [Unicode.Scalar: Int]
    /// `starts` for ASCII first scalars, as an array: no hashing for the common case.
    private let asciiStarts: [Int8]
    let values: [Value]
    let trie: ScalarTrie

    init(_ entries: [String: Value]) {
        self.entries = entries
        var starts: [Unicode.Scalar: Int] = [:]
        var values: [Value] = []
        var trie = ScalarTrie()
        // Sorted so the value order, and so the table, never depends on dictionary order.
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard let first = key.unicodeScalars.first else { continue }
            starts[first] = max(starts[first] ?? 0, key.unicodeScalars.count)
            trie.insert(key.unicodeScalars, value: values.count)
            values.append(value)
        }
        self.starts = starts
        var ascii = [Int8](repeating: 0, count: 128)
        for (scalar, longest) in starts where scalar.value < 0x80 { ascii[Int(scalar.value)] = Int8(clamping: longest) }
        asciiStarts = ascii
        self.values = values
        self.trie = trie
    }
}

extension FormTable {
    /// The longest form starting with `first`, nil when none does.
    @inline(__always)
    func longestStarting(with first: Unicode.Scalar) -> Int? {
        if first.value < 0x80 {
            let longest = asciiStarts[Int(first.value)]
            // Int8 clamps at 127: a longer form (none exists) would fall back to the dictionary.
            if longest < 127 { return longest == 0 ? nil : Int(longest) }
        }
        return starts[first]
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The value of the form spelled exactly by `text[from..<end]` (lower-cased first when
    /// `folded`); ASCII text walks the trie and builds no string, other text looks up `string()`.
    func exactMatch(in text: [Unicode.Scalar], from: Int, end: Int, folded: Bool = false, string: () -> String) -> Value? {
        let length = end - from
        guard length > 0, let first = text.indices.contains(from) ? text[from] : nil,
              let longest = longestStarting(with: folded ? Lexicon.folded(first) : first), length <= longest else { return nil }
        if length <= ScalarTrie.longestWalk, end <= text.count, text[from..<end].allSatisfy({ $0.value < 0x80 }) {
            return trie.longest(in: text, from: from, length: length, shortest: length, folded: folded) { _ in true }
                .map { values[$0.value] }
        }
        return entries[string()]
    }
}

/// A trie over Unicode scalars with an index into a value array at the nodes that end a form.
struct ScalarTrie: Sendable {
    private struct Node: Sendable {
        var keys: [Unicode.Scalar] = []
        var children: [Int32] = []
        var value: Int32 = -1
    }

    private var nodes = [Node()]
    /// The deepest walk `longest` makes; longer candidates take the string path.
    static let longestWalk = 16

    mutating func insert(_ key: String.UnicodeScalarView, value: Int) {
        var node = 0
        for scalar in key {
            if let i = nodes[node].keys.firstIndex(of: scalar) {
                node = Int(nodes[node].children[i])
            } else {
                nodes.append(Node())
                nodes[node].keys.append(scalar)
                nodes[node].children.append(Int32(nodes.count - 1))
                node = nodes.count - 1
            }
        }
        nodes[node].value = Int32(value)
    }

    /// The longest form in `text[from..<from + length]` of at least `shortest` scalars that
    /// `accepts` its end index; scalars folded to lower case first when `folded`.
    func longest(in text: [Unicode.Scalar], from: Int, length: Int, shortest: Int, folded: Bool,
                 accepts: (Int) -> Bool) -> (value: Int, end: Int)? {
        // Walk as deep as the text allows, remembering the nodes passed (forms are short).
        var path: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32)
            = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)
        var depth = 0
        var node = 0
        return withUnsafeMutableBytes(of: &path) { raw -> (value: Int, end: Int)? in
            let passed = raw.bindMemory(to: Int32.self)
            let limit = min(length, Self.longestWalk, passed.count)
            while depth < limit {
                let c = folded ? Lexicon.folded(text[from + depth]) : text[from + depth]
                guard let i = nodes[node].keys.firstIndex(of: c) else { break }
                node = Int(nodes[node].children[i])
                depth += 1
                passed[depth - 1] = Int32(node)
            }
            while depth >= max(shortest, 1) {
                let value = nodes[Int(passed[depth - 1])].value
                if value >= 0, accepts(from + depth) { return (Int(value), from + depth) }
                depth -= 1
            }
            return nil
        }
    }
}
