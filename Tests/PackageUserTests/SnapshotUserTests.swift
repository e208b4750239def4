import Foundation
import Testing
import TestSupport

/// A package outside the checkout, as an iOS team's would be: it depends on Earshot by path,
/// writes a screen in the DSL, and asserts its transcript in XCTest and in Swift Testing. The
/// first run records, the second passes, a deliberate change fails with the diff in both.
///
/// It builds a second package (a minute or more), so a plain `swift test` skips it and
/// `make test` runs it (EARSHOT_PACKAGE_USER_TESTS=1).
@Suite("EarshotTesting from another package",
       .enabled(if: ProcessInfo.processInfo.environment["EARSHOT_PACKAGE_USER_TESTS"] == "1",
                "run by make test (EARSHOT_PACKAGE_USER_TESTS=1): it builds a second package"))
struct SnapshotUserTests {
    static func manifest(earshot: URL) -> String {
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
        // A fixed folder per checkout outside it, so a re-run only rebuilds what changed.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-package-user-\(Repository.checkoutTag)")
        let package = root.appendingPathComponent("KennelApp")
        let tests = package.appendingPathComponent("Tests/KennelTests")
        try? FileManager.default.removeItem(at: tests)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Self.manifest(earshot: Repository.root).write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = tests.appendingPathComponent("KennelTests.swift")
        try Self.tests(breed: "beagle").write(to: source, atomically: true, encoding: .utf8)
        let swift = try #require(Repository.swiftExecutable(), "no swift on PATH")
        func swiftTest() throws -> ProcessResult {
            try runProcess(swift, ["test", "--package-path", package.path, "--scratch-path", root.appendingPathComponent("build").path],
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
}
