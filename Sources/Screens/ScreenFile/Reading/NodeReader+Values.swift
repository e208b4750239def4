import Basics

/// Values: mappings, lists, text, numbers and words, each checked and named in its problem.
extension NodeReader {
    /// A mapping's entries by key, in file order, refusing keys that are not allowed. Null values
    /// are left out: `label: ~` is the same as no label.
    /// An unknown key is recorded with the key it most likely means and left out.
    func mapping(_ node: YAMLNode, _ path: @autoclosure () -> String, keys: [String], what: String,
                 aliases: [String: String] = [:]) throws -> Fields {
        guard case .mapping(let pairs, _) = node else {
            throw fail(node, path(), "expected a mapping (\(what)), found \(kind(node))",
                       allowed: "a mapping with keys " + keys.joined(separator: ", "))
        }
        var fields = Fields()
        for (keyScalar, value) in pairs {
            let key = keyScalar.string
            guard keys.contains(key) else {
                if let pointer = ScreenFormat.keyPointers[key.lowercased()] {
                    try record(fail(.scalar(keyScalar), path().isEmpty ? key : "\(path()).\(key)", "unknown key \(quoted(key)) in \(what): \(pointer)"))
                    continue
                }
                try record(fail(.scalar(keyScalar), path().isEmpty ? key : "\(path()).\(key)",
                                "unknown key \(quoted(key)) in \(what)",
                                suggestion: Suggestion.closest(to: key, among: keys, aliases: aliases),
                                allowed: keys.joined(separator: ", ")))
                continue
            }
            if !value.isNull { fields.pairs.append((key, value)) }
        }
        return fields
    }

    func sequence(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [YAMLNode] {
        guard case .sequence(let items, _) = node else {
            throw fail(node, path(), "expected a list, found \(kind(node))", allowed: "a list")
        }
        return items
    }

    func text(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> String {
        guard case .scalar(let scalar) = node else {
            throw fail(node, path(), "expected text, found \(kind(node))", allowed: "text")
        }
        let string = ControlCharacters.removed(from: scalar.string)
        if string.count > limits.maxTextLength {
            throw fail(node, path(), "text longer than \(limits.maxTextLength) characters",
                       allowed: "at most \(limits.maxTextLength) characters")
        }
        return string
    }

    func optionalText(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> String? {
        node.isNull ? nil : try text(node, path())
    }

    func texts(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [String] {
        try each(try sequence(node, path()), path) { _, item, place in try text(item, place) }
    }

    func bool(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Bool {
        guard case .scalar(let scalar) = node, scalar.plain,
              let value = ["true": true, "false": false][scalar.string.lowercased()] else {
            throw fail(node, path(), "expected true or false, found \(kind(node))", allowed: "true, false")
        }
        return value
    }

    func number(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Double {
        guard case .scalar(let scalar) = node, scalar.plain, let value = Double(scalar.string),
              value.isFinite else {
            throw fail(node, path(), "expected a number, found \(kind(node))", allowed: "a finite number")
        }
        return value
    }

    func numbers(_ node: YAMLNode, _ path: @autoclosure () -> String, count: Int, what: String) throws -> [Double] {
        let items = (try? sequence(node, path())) ?? []
        guard items.count == count else {
            throw fail(node, path(), "expected \(count) numbers, found \(kind(node))", allowed: what)
        }
        return try items.enumerated().map { index, item in try number(item, "\(path())[\(index)]") }
    }

    func positive(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Int {
        guard case .scalar(let scalar) = node, scalar.plain, let value = Int(scalar.string), value >= 1 else {
            throw fail(node, path(), "expected a whole number from 1, found \(kind(node))", allowed: "1, 2, 3...")
        }
        return value
    }

    func language(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> String {
        let tag = try text(node, path())
        guard LanguageTagSyntax.isWellFormed(tag) else {
            throw fail(node, path(), "\(quoted(tag)) is not a BCP 47 language tag", allowed: "a tag such as en-US, zh-CN, pt-BR")
        }
        return tag
    }

    func kind(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar): node.isNull ? "nothing" : quoted(scalar.string)
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}

/// A mapping's entries in file order, looked up by key.
struct Fields {
    var pairs: [(String, YAMLNode)] = []

    subscript(key: String) -> YAMLNode? { pairs.first { $0.0 == key }?.1 }
}
