import Foundation
import Testing
import TestSupport

/// docs/rendering.md's "Following one render" is a newcomer's map of the render: every file it
/// names must be where it says, and every type it names must be declared, or the map leads
/// nowhere after a move or a rename.
@Suite("docs/rendering.md: the render's walkthrough names real files and types")
struct RenderWalkthroughDocTests {
    /// The section's table rows.
    static func rows() throws -> [String] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/rendering.md"), encoding: .utf8)
        guard let start = text.range(of: "## Following one render") else { return [] }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| stage") }.map(String.init)
    }

    /// The backticked words of a line, in order.
    static func quoted(_ line: String) -> [String] {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func everyFileItNamesExists() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let rows = try Self.rows()
        #expect(rows.count >= 6, "the walkthrough's table was not found")
        var named = 0
        let modules = Set((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
        for row in rows {
            // A path that starts at a module is under Sources/; a shorter one is in the folder of
            // the last such path in the row.
            var base = ""
            for word in Self.quoted(row) where word.hasSuffix(".swift") || word.hasSuffix("/") {
                let fromModule = word.split(separator: "/").first.map { modules.contains(String($0)) } ?? false
                let path = fromModule ? word : base + "/" + word
                if fromModule { base = (word as NSString).deletingLastPathComponent }
                named += 1
                #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(path).path),
                        "docs/rendering.md names Sources/\(path), which does not exist")
            }
        }
        #expect(named >= 30)
    }

    @Test func everyTypeItNamesIsDeclared() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        var declarations = ""
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            declarations += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        let types = try Self.rows().flatMap(Self.quoted).filter { word in
            word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0.isNumber }
        }
        #expect(!types.isEmpty)
        for type in Set(types) {
            let declared = ["struct", "enum", "class", "protocol", "typealias", "actor"].contains {
                declarations.contains("\($0) \(type) ") || declarations.contains("\($0) \(type):") || declarations.contains("\($0) \(type)<")
                    || declarations.contains("\($0) \(type) {")
            }
            #expect(declared, "docs/rendering.md names the type \(type), declared nowhere in Sources/")
        }
    }
}
