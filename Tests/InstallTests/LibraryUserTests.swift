import Renderer
import Foundation
import Testing
import TestSupport

/// A package outside the checkout that depends on Earshot by path, as a user's would, renders a
/// screen through the public API (with its engine in an `earshot-engine` worker) and the audio is
/// checked here. Its build folder is kept between runs so only the first run pays for building the
/// library modules a second time (about 4 minutes on the loaded 2-core machine; 10 s after).
@Suite("the Earshot library from another package", .enabled(if: InstallTestGate.enabled, InstallTestGate.reason))
struct LibraryUserTests {
    static let program = #"""
        import Earshot
        import Foundation

        // earshot-user SCREEN OUTPUT: renders SCREEN into OUTPUT through the library's facade and
        // prints the walkthrough's path, the normalized sample text and the transcript's first line.
        runProgram {
            let arguments = CommandLine.arguments
            let previewer = try Previewer()
            let screen = try Previewer.loadScreen(contentsOf: URL(fileURLWithPath: arguments[1]))
            let rendered = try previewer.render(screen, into: URL(fileURLWithPath: arguments[2]))
            let walkthrough = rendered.files.first { $0.lastPathComponent == "walkthrough.wav" }!
            print(walkthrough.path)
            print(try previewer.normalize("22:58", language: "en-US"))
            let audio = try previewer.renderAudio(screen)
            let firstLine: String = audio.transcript.components(separatedBy: "\n")[0]
            print(firstLine)
            print(audio.walkthrough.duration)
        }
        """#

    static func manifest(earshot: URL) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "EarshotUser",
            platforms: [.macOS(.v15), .iOS(.v18)],
            dependencies: [.package(path: "\(earshot.path)")],
            targets: [
                .executableTarget(
                    name: "earshot-user",
                    dependencies: [.product(name: "Earshot", package: "\(earshot.lastPathComponent)")]
                ),
            ]
        )
        """
    }

    @Test(.timeLimit(.minutes(20))) func aPackageOutsideRendersAScreen() throws {
        // One fixed folder per checkout under the system's temporary directory: outside the
        // repository, and the same path every run, so SwiftPM's build plan (which names the
        // package's sources by path) stays valid and a re-run only rebuilds what changed.
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-library-user-\(Repository.checkoutTag)")
        let package = root.appendingPathComponent("EarshotUser")
        let sources = package.appendingPathComponent("Sources/earshot-user")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.writeIfChanged(Self.manifest(earshot: Repository.root), to: package.appendingPathComponent("Package.swift"))
        try Self.writeIfChanged(Self.program, to: sources.appendingPathComponent("main.swift"))
        let scratch = root.appendingPathComponent("build")
        let swift = try #require(Repository.swiftExecutable(), "no swift on PATH")
        // SwiftPM reuses its build plan unless the root package's files change, so a source
        // file added to Earshot (the dependency) would be missed: the plan is made afresh each
        // run (compiled objects are still reused).
        for plan in ["debug.yaml", "\(Self.hostTriple)/debug/description.json"] {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(plan))
        }
        let started = Date()
        // The user's program, and the worker it finds beside itself (the dependency's product).
        for product in ["earshot-user", "earshot-engine"] {
            let built = try runProcess(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path,
                                               "--product", product], timeout: 1100)
            try #require(built.status == 0, "swift build --product \(product) failed:\n\(built.stdout.suffix(3000))\(built.stderr.suffix(2000))")
        }
        let buildSeconds = Date().timeIntervalSince(started)
        print("library-user package built in \(Int(buildSeconds)) s")

        // A library user builds neither the CLI's argument parser nor batch's hashing (SwiftPM
        // makes an empty folder for every target; a compiled module is in Modules/).
        let products = scratch.appendingPathComponent("debug")
        #expect(FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/Earshot.swiftmodule").path))
        for module in ["ArgumentParser", "Crypto", "EarshotBatch", "ReviewSite", "EarshotCLI"] {
            #expect(!FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/\(module).swiftmodule").path),
                    "the library user's build compiled \(module)")
        }

        let work = try Repository.temporaryDirectory("earshot-library-user-work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.samples.appendingPathComponent("settings.en-US.yaml"),
                                         to: work.appendingPathComponent("settings.yaml"))
        let result = try runProcess(products.appendingPathComponent("earshot-user"), ["settings.yaml", "out"],
                                    environment: ["EARSHOT_VOICES": "", "EARSHOT_ENGINE": "", "PATH": "/usr/bin:/bin"],
                                    directory: work, timeout: 300)
        try #require(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "printed: \(result.stdout)")
        let wav = try WAVFile(contentsOf: URL(fileURLWithPath: lines[0]))
        #expect(wav.sampleRate == 22_050)
        #expect(wav.duration > 3, "walkthrough of \(wav.duration) s")
        #expect(AudioAnalysis.rms(wav.samples[...]) > 300, "the walkthrough is silent")
        #expect(lines[1].contains("fifty eight"), "22:58 normalized as \(lines[1])")
        #expect(lines[2].contains("Back"), "the transcript's first stop is \(lines[2])")
        #expect(abs((Double(lines[3]) ?? 0) - wav.duration) < 0.01, "in-memory render differs from the folder render")

        // The same program with no engine worker to be found (none beside it, none on PATH):
        // one line naming what is missing and exit 3, not a crash report.
        let alone = work.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: products.appendingPathComponent("earshot-user"), to: alone.appendingPathComponent("earshot-user"))
        let missing = try runProcess(alone.appendingPathComponent("earshot-user"), ["settings.yaml", "out-alone"],
                                     environment: ["EARSHOT_VOICES": "", "EARSHOT_ENGINE": "", "PATH": "/usr/bin:/bin"],
                                     directory: work, timeout: 300)
        #expect(!missing.signaled && missing.status == 3, "status \(missing.status): \(missing.stderr.prefix(2000))")
        #expect(missing.stderr.hasPrefix("earshot-user: synthesis worker failed: no engine worker found"), "\(missing.stderr.prefix(2000))")
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr.prefix(2000))")
        #expect(missing.stdout.isEmpty)
    }


    static func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) != text { try text.write(to: url, atomically: true, encoding: .utf8) }
    }

    /// The folder SwiftPM names the host's build products after.
    static var hostTriple: String {
        #if arch(x86_64)
        let cpu = "x86_64"
        #else
        let cpu = "aarch64"
        #endif
        #if os(Linux)
        return "\(cpu)-unknown-linux-gnu"
        #else
        return "\(cpu == "aarch64" ? "arm64" : cpu)-apple-macosx"
        #endif
    }
}
