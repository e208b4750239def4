import EarshotSupport
import Foundation
import ScreenModel

/// Turns the composed YAML tree (``YAMLNode``) into a `Screen`, checking every key, type and limit and
/// naming the place of each problem (line, column and element path). Recursion follows the
/// file's nesting, which ``YAMLComposer`` has already bounded.
struct NodeReader {
    let file: String
    let limits: LoaderLimits
    /// Where each element, id and order entry was written, by element path, to place tree errors.
    private(set) var marks: [String: YAMLNode.Mark] = [:]
    private var elementCount = 0

    init(file: String, limits: LoaderLimits) {
        self.file = file
        self.limits = limits
    }

    func fail(_ node: YAMLNode?, _ path: String, _ problem: String, allowed: String? = nil) -> ScreenLoadError {
        ScreenLoadError(file: file, line: node?.mark.line, column: node?.mark.column, path: path,
                        problem: problem, allowed: allowed)
    }

    // MARK: The screen

    mutating func screen(_ root: YAMLNode) throws -> Screen {
        let fields = try mapping(root, "", keys: ScreenFormat.screenKeys, what: "screen")
        guard let nameNode = fields["name"] else {
            throw fail(root, "", "missing key 'name'", allowed: "a screen with name and elements")
        }
        let name = try text(nameNode, "name")
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw fail(nameNode, "name", "empty name", allowed: "a non-empty name")
        }
        guard let elementsNode = fields["elements"] else {
            throw fail(root, "", "missing key 'elements'", allowed: "a screen with name and elements")
        }
        let language = try fields["language"].map { try self.language($0, "language") } ?? "en-US"
        var size: [Double]?
        if let node = fields["size"] {
            let numbers = try self.numbers(node, "size", count: 2, what: "[width, height]")
            if numbers.contains(where: { $0 <= 0 }) {
                throw fail(node, "size", "size must be positive", allowed: "[width, height] in points, both > 0")
            }
            size = numbers
        }
        let elements = try sequence(elementsNode, "elements").enumerated().map { index, node in
            try element(node, "elements[\(index)]")
        }
        let script = try fields["script"].map { try self.script($0) }
        return Screen(name: name, language: language, size: size, elements: elements, script: script)
    }

    // MARK: Elements

    mutating func element(_ node: YAMLNode, _ path: String) throws -> Element {
        elementCount += 1
        if elementCount > limits.maxElements {
            throw fail(node, path, "more than \(limits.maxElements) elements", allowed: "at most \(limits.maxElements)")
        }
        marks[path] = node.mark
        let fields = try mapping(node, path, keys: ScreenFormat.elementKeys, what: "element")
        var element = Element()
        for (key, value) in fields.pairs {
            func place() -> String { "\(path).\(key)" }
            switch key {
            case "id":
                let id = try text(value, place())
                if id.isEmpty { throw fail(value, place(), "empty id", allowed: "a non-empty id, or no id") }
                marks[place()] = value.mark
                element.id = id
            case "label": element.label = try text(value, place())
            case "value": element.value = try text(value, place())
            case "hint": element.hint = try text(value, place())
            case "traits": element.traits = try traits(value, place())
            case "frame": element.frame = try frame(value, place())
            case "language": element.language = try language(value, place())
            case "isAccessibilityElement": element.isAccessibilityElement = try bool(value, place())
            case "children":
                element.children = try sequence(value, place()).enumerated().map { index, child in
                    try self.element(child, "\(place())[\(index)]")
                }
            case "order":
                element.order = try sequence(value, place()).enumerated().map { index, item in
                    marks["\(place())[\(index)]"] = item.mark
                    return try text(item, "\(place())[\(index)]")
                }
            case "elementsHidden": element.elementsHidden = try bool(value, place())
            case "hidden": element.hidden = try bool(value, place())
            case "viewIsModal": element.viewIsModal = try bool(value, place())
            case "shouldGroupAccessibilityChildren": element.shouldGroupAccessibilityChildren = try bool(value, place())
            case "containerType": element.containerType = try containerType(value, place())
            case "customActions": element.customActions = try texts(value, place())
            case "customContent": element.customContent = try customContent(value, place())
            case "steps":
                let steps = try texts(value, place())
                if steps.isEmpty { throw fail(value, place(), "no steps", allowed: "a list of one or more values") }
                element.steps = steps
            case "pages": element.pages = try pages(value, place())
            case "busy": element.busy = try bool(value, place())
            case "alert": element.alert = try bool(value, place())
            case "row": element.row = try positive(value, place())
            case "column": element.column = try positive(value, place())
            default: break
            }
        }
        if let steps = element.steps {
            if !element.has(.adjustable) {
                throw fail(fields["steps"], "\(path).steps", "steps on an element without the adjustable trait",
                           allowed: "steps on an adjustable element")
            }
            if !steps.contains(element.value) {
                throw fail(fields["value"] ?? node, "\(path).value",
                           "value \(quoted(element.value)) is not one of its steps",
                           allowed: "one of " + steps.prefix(8).map(quoted).joined(separator: ", "))
            }
        }
        return element
    }

    func traits(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [Trait] {
        try sequence(node, path()).enumerated().map { index, item in
            let name = try text(item, "\(path())[\(index)]")
            guard let trait = Trait(rawValue: name) else {
                throw fail(item, "\(path())[\(index)]", "unknown trait \(quoted(name))",
                           allowed: ScreenFormat.traits.joined(separator: ", "))
            }
            return trait
        }
    }

    func frame(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Frame {
        let n = try numbers(node, path(), count: 4, what: "[x, y, width, height]")
        if n[2] < 0 || n[3] < 0 {
            throw fail(node, path(), "negative width or height", allowed: "[x, y, width, height] with width, height >= 0")
        }
        return Frame(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func containerType(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> ContainerType {
        let name = try text(node, path())
        guard let type = ContainerType(rawValue: name) else {
            throw fail(node, path(), "unknown containerType \(quoted(name))",
                       allowed: ScreenFormat.containerTypes.joined(separator: ", "))
        }
        return type
    }

    func customContent(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [CustomContent] {
        try sequence(node, path()).enumerated().map { index, item in
            let place = "\(path())[\(index)]"
            let fields = try mapping(item, place, keys: ScreenFormat.customContentKeys, what: "custom content entry")
            var importance = CustomContent.Importance.default
            if let node = fields["importance"] {
                let name = try text(node, "\(place).importance")
                guard let value = CustomContent.Importance(rawValue: name) else {
                    throw fail(node, "\(place).importance", "unknown importance \(quoted(name))",
                               allowed: ScreenFormat.importances.joined(separator: ", "))
                }
                importance = value
            }
            return CustomContent(label: try fields["label"].map { try text($0, "\(place).label") } ?? "",
                                 value: try fields["value"].map { try text($0, "\(place).value") } ?? "",
                                 importance: importance)
        }
    }

    func pages(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Pages {
        let fields = try mapping(node, path(), keys: ScreenFormat.pagesKeys, what: "pages")
        guard let countNode = fields["count"] else {
            throw fail(node, path(), "missing key 'count'", allowed: "{current: N, count: M} with 1 <= N <= M")
        }
        let count = try positive(countNode, "\(path()).count")
        let current = try fields["current"].map { try positive($0, "\(path()).current") } ?? 1
        if current > count {
            throw fail(fields["current"], "\(path()).current", "page \(current) of \(count)",
                       allowed: "current between 1 and count")
        }
        return Pages(current: current, count: count)
    }

    // MARK: The script

    func script(_ node: YAMLNode) throws -> [ScriptStep] {
        let items = try sequence(node, "script")
        if items.count > limits.maxScriptSteps {
            throw fail(node, "script", "more than \(limits.maxScriptSteps) script steps",
                       allowed: "at most \(limits.maxScriptSteps)")
        }
        return try items.enumerated().map { index, item in try step(item, "script[\(index)]") }
    }

    func step(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> ScriptStep {
        let allSteps = (ScreenFormat.bareSteps + ScreenFormat.keyedSteps.map { "\($0): ..." })
        if case .scalar = node {
            let name = try text(node, path())
            guard let step = ScriptStep.bareSteps.first(where: { $0.name == name }) else {
                throw fail(node, path(), "unknown script step \(quoted(name))", allowed: allSteps.joined(separator: ", "))
            }
            return step
        }
        guard case .mapping(let pairs, _) = node, pairs.count == 1, let (keyScalar, value) = pairs.first else {
            throw fail(node, path(), "a script step must be a word or a mapping with one key",
                       allowed: allSteps.joined(separator: ", "))
        }
        let keyNode = YAMLNode.scalar(keyScalar)
        let key = keyScalar.string
        let place = "\(path()).\(key)"
        switch key {
        case "rotor":
            let name = try text(value, place)
            guard let rotor = ScriptStep.Rotor(rawValue: name) else {
                throw fail(value, place, "unknown rotor \(quoted(name))", allowed: ScreenFormat.rotors.joined(separator: ", "))
            }
            return .rotor(rotor)
        case "scroll":
            let name = try text(value, place)
            guard let direction = ScriptStep.ScrollDirection(rawValue: name) else {
                throw fail(value, place, "unknown scroll direction \(quoted(name))",
                           allowed: ScreenFormat.scrollDirections.joined(separator: ", "))
            }
            return .scroll(direction)
        case "wait":
            let seconds = try number(value, place)
            if seconds < 0 || seconds > 3600 {
                throw fail(value, place, "wait of \(seconds) s", allowed: "0 to 3600 seconds")
            }
            return .wait(seconds)
        case "announce":
            if case .mapping = value {
                let fields = try mapping(value, place, keys: ScreenFormat.announceKeys, what: "announcement")
                guard let textNode = fields["text"] else {
                    throw fail(value, place, "missing key 'text'", allowed: "{text: ..., queued: true|false}")
                }
                return .announce(try text(textNode, "\(place).text"),
                                 queued: try fields["queued"].map { try bool($0, "\(place).queued") } ?? false)
            }
            return .announce(try text(value, place))
        case "screenChanged":
            return .screenChanged(try optionalText(value, place))
        case "layoutChanged":
            if case .mapping = value {
                let fields = try mapping(value, place, keys: ScreenFormat.layoutChangedKeys, what: "layoutChanged")
                guard let textNode = fields["announce"] else {
                    throw fail(value, place, "missing key 'announce'", allowed: "an id, or {announce: text}")
                }
                return .layoutChangedAnnouncement(try text(textNode, "\(place).announce"))
            }
            return .layoutChanged(try optionalText(value, place))
        case "set":
            return .set(try change(value, place))
        default:
            throw fail(keyNode, path(), "unknown script step \(quoted(key))", allowed: allSteps.joined(separator: ", "))
        }
    }

    func change(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> ElementChange {
        let fields = try mapping(node, path(), keys: ScreenFormat.setKeys, what: "set")
        guard let idNode = fields["id"] else {
            throw fail(node, path(), "missing key 'id'", allowed: "{id: ..., " + ElementChange.keys.joined(separator: ", ") + "}")
        }
        var change = ElementChange(id: try text(idNode, "\(path()).id"))
        for (key, value) in fields.pairs {
            func place() -> String { "\(path()).\(key)" }
            switch key {
            case "label": change.label = try text(value, place())
            case "value": change.value = try text(value, place())
            case "hint": change.hint = try text(value, place())
            case "traits": change.traits = try traits(value, place())
            case "hidden": change.hidden = try bool(value, place())
            case "elementsHidden": change.elementsHidden = try bool(value, place())
            case "viewIsModal": change.viewIsModal = try bool(value, place())
            case "busy": change.busy = try bool(value, place())
            case "customActions": change.customActions = try texts(value, place())
            case "customContent": change.customContent = try customContent(value, place())
            case "frame": change.frame = try frame(value, place())
            case "pages": change.pages = try pages(value, place())
            case "alert": change.alert = try bool(value, place())
            default: break
            }
        }
        return change
    }

    // MARK: Values

    /// A mapping's entries by key, in file order, refusing keys that are not allowed. Null values
    /// are left out: `label: ~` is the same as no label.
    func mapping(_ node: YAMLNode, _ path: @autoclosure () -> String, keys: [String], what: String) throws -> Fields {
        guard case .mapping(let pairs, _) = node else {
            throw fail(node, path(), "expected a mapping (\(what)), found \(kind(node))",
                       allowed: "a mapping with keys " + keys.joined(separator: ", "))
        }
        var fields = Fields()
        for (keyScalar, value) in pairs {
            let key = keyScalar.string
            guard keys.contains(key) else {
                throw fail(.scalar(keyScalar), path().isEmpty ? key : "\(path()).\(key)", "unknown key \(quoted(key)) in \(what)",
                           allowed: keys.joined(separator: ", "))
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
        try sequence(node, path()).enumerated().map { index, item in try text(item, "\(path())[\(index)]") }
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
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        let valid = !subtags.isEmpty && tag.count <= 35
            && (2...8).contains(subtags[0].count) && subtags[0].allSatisfy { $0.isASCII && $0.isLetter }
            && subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard valid else {
            throw fail(node, path(), "\(quoted(tag)) is not a BCP 47 language tag", allowed: "a tag such as en-US, zh-CN, pt-BR")
        }
        return tag
    }

    private func kind(_ node: YAMLNode) -> String {
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
