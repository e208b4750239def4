import Basics
import Foundation

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
    var marks: [String: YAMLNode.Mark] = [:]
    /// Everything found wrong so far, in the order found.
    var problems: [ScreenProblem] = []
    /// The script's steps read without a problem, with their index in the file's script.
    var scriptSteps: [(index: Int, step: ScriptStep)] = []
    /// An element's id (or the `id` of a `set`) could not be read: "no element's id" problems
    /// would then be echoes of that one.
    var someIDUnread = false
    /// `set` steps giving a value as YAML's true/false to an element checked once the tree is known.
    var setValuesAsBooleans: [(path: String, id: String, mark: YAMLNode.Mark, written: String)] = []
    var elementCount = 0

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
        var screen = Screen(name: name, language: language, size: size, elements: elements, script: script,
                            platform: platform, customRotors: rotors)
        if let node = fields["screenshot"] {
            marks["screenshot"] = node.mark
            screen.screenshot = try attempt { try self.screenshot(node, "screenshot") }
        }
        return screen
    }
}
