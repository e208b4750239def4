import Foundation
import Testing
import TestSupport

/// What the docs' Swift blocks are (``DocExample``): every block is compiled by
/// `SnapshotUserTests.docExamplesCompile` unless its fence says why not, and the declarations an
/// interface block lists are the ones Sources/ declares. Fast: reads files only.
@Suite struct DocExamplesTests {
    @Test func everySwiftBlockIsCompiledOrSaysWhyNot() throws {
        var unknown: [String] = []
        let examples = try DocExample.collect(root: Repository.root, unknown: &unknown)
        #expect(unknown.isEmpty, "fences that are none of ```swift, ```swift ios, ```swift interface: \(unknown)")
        // Every fence that opens a Swift block was read as one (none skipped by its indent or form).
        var fences = 0
        for document in DocExample.documents(root: Repository.root) {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
            fences += text.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") }.count
        }
        #expect(examples.count + unknown.count == fences)
        let compiled = examples.filter { $0.kind == .program || $0.kind == .manifest }
        #expect(compiled.contains { $0.document == "README.md" }, "README's library example is compiled")
        // The iOS-only fence is for code that needs UIKit or XCUITest, nothing else.
        for block in examples where block.kind == .ios {
            #expect(["XCUIApplication", "UIView", "ViewController", "AccessibilitySnapshotParser", "CGRect"].contains { block.code.contains($0) },
                    "\(block) is fenced as iOS code but uses no iOS API")
        }
    }

    @Test func interfaceBlocksListWhatSourcesDeclare() throws {
        var unknown: [String] = []
        let sources = try DocExample.allSources(root: Repository.root)
        let interfaces = try DocExample.collect(root: Repository.root, unknown: &unknown).filter { $0.kind == .interface }
        for block in interfaces {
            let missing = DocExample.undeclared(block, sources: sources)
            #expect(missing.isEmpty, "declared in the docs but not with that access in Sources/: \(missing)")
        }
    }

    @Test func aProgramDocumentBecomesOneMainFile() throws {
        let blocks = [
            DocExample(document: "docs/x.md", line: 3, kind: .program, code: "import Earshot\nlet a = 1"),
            DocExample(document: "docs/x.md", line: 9, kind: .program, code: "import Foundation\nimport Earshot\nprint(a)"),
        ]
        let files = DocExample.sources(blocks)
        #expect(Array(files.keys) == ["main.swift"])
        #expect(files["main.swift"] == "import Earshot\nimport Foundation\n\n// docs/x.md:3\nlet a = 1\n// docs/x.md:9\nprint(a)\n")
        #expect(DocExample.targetName("Sources/Earshot/Earshot.docc/RenderingInBatch.md") == "DocRenderingInBatch")
        let interface = DocExample(document: "d.md", line: 1, kind: .interface, code: "public final class Thing {\n    package init(x: Int)\n}")
        #expect(DocExample.undeclared(interface, sources: "public final class Thing {\n package init(x: Int) {}\n}").isEmpty)
        #expect(DocExample.undeclared(interface, sources: "package final class Thing {\n package init(x: Int) {}\n}") == ["d.md:1: public class Thing"])
    }
}
