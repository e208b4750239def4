import Foundation
import Screens
import Testing

/// Every problem of a file, with the place of each; nil when the file loads.
func problems(_ text: String, path: String = "screen.yaml") -> [ScreenProblem]? {
    do {
        _ = try ScreenLoader.load(data: Data(text.utf8), path: path)
        return nil
    } catch let error as ScreenLoadError {
        return error.problems
    } catch {
        Issue.record("unexpected \(type(of: error)): \(error)")
        return []
    }
}

@Suite("ScreenLoader names every problem of a file in one run, with the likely fix")
struct LoaderProblemTests {
    /// The issue's new user: four typos, four lines, each with its place and suggestion.
    @Test func fourTyposAreFourProblemsInOneRun() throws {
        let found = try #require(problems("""
            name: Settings
            elements:
              - id: wifi
                lable: Wi-Fi
                traits: [switch]
                value: "1"
              - {id: bt, label: Bluetooth, traits: [buton]}
            script:
              - nxt
            """))
        #expect(found.map { "\($0.line!):\($0.column!) \($0.suggestion ?? "-")" }
                == ["4:5 label", "5:14 toggleButton", "7:41 button", "9:5 next"])
        let lines = ScreenLoadError(file: "screen.yaml", problems: found).lines
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("screen.yaml:4:5: elements[0].lable: unknown key 'lable' in element (did you mean 'label'?); allowed: id, label"))
    }

    @Test func problemsAreSortedByPlaceWhateverOrderTheyAreFoundIn() throws {
        // The duplicate id (line 3) is found by the tree check, after the reader's unknown key (line 5).
        let found = try #require(problems("""
            name: s
            elements:
              - {id: a, label: A}
              - {id: a, label: B}
              - {label: C, colour: red}
            """))
        #expect(found.map(\.line) == [4, 5])
        #expect(found[0].problem.contains("duplicate id 'a'"))
        #expect(found[1].problem.contains("unknown key 'colour'"))
    }

    @Test func manyProblemsShowTheFirstTwentyThenACount() throws {
        let yaml = "name: s\nelements:\n" + (0..<27).map { "  - {label: x\($0), traits: [buton]}\n" }.joined()
        let error = try #require(throwsLoadError(yaml))
        #expect(error.problems.count == 27)
        #expect(error.lines.count == ScreenLoadError.reportedLimit + 1)
        #expect(error.lines.last == "screen.yaml: and 7 more problems")
        #expect(error.lines.first?.hasPrefix("screen.yaml:3:") == true)
    }

    @Test func aProblemInOneKeyDoesNotHideTheNext() throws {
        let found = try #require(problems("""
            name: ""
            elements:
              - {label: {x: 1}, hidden: maybe, frame: [1, 2], row: 0}
            script: [{wait: -1}, {scroll: sideways}]
            """))
        #expect(found.map(\.path) == ["name", "elements[0].label", "elements[0].hidden", "elements[0].frame",
                                      "elements[0].row", "script[0].wait", "script[1].scroll"])
    }

    @Test func aKeyThatFailedRaisesNoEchoesInChecksAcrossKeys() throws {
        // The adjustable trait is misspelled: "steps without adjustable" would be its echo.
        let found = try #require(problems("name: s\nelements: [{label: a, value: '1', traits: [adjustible], steps: ['1', '2']}]\n"))
        #expect(found.count == 1)
        #expect(found[0].suggestion == "adjustable")
        // An id that cannot be read: "names no element's id" would be its echo.
        let ids = try #require(problems("name: s\nelements: [{id: [a], label: a}]\nscript: [{screenChanged: a}]\n"))
        #expect(ids.count == 1)
        #expect(ids[0].path == "elements[0].id")
    }

    @Test func idsAreSuggestedFromTheScreensOwn() throws {
        let found = try #require(problems("""
            name: s
            elements:
              - {id: list, order: [frist], children: [{id: first, label: One}]}
            script: [{set: {id: lsit, label: x}}]
            """))
        #expect(found.map(\.suggestion) == ["first", "list"])
    }

    @Test func suggestionsFollowTheRules() {
        let keys = ScreenFormat.elementKeys
        #expect(Suggestion.closest(to: "lable", among: keys) == "label")
        #expect(Suggestion.closest(to: "Label", among: keys) == "label")
        #expect(Suggestion.closest(to: "accessibilityHint", among: keys) == "hint")
        #expect(Suggestion.closest(to: "identifier", among: keys, aliases: ScreenFormat.keyAliases) == "id")
        #expect(Suggestion.closest(to: "switch", among: ScreenFormat.traits, aliases: ScreenFormat.traitAliases) == "toggleButton")
        #expect(Suggestion.closest(to: "shouldGroupAccesibilityChildren", among: keys) == "shouldGroupAccessibilityChildren")
        // A wholly different word gets no guess.
        #expect(Suggestion.closest(to: "colour", among: ScreenFormat.screenKeys) == nil)
        #expect(Suggestion.closest(to: "zzz", among: keys) == nil)
    }

    // MARK: A switch's value

    @Test func aSwitchValueWrittenAsABooleanIsRefused() throws {
        let found = try #require(problems("name: s\nelements: [{label: Wi-Fi, traits: [toggleButton], value: true}]\n"))
        #expect(found.count == 1)
        #expect(found[0].suggestion == "1")
        #expect(found[0].allowed?.hasPrefix("1 (On), 0 (Off), 2 (Mixed)") == true)
        #expect(problems("name: s\nelements: [{label: Wi-Fi, traits: [toggleButton], value: No}]\n")?.first?.suggestion == "0")
    }

    @Test func aSwitchValueMeantToBeReadIsKept() throws {
        for value in ["1", "0", "2", "'true'", "\"Quiet\""] {
            let screen = try load("name: s\nelements: [{label: Wi-Fi, traits: [toggleButton], value: \(value)}]\n")
            #expect(screen.elements[0].value == value.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")))
        }
        // Not a switch: YAML's true is just the text.
        #expect(try load("name: s\nelements: [{label: Done, value: true}]\n").elements[0].value == "true")
    }

    @Test func aSetStepGivingASwitchABooleanIsRefused() throws {
        let yaml = "name: s\nelements: [{id: w, label: Wi-Fi, traits: [toggleButton], value: '0'}, {id: t, label: T}]\n"
        let found = try #require(problems(yaml + "script: [{set: {id: w, value: on}}]\n"))
        #expect(found.map(\.path) == ["script[0].set.value"])
        #expect(problems(yaml + "script: [{set: {id: t, value: on}}]\n") == nil)
    }

    // MARK: Strict JSON

    @Test func jsonFilesAreStrictJSON() throws {
        let trailing = try #require(problems("{\n  \"name\": \"s\",\n  \"elements\": [{\"label\": \"a\"},]\n}\n", path: "s.json"))
        #expect(trailing.map { "\($0.line!):\($0.column!) \($0.problem)" } == ["3:30 JSON syntax: trailing comma before ']'"])
        // The same text is YAML in a .yaml file, where the comma is allowed.
        #expect(problems("{\n  \"name\": \"s\",\n  \"elements\": [{\"label\": \"a\"},]\n}\n") == nil)
        for (json, problem) in [
            ("{\"name\": \"s\", \"elements\": [], }", "trailing comma before '}'"),
            ("{'name': 's', \"elements\": []}", "expected a quoted key, found '''"),
            ("{\"name\": \"s\", \"elements\": [] /* c */}", "expected ',' or '}' after a member, found '/'"),
            ("{\"name\": \"s\", \"elements\": [01]}", "a number with a leading zero"),
            ("{\"name\": \"s\", \"elements\": [], \"size\": [NaN, 1]}", "expected a value, found 'N'"),
            ("{\"name\": \"s\\x\", \"elements\": []}", "an invalid escape \\x"),
            ("{\"name\": \"s\\ud800\", \"elements\": []}", "a lone surrogate \\uD800"),
            ("{\"name\": \"a\tb\", \"elements\": []}", "a control character (U+0009) inside a string"),
            ("{\"name\": \"s\" \"elements\": []}", "expected ',' or '}' after a member, found '\"'"),
            ("{\"name\": \"s\", \"elements\": []} {}", "text after the JSON value: '{'"),
            ("{\"name\": \"s\", \"elements\": [", "the file ends inside an array opened at line 1, column 27"),
            ("{\"name\": truest}", "expected a value, found 't'"),
        ] {
            let found = problems(json, path: "s.json")
            #expect(found?.count == 1 && found?[0].problem.hasPrefix("JSON syntax: " + problem) == true,
                    "\(json): \(found?.map(\.problem) ?? [])")
        }
    }

    @Test func jsonReadsAsItsYAMLTwin() throws {
        let json = """
            {"name": "caf\\u00e9 \\ud83d\\ude00", "language": "en-US", "size": [390, 8.44e2],
             "elements": [{"id": "a", "label": "A \\"q\\" \\\\ \\/", "hidden": false, "isAccessibilityElement": true,
                           "traits": ["button"], "frame": [0, -1.5, 10, 20], "value": null}],
             "script": ["next", {"wait": 0.5}]}
            """
        let screen = try ScreenLoader.load(data: Data(json.utf8), path: "screen.JSON")
        #expect(screen.name == "café 😀")
        #expect(screen.size == [390, 844])
        #expect(screen.elements[0].label == "A \"q\" \\ /")
        #expect(screen.elements[0].frame == Frame(x: 0, y: -1.5, width: 10, height: 20))
        #expect(screen.elements[0].isAccessibilityElement == true)
        #expect(screen.script == [.next, .wait(0.5)])
        // Quoted "true" is text, not a boolean, in JSON as in YAML.
        #expect(problems("{\"name\": \"s\", \"elements\": [{\"label\": \"a\", \"hidden\": \"true\"}]}", path: "s.json")?
            .first?.problem == "expected true or false, found 'true'")
        let dup = try #require(problems("{\"name\": \"s\", \"name\": \"t\", \"elements\": []}", path: "s.json"))
        #expect(dup.first?.problem == "duplicate key 'name'")
        #expect(dup.first?.column == 15)
    }

    @Test func deepJSONIsRefusedAtTheLimit() throws {
        let json = String(repeating: "[", count: 50_000)
        let found = try #require(problems(json, path: "deep.json"))
        #expect(found.first?.problem == "nesting deeper than 200 levels")
        #expect(found.first?.column == 201)
    }

    private func throwsLoadError(_ yaml: String) -> ScreenLoadError? {
        do {
            _ = try load(yaml)
            return nil
        } catch {
            return error as? ScreenLoadError
        }
    }
}
