import Foundation
import Screens
import Testing
import TestSupport

/// schema/screen.schema.json must describe exactly what the loader accepts: the same keys at
/// every level, the same traits, container types, steps, rotors and directions.
@Suite("The JSON Schema matches the loader")
struct SchemaTests {
    let schema: [String: Any]

    init() throws {
        let url = Repository.root.appendingPathComponent("schema/screen.schema.json")
        schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    func object(_ path: [String]) -> [String: Any] {
        var current: Any = schema
        for key in path { current = (current as! [String: Any])[key]! }
        return current as! [String: Any]
    }

    func keys(_ path: [String]) -> Set<String> {
        Set((object(path)["properties"] as! [String: Any]).keys)
    }

    func enumeration(_ path: [String]) -> Set<String> {
        Set(object(path)["enum"] as! [String])
    }

    /// The one-key step objects, by key.
    var steps: [String: [String: Any]] {
        let options = object(["$defs", "step"])["oneOf"] as! [[String: Any]]
        var out: [String: [String: Any]] = [:]
        for option in options {
            if let properties = option["properties"] as? [String: Any], let key = properties.keys.first {
                out[key] = properties[key] as? [String: Any]
            }
        }
        return out
    }

    @Test func keysMatch() {
        #expect(keys([]) == Set(ScreenFormat.screenKeys))
        #expect(keys(["properties", "screenshot"]) == Set(ScreenFormat.screenshotKeys))
        #expect(keys(["$defs", "element"]) == Set(ScreenFormat.elementKeys))
        #expect(keys(["$defs", "customContent"]) == Set(ScreenFormat.customContentKeys))
        #expect(keys(["$defs", "pages"]) == Set(ScreenFormat.pagesKeys))
        #expect(Set((steps["set"]!["properties"] as! [String: Any]).keys) == Set(ScreenFormat.setKeys))
    }

    @Test func enumsMatch() {
        #expect(enumeration(["$defs", "trait"]) == Set(Trait.allCases.map(\.rawValue)))
        #expect(enumeration(["$defs", "element", "properties", "containerType"]) == Set(ScreenFormat.containerTypes))
        #expect(enumeration(["$defs", "customContent", "properties", "importance"]) == Set(ScreenFormat.importances))
        let bare = (object(["$defs", "step"])["oneOf"] as! [[String: Any]]).compactMap { $0["enum"] as? [String] }.first!
        #expect(Set(bare) == Set(ScreenFormat.bareSteps))
        #expect(Set(steps.keys) == Set(ScreenFormat.keyedSteps))
        let rotorForms = steps["rotor"]!["anyOf"] as! [[String: Any]]
        #expect(Set(rotorForms.compactMap { $0["enum"] as? [String] }.first!) == Set(ScreenFormat.rotors))
        #expect(keys(["$defs", "speechRun"]) == Set(ScreenFormat.speechRunKeys))
        #expect(keys(["$defs", "customRotor"]) == Set(ScreenFormat.customRotorKeys))
        #expect(enumeration(["$defs", "element", "properties", "childBehavior"]) == Set(ScreenFormat.childBehaviors))
        #expect(enumeration(["$defs", "element", "properties", "textualContext"]) == Set(ScreenFormat.textualContexts))
        #expect(enumeration(["properties", "platform"]) == Set(ScreenFormat.platforms))
        let announce = (steps["announce"]!["oneOf"] as! [[String: Any]]).first { $0["properties"] != nil }!
        #expect(Set((announce["properties"] as! [String: Any]).keys) == Set(ScreenFormat.announceKeys))
        #expect(Set(steps["scroll"]!["enum"] as! [String]) == Set(ScreenFormat.scrollDirections))
    }

    @Test func everyObjectIsClosed() {
        for path in [[], ["$defs", "element"], ["$defs", "customContent"], ["$defs", "pages"], ["$defs", "speechRun"],
                     ["$defs", "customRotor"], ["properties", "screenshot"]] {
            #expect(object(path)["additionalProperties"] as? Bool == false, "\(path)")
        }
    }
}
