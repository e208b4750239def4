import Foundation
import TestSupport

/// The Swift code blocks of README.md, docs/ and the DocC catalog, and the targets of a library
/// user's package that compile them against the public products.
///
/// A block fenced ```` ```swift ```` is compiled. The blocks of one document make one target, in
/// order, as one program (later blocks may use what earlier ones declared): an executable whose
/// main.swift is the blocks with their imports first, or, when a block imports Testing or XCTest,
/// a test target with each block a file. A block with `.package(` and `targets:` is a manifest's
/// arguments and is compiled as a Package.swift. Two fences say why a block is not compiled:
/// ```` ```swift ios ```` (code for an iOS app's own tests: UIKit and XCUITest are not on Linux)
/// and ```` ```swift interface ```` (declarations listed without bodies; every one must be
/// declared with that access in Sources/).
struct DocExample: Sendable, CustomStringConvertible {
    enum Kind: String, Sendable { case program, manifest, ios, interface }

    /// The document's path in the repository.
    var document: String
    /// The line of the opening fence.
    var line: Int
    var kind: Kind
    var code: String

    var description: String { "\(document):\(line)" }

    /// The documents whose blocks are compiled.
    static func documents(root: URL) -> [String] {
        var paths = ["README.md"]
        for folder in ["docs", "Sources/Earshot/Earshot.docc"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".md") { paths.append("\(folder)/\(path)") }
            }
        }
        return paths.sorted()
    }

    /// Every ```` ```swift ```` block of `documents`; `unknown` collects fences whose words after
    /// `swift` are none of the kinds above.
    static func collect(root: URL, unknown: inout [String]) throws -> [DocExample] {
        var examples: [DocExample] = []
        for document in documents(root: root) {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                index += 1
                guard trimmed.hasPrefix("```swift") else { continue }
                let indent = line.count - trimmed.count
                let words = trimmed.dropFirst("```swift".count).split(separator: " ")
                let opening = index
                var body: [String] = []
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                    index += 1
                }
                index += 1
                let code = body.joined(separator: "\n")
                let kind: Kind
                switch words.first.map(String.init) {
                case nil: kind = code.contains(".package(") && code.contains("targets:") ? .manifest : .program
                case "ios": kind = .ios
                case "interface": kind = .interface
                case let other?:
                    unknown.append("\(document):\(opening): ```swift \(other)")
                    continue
                }
                examples.append(DocExample(document: document, line: opening, kind: kind, code: code))
            }
        }
        return examples
    }

    /// A target's name for a document: README.md → DocREADME, docs/testing.md → DocTesting.
    static func targetName(_ document: String) -> String {
        let base = (document as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
        let words = base.split { !$0.isLetter && !$0.isNumber }
        return "Doc" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether a document's blocks are tests (a test target) rather than a program.
    static func isTest(_ blocks: [DocExample]) -> Bool {
        blocks.contains { $0.code.contains("import Testing") || $0.code.contains("import XCTest") }
    }

    /// The files of one document's target, by file name.
    static func sources(_ blocks: [DocExample]) -> [String: String] {
        func header(_ block: DocExample) -> String { "// \(block.description)\n" }
        if isTest(blocks) {
            return Dictionary(uniqueKeysWithValues: blocks.enumerated().map { ("Block\($0.offset + 1).swift", header($0.element) + $0.element.code) })
        }
        var imports: [String] = []
        var body: [String] = []
        for block in blocks {
            body.append("// \(block.description)")
            for line in block.code.components(separatedBy: "\n") {
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                } else {
                    body.append(line)
                }
            }
        }
        return ["main.swift": (imports + [""] + body).joined(separator: "\n") + "\n"]
    }

    /// A complete manifest from a manifest block's arguments.
    static func manifest(_ block: DocExample) -> String {
        """
        // swift-tools-version:6.0
        // \(block.description)
        import PackageDescription

        let package = Package(
            name: "MyTool",
        \(block.code)
        )
        """
    }

    /// The `.target`/`.testTarget` lines of a package compiling `examples`' programs (each
    /// depending on every library product) and the snippets of `earshotRoot`/Snippets, and writes
    /// their sources under `package`/Sources and Tests.
    static func writeTargets(_ examples: [DocExample], into package: URL, earshotRoot: URL) throws -> [String] {
        let earshotPackage = earshotRoot.lastPathComponent
        var declarations: [String] = []
        let byDocument = Dictionary(grouping: examples.filter { $0.kind == .program }, by: \.document)
        for (document, blocks) in byDocument.sorted(by: { $0.key < $1.key }) {
            let name = targetName(document)
            let test = isTest(blocks)
            let folder = package.appendingPathComponent(test ? "Tests/\(name)" : "Sources/\(name)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in sources(blocks) {
                try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
            let products = ["Earshot", "EarshotBatch", "EarshotTesting"]
                .map { ".product(name: \"\($0)\", package: \"\(earshotPackage)\")" }.joined(separator: ", ")
            declarations.append("        .\(test ? "testTarget" : "executableTarget")(name: \"\(name)\", dependencies: [\(products)]),")
        }
        // The DocC catalog's snippets: SwiftPM builds them inside this package, where `package`
        // API is visible, so they are built here too, as a user's program.
        let snippets = earshotRoot.appendingPathComponent("Snippets")
        for file in (try? FileManager.default.contentsOfDirectory(atPath: snippets.path))?.sorted() ?? [] where file.hasSuffix(".swift") {
            let name = "Snippet" + file.dropLast(".swift".count)
            let folder = package.appendingPathComponent("Sources/\(name)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: snippets.appendingPathComponent(file), to: folder.appendingPathComponent("main.swift"))
            declarations.append("        .executableTarget(name: \"\(name)\", dependencies: [.product(name: \"Earshot\", package: \"\(earshotPackage)\")]),")
        }
        return declarations
    }

    /// Each `public`/`package` declaration of an interface block that Sources/ does not declare
    /// with the same access: `access kind name`, as the block writes it.
    static func undeclared(_ block: DocExample, sources: String) -> [String] {
        let pattern = #/^\s*(public|package)\s+((?:final |static |convenience |mutating )*)(class|struct|enum|protocol|func|var|let|init)\b\s*([A-Za-z_][A-Za-z0-9_]*)?/#
        var missing: [String] = []
        for line in block.code.components(separatedBy: "\n") {
            guard let match = line.firstMatch(of: pattern) else { continue }
            let access = String(match.1), kind = String(match.3), name = match.4.map(String.init) ?? ""
            let declared = kind == "init"
                ? sources.contains("\(access) init(") || sources.contains("\(access) convenience init(")
                : sources.firstMatch(of: try! Regex("\\b\(access)\\s+(?:(?:final|static|convenience|nonisolated|mutating)\\s+)*\(kind)\\s+\(name)\\b")) != nil
            if !declared { missing.append("\(block): \(access) \(kind) \(name)".trimmingCharacters(in: .whitespaces)) }
        }
        return missing
    }

    /// Every Swift source under Sources/, joined.
    static func allSources(root: URL) throws -> String {
        var text = ""
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { text += try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8) + "\n" }
        }
        return text
    }
}
