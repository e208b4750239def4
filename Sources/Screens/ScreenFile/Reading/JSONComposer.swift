import Basics

/// Composes a strict JSON document (RFC 8259) into ``YAMLNode``s, with line:column marks, for
/// screen files named `.json`. YAML would accept a trailing comma, comments, single quotes and
/// unquoted words in a `.json` file, and Foundation's JSONSerialization on Linux accepts trailing
/// commas and gives no line; a file that says it is JSON is held to JSON, and told where it is not.
///
/// One iterative pass over the bytes, the same bounds as ``YAMLComposer`` (nesting, node count)
/// with the same messages, and duplicate keys refused. Strings become quoted scalars; numbers,
/// true, false and null plain ones, so the reader types them as it does YAML's.
enum JSONComposer {
    typealias Failure = YAMLComposer.Failure

    private struct Frame {
        var isObject: Bool
        var mark: YAMLNode.Mark
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode.Scalar, value: YAMLNode)] = []
        var keys: Set<String> = []
        var pendingKey: YAMLNode.Scalar?
    }

    /// The document's root, or nil when the file holds only whitespace.
    static func compose(_ bytes: UnsafeRawBufferPointer, limits: LoaderLimits) throws(Failure) -> YAMLNode? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        if scanner.atEnd { return nil }
        var stack: [Frame] = []
        var nodes = 0
        var root: YAMLNode?

        func syntax(_ problem: String, at mark: YAMLNode.Mark) -> Failure {
            Failure(mark: mark, problem: "JSON syntax: " + problem, allowed: "strict JSON (RFC 8259), or YAML in a .yaml file")
        }
        func endsInside(_ frame: Frame) -> String {
            "the file ends inside \(frame.isObject ? "an object" : "an array") opened at line \(frame.mark.line), column \(frame.mark.column)"
        }
        func count(at mark: YAMLNode.Mark) throws(Failure) {
            nodes += 1
            if nodes > limits.maxNodes {
                throw Failure(mark: mark, problem: "more than \(limits.maxNodes) JSON values",
                              allowed: "at most \(limits.maxNodes) values")
            }
        }
        /// Puts a finished value into the collection holding it, or makes it the root.
        func attach(_ node: YAMLNode) {
            guard !stack.isEmpty else { root = node; return }
            let top = stack.count - 1
            if stack[top].isObject, let key = stack[top].pendingKey {
                stack[top].pairs.append((key, node))
                stack[top].pendingKey = nil
            } else {
                stack[top].items.append(node)
            }
        }

        // Each turn reads one value (opening a collection counts) and then what follows it: a
        // comma, or the end of as many collections as close there.
        parsing: while true {
            scanner.skipWhitespace()
            let mark = scanner.mark
            if let top = stack.last, top.isObject {
                // A member: "key": value
                guard scanner.peek == UInt8(ascii: "\"") else {
                    throw syntax(scanner.atEnd ? endsInside(top) : "expected a quoted key, found \(scanner.found)", at: mark)
                }
                let key = try scanner.string(syntax)
                guard stack[stack.count - 1].keys.insert(key).inserted else {
                    throw Failure(mark: mark, problem: "duplicate key \(quoted(key))", allowed: "each key once per mapping")
                }
                stack[stack.count - 1].pendingKey = YAMLNode.Scalar(string: key, plain: false, mark: mark)
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: ":") else {
                    throw syntax("expected ':' after the key \(quoted(key)), found \(scanner.found)", at: scanner.mark)
                }
                scanner.advance()
                scanner.skipWhitespace()
            }
            let valueMark = scanner.mark
            try count(at: valueMark)
            switch scanner.peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count + 1 > limits.maxDepth {
                    throw Failure(mark: valueMark, problem: "nesting deeper than \(limits.maxDepth) levels",
                                  allowed: "at most \(limits.maxDepth) nested lists and mappings")
                }
                let isObject = scanner.peek == UInt8(ascii: "{")
                scanner.advance()
                scanner.skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if scanner.peek == close {
                    scanner.advance()
                    attach(isObject ? .mapping([], valueMark) : .sequence([], valueMark))
                } else {
                    stack.append(Frame(isObject: isObject, mark: valueMark))
                    continue parsing
                }
            case UInt8(ascii: "\""):
                attach(.scalar(.init(string: try scanner.string(syntax), plain: false, mark: valueMark)))
            case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
                attach(.scalar(.init(string: try scanner.number(syntax), plain: true, mark: valueMark)))
            default:
                guard let word = scanner.literal() else {
                    if scanner.atEnd, let top = stack.last { throw syntax(endsInside(top), at: valueMark) }
                    throw syntax("expected a value, found \(scanner.found)", at: valueMark)
                }
                attach(.scalar(.init(string: word, plain: true, mark: valueMark)))
            }
            // After a value: a comma (then another item), or closing brackets.
            while true {
                scanner.skipWhitespace()
                guard let top = stack.last else {
                    if !scanner.atEnd {
                        throw syntax("text after the JSON value: \(scanner.found)", at: scanner.mark)
                    }
                    return root
                }
                let close = UInt8(ascii: top.isObject ? "}" : "]")
                let closeMark = scanner.mark
                if scanner.peek == UInt8(ascii: ",") {
                    scanner.advance()
                    scanner.skipWhitespace()
                    if scanner.peek == UInt8(ascii: "}") || scanner.peek == UInt8(ascii: "]") {
                        throw syntax("trailing comma before '\(Character(Unicode.Scalar(scanner.peek!)))'", at: closeMark)
                    }
                    continue parsing
                }
                guard scanner.peek == close else {
                    let what = top.isObject ? "',' or '}' after a member" : "',' or ']' after an item"
                    throw syntax(scanner.atEnd ? endsInside(top) : "expected \(what), found \(scanner.found)", at: closeMark)
                }
                scanner.advance()
                let frame = stack.removeLast()
                attach(frame.isObject ? .mapping(frame.pairs, frame.mark) : .sequence(frame.items, frame.mark))
            }
        }
    }

    /// The bytes with a position: line, and column in Unicode scalars (as libyaml counts).
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        var line = 1
        var column = 1

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[offset] }
        var mark: YAMLNode.Mark { YAMLNode.Mark(line: line, column: column) }

        /// What is at the position, for a message: a character quoted, or "the end of the file".
        var found: String {
            guard !atEnd else { return "the end of the file" }
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return quoted(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))
        }

        mutating func advance() {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func skipWhitespace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
        }

        /// true, false or null, or nil when the bytes here are none of them.
        mutating func literal() -> String? {
            for word in ["true", "false", "null"] where bytes.count - offset >= word.utf8.count {
                if word.utf8.enumerated().allSatisfy({ bytes[offset + $0.offset] == $0.element }) {
                    let after = offset + word.utf8.count
                    if after < bytes.count, isWordByte(bytes[after]) { return nil }
                    for _ in word.utf8 { advance() }
                    return word
                }
            }
            return nil
        }

        private func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }

        /// A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number(_ syntax: (String, YAMLNode.Mark) -> Failure) throws(Failure) -> String {
            let start = offset
            func digits() -> Int {
                var n = 0
                while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance(); n += 1 }
                return n
            }
            if peek == UInt8(ascii: "-") { advance() }
            if peek == UInt8(ascii: "0") {
                advance()
                if let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    throw syntax("a number with a leading zero", mark)
                }
            } else if digits() == 0 {
                throw syntax("expected a digit, found \(found)", mark)
            }
            if peek == UInt8(ascii: ".") {
                advance()
                if digits() == 0 { throw syntax("expected a digit after the decimal point, found \(found)", mark) }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                advance()
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
                if digits() == 0 { throw syntax("expected a digit in the exponent, found \(found)", mark) }
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        /// A quoted string, its escapes decoded. The bytes are already known to be UTF-8.
        mutating func string(_ syntax: (String, YAMLNode.Mark) -> Failure) throws(Failure) -> String {
            let open = mark
            advance()  // the opening quote
            var out = String.UnicodeScalarView()
            var runStart = offset
            func flush(_ end: Int) {
                out.append(contentsOf: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self).unicodeScalars)
            }
            while true {
                guard let byte = peek else {
                    throw syntax("the file ends inside the string opened at line \(open.line), column \(open.column)", mark)
                }
                if byte == UInt8(ascii: "\"") {
                    flush(offset)
                    advance()
                    return String(out)
                }
                if byte < 0x20 {
                    throw syntax("a control character (U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4))) inside a string (written as \\n, \\t or \\uXXXX in JSON)", mark)
                }
                guard byte == UInt8(ascii: "\\") else { advance(); continue }
                flush(offset)
                let escapeMark = mark
                advance()
                guard let escape = peek else { continue }
                advance()
                switch escape {
                case UInt8(ascii: "\""): out.append("\"")
                case UInt8(ascii: "\\"): out.append("\\")
                case UInt8(ascii: "/"): out.append("/")
                case UInt8(ascii: "b"): out.append("\u{8}")
                case UInt8(ascii: "f"): out.append("\u{C}")
                case UInt8(ascii: "n"): out.append("\n")
                case UInt8(ascii: "r"): out.append("\r")
                case UInt8(ascii: "t"): out.append("\t")
                case UInt8(ascii: "u"):
                    var value = try hex4(syntax, escapeMark)
                    if (0xD800...0xDBFF).contains(value) {
                        guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw syntax("a lone surrogate \\u\(String(value, radix: 16, uppercase: true))", escapeMark)
                        }
                        advance(); advance()
                        let low = try hex4(syntax, escapeMark)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw syntax("a lone surrogate \\u\(String(value, radix: 16, uppercase: true))", escapeMark)
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw syntax("a lone surrogate \\u\(String(value, radix: 16, uppercase: true))", escapeMark)
                    }
                    out.append(Unicode.Scalar(value)!)
                default:
                    throw syntax("an invalid escape \\\(Character(Unicode.Scalar(escape))) (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", escapeMark)
                }
                runStart = offset
            }
        }

        private mutating func hex4(_ syntax: (String, YAMLNode.Mark) -> Failure, _ at: YAMLNode.Mark) throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw syntax("\\u needs four hex digits", at)
                }
                value = value << 4 | UInt32(digit)
                advance()
            }
            return value
        }
    }
}
