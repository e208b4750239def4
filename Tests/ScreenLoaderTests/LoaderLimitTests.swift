import Foundation
import Screens
import Testing
import TestSupport

@Suite("ScreenLoader limits: deep nesting, alias bombs, sizes, counts, lengths")
struct LoaderLimitTests {
    static let levels = 20_000

    @Test func deepBlockSequencesAreRefusedWithoutOverflow() {
        let yaml = "name: s\nelements:\n" + String(repeating: "- ", count: Self.levels) + "x\n"
        let message = rejection(yaml)
        #expect(message.contains("nesting deeper than 200 levels"), "\(message)")
        #expect(message.contains("screen.yaml:3:"))
    }

    @Test func deepFlowSequencesAreRefusedWithoutOverflow() {
        let yaml = "name: s\nelements: " + String(repeating: "[", count: Self.levels) + String(repeating: "]", count: Self.levels)
        #expect(rejection(yaml).contains("nesting deeper than 200 levels"))
    }

    @Test func deepJSONIsRefusedWithoutOverflow() {
        let json = "{\"name\": \"s\", \"elements\": " + String(repeating: "{\"a\": ", count: Self.levels) + "1"
            + String(repeating: "}", count: Self.levels) + "}"
        #expect(rejection(json).contains("nesting deeper than 200 levels"))
    }

    /// A screen whose one element is nested `levels` deep in block style.
    func nested(_ levels: Int) -> String {
        var yaml = "name: s\nelements:\n"
        var indent = "  "
        for _ in 0..<levels {
            yaml += indent + "- children:\n"
            indent += "    "
        }
        return yaml + indent + "- {label: leaf}\n"
    }

    @Test func deepElementTreesAreRefused() {
        #expect(rejection(nested(150)).contains("nesting deeper than 200 levels"))
    }

    @Test func nestingWithinTheLimitLoads() throws {
        #expect(try load(nested(60)).elements.count == 1)
    }

    @Test func aBillionLaughsIsRefusedQuickly() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(refs)]\n"
        }
        yaml += "name: s\nelements: []\n"
        let message = rejection(yaml)
        #expect(message.contains("more than 5000000 YAML nodes with aliases expanded"), "\(message)")
    }

    @Test func anAliasBombUsedAsAKeyIsRefused() {
        var yaml = "x: &a0 [lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...12 {
            yaml += "y\(level): &a\(level) [*a\(level - 1), *a\(level - 1), *a\(level - 1), *a\(level - 1)]\n"
        }
        yaml += "? *a12\n: boom\n"
        #expect(rejection(yaml).contains("YAML nodes with aliases expanded"))
    }

    @Test func aliasesWithinTheLimitExpand() throws {
        let yaml = """
            name: s
            elements:
              - &dog {label: Dog, traits: [button]}
              - *dog
            """
        let screen = try load(yaml)
        #expect(screen.elements.map(\.label) == ["Dog", "Dog"])
    }

    @Test func limitsAreReportedByName() {
        let small = LoaderLimits(maxFileBytes: 200, maxElements: 2, maxTextLength: 10, maxScriptSteps: 2)
        #expect(rejection(String(repeating: "#", count: 201), limits: small)
            == "screen.yaml: file of 201 bytes is too large; allowed: at most 200 bytes")
        #expect(rejection("name: s\nelements: [{label: a}, {label: b}, {label: c}]", limits: small)
            .contains("elements[2]: more than 2 elements"))
        #expect(rejection("name: s\nelements: [{label: abcdefghijk}]", limits: small)
            .contains("elements[0].label: text longer than 10 characters"))
        #expect(rejection("name: s\nelements: []\nscript: [next, next, next]", limits: small)
            .contains("script: more than 2 script steps"))
    }

    @Test func aLargeFileOnDiskIsRefusedBeforeReading() throws {
        let url = try Repository.temporaryDirectory("big").appendingPathComponent("big.yaml")
        try Data(repeating: 0x20, count: 2_000).write(to: url)
        #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.load(contentsOf: url, limits: LoaderLimits(maxFileBytes: 1_000))
        }
        let missing = URL(fileURLWithPath: "/nonexistent/screen.yaml")
        #expect(throws: ScreenLoadError.self) { try ScreenLoader.load(contentsOf: missing) }
    }
}
