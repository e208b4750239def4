import Foundation
import Testing
import TestSupport

/// A package outside the checkout, as an iOS team's would be: it depends on Earshot by path,
/// writes a screen in the DSL, and asserts its transcript in XCTest and in Swift Testing. The
/// first run records, the second passes, a deliberate change fails with the diff in both.
///
/// The same package compiles the Swift code of README.md, docs/ and the DocC catalog
/// (``DocExample``), so the docs' examples build as a user's code would, with one build of the
/// library.
///
/// It builds a second package (a minute or more), so a plain `swift test` skips it and
/// `make test` runs it (EARSHOT_PACKAGE_USER_TESTS=1). One test at a time: both build one package.
@Suite("EarshotTesting from another package", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["EARSHOT_PACKAGE_USER_TESTS"] == "1",
                "run by make test (EARSHOT_PACKAGE_USER_TESTS=1): it builds a second package"))
struct SnapshotUserTests {
    /// A fixed folder per checkout outside it, so a re-run only rebuilds what changed.
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-package-user-\(Repository.checkoutTag)")
    static var package: URL { root.appendingPathComponent("KennelApp") }
    static var scratch: URL { root.appendingPathComponent("build") }

    /// Writes the package's manifest, the docs' examples' targets and, unless there is one, the
    /// kennel's test target.
    static func writePackage() throws {
        let kennelTests = package.appendingPathComponent("Tests/KennelTests/KennelTests.swift")
        if !FileManager.default.fileExists(atPath: kennelTests.path) {
            try FileManager.default.createDirectory(at: kennelTests.deletingLastPathComponent(), withIntermediateDirectories: true)
            try tests(breed: "beagle").write(to: kennelTests, atomically: true, encoding: .utf8)
        }
        var unknown: [String] = []
        let examples = try DocExample.collect(root: Repository.root, unknown: &unknown)
        let targets = try DocExample.writeTargets(examples, into: package, earshotRoot: Repository.root)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try manifest(earshot: Repository.root, docTargets: targets)
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    static func manifest(earshot: URL, docTargets: [String]) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "KennelApp",
            platforms: [.macOS(.v15), .iOS(.v18)],
            dependencies: [.package(path: "\(earshot.path)")],
            targets: [
                .testTarget(
                    name: "KennelTests",
                    dependencies: [.product(name: "EarshotTesting", package: "\(earshot.lastPathComponent)")]
                ),
        \(docTargets.joined(separator: "\n"))
            ]
        )
        """
    }

    static func tests(breed: String) -> String {
        """
        import EarshotTesting
        import Testing
        import XCTest

        let kennel = Screen("kennel", language: "en-US") {
            Element("Woof Woof Kennel").id("title").traits(.header).frame(16, 56, 358, 40)
            Element("Bailey").id("bailey").value("\(breed)")
                .customContent("Age", "three years", importance: .high)
                .customContent("Weight", "25 pounds")
                .actions("Adopt")
                .frame(16, 112, 358, 88)
        }

        @Test func kennelInSwiftTesting() {
            assertVoiceOverTranscript(of: kennel)
        }

        final class KennelXCTests: XCTestCase {
            func testKennel() {
                assertVoiceOverTranscript(of: kennel)
            }
        }
        """
    }

    @Test(.timeLimit(.minutes(20))) func recordsPassesAndFailsWithADiff() throws {
        let package = Self.package
        let tests = package.appendingPathComponent("Tests/KennelTests")
        try? FileManager.default.removeItem(at: tests)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Self.writePackage()
        let source = tests.appendingPathComponent("KennelTests.swift")
        try Self.tests(breed: "beagle").write(to: source, atomically: true, encoding: .utf8)
        let swift = try #require(Repository.swiftExecutable(), "no swift on PATH")
        func swiftTest() throws -> ProcessResult {
            // The docs' test targets are compiled here, not run (docExamplesCompile).
            try runProcess(swift, ["test", "--package-path", package.path, "--scratch-path", Self.scratch.path, "--filter", "KennelTests\\."],
                           environment: ["EARSHOT_RECORD": "", "EARSHOT_VOICES": Repository.voices.path], timeout: 1100)
        }

        let first = try swiftTest()
        #expect(first.status != 0, "a first run records and fails")
        let output = first.stdout + first.stderr
        #expect(output.components(separatedBy: "No reference transcript existed").count == 3, "\(output.suffix(3000))")
        let references = tests.appendingPathComponent("__Transcripts__/KennelTests")
        let recorded = try String(contentsOf: references.appendingPathComponent("kennelInSwiftTesting.txt"), encoding: .utf8)
        #expect(recorded.contains("Bailey, beagle, three years"))
        #expect(recorded == (try String(contentsOf: references.appendingPathComponent("testKennel.txt"), encoding: .utf8)))

        let second = try swiftTest()
        #expect(second.status == 0, "\((second.stdout + second.stderr).suffix(3000))")

        try Self.tests(breed: "basset hound").write(to: source, atomically: true, encoding: .utf8)
        let third = try swiftTest()
        #expect(third.status != 0)
        let diff = third.stdout + third.stderr
        #expect(diff.components(separatedBy: "What VoiceOver says for \"kennel\" changed").count == 3, "\(diff.suffix(3000))")
        #expect(diff.contains("-2  walk  bailey  [focusMoved] Bailey, beagle, three years"), "\(diff.suffix(3000))")
        #expect(diff.contains("+2  walk  bailey  [focusMoved] Bailey, basset hound, three years"))
        // The form docs/testing.md shows reports each failure once, with no dump of the screen.
        #expect(diff.contains("kennelInSwiftTesting() failed after") && diff.contains(" with 1 issue"), "\(diff.suffix(3000))")
        #expect(!diff.contains("Expectation failed"), "\(diff.suffix(3000))")
    }

    /// Every compiled Swift block of the docs builds in a library user's package: the programs
    /// and tests as targets (`swift build --build-tests`), each manifest block as that package's
    /// Package.swift (`swift package dump-package`).
    @Test(.timeLimit(.minutes(20))) func docExamplesCompile() throws {
        try Self.writePackage()
        let swift = try #require(Repository.swiftExecutable(), "no swift on PATH")
        let built = try runProcess(swift, ["build", "--build-tests", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path],
                                   timeout: 1100)
        #expect(built.status == 0, "the docs' examples do not compile:\n\(built.stdout.suffix(4000))\(built.stderr.suffix(2000))")

        var unknown: [String] = []
        for block in try DocExample.collect(root: Repository.root, unknown: &unknown) where block.kind == .manifest {
            let folder = Self.root.appendingPathComponent("manifest-\(DocExample.targetName(block.document))-\(block.line)/MyTool")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try DocExample.manifest(block).write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let dumped = try runProcess(swift, ["package", "--package-path", folder.path, "dump-package"], timeout: 300)
            #expect(dumped.status == 0, "\(block): the manifest does not compile:\n\(dumped.stderr.suffix(3000))")
        }
    }
}
