import Foundation
import ScreenModel

/// A screen as the screen file's ordered keys, defaults left out; both the YAML and the JSON
/// writer print this one tree, so the two formats cannot drift apart.
indirect enum DocumentNode {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// `inline` lists (traits, frame) print on one line.
    case list([DocumentNode], inline: Bool)
    case map([(key: String, value: DocumentNode)])
}

/// Screen → DocumentNode, keys exactly as in the screen format.
enum ScreenDocument {
    static func node(_ screen: Screen) -> DocumentNode {
        var entries: [(key: String, value: DocumentNode)] = [("name", .string(screen.name)), ("language", .string(screen.language))]
        if let size = screen.size { entries.append(("size", .list(size.map(DocumentNode.number), inline: true))) }
        entries.append(("elements", .list(screen.elements.map(node), inline: false)))
        if let script = screen.script { entries.append(("script", .list(script.map(node), inline: false))) }
        return .map(entries)
    }

    static func node(_ element: Element) -> DocumentNode {
        var entries: [(key: String, value: DocumentNode)] = []
        func add(_ key: String, _ value: DocumentNode) { entries.append((key, value)) }
        if let id = element.id { add("id", .string(id)) }
        if !element.label.isEmpty { add("label", .string(element.label)) }
        if !element.value.isEmpty { add("value", .string(element.value)) }
        if !element.hint.isEmpty { add("hint", .string(element.hint)) }
        if !element.traits.isEmpty { add("traits", traits(element.traits)) }
        if let frame = element.frame {
            add("frame", .list([frame.x, frame.y, frame.width, frame.height].map(DocumentNode.number), inline: true))
        }
        if let language = element.language { add("language", .string(language)) }
        if let accessible = element.isAccessibilityElement { add("isAccessibilityElement", .bool(accessible)) }
        if let order = element.order { add("order", .list(order.map(DocumentNode.string), inline: false)) }
        if element.elementsHidden { add("elementsHidden", .bool(true)) }
        if element.hidden { add("hidden", .bool(true)) }
        if element.viewIsModal { add("viewIsModal", .bool(true)) }
        if element.shouldGroupAccessibilityChildren { add("shouldGroupAccessibilityChildren", .bool(true)) }
        if element.containerType != .none { add("containerType", .string(element.containerType.rawValue)) }
        if !element.customActions.isEmpty { add("customActions", .list(element.customActions.map(DocumentNode.string), inline: false)) }
        if !element.customContent.isEmpty {
            add("customContent", .list(element.customContent.map { content in
                var fields: [(key: String, value: DocumentNode)] = [("label", .string(content.label)), ("value", .string(content.value))]
                if content.importance != .default { fields.append(("importance", .string(content.importance.rawValue))) }
                return .map(fields)
            }, inline: false))
        }
        if let steps = element.steps { add("steps", .list(steps.map(DocumentNode.string), inline: false)) }
        if let pages = element.pages { add("pages", .map([("current", .number(Double(pages.current))), ("count", .number(Double(pages.count)))])) }
        if element.busy { add("busy", .bool(true)) }
        if !element.children.isEmpty { add("children", .list(element.children.map(node), inline: false)) }
        return .map(entries)
    }

    private static func traits(_ traits: [Trait]) -> DocumentNode {
        .list(traits.map { .string($0.rawValue) }, inline: true)
    }

    static func node(_ step: ScriptStep) -> DocumentNode {
        func keyed(_ key: String, _ value: DocumentNode) -> DocumentNode { .map([(key, value)]) }
        switch step {
        case .next: return .string("next")
        case .previous: return .string("previous")
        case .first: return .string("first")
        case .last: return .string("last")
        case .activate: return .string("activate")
        case .magicTap: return .string("magicTap")
        case .escape: return .string("escape")
        case .increment: return .string("increment")
        case .decrement: return .string("decrement")
        case .rotorNext: return .string("rotorNext")
        case .rotorPrevious: return .string("rotorPrevious")
        case .rotor(let rotor): return keyed("rotor", .string(rotor.rawValue))
        case .scroll(let direction): return keyed("scroll", .string(direction.rawValue))
        case .wait(let seconds): return keyed("wait", .number(seconds))
        case .announce(let text): return keyed("announce", .string(text))
        case .screenChanged(let id): return id.map { keyed("screenChanged", .string($0)) } ?? .string("screenChanged")
        case .layoutChanged(let id): return id.map { keyed("layoutChanged", .string($0)) } ?? .string("layoutChanged")
        case .set(let change):
            var fields: [(key: String, value: DocumentNode)] = [("id", .string(change.id))]
            if let label = change.label { fields.append(("label", .string(label))) }
            if let value = change.value { fields.append(("value", .string(value))) }
            if let hint = change.hint { fields.append(("hint", .string(hint))) }
            if let traits = change.traits { fields.append(("traits", self.traits(traits))) }
            if let hidden = change.hidden { fields.append(("hidden", .bool(hidden))) }
            if let hidden = change.elementsHidden { fields.append(("elementsHidden", .bool(hidden))) }
            if let modal = change.viewIsModal { fields.append(("viewIsModal", .bool(modal))) }
            if let busy = change.busy { fields.append(("busy", .bool(busy))) }
            if let actions = change.customActions { fields.append(("customActions", .list(actions.map(DocumentNode.string), inline: false))) }
            return keyed("set", .map(fields))
        }
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
