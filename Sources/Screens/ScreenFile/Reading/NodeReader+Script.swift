import Basics

/// The script: its steps and the element changes a `set` step makes.
extension NodeReader {
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
            if ScreenFormat.bareSteps.contains(key) {
                throw fail(keyNode, path(), "\(key) takes no argument", allowed: "'- \(key)' on its own")
            }
            throw fail(keyNode, path(), "unknown script step \(quoted(key))", suggestion: stepSuggestion(key),
                       allowed: allSteps.joined(separator: ", "))
        }
    }

    func stepSuggestion(_ name: String) -> String? {
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
}
