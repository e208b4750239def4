import Basics

/// Elements: an element's keys and the values only elements hold (traits, frames, rotors, pages).
extension NodeReader {
    /// The element at `path`; what cannot be read is recorded and left at its default, so an
    /// element with a problem still holds its place (and its id) in the tree.
    func element(_ node: YAMLNode, _ path: String) throws(Stop) -> Element {
        elementCount += 1
        if elementCount > limits.maxElements {
            throw stop(fail(node, path, "more than \(limits.maxElements) elements", allowed: "at most \(limits.maxElements)"))
        }
        marks[path] = node.mark
        var element = Element()
        guard let fields = try attempt({
            try mapping(node, path, keys: ScreenFormat.elementKeys, what: "element", aliases: ScreenFormat.keyAliases)
        }) else { return element }
        /// Keys whose value had a problem: checks across keys leave them out, so a misspelled
        /// trait does not also raise "steps without the adjustable trait".
        var unread: Set<String> = []
        /// The keys a `set` step can change too, read by the reader `set` uses and applied below.
        var shared = ElementChange(id: "")
        for (key, value) in fields.pairs {
            func place() -> String { "\(path).\(key)" }
            let problemsBefore = problems.count
            let read: Void? = try attempt {
                switch key {
                case "id":
                    let id = try text(value, place())
                    if id.isEmpty { throw fail(value, place(), "empty id", allowed: "a non-empty id, or no id") }
                    marks[place()] = value.mark
                    element.id = id
                case "language": element.language = try language(value, place())
                case "isAccessibilityElement": element.isAccessibilityElement = try bool(value, place())
                case "children":
                    element.children = try sequence(value, place()).enumerated().map { (index, child) throws(Stop) in
                        try self.element(child, "\(place())[\(index)]")
                    }
                case "order":
                    element.order = try sequence(value, place()).enumerated().map { index, item in
                        marks["\(place())[\(index)]"] = item.mark
                        return try text(item, "\(place())[\(index)]")
                    }
                case "shouldGroupAccessibilityChildren": element.shouldGroupAccessibilityChildren = try bool(value, place())
                case "containerType": element.containerType = try containerType(value, place())
                case "steps":
                    let steps = try texts(value, place())
                    if steps.isEmpty { throw fail(value, place(), "no steps", allowed: "a list of one or more values") }
                    element.steps = steps
                case "row": element.row = try positive(value, place())
                case "column": element.column = try positive(value, place())
                case "rowSpan": element.rowSpan = try positive(value, place())
                case "columnSpan": element.columnSpan = try positive(value, place())
                case "rowHeaders", "columnHeaders":
                    let ids = try sequence(value, place()).enumerated().map { index, item in
                        marks["\(place())[\(index)]"] = item.mark
                        return try text(item, "\(place())[\(index)]")
                    }
                    if key == "rowHeaders" { element.rowHeaders = ids } else { element.columnHeaders = ids }
                case "segmentedControl": element.segmentedControl = try bool(value, place())
                case "scrollView": element.scrollView = try bool(value, place())
                case "directTouchOptions":
                    element.directTouchOptions = try sequence(value, place()).enumerated().map { index, item in
                        try word(item, "\(place())[\(index)]", DirectTouchOption.self, what: "direct touch option")
                    }
                default: try changeable(key, value, place(), into: &shared)
                }
            }
            // Also a key read in part (a list with one unknown trait).
            if read == nil || problems.count > problemsBefore {
                unread.insert(key)
                if key == "id" { someIDUnread = true }
            }
        }
        shared.apply(to: &element)
        if let steps = element.steps, unread.isDisjoint(with: ["traits", "value"]) {
            if !element.has(.adjustable) {
                try record(fail(fields["steps"], "\(path).steps", "steps on an element without the adjustable trait",
                                allowed: "steps on an adjustable element"))
            } else if !steps.contains(element.value) {
                try record(fail(fields["value"] ?? node, "\(path).value",
                                "value \(quoted(element.value)) is not one of its steps",
                                suggestion: Suggestion.closest(to: element.value, among: steps),
                                allowed: "one of " + steps.prefix(8).map(quoted).joined(separator: ", ")))
            }
        }
        if element.has(.toggleButton), let value = fields["value"] {
            try attempt { try switchValue(value, "\(path).value") }
        }
        return element
    }

    /// A switch (toggleButton) speaks its value 1, 0 or 2 as On, Off or Mixed, and any other
    /// value as written, as VoiceOver does with a UISwitch's accessibilityValue. YAML's unquoted
    /// true/false/yes/no/on/off are a state meant as a switch's, which VoiceOver would read out
    /// as the word: refused, naming the number meant. A quoted word is text meant to be read.
    func switchValue(_ node: YAMLNode, _ path: @autoclosure () -> String) throws {
        guard case .scalar(let scalar) = node, scalar.plain,
              let on = ScreenFormat.switchStateWords[scalar.string.lowercased()] else { return }
        throw fail(node, path(), "a switch's value \(quoted(scalar.string)) would be read as the word \(quoted(scalar.string))",
                   suggestion: on ? "1" : "0", allowed: ScreenFormat.switchValuesAllowed)
    }

    /// The traits written; an unknown one is recorded (with the trait it most likely means) and
    /// left out, so the others still count.
    func traits(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [Trait] {
        try each(try sequence(node, path()), path) { _, item, place in
            let name = try text(item, place)
            guard let trait = Trait(rawValue: name) else {
                if let key = ScreenFormat.traitsThatAreKeys[name.lowercased()] {
                    throw fail(item, place, "\(quoted(name)) is no trait: write the element key `\(key)`")
                }
                throw fail(item, place, "unknown trait \(quoted(name))",
                           suggestion: Suggestion.closest(to: name, among: ScreenFormat.traits, aliases: ScreenFormat.traitAliases),
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
                       suggestion: Suggestion.closest(to: name, among: ScreenFormat.containerTypes),
                       allowed: ScreenFormat.containerTypes.joined(separator: ", "))
        }
        return type
    }

    func customContent(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [CustomContent] {
        try each(try sequence(node, path()), path) { _, item, place in
            let fields = try mapping(item, place, keys: ScreenFormat.customContentKeys, what: "custom content entry")
            var importance = CustomContent.Importance.default
            if let node = fields["importance"] {
                let name = try text(node, "\(place).importance")
                guard let value = CustomContent.Importance(rawValue: name) else {
                    throw fail(node, "\(place).importance", "unknown importance \(quoted(name))",
                               suggestion: Suggestion.closest(to: name, among: ScreenFormat.importances),
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
        let runs = try each(try sequence(node, path()), path) { _, item, place in try speechRun(item, place) }
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
            try attempt {
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
        }
        return run
    }

    func customRotors(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> [CustomRotor] {
        try each(try sequence(node, path()), path) { _, item, place in
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
    func checkRotorNames(items: [YAMLNode], elements: [Element], screenRotors: [CustomRotor]) throws(Stop) {
        var names = Set(screenRotors.map(\.name))
        var pending = elements
        while let element = pending.popLast() {
            names.formUnion(element.customRotors.map(\.name))
            pending += element.children
        }
        for (index, step) in scriptSteps {
            guard case .rotor(.custom(let name)) = step, !names.contains(name) else { continue }
            var valueNode = items[index]
            if case .mapping(let pairs, _) = items[index], let pair = pairs.first { valueNode = pair.1 }
            let allowed = ScreenFormat.rotors + names.sorted()
            try record(fail(valueNode, "script[\(index)].rotor", "unknown rotor \(quoted(name))",
                            suggestion: Suggestion.closest(to: name, among: allowed), allowed: allowed.joined(separator: ", ")))
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
            let words = Word.allCases.map(\.rawValue)
            throw fail(node, path(), "unknown \(what) \(quoted(name))", suggestion: Suggestion.closest(to: name, among: words),
                       allowed: words.joined(separator: ", "))
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
}
