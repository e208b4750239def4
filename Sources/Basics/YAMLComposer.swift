import CYaml

/// Composes a YAML (or JSON) document into ``YAMLNode``s from libyaml's event stream, in one
/// iterative pass, refusing on the way what would make it dangerous or ambiguous: nesting deeper
/// than the limit, aliases that stand for more nodes than the limit (each anchor's expanded size
/// is remembered, so an alias bomb is refused in O(file size) without being expanded), undefined
/// aliases, non-text or duplicate mapping keys, a second document, and syntax errors, each with
/// its line and column.
///
/// libyaml is the parser Yams bundles; composing here instead of with Yams' composer keeps the
/// stack flat whatever the nesting, and takes a third of the time (Yams hashes every mapping's
/// keys with their resolved tags to find duplicates).
@usableFromInline package enum YAMLComposer {
    /// What a document may hold, so no input can exhaust the stack or memory.
    @usableFromInline package struct Limits: Hashable, Sendable {
        /// Nesting of collections; at most 999 (libyaml's own ceiling).
        @usableFromInline package var maxDepth: Int
        /// Nodes with every alias counted as the nodes it stands for.
        @usableFromInline package var maxNodes: Int

        package init(maxDepth: Int, maxNodes: Int) {
            self.maxDepth = min(maxDepth, 999)
            self.maxNodes = maxNodes
        }

        /// What a screen file or voice profile may hold by default: the loader's limits take
        /// their defaults from here (usable from the loader's public default arguments).
        @usableFromInline package static let standard = Limits(maxDepth: 200, maxNodes: 5_000_000)
    }

    package struct Failure: Error {
        package var mark: YAMLNode.Mark
        package var problem: String
        package var allowed: String?

        package init(mark: YAMLNode.Mark, problem: String, allowed: String? = nil) {
            self.mark = mark
            self.problem = problem
            self.allowed = allowed
        }
    }

    /// An open collection: its items so far, the nodes it stands for (itself included) and its
    /// height (1 for a collection of scalars).
    private struct Frame {
        var isMapping: Bool
        var mark: YAMLNode.Mark
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode.Scalar, value: YAMLNode)] = []
        var pendingKey: YAMLNode.Scalar?
        /// The keys so far, once the mapping has more than ``Frame/scannedKeys``; fewer are
        /// compared one by one (most mappings: hashing each key and a set per mapping cost more).
        var keys: Set<String>?
        static let scannedKeys = 16

        /// Adds `key` to the mapping's keys; false if it is there already.
        mutating func insertKey(_ key: String) -> Bool {
            if keys == nil, pairs.count < Self.scannedKeys { return !pairs.contains { $0.key.string == key } }
            if keys == nil { keys = Set(pairs.map(\.key.string)) }
            return keys!.insert(key).inserted
        }
        var nodes = 1
        var height = 1
    }

    /// The document's root, or nil for an empty stream.
    package static func compose(_ bytes: UnsafeRawBufferPointer, limits: Limits) throws(Failure) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(mark: .init(line: 1, column: 1), problem: "out of memory starting the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)

        var anchors: [String: (node: YAMLNode, nodes: Int, height: Int)] = [:]
        var stack: [Frame] = []
        var root: YAMLNode?
        var total = 0
        var documents = 0

        func depthFailure(_ mark: YAMLNode.Mark) -> Failure {
            Failure(mark: mark, problem: "nesting deeper than \(limits.maxDepth) levels",
                    allowed: "at most \(limits.maxDepth) nested lists and mappings")
        }
        /// Counts the nodes the file stands for, refusing past the node limit.
        func count(_ nodes: Int, at mark: YAMLNode.Mark) throws(Failure) {
            total += nodes
            if total > limits.maxNodes {
                throw Failure(mark: mark, problem: "more than \(limits.maxNodes) YAML nodes with aliases expanded",
                              allowed: "at most \(limits.maxNodes) nodes (an alias counts as all it stands for)")
            }
        }
        /// Puts a finished node into the collection holding it (as a key or a value), or makes it
        /// the root.
        func attach(_ node: YAMLNode, nodes: Int, height: Int) throws(Failure) {
            guard !stack.isEmpty else { root = node; return }
            let top = stack.count - 1
            stack[top].nodes += nodes
            stack[top].height = max(stack[top].height, height + 1)
            guard stack[top].isMapping else { stack[top].items.append(node); return }
            if let key = stack[top].pendingKey {
                stack[top].pairs.append((key, node))
                stack[top].pendingKey = nil
                return
            }
            guard case .scalar(let key) = node else {
                throw Failure(mark: node.mark, problem: "a mapping key must be text, found a collection",
                              allowed: "keys that are plain words")
            }
            guard stack[top].insertKey(key.string) else {
                throw Failure(mark: key.mark, problem: "duplicate key \(Escaping.quotedInMessage(key.string))", allowed: "each key once per mapping")
            }
            stack[top].pendingKey = key
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let mark = YAMLNode.Mark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
                let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                if problem.contains("Maximum nesting level") { throw depthFailure(mark) }
                let context = parser.context.map { String(cString: $0) }
                // Something left open (a quote, a bracket) runs to the end of the file: where it
                // was opened is where to look, not the last line.
                if let context, problem.contains("end of stream") {
                    let opened = YAMLNode.Mark(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1)
                    if context.contains("quoted scalar") {
                        throw Failure(mark: opened, problem: "YAML syntax: the quote opened here is never closed",
                                      allowed: "text that ends with the quote it starts with")
                    }
                    throw Failure(mark: opened, problem: "YAML syntax: \(context) started here: \(problem)", allowed: "YAML or JSON")
                }
                throw Failure(mark: mark, problem: "YAML syntax: \(context.map { $0 + ": " } ?? "")\(problem)", allowed: "YAML or JSON")
            }
            defer { yaml_event_delete(&event) }
            let mark = YAMLNode.Mark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw Failure(mark: mark, problem: "a second YAML document", allowed: "one document per screen file")
                }
            case YAML_SCALAR_EVENT:
                try count(1, at: mark)
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let node = YAMLNode.scalar(.init(string: text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, mark: mark))
                if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (node, 1, 0) }
                try attach(node, nodes: 1, height: 0)
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let anchored = anchors[name] else {
                    throw Failure(mark: mark, problem: "alias *\(name) names no anchor defined before it",
                                  allowed: "aliases of anchors (&name) written earlier in the file")
                }
                try count(anchored.nodes, at: mark)
                if stack.count + anchored.height > limits.maxDepth { throw depthFailure(mark) }
                try attach(anchored.node, nodes: anchored.nodes, height: anchored.height)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if stack.count + 1 > limits.maxDepth { throw depthFailure(mark) }
                try count(1, at: mark)
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchor.map { String(cString: $0) }))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let node: YAMLNode = frame.isMapping ? .mapping(frame.pairs, frame.mark) : .sequence(frame.items, frame.mark)
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.nodes, frame.height) }
                try attach(node, nodes: frame.nodes, height: frame.height)
            default:
                break
            }
        }
    }
}
