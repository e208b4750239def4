import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `earshot audit` and `earshot map` as CI runs them: three formats, exit codes by severity,
/// errors as one line.
@Suite("earshot audit and map")
struct AuditCommandTests {
    static let corpus = Repository.root.appendingPathComponent("Tests/AuditTests/Corpus")
    static func corpusFile(_ name: String) -> String { corpus.appendingPathComponent(name).path }

    @Test func textNamesFileLineRuleElementAndFix() throws {
        let result = try runEarshot(["audit", Self.corpusFile("small-target.yaml")])
        // Four warnings (the standard-height segmented control not among them) and --fail-on's
        // default (error): exit 0.
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("small-target.yaml:7: warning: small-target: close: its frame is 30 × 30 pt: hard to find and double-tap by touch") })
        #expect(lines.contains { $0.hasPrefix("    fix: UIKit: ") && $0.contains("SwiftUI: ") })
        #expect(lines.contains { $0.hasSuffix("warning: small-target: compact-a: the segmented control's 2 segments are 100 × 24 pt: hard to find and double-tap by touch") })
        #expect(!lines.contains { $0.contains("small-target: day") || $0.contains("small-target: compact-b") })
        #expect(lines.last == "4 findings in 1 file: 0 errors, 4 warnings, 0 notes")
    }

    @Test func jsonIsAnArrayOfTheFields() throws {
        let result = try runEarshot(["audit", Self.corpusFile("missing-label.yaml"), Self.corpusFile("clean-login.yaml"), "--format", "json", "--fail-on", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 6)
        for finding in array {
            #expect(Set(finding.keys) == ["rule", "severity", "element", "file", "line", "message", "fix"])
        }
        let like = try #require(array.first { $0["element"] as? String == "like" })
        #expect(like["rule"] as? String == "missing-label")
        #expect(like["severity"] as? String == "error")
        #expect(like["line"] as? Int == 10)
        #expect((like["file"] as? String)?.hasSuffix("missing-label.yaml") == true)
        // An element without an id is named by its path.
        #expect(array.contains { $0["element"] as? String == "elements[3]" })
    }

    @Test func failOnSetsTheExitCode() throws {
        let file = Self.corpusFile("hints.yaml")  // notes only
        #expect(try runEarshot(["audit", file]).status == 0)
        #expect(try runEarshot(["audit", file, "--fail-on", "warning"]).status == 0)
        #expect(try runEarshot(["audit", file, "--fail-on", "note"]).status == 1)
        #expect(try runEarshot(["audit", Self.corpusFile("missing-label.yaml")]).status == 1)
        #expect(try runEarshot(["audit", Self.corpusFile("missing-label.yaml"), "--fail-on", "never"]).status == 0)
        #expect(try runEarshot(["audit", file, "--fail-on", "sometimes"]).status == 2)
        #expect(try runEarshot(["audit"]).status == 2)
    }

    @Test func aBrokenFileIsOneLineAndExitOne() throws {
        let dir = try Repository.temporaryDirectory("audit-bad")
        let bad = dir.appendingPathComponent("bad.yaml")
        try Data("name: x\nelements:\n  - {label: a, traits: [buton]}\n".utf8).write(to: bad)
        let result = try runEarshot(["audit", bad.path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("bad.yaml:3"))
        #expect(result.stdout.isEmpty)
    }

    /// SARIF 2.1.0 as code scanning reads it: the required properties and their types, each
    /// result's rule in the driver's rules at its index, levels from SARIF's enumeration, regions
    /// with a start line from 1.
    @Test func sarifHasTheStructureOfSARIF210() throws {
        let result = try runEarshot(["audit", Self.corpusFile("focus-order.yaml"), Self.corpusFile("listed.yaml"), "--format", "sarif"])
        #expect(result.status == 1)  // listed-not-accessible is an error
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let tool = try #require(runs[0]["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "earshot")
        // The tool's version is the release `earshot --version` prints, not a number of its own.
        let version = try runEarshot(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty && driver["version"] as? String == version, "driver version \(driver["version"] ?? "none") vs \(version)")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == 16 && Set(ids).count == 16)
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 5)
        for item in results {
            let ruleId = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ids[index] == ruleId)
            #expect(["none", "note", "warning", "error"].contains(item["level"] as? String ?? ""))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(item["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("file:///") && (uri.hasSuffix("focus-order.yaml") || uri.hasSuffix("listed.yaml")))
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1)
            let logical = try #require(locations.first?["logicalLocations"] as? [[String: Any]])
            #expect(logical.first?["name"] is String)
        }
    }

    @Test func mapWritesAnSVGWithEscapedLabels() throws {
        let dir = try Repository.temporaryDirectory("map")
        let screen = dir.appendingPathComponent("s.yaml")
        try Data("""
            name: "<script>alert(1)</script>"
            size: [390, 844]
            elements:
              - {id: a, label: "Fish & <chips>", traits: [button], frame: [16, 48, 100, 44]}
              - {id: b, label: Second, frame: [16, 100, 100, 44]}
              - {id: c, label: Gone, hidden: true, frame: [16, 150, 100, 44]}
            """.utf8).write(to: screen)
        let out = dir.appendingPathComponent("map.svg")
        let result = try runEarshot(["map", screen.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script>") && !svg.contains("<chips>"))
        #expect(svg.contains("Focus map of &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("1 Fish &amp; &lt;chips&gt;, 2 Second."))
        #expect(svg.contains("Hidden: c."))
        #expect(svg.components(separatedBy: "class=\"fm-badge\"").count - 1 == 2)
        // The legend beside the screen: per stop its number and words, escaped.
        #expect(svg.components(separatedBy: "class=\"fm-key\"").count - 1 == 2)
        #expect(svg.contains(">Fish &amp; &lt;chips&gt;</text>") && svg.contains(">Second</text>"))
        #expect(svg.contains("<polyline class=\"fm-path\" points=\"66,70 66,122\""))
        // Well-formed XML.
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
