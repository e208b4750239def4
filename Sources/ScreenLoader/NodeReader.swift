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
        let platform = try fields["platform"].map { try word($0, "platform", Platform.self, what: "platform") } ?? .ios
        let rotors = try fields["customRotors"].map { try customRotors($0, "customRotors") } ?? []
        if let script, let scriptNode = fields["script"] {
            try checkRotorNames(script, items: try sequence(scriptNode, "script"), elements: elements, screenRotors: rotors)
        }
        return Screen(name: name, language: language, size: size, elements: elements, script: script,
                      platform: platform, customRotors: rotors)
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
            case "label": (element.label, element.speech.label) = try spoken(value, place())
            case "value": (element.value, element.speech.value) = try spoken(value, place())
            case "hint": (element.hint, element.speech.hint) = try spoken(value, place())
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
            case "childBehavior": element.childBehavior = try word(value, place(), ChildBehavior.self, what: "childBehavior")
            case "sortPriority": element.sortPriority = try number(value, place())
            case "headingLevel": element.headingLevel = try headingLevel(value, place())
            case "inputLabels": element.inputLabels = try texts(value, place())
            case "activationPoint":
                let n = try numbers(value, place(), count: 2, what: "[x, y]")
                element.activationPoint = Point(x: n[0], y: n[1])
            case "textualContext": element.textualContext = try word(value, place(), TextualContext.self, what: "textualContext")
            case "customRotors": element.customRotors = try customRotors(value, place())
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
                                 importance: importance, key: try fields["key"].map { try text($0, "\(place).key") })
        }
    }

    /// Text written as a string, or as a list of runs with speech attributes: the plain text
    /// (the runs' texts joined) and the runs.
    func spoken(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> (String, [SpeechRun]?) {
        guard case .sequence = node else { return (try text(node, path()), nil) }
        let runs = try sequence(node, path()).enumerated().map { index, item in try speechRun(item, "\(path())[\(index)]") }
        let plain = SpeechRun.plainText(runs)
        if plain.count > limits.maxTextLength {
            throw fail(node, path(), "text longer than \(limits.maxTextLength) characters",
                       allowed: "at most \(limits.maxTextLength) characters")
        }
        return (plain, runs)
    }

    func speechRun(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> SpeechRun {
        if case .scalar = node { return SpeechRun(text: try text(node, path())) }
        let fields = try mapping(node, path(), keys: ScreenFormat.speechRunKeys, what: "speech run")
        guard let textNode = fields["text"] else {
            throw fail(node, path(), "missing key 'text'", allowed: "{text: ..., " + ScreenFormat.speechRunKeys.dropFirst().joined(separator: ", ") + "}")
        }
        var run = SpeechRun(text: try text(textNode, "\(path()).text"))
        for (key, value) in fields.pairs {
            func place() -> String { "\(path()).\(key)" }
            switch key {
            case "spellOut": run.spellOut = try bool(value, place())
            case "punctuation": run.punctuation = try bool(value, place())
            case "pitch":
                let pitch = try number(value, place())
                if !SpeechRun.pitchRange.contains(pitch) {
                    throw fail(value, place(), "pitch \(pitch)", allowed: "0.0 to 2.0, 1.0 the voice's own pitch")
                }
                run.pitch = pitch
            case "language": run.language = try language(value, place())
            case "ipa":
                let ipa = try text(value, place())
                if ipa.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw fail(value, place(), "empty ipa", allowed: "an IPA transcription, or no ipa")
                }
                run.ipa = ipa
            case "queue": run.queue = try bool(value, place())
            default: break
            }
        }
        return run
    }

    mutating func customRotors(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [CustomRotor] {
        try sequence(node, path()).enumerated().map { index, item in
            let place = "\(path())[\(index)]"
            let fields = try mapping(item, place, keys: ScreenFormat.customRotorKeys, what: "custom rotor")
            guard let nameNode = fields["name"], let itemsNode = fields["items"] else {
                throw fail(item, place, "missing key '\(fields["name"] == nil ? "name" : "items")'",
                           allowed: "{name: ..., items: [ids]}")
            }
            let name = try text(nameNode, "\(place).name")
            if name.isEmpty || ScreenFormat.rotors.contains(name) {
                throw fail(nameNode, "\(place).name", "rotor name \(quoted(name))",
                           allowed: "a non-empty name other than " + ScreenFormat.rotors.joined(separator: ", "))
            }
            let items = try sequence(itemsNode, "\(place).items").enumerated().map { itemIndex, id in
                marks["\(place).items[\(itemIndex)]"] = id.mark
                return try text(id, "\(place).items[\(itemIndex)]")
            }
            return CustomRotor(name: name, items: items)
        }
    }

    /// A script's `rotor: NAME` must name a system rotor or a custom rotor defined somewhere.
    func checkRotorNames(_ script: [ScriptStep], items: [YAMLNode], elements: [Element], screenRotors: [CustomRotor]) throws {
        var names = Set(screenRotors.map(\.name))
        var pending = elements
        while let element = pending.popLast() {
            names.formUnion(element.customRotors.map(\.name))
            pending += element.children
        }
        for (index, step) in script.enumerated() {
            guard case .rotor(.custom(let name)) = step, !names.contains(name) else { continue }
            var valueNode = items[index]
            if case .mapping(let pairs, _) = items[index], let pair = pairs.first { valueNode = pair.1 }
            throw fail(valueNode, "script[\(index)].rotor", "unknown rotor \(quoted(name))",
                       allowed: (ScreenFormat.rotors + names.sorted()).joined(separator: ", "))
        }
    }

    func headingLevel(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> Int {
        let level = try positive(node, path())
        if level > 6 { throw fail(node, path(), "heading level \(level)", allowed: "1 to 6") }
        return level
    }

    /// One of an enumeration's words.
    func word<Word: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ path: @autoclosure () -> String, _ type: Word.Type,
                                                     what: String) throws -> Word where Word.RawValue == String {
        let name = try text(node, path())
        guard let word = Word(rawValue: name) else {
            throw fail(node, path(), "unknown \(what) \(quoted(name))",
                       allowed: Word.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return word
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
            if case .mapping = value {
                let fields = try mapping(value, place, keys: ScreenFormat.rotorChoiceKeys, what: "rotor")
                let name = try fields["name"].map { try text($0, "\(place).name") } ?? "headings"
                guard name == "headings", let levelNode = fields["level"] else {
                    throw fail(value, place, "a rotor mapping chooses a heading level",
                               allowed: "{name: headings, level: 1-6}, or a rotor's name")
                }
                return .rotor(.headings(level: try headingLevel(levelNode, "\(place).level")))
            }
            let name = try text(value, place)
            if name.isEmpty { throw fail(value, place, "empty rotor name", allowed: ScreenFormat.rotors.joined(separator: ", ") + ", or a custom rotor's name") }
            return .rotor(ScriptStep.Rotor(name: name))
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
                    throw fail(value, place, "missing key 'text'", allowed: "{text: ..., priority: high|default|low, queue: true|false}")
                }
                let (text, runs) = try spoken(textNode, "\(place).text")
                let priority = try fields["priority"].map {
                    try word($0, "\(place).priority", Announcement.Priority.self, what: "priority")
                } ?? .default
                let queued = try (fields["queue"] ?? fields["queued"]).map { try bool($0, "\(place).queue") } ?? false
                return .announce(Announcement(text: text, runs: runs, priority: priority,
                                              queued: queued || (runs ?? []).contains { $0.queue }))
            }
            let (text, runs) = try spoken(value, place)
            return .announce(Announcement(text: text, runs: runs, queued: (runs ?? []).contains { $0.queue }))
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
