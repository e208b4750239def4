import Foundation

/// A screen as the screen file's ordered keys, defaults left out; both the YAML and the JSON
/// writer print this one tree, so the two formats cannot drift apart.
indirect enum DocumentNode {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// `inline` lists (traits, frame) print on one line.
    case list([DocumentNode], inline: Bool)
    case map([(key: String, value: DocumentNode)])
    /// Comment lines before a node (the import's guesses beside the element); JSON has no
    /// comments and prints the node alone.
    case commented([String], DocumentNode)
}

/// Screen → DocumentNode, keys exactly as in the screen format.
enum ScreenDocument {
    /// `notes`: comment lines for the elements with those ids, and for the file (key "").
    static func node(_ screen: Screen, notes: [String: [String]] = [:]) -> DocumentNode {
        var entries: [(key: String, value: DocumentNode)] = [("name", .string(screen.name)), ("language", .string(screen.language))]
        if let size = screen.size { entries.append(("size", .list(size.map(DocumentNode.number), inline: true))) }
        entries.append(("elements", .list(screen.elements.map { node($0, notes: notes) }, inline: false)))
        if let script = screen.script { entries.append(("script", .list(script.map(node), inline: false))) }
        if screen.platform != .ios { entries.append(("platform", .string(screen.platform.rawValue))) }
        if !screen.customRotors.isEmpty { entries.append(("customRotors", customRotors(screen.customRotors))) }
        if let shot = screen.screenshot {
            entries.append(("screenshot", .map([("path", .string(shot.path)), ("scale", .number(shot.scale))])))
        }
        if let fileNotes = notes[""], !fileNotes.isEmpty { return .commented(fileNotes, .map(entries)) }
        return .map(entries)
    }

    static func node(_ element: Element, notes: [String: [String]] = [:]) -> DocumentNode {
        // The keys a `set` can change are written by the same code as a `set` step's.
        var values = Dictionary(uniqueKeysWithValues: fields(changeable(element)).dropFirst().map { ($0.key, $0.value) })
        if let id = element.id { values["id"] = .string(id) }
        if let language = element.language { values["language"] = .string(language) }
        if let accessible = element.isAccessibilityElement { values["isAccessibilityElement"] = .bool(accessible) }
        if let order = element.order { values["order"] = .list(order.map(DocumentNode.string), inline: false) }
        if element.shouldGroupAccessibilityChildren { values["shouldGroupAccessibilityChildren"] = .bool(true) }
        if element.containerType != .none { values["containerType"] = .string(element.containerType.rawValue) }
        if let steps = element.steps { values["steps"] = .list(steps.map(DocumentNode.string), inline: false) }
        if let row = element.row { values["row"] = .number(Double(row)) }
        if let column = element.column { values["column"] = .number(Double(column)) }
        if let rowSpan = element.rowSpan { values["rowSpan"] = .number(Double(rowSpan)) }
        if let columnSpan = element.columnSpan { values["columnSpan"] = .number(Double(columnSpan)) }
        if let headers = element.rowHeaders { values["rowHeaders"] = .list(headers.map(DocumentNode.string), inline: true) }
        if let headers = element.columnHeaders { values["columnHeaders"] = .list(headers.map(DocumentNode.string), inline: true) }
        if element.segmentedControl { values["segmentedControl"] = .bool(true) }
        if element.scrollView { values["scrollView"] = .bool(true) }
        if !element.directTouchOptions.isEmpty {
            values["directTouchOptions"] = .list(element.directTouchOptions.map { .string($0.rawValue) }, inline: true)
        }
        if !element.children.isEmpty { values["children"] = .list(element.children.map { node($0, notes: notes) }, inline: false) }
        // The format's order, children last so an element's own keys come before its subtree.
        let entries = (ScreenFormat.elementKeys.filter { $0 != "children" } + ["children"]).compactMap { key in
            values[key].map { (key: key, value: $0) }
        }
        if let id = element.id, let lines = notes[id], !lines.isEmpty { return .commented(lines, .map(entries)) }
        return .map(entries)
    }

    /// An element's keys that a `set` can change, those at their default left out (nil).
    private static func changeable(_ element: Element) -> ElementChange {
        func unlessEmpty<C: Collection>(_ value: C) -> C? { value.isEmpty ? nil : value }
        return ElementChange(
            id: element.id ?? "", label: unlessEmpty(element.label), value: unlessEmpty(element.value),
            hint: unlessEmpty(element.hint), traits: unlessEmpty(element.traits), hidden: element.hidden ? true : nil,
            elementsHidden: element.elementsHidden ? true : nil, viewIsModal: element.viewIsModal ? true : nil,
            busy: element.busy ? true : nil, customActions: unlessEmpty(element.customActions),
            customContent: unlessEmpty(element.customContent), frame: element.frame, pages: element.pages,
            alert: element.alert ? true : nil, speech: element.speech, childBehavior: element.childBehavior,
            sortPriority: element.sortPriority != 0 ? element.sortPriority : nil, headingLevel: element.headingLevel,
            inputLabels: unlessEmpty(element.inputLabels), activationPoint: element.activationPoint,
            textualContext: element.textualContext, customRotors: unlessEmpty(element.customRotors))
    }

    private static func traits(_ traits: [Trait]) -> DocumentNode {
        .list(traits.map { .string($0.rawValue) }, inline: true)
    }

    private static func frame(_ frame: Frame) -> DocumentNode {
        .list([frame.x, frame.y, frame.width, frame.height].map(DocumentNode.number), inline: true)
    }

    private static func pages(_ pages: Pages) -> DocumentNode {
        .map([("current", .number(Double(pages.current))), ("count", .number(Double(pages.count)))])
    }

    private static func customContent(_ entries: [CustomContent]) -> DocumentNode {
        .list(entries.map { content in
            var fields: [(key: String, value: DocumentNode)] = [("label", .string(content.label)), ("value", .string(content.value))]
            if content.importance != .default { fields.append(("importance", .string(content.importance.rawValue))) }
            if let key = content.key { fields.append(("key", .string(key))) }
            return .map(fields)
        }, inline: false)
    }

    static func node(_ step: ScriptStep) -> DocumentNode {
        func keyed(_ value: DocumentNode) -> DocumentNode { .map([(step.name, value)]) }
        switch step {
        case .rotor(let rotor):
            switch rotor {
            case .actions: return keyed(.string("actions"))
            case .moreContent: return keyed(.string("moreContent"))
            case .headings(nil): return keyed(.string("headings"))
            case .headings(let level?): return keyed(.map([("name", .string("headings")), ("level", .number(Double(level)))]))
            case .custom(let name): return keyed(.string(name))
            }
        case .scroll(let direction): return keyed(.string(direction.rawValue))
        case .wait(let seconds): return keyed(.number(seconds))
        case .announce(let announcement):
            let text = spoken(announcement.text, announcement.runs)
            guard announcement.queued || announcement.priority != .default else { return keyed(text) }
            var fields: [(key: String, value: DocumentNode)] = [("text", text)]
            if announcement.priority != .default { fields.append(("priority", .string(announcement.priority.rawValue))) }
            if announcement.queueAttribute { fields.append(("queue", .bool(true))) }
            return keyed(.map(fields))
        case .screenChanged(let id?), .layoutChanged(let id?): return keyed(.string(id))
        case .layoutChangedAnnouncement(let text): return keyed(.map([("announce", .string(text))]))
        case .set(let change): return keyed(node(change))
        default: return .string(step.name)
        }
    }

    private static func node(_ change: ElementChange) -> DocumentNode { .map(fields(change)) }

    /// A change's keys, `id` first, then those it sets in ``ElementChange/keys``' order.
    private static func fields(_ change: ElementChange) -> [(key: String, value: DocumentNode)] {
        var fields: [(key: String, value: DocumentNode)] = [("id", .string(change.id))]
        func add(_ key: String, _ value: DocumentNode?) { if let value { fields.append((key, value)) } }
        add("label", change.label.map { spoken($0, change.speech.label) })
        add("value", change.value.map { spoken($0, change.speech.value) })
        add("hint", change.hint.map { spoken($0, change.speech.hint) })
        add("traits", change.traits.map(traits))
        add("hidden", change.hidden.map(DocumentNode.bool))
        add("elementsHidden", change.elementsHidden.map(DocumentNode.bool))
        add("viewIsModal", change.viewIsModal.map(DocumentNode.bool))
        add("busy", change.busy.map(DocumentNode.bool))
        add("customActions", change.customActions.map { .list($0.map(DocumentNode.string), inline: false) })
        add("customContent", change.customContent.map(customContent))
        add("frame", change.frame.map(frame))
        add("pages", change.pages.map(pages))
        add("alert", change.alert.map(DocumentNode.bool))
        add("childBehavior", change.childBehavior.map { .string($0.rawValue) })
        add("sortPriority", change.sortPriority.map(DocumentNode.number))
        add("headingLevel", change.headingLevel.map { .number(Double($0)) })
        add("inputLabels", change.inputLabels.map { .list($0.map(DocumentNode.string), inline: false) })
        add("activationPoint", change.activationPoint.map { .list([.number($0.x), .number($0.y)], inline: true) })
        add("textualContext", change.textualContext.map { .string($0.rawValue) })
        add("customRotors", change.customRotors.map(customRotors))
        return fields
    }

    /// Text as a string, or as its runs when it was written with speech attributes.
    private static func spoken(_ text: String, _ runs: [SpeechRun]?) -> DocumentNode {
        guard let runs else { return .string(text) }
        return .list(runs.map { run in
            var fields: [(key: String, value: DocumentNode)] = [("text", .string(run.text))]
            if run.spellOut { fields.append(("spellOut", .bool(true))) }
            if run.punctuation { fields.append(("punctuation", .bool(true))) }
            if let pitch = run.pitch { fields.append(("pitch", .number(pitch))) }
            if let language = run.language { fields.append(("language", .string(language))) }
            if let ipa = run.ipa { fields.append(("ipa", .string(ipa))) }
            if run.queue { fields.append(("queue", .bool(true))) }
            return .map(fields)
        }, inline: false)
    }

    private static func customRotors(_ rotors: [CustomRotor]) -> DocumentNode {
        .list(rotors.map { rotor in
            .map([("name", .string(rotor.name)), ("items", .list(rotor.items.map(DocumentNode.string), inline: false))])
        }, inline: false)
    }

    /// Numbers as a person writes them: `390`, `16.5`; never an exponent (YAML 1.1 reads `1e-05`
    /// as a string).
    static func text(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        let shortest = "\(number)"
        if !shortest.contains("e") { return shortest }
        var fixed = String(format: "%.20f", number)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        return fixed
    }
}
