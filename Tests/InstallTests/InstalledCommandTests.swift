import Renderer
import Foundation
import Testing
import TestSupport

/// `make install-files` (what `make install` runs after building) into a temporary prefix, then the
/// installed `earshot` used as a user would: from a folder with no checkout above it and no
/// EARSHOT_VOICES, finding its voice profiles and its engine worker in itself.
///
/// The debug build is installed (the release build would double the suite's build time); what
/// differs in release, static linking of the Swift libraries, is checked in docs/install.md.
@Suite("make install", .serialized, .enabled(if: InstallTestGate.enabled, InstallTestGate.reason))
struct InstalledCommandTests {
    /// Files `make install` writes under PREFIX, relative to it.
    static let installedFiles = [
        "bin/earshot", "share/man/man1/earshot.1",
        "share/bash-completion/completions/earshot",
        "share/zsh/site-functions/_earshot", "share/fish/vendor_completions.d/earshot.fish",
    ]

    static func make(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/make"), ["--no-print-directory", "-C", Repository.root.path] + arguments,
                       timeout: 600)
    }

    /// The environment of a user's shell: the prefix on PATH, no Earshot variables, and the user's
    /// cache folder (where `batch` keeps its phrases) in the test's scratch folder.
    static func userEnvironment(prefix: URL) -> [String: String] {
        ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin", "EARSHOT_VOICES": "", "EARSHOT_ENGINE": "",
         "XDG_CACHE_HOME": Repository.userCache.path]
    }

    /// The debug build's man page, written from its help by `make manual` (no build: it runs the
    /// binary the tests run).
    static func requireManual() throws -> URL {
        let made = try make(["manual", "CONFIG=debug"])
        try #require(made.status == 0, "make manual CONFIG=debug: \(made.stderr)")
        return Repository.root.appendingPathComponent(".build/debug/earshot.1")
    }

    static let man = ["/usr/bin/man", "/bin/man"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `man -l` renders the page with no warning, in a UTF-8 terminal with the speak example's
    /// Chinese text, and in an ASCII one with stand-ins for what it cannot show.
    @Test(.enabled(if: man != nil, "no man command"))
    func theManPageRendersWithoutWarnings() throws {
        let page = try Self.requireManual()
        for (locale, example) in [("C.UTF-8", "echo \"你好\" | earshot speak -"), ("C", "echo \"<U+4F60><U+597D>\" | earshot speak -")] {
            let shown = try runProcess(URL(fileURLWithPath: Self.man!), ["--warnings", "-l", page.path],
                                       environment: ["LANG": locale, "LC_ALL": locale, "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"],
                                       timeout: 60)
            #expect(shown.status == 0)
            #expect(shown.stderr.isEmpty, "\(locale): \(shown.stderr.prefix(2000))")
            #expect(shown.stdout.contains(example), "\(locale): \(shown.stdout.prefix(3000))")
            for subcommand in ["earshot render", "earshot batch", "earshot check", "--expect"] {
                #expect(shown.stdout.contains(subcommand), "\(locale): no \(subcommand)")
            }
        }
    }

    /// `make install` builds once, in the configuration `make demo` built (so after it nothing is
    /// compiled), and makes the man page from that binary instead of a second build.
    @Test func installBuildsOnceInDemosConfiguration() throws {
        let plan = try Self.make(["-n", "install", "PREFIX=/nonexistent/prefix"])
        #expect(plan.status == 0, "\(plan.stderr)")
        let commands = plan.stdout.split(separator: "\n")
        let builds = commands.filter { $0.contains("swift build") || $0.contains("swift package") }
        #expect(builds == ["swift build -c release --product earshot --static-swift-stdlib"], "\(builds)")
        let demo = try Self.make(["-n", "demo"])
        #expect(demo.stdout.split(separator: "\n").filter { $0.contains("swift build") } == builds, "\(demo.stdout)")
    }

    @Test func installRunAndUninstall() throws {
        _ = try Self.requireManual()
        let root = try Repository.temporaryDirectory("earshot-install")
        let prefix = root.appendingPathComponent("prefix")
        let installed = try Self.make(["install-files", "CONFIG=debug", "PREFIX=\(prefix.path)"])
        try #require(installed.status == 0, "\(installed.stderr)")
        for file in Self.installedFiles {
            let size = (try? FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(file).path)[.size] as? Int) ?? 0
            #expect(size > 200, "\(file) is missing or nearly empty (\(size) bytes)")
        }
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/earshot.1"), encoding: .utf8)
        #expect(page.contains(".Dt EARSHOT 1") || page.contains(".TH EARSHOT"), "not an mdoc/man page")
        for subcommand in ["render", "batch", "speak"] {
            #expect(page.contains(subcommand), "the man page does not describe \(subcommand)")
        }
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/earshot"), encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("render"))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/earshot.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'earshot'"))

        // A user's folder, outside the checkout, holding only a copy of one sample screen.
        let work = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.samples.appendingPathComponent("settings.en-US.yaml"),
                                         to: work.appendingPathComponent("screens/settings.yaml"))
        let earshot = prefix.appendingPathComponent("bin/earshot")
        let environment = Self.userEnvironment(prefix: prefix)
        func run(_ arguments: [String]) throws -> ProcessResult {
            try runProcess(earshot, arguments, environment: environment, directory: work, timeout: 300)
        }

        let version = try run(["--version"])
        #expect(version.status == 0 && version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3,
                "--version printed '\(version.stdout)' \(version.stderr)")

        let spoken = try run(["speak", "Hello from the installed binary", "-o", "hello.wav"])
        #expect(spoken.status == 0, "\(spoken.stderr)")
        let hello = try WAVFile(contentsOf: work.appendingPathComponent("hello.wav"))
        #expect(hello.duration > 1 && AudioAnalysis.rms(hello.samples[...]) > 300, "speak wrote no speech")

        let rendered = try run(["render", "screens/settings.yaml", "-o", "out", "--list-files"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let walkthroughs = rendered.stdout.split(separator: "\n").filter { $0.hasSuffix("walkthrough.wav") }
        try #require(walkthroughs.count == 1, "render printed \(rendered.stdout)")
        let walkthrough = try WAVFile(contentsOf: URL(fileURLWithPath: String(walkthroughs[0]), relativeTo: work))
        #expect(walkthrough.duration > 3 && AudioAnalysis.rms(walkthrough.samples[...]) > 300)

        let batch = try run(["batch", "screens", "-o", "site"])
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("site/index.html").path))

        let uninstalled = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstalled.status == 0, "\(uninstalled.stderr)")
        for file in Self.installedFiles {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) left after uninstall")
        }
    }

    /// A packager's staged install: files under DESTDIR, nothing at PREFIX itself.
    @Test func destdirStagesUnderItsRoot() throws {
        _ = try Self.requireManual()
        let stage = try Repository.temporaryDirectory("earshot-destdir")
        let result = try Self.make(["install-files", "CONFIG=debug", "DESTDIR=\(stage.path)", "PREFIX=/opt/earshot-test-prefix"])
        #expect(result.status == 0, "\(result.stderr)")
        for file in Self.installedFiles {
            #expect(FileManager.default.fileExists(atPath: stage.appendingPathComponent("opt/earshot-test-prefix/\(file)").path), "\(file) not staged")
        }
        #expect(!FileManager.default.fileExists(atPath: "/opt/earshot-test-prefix"))
    }
}
