import Foundation
import Screens
import Testing

/// Loads YAML or JSON text as a file named `screen.yaml`.
func load(_ text: String, limits: LoaderLimits = .standard) throws -> Screen {
    try ScreenLoader.load(data: Data(text.utf8), path: "screen.yaml", limits: limits)
}

/// The one-line error a text is rejected with.
func rejection(_ text: String, limits: LoaderLimits = .standard) -> String {
    rejection(Data(text.utf8), limits: limits)
}

func rejection(_ data: Data, limits: LoaderLimits = .standard) -> String {
    do {
        _ = try ScreenLoader.load(data: data, path: "screen.yaml", limits: limits)
        return "accepted"
    } catch let error as ScreenLoadError {
        return error.description
    } catch {
        return "unexpected \(type(of: error)): \(error)"
    }
}

@Suite("ScreenLoader rejects bad files with one line: file, place, what, allowed")
struct LoaderErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        /// Substrings the one-line error must contain.
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown key", yaml: "name: s\nelements:\n  - lable: Hi\n",
             expected: ["screen.yaml:3:5: elements[0].lable: unknown key 'lable' in element", "allowed: id, label, value"]),
        Case(name: "unknown trait", yaml: "name: s\nelements:\n  - {label: a}\n  - {label: b}\n  - {label: c, traits: [button, buton]}\n",
             expected: ["screen.yaml:5:33: elements[2].traits[1]: unknown trait 'buton'", "allowed: button, link, header"]),
        Case(name: "nested element path", yaml: "name: s\nelements:\n  - children:\n      - {label: a, traits: [heading]}\n",
             expected: ["elements[0].children[0].traits[0]: unknown trait 'heading'", "header"]),
        Case(name: "wrong type", yaml: "name: s\nelements:\n  - {label: a, hidden: maybe}\n",
             expected: ["screen.yaml:3:24: elements[0].hidden: expected true or false, found 'maybe'", "allowed: true, false"]),
        Case(name: "label run with an unknown attribute", yaml: "name: s\nelements:\n  - {label: [{text: a, loud: true}]}\n",
             expected: ["elements[0].label[0].loud: unknown key 'loud' in speech run"]),
        Case(name: "frame of three numbers", yaml: "name: s\nelements:\n  - {label: a, frame: [1, 2, 3]}\n",
             expected: ["screen.yaml:3:23: elements[0].frame: expected 4 numbers", "allowed: [x, y, width, height]"]),
        Case(name: "frame with text", yaml: "name: s\nelements:\n  - {label: a, frame: [1, 2, three, 4]}\n",
             expected: ["elements[0].frame[2]: expected a number, found 'three'"]),
        Case(name: "duplicate id", yaml: "name: s\nelements:\n  - {id: a, label: x}\n  - {id: a, label: y}\n",
             expected: ["screen.yaml:4:10: elements[1].id: duplicate id 'a', already used by elements[0]", "allowed: ids unique"]),
        Case(name: "order id that does not exist", yaml: "name: s\nelements:\n  - order: [a, ghost]\n    children: [{id: a, label: x}]\n",
             expected: ["screen.yaml:3:16: elements[0].order[1]: order names 'ghost', which is no element's id"]),
        Case(name: "cycle through order", yaml: """
            name: s
            elements:
              - id: list
                children:
                  - id: cell
                    order: [list]
                    children: [{id: x, label: x}]
            """,
             expected: ["screen.yaml:6:17: elements[0].children[0].order[0]: focus cycle through order: list -> cell -> list",
                        "allowed: order lists that never lead back"]),
        Case(name: "self cycle", yaml: "name: s\nelements:\n  - {id: a, order: [a], children: [{label: x}]}\n",
             expected: ["focus cycle through order: a -> a"]),
        Case(name: "listed in two orders", yaml: """
            name: s
            elements:
              - {id: p, order: [x], children: [{id: x, label: x}]}
              - {id: q, order: [x], children: [{label: y}]}
            """, expected: ["elements[1].order[0]: 'x' is already listed at elements[0].order[0]"]),
        Case(name: "missing name", yaml: "elements: []\n", expected: ["screen.yaml:1:1: missing key 'name'"]),
        Case(name: "missing elements", yaml: "name: s\n", expected: ["missing key 'elements'"]),
        Case(name: "root not a mapping", yaml: "- a\n- b\n", expected: ["expected a mapping (screen), found a list"]),
        Case(name: "empty file", yaml: "", expected: ["screen.yaml: empty file"]),
        Case(name: "bad language tag", yaml: "name: s\nlanguage: english please\nelements: []\n",
             expected: ["language: 'english please' is not a BCP 47 language tag"]),
        Case(name: "unknown script step", yaml: "name: s\nelements: []\nscript: [next, swipeUp]\n",
             expected: ["screen.yaml:3:16: script[1]: unknown script step 'swipeUp'", "allowed: next, previous"]),
        Case(name: "unknown rotor", yaml: "name: s\nelements: []\nscript: [{rotor: links}]\n",
             expected: ["script[0].rotor: unknown rotor 'links'", "allowed: actions, moreContent, headings"]),
        Case(name: "step with two keys", yaml: "name: s\nelements: []\nscript: [{wait: 1, rotor: actions}]\n",
             expected: ["script[0]: a script step must be a word or a mapping with one key"]),
        Case(name: "script names a missing id", yaml: "name: s\nelements: [{id: a, label: a}]\nscript: [{screenChanged: b}]\n",
             expected: ["script[0]: screenChanged names 'b', which is no element's id"]),
        Case(name: "set with an unknown key", yaml: "name: s\nelements: [{id: a, label: a}]\nscript: [{set: {id: a, order: [a]}}]\n",
             expected: ["script[0].set.order: unknown key 'order' in set", "allowed: id, label, value"]),
        Case(name: "steps on a non-adjustable element", yaml: "name: s\nelements: [{label: a, value: '1', steps: ['1', '2']}]\n",
             expected: ["elements[0].steps: steps on an element without the adjustable trait"]),
        Case(name: "value not among steps", yaml: "name: s\nelements: [{label: a, value: '5', traits: [adjustable], steps: ['1', '2']}]\n",
             expected: ["elements[0].value: value '5' is not one of its steps", "allowed: one of '1', '2'"]),
        Case(name: "page beyond count", yaml: "name: s\nelements: [{label: a, pages: {current: 4, count: 3}}]\n",
             expected: ["elements[0].pages.current: page 4 of 3"]),
        Case(name: "duplicate key", yaml: "name: s\nelements: [{label: a, label: b}]\n", expected: ["duplicate key 'label'"]),
        Case(name: "YAML syntax", yaml: "name: s\nelements: [\n", expected: ["screen.yaml:3:1: YAML syntax:", "allowed: YAML or JSON"]),
        Case(name: "JSON with an unknown key", yaml: "{\"name\": \"s\", \"elements\": [{\"label\": \"a\", \"colour\": \"red\"}]}",
             expected: ["screen.yaml:1:43: elements[0].colour: unknown key 'colour'"]),
        Case(name: "undefined alias", yaml: "name: s\nelements: [*cell]\n", expected: ["screen.yaml:2:12: alias *cell names no anchor"]),
        Case(name: "two documents", yaml: "name: s\nelements: []\n---\nname: t\n", expected: ["a second YAML document"]),
        Case(name: "untrusted text stays on one line", yaml: "name: s\nelements: [{label: a, traits: [\"x\\ny\"]}]\n",
             expected: ["unknown trait 'x\\ny'"]),
    ]

    @Test(arguments: cases)
    func rejects(_ c: Case) {
        let message = rejection(c.yaml)
        for part in c.expected {
            #expect(message.contains(part), "\(c.name): \(message)")
        }
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("screen.yaml"))
    }

    @Test func notUTF8NamesTheByteOffset() {
        var data = Data("name: caf".utf8)
        data.append(0xE9)  // Latin-1 é
        data.append(contentsOf: Data("\nelements: []\n".utf8))
        #expect(rejection(data) == "screen.yaml: not UTF-8: invalid byte 0xE9 at byte offset 9; allowed: UTF-8 text")
        var bom = Data([0xEF, 0xBB, 0xBF])
        bom.append(contentsOf: Data("name: caf".utf8))
        bom.append(0xFF)
        #expect(rejection(bom).contains("at byte offset 12"))
        #expect(rejection(Data([0xFF, 0xFE, 0x6E, 0x00])).contains("UTF-16"))
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(contentsOf: Data("name: s\nelements: [{label: a}]\n".utf8))
        #expect(try ScreenLoader.load(data: data, path: "bom.yaml").elements.count == 1)
    }
}
