import CYaml

/// A first pass over libyaml's event stream, iterative and without building anything, that
/// refuses what would make composing the file dangerous: nesting deeper than the limit (Yams'
/// composer and the reader recurse per level), aliases that expand past the node limit (an alias
/// bomb costs nothing to write and is exponential to expand), undefined aliases, more than one
/// document, and syntax errors, each with its line and column.
///
/// Each anchor's expanded size and height are remembered, so an alias costs O(1) here however
/// much it stands for.
enum YAMLPrecheck {
    struct Failure: Error {
        var line: Int
        var column: Int
        var problem: String
        var allowed: String?
    }

    /// An open collection: the nodes it stands for so far (itself included) and its height
    /// (1 for a collection of scalars).
    private struct Frame {
        var nodes = 1
        var height = 1
        var anchor: String?
    }

    static func run(_ bytes: UnsafeRawBufferPointer, limits: LoaderLimits) throws(Failure) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(line: 1, column: 1, problem: "out of memory starting the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)

        var anchors: [String: (nodes: Int, height: Int)] = [:]
        var stack: [Frame] = []
        var total = 0
        var documents = 0

        /// Counts nodes the file stands for, refusing past the node limit.
        func count(_ nodes: Int, at mark: yaml_mark_t) throws(Failure) {
            total += nodes
            if total > limits.maxNodes {
                throw Failure(line: mark.line + 1, column: mark.column + 1,
                              problem: "more than \(limits.maxNodes) YAML nodes with aliases expanded",
                              allowed: "at most \(limits.maxNodes) nodes (an alias counts as all it stands for)")
            }
        }
        /// Adds a finished node's size and height to the collection holding it.
        func propagate(nodes: Int, height: Int) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].nodes += nodes
            stack[stack.count - 1].height = max(stack[stack.count - 1].height, height + 1)
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let mark = parser.problem_mark
                let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                if problem.contains("Maximum nesting level") { throw depthFailure(mark, limits) }
                let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                throw Failure(line: mark.line + 1, column: mark.column + 1, problem: "YAML syntax: \(context)\(problem)",
                              allowed: "YAML or JSON")
            }
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw Failure(line: mark.line + 1, column: mark.column + 1, problem: "a second YAML document",
                                  allowed: "one document per screen file")
                }
            case YAML_SCALAR_EVENT:
                try count(1, at: mark)
                propagate(nodes: 1, height: 0)
                if let anchor = event.data.scalar.anchor { anchors[String(cString: anchor)] = (1, 0) }
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let size = anchors[name] else {
                    throw Failure(line: mark.line + 1, column: mark.column + 1,
                                  problem: "alias *\(name) names no anchor defined before it",
                                  allowed: "aliases of anchors (&name) written earlier in the file")
                }
                try count(size.nodes, at: mark)
                if stack.count + size.height > limits.maxDepth { throw depthFailure(mark, limits) }
                propagate(nodes: size.nodes, height: size.height)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if stack.count + 1 > limits.maxDepth { throw depthFailure(mark, limits) }
                try count(1, at: mark)
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor
                                                                     : event.data.mapping_start.anchor
                stack.append(Frame(anchor: anchor.map { String(cString: $0) }))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let height = max(frame.height, 1)
                if let anchor = frame.anchor { anchors[anchor] = (frame.nodes, height) }
                propagate(nodes: frame.nodes, height: height)
            default:
                break
            }
        }
    }

    private static func depthFailure(_ mark: yaml_mark_t, _ limits: LoaderLimits) -> Failure {
        Failure(line: mark.line + 1, column: mark.column + 1,
                problem: "nesting deeper than \(limits.maxDepth) levels",
                allowed: "at most \(limits.maxDepth) nested lists and mappings")
    }
}
