import EarshotSupport
import Foundation
import ScreenModel

/// Turns the composed YAML tree (``YAMLNode``) into a `Screen`, checking every key, type and limit and
/// naming the place of each problem (line, column and element path). Recursion follows the
/// file's nesting, which ``YAMLComposer`` has already bounded.
///
/// Every problem is collected, not only the first: each key of a mapping, each list item and
/// each script step is read under ``attempt(_:)``, which records a problem thrown inside and
/// goes on with the next one. A reader for a new key only throws ``fail(_:_:_:suggestion:allowed:)``
/// for what is wrong with its value; an unknown key (with "did you mean") comes from the key
/// tables of ``ScreenFormat`` that ``mapping(_:_:keys:what:aliases:)`` checks.
final class NodeReader {
    let file: String
    let limits: LoaderLimits
    /// Where each element, id, order entry and script step was written, by path, to place tree
    /// errors and the simulator's.
    private(set) var marks: [String: YAMLNode.Mark] = [:]
    /// Everything found wrong so far, in the order found.
    private(set) var problems: [ScreenProblem] = []
    /// The script's steps read without a problem, with their index in the file's script.
    private(set) var scriptSteps: [(index: Int, step: ScriptStep)] = []
    /// An element's id (or the `id` of a `set`) could not be read: "no element's id" problems
    /// would then be echoes of that one.
    private(set) var someIDUnread = false
    /// `set` steps giving a value as YAML's true/false to an element checked once the tree is known.
    private(set) var setValuesAsBooleans: [(path: String, id: String, mark: YAMLNode.Mark, written: String)] = []
    private var elementCount = 0

    /// Problems collected before reading stops: past it, more lines help nobody.
    static let maxProblems = 10_000

    /// A problem that ends reading: a limit breached, or too many problems already.
    struct Stop: Error {}

    init(file: String, limits: LoaderLimits) {
        self.file = file
        self.limits = limits
    }

    func fail(_ node: YAMLNode?, _ path: String, _ problem: String, suggestion: String? = nil,
              allowed: String? = nil) -> ScreenLoadError {
        ScreenLoadError(file: file, line: node?.mark.line, column: node?.mark.column, path: path,
                        problem: problem, suggestion: suggestion, allowed: allowed)
    }

    /// Records a problem and goes on reading.
    func record(_ error: ScreenLoadError) throws(Stop) {
        problems += error.problems
        if problems.count >= Self.maxProblems { throw Stop() }
    }

    /// Records a problem that makes reading on pointless (a limit), and stops.
    func stop(_ error: ScreenLoadError) -> Stop {
        problems += error.problems
        return Stop()
    }

    /// Runs one piece of reading that stands alone (a key's value, a list item, a script step):
    /// a problem inside is recorded and nil returned, so the caller goes on with the next piece.
    func attempt<T>(_ body: () throws -> T) throws(Stop) -> T? {
        do {
            return try body()
        } catch let error as ScreenLoadError {
            try record(error)
            return nil
        } catch let stop as Stop {
            throw stop
        } catch {
            preconditionFailure("the screen reader threw \(error)")
        }
    }

    /// The items of a list, each read under ``attempt(_:)``; an item with a problem is left out.
    func each<T>(_ items: [YAMLNode], _ path: () -> String,
                 _ read: (Int, YAMLNode, String) throws -> T) throws(Stop) -> [T] {
        var out: [T] = []
        out.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let value = try attempt({ try read(index, item, "\(path())[\(index)]") }) { out.append(value) }
        }
        return out
    }

    // MARK: The screen

    /// The screen, or nil when a problem was recorded (``problems``).
    func screen(_ root: YAMLNode) throws(Stop) -> Screen? {
        guard let fields = try attempt({ try mapping(root, "", keys: ScreenFormat.screenKeys, what: "screen") }) else {
            return nil
        }
        var name = ""
        if let nameNode = fields["name"] {
            name = try attempt {
                let name = try text(nameNode, "name")
                if name.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw fail(nameNode, "name", "empty name", allowed: "a non-empty name")
                }
                return name
            } ?? ""
        } else {
            try record(fail(root, "", "missing key 'name'", allowed: "a screen with name and elements"))
        }
        var language = "en-US"
        if let node = fields["language"] {
            marks["language"] = node.mark
            language = try attempt { try self.language(node, "language") } ?? language
        }
        var size: [Double]?
        if let node = fields["size"] {
            size = try attempt {
                let numbers = try self.numbers(node, "size", count: 2, what: "[width, height]")
                if numbers.contains(where: { $0 <= 0 }) {
                    throw fail(node, "size", "size must be positive", allowed: "[width, height] in points, both > 0")
                }
                return numbers
            }
        }
        var elements: [Element] = []
        if let elementsNode = fields["elements"] {
            if let items = try attempt({ try sequence(elementsNode, "elements") }) {
                // An element with a problem stays as a blank, so later elements keep their paths.
                elements = try items.enumerated().map { (index, node) throws(Stop) in
                    try element(node, "elements[\(index)]")
                }
            }
        } else {
            try record(fail(root, "", "missing key 'elements'", allowed: "a screen with name and elements"))
        }
        var script: [ScriptStep]?
        if let node = fields["script"] { script = try self.script(node) }
        var platform = Platform.ios
        if let node = fields["platform"] {
            platform = try attempt { try word(node, "platform", Platform.self, what: "platform") } ?? platform
        }
        var rotors: [CustomRotor] = []
        if let node = fields["customRotors"] { rotors = try attempt { try customRotors(node, "customRotors") } ?? [] }
        if let scriptNode = fields["script"], case .sequence(let items, _) = scriptNode {
            try checkRotorNames(items: items, elements: elements, screenRotors: rotors)
        }
        return Screen(name: name, language: language, size: size, elements: elements, script: script,
                      platform: platform, customRotors: rotors)
    }

    // MARK: Elements

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

    // MARK: The script

    /// Reads every step, recording a problem per step; the steps read are in ``scriptSteps``.
    func script(_ node: YAMLNode) throws(Stop) -> [ScriptStep]? {
        guard let items = try attempt({ try sequence(node, "script") }) else { return nil }
        if items.count > limits.maxScriptSteps {
            throw stop(fail(node, "script", "more than \(limits.maxScriptSteps) script steps",
                            allowed: "at most \(limits.maxScriptSteps)"))
        }
        for (index, item) in items.enumerated() {
            marks["script[\(index)]"] = item.mark
            if let step = try attempt({ try step(item, "script[\(index)]") }) { scriptSteps.append((index, step)) }
        }
        return scriptSteps.map(\.step)
    }

    func step(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> ScriptStep {
        let allSteps = (ScreenFormat.bareSteps + ScreenFormat.keyedSteps.map { "\($0): ..." })
        if case .scalar = node {
            let name = try text(node, path())
            guard let step = ScriptStep.bareSteps.first(where: { $0.name == name }) else {
                throw fail(node, path(), "unknown script step \(quoted(name))", suggestion: stepSuggestion(name),
                           allowed: allSteps.joined(separator: ", "))
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
                           suggestion: Suggestion.closest(to: name, among: ScreenFormat.scrollDirections),
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
                return .announce(Announcement(text: text, runs: runs, priority: priority, queued: queued))
            }
            let (text, runs) = try spoken(value, place)
            return .announce(Announcement(text: text, runs: runs))
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
            throw fail(keyNode, path(), "unknown script step \(quoted(key))", suggestion: stepSuggestion(key),
                       allowed: allSteps.joined(separator: ", "))
        }
    }

    private func stepSuggestion(_ name: String) -> String? {
        Suggestion.closest(to: name, among: ScreenFormat.bareSteps + ScreenFormat.keyedSteps, aliases: ScreenFormat.stepAliases)
    }

    func change(_ node: YAMLNode, _ path: @autoclosure () -> String) throws -> ElementChange {
        let fields = try mapping(node, path(), keys: ScreenFormat.setKeys, what: "set")
        guard let idNode = fields["id"] else {
            throw fail(node, path(), "missing key 'id'", allowed: "{id: ..., " + ElementChange.keys.joined(separator: ", ") + "}")
        }
        let id: String
        do {
            id = try text(idNode, "\(path()).id")
        } catch {
            someIDUnread = true
            throw error
        }
        var change = ElementChange(id: id)
        for (key, value) in fields.pairs {
            func place() -> String { "\(path()).\(key)" }
            try attempt {
                try changeable(key, value, place(), into: &change)
                if key == "value", case .scalar(let scalar) = value, scalar.plain,
                   ScreenFormat.switchStateWords[scalar.string.lowercased()] != nil {
                    setValuesAsBooleans.append((place(), id, scalar.mark, scalar.string))
                }
            }
        }
        return change
    }

    /// Reads one of the keys an element shares with a `set` step (``ElementChange/keys``) into
    /// `change`: the element reader and the `set` reader both come here, so a key changeable
    /// while the screen is shown is read, checked and reported in one way. Other keys are left.
    func changeable(_ key: String, _ value: YAMLNode, _ place: @autoclosure () -> String,
                    into change: inout ElementChange) throws {
        switch key {
        case "label": (change.label, change.speech.label) = try spoken(value, place())
        case "value": (change.value, change.speech.value) = try spoken(value, place())
        case "hint": (change.hint, change.speech.hint) = try spoken(value, place())
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
        case "childBehavior": change.childBehavior = try word(value, place(), ChildBehavior.self, what: "childBehavior")
        case "sortPriority": change.sortPriority = try number(value, place())
        case "headingLevel": change.headingLevel = try headingLevel(value, place())
        case "inputLabels": change.inputLabels = try texts(value, place())
        case "activationPoint":
            let n = try numbers(value, place(), count: 2, what: "[x, y]")
            change.activationPoint = Point(x: n[0], y: n[1])
        case "textualContext": change.textualContext = try word(value, place(), TextualContext.self, what: "textualContext")
        case "customRotors": change.customRotors = try customRotors(value, place())
        default: break
        }
    }

    // MARK: Values

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
