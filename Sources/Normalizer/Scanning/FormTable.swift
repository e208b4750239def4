/// One table of written forms (currency symbols, unit symbols, scale suffixes) indexed two ways:
/// by string, and as a trie over scalars, so that matching text walks it once instead of building,
/// lower-casing and hashing a candidate string for every possible length. Text the trie cannot
/// match as String would (combining marks, canonical singletons) takes the string path.
final class FormTable<Value: Sendable>: Sendable {
    // A class so a look-up passes one reference, not five retained fields; every field is a
    // constant, so it is Sendable as checked.
    let entries: [String: Value]
    /// For each first scalar, the longest form starting with it (a look-up where no form can
    /// start costs one hash).
    let starts: [Unicode.Scalar: Int]
    /// `starts` for ASCII scalars, 0 where none: most look-ups, without hashing a scalar each.
    let startsASCII: [Int]
    let values: [Value]
    let trie: ScalarTrie
    /// Whether every form is made of scalars that compare literally: then text of such scalars
    /// (not only ASCII) can walk the trie and still find exactly what String comparison finds.
    let formsCompareLiterally: Bool

    init(_ entries: [String: Value]) {
        self.entries = entries
        var starts: [Unicode.Scalar: Int] = [:]
        var keys: [String] = []
        var values: [Value] = []
        // Sorted so the value order, and so the table, never depends on dictionary order.
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard let first = key.unicodeScalars.first else { continue }
            starts[first] = max(starts[first] ?? 0, key.unicodeScalars.count)
            keys.append(key)
            values.append(value)
        }
        self.starts = starts
        startsASCII = (0..<128).map { starts[Unicode.Scalar(UInt8($0))] ?? 0 }
        self.values = values
        trie = ScalarTrie(keys.lazy.map(\.unicodeScalars))
        formsCompareLiterally = keys.allSatisfy { $0.unicodeScalars.allSatisfy(\.comparesLiterally) }
    }
}

extension FormTable {
    /// The longest form starting with `first`, nil when none does.
    func longestStarting(with first: Unicode.Scalar) -> Int? {
        guard first.isASCII else { return starts[first] }
        let longest = startsASCII[Int(first.value)]
        return longest == 0 ? nil : longest
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The value of the form spelled exactly by `text[from..<end]` (lower-cased first when
    /// `folded`); ASCII text walks the trie and builds no string, other text looks up `string()`.
    func exactMatch(in text: [Unicode.Scalar], from: Int, end: Int, folded: Bool = false, string: () -> String) -> Value? {
        let length = end - from
        guard length > 0, from >= 0, end <= text.count, !entries.isEmpty else { return nil }
        if length <= ScalarTrie.longestWalk, walks(text, from: from, end: end) {
            // Text the trie reads: its first scalar and its length turn most words away at once.
            guard let longest = longestStarting(with: folded ? Lexicon.folded(text[from]) : text[from]),
                  length <= longest else { return nil }
            return trie.longest(in: text, from: from, length: length, shortest: length, folded: folded) { _ in true }
                .map { values[$0.value] }
        }
        // Other text may equal a form with other scalars ("thứ" decomposed is five): String decides.
        return entries[string()]
    }

    /// Whether the trie finds what the dictionary would in `text[from..<end]`: ASCII text, or text
    /// that compares literally when every form does. (Folding keeps a scalar that compares
    /// literally among such scalars.)
    @inline(__always)
    func walks(_ text: [Unicode.Scalar], from: Int, end: Int) -> Bool {
        text.withUnsafeBufferPointer { text in
            var bits: UInt32 = 0
            for k in from..<end { bits |= text[k].value }
            if bits < 0x80 { return true }
            guard formsCompareLiterally else { return false }
            for k in from..<end where !text[k].comparesLiterally { return false }
            return true
        }
    }
}

/// A trie over Unicode scalars with an index into a value array at the nodes that end a form.
/// Flat: every node is a run of `UInt32` cells in one array (its value, its edge count, then a
/// scalar and child offset per edge), and the root's ASCII children are in a 128-entry table, so
/// a walk reads contiguous memory and retains nothing (a node holding its own arrays cost a
/// retain and release per step).
struct ScalarTrie: Sendable {
    /// Node layout from its offset `o`: `cells[o]` value + 1 (0: no form ends here),
    /// `cells[o + 1]` edge count, then per edge its scalar and its child's offset.
    private let cells: [UInt32]
    /// The root's child offset for each ASCII scalar, 0 where none (0 is the root itself, never a child).
    private let rootASCII: [UInt32]
    /// The deepest walk `longest` makes; longer candidates take the string path.
    static let longestWalk = 16

    /// A trie of `keys`, each key's value being its index in `keys`.
    init<Keys: Sequence>(_ keys: Keys) where Keys.Element == String.UnicodeScalarView {
        // Built as nested nodes first, then laid out flat.
        var edges: [[(Unicode.Scalar, Int)]] = [[]]
        var values: [Int] = [-1]
        for (index, key) in keys.enumerated() {
            var node = 0
            for scalar in key {
                if let edge = edges[node].first(where: { $0.0 == scalar }) {
                    node = edge.1
                } else {
                    edges.append([])
                    values.append(-1)
                    edges[node].append((scalar, edges.count - 1))
                    node = edges.count - 1
                }
            }
            values[node] = index
        }
        var offsets = [Int](repeating: 0, count: edges.count)
        var size = 0
        for node in edges.indices { offsets[node] = size; size += 2 + 2 * edges[node].count }
        var cells = [UInt32](repeating: 0, count: size)
        for node in edges.indices {
            let o = offsets[node]
            cells[o] = UInt32(values[node] + 1)
            cells[o + 1] = UInt32(edges[node].count)
            for (e, (scalar, child)) in edges[node].enumerated() {
                cells[o + 2 + 2 * e] = scalar.value
                cells[o + 3 + 2 * e] = UInt32(offsets[child])
            }
        }
        var rootASCII = [UInt32](repeating: 0, count: 128)
        for (scalar, child) in edges[0] where scalar.value < 0x80 { rootASCII[Int(scalar.value)] = UInt32(offsets[child]) }
        self.cells = cells
        self.rootASCII = rootASCII
    }

    /// The longest form in `text[from..<from + length]` of at least `shortest` scalars that
    /// `accepts` its end index; scalars folded to lower case first when `folded`.
    @inline(__always)
    func longest(in text: [Unicode.Scalar], from: Int, length: Int, shortest: Int, folded: Bool,
                 accepts: (Int) -> Bool) -> (value: Int, end: Int)? {
        // Walk as deep as the text allows, remembering the value at each depth (forms are short).
        var passed: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
                     UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
            = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var depth = walk(text, from: from, limit: min(length, Self.longestWalk), folded: folded, values: &passed)
        return withUnsafeBytes(of: &passed) { raw -> (value: Int, end: Int)? in
            let values = raw.bindMemory(to: UInt32.self)
            while depth >= max(shortest, 1) {
                let value = values[depth - 1]
                if value > 0, accepts(from + depth) { return (Int(value) - 1, from + depth) }
                depth -= 1
            }
            return nil
        }
    }

    /// Walks `text` from `from` for at most `limit` scalars, storing each node's value + 1 at its
    /// depth - 1 in `values`; returns the depth reached.
    private func walk(_ text: [Unicode.Scalar], from: Int, limit: Int, folded: Bool,
                      values: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
                                     UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)) -> Int {
        guard limit > 0 else { return 0 }
        return text.withUnsafeBufferPointer { text in
            cells.withUnsafeBufferPointer { cells in
                withUnsafeMutableBytes(of: &values) { raw in
                    let passed = raw.bindMemory(to: UInt32.self)
                    let first = folded ? Lexicon.folded(text[from]) : text[from]
                    var node: Int
                    if first.value < 0x80 {
                        node = rootASCII.withUnsafeBufferPointer { Int($0[Int(first.value)]) }
                        if node == 0 { return 0 }
                    } else {
                        guard let child = Self.child(of: 0, first.value, in: cells) else { return 0 }
                        node = child
                    }
                    passed[0] = cells[node]
                    var depth = 1
                    while depth < limit {
                        let c = folded ? Lexicon.folded(text[from + depth]) : text[from + depth]
                        guard let child = Self.child(of: node, c.value, in: cells) else { break }
                        node = child
                        passed[depth] = cells[node]
                        depth += 1
                    }
                    return depth
                }
            }
        }
    }

    @inline(__always)
    private static func child(of node: Int, _ scalar: UInt32, in cells: UnsafeBufferPointer<UInt32>) -> Int? {
        let count = Int(cells[node + 1])
        var e = node + 2
        let end = e + 2 * count
        while e < end {
            if cells[e] == scalar { return Int(cells[e + 1]) }
            e += 2
        }
        return nil
    }
}
