import Renderer
import Foundation
import Testing
import TestSupport

@Suite("earshot render")
struct RenderCommandTests {
    let settings = Repository.samples.appendingPathComponent("settings.en-US.yaml")

    @Test func rendersAScreenAndListsThePathsItWrote() throws {
        let out = try Repository.temporaryDirectory()
        let r = try runEarshot(["render", settings.path, "-o", out.path, "--list-files"])
        #expect(r.status == 0, "\(r.stderr)")
        let paths = r.stdout.split(separator: "\n").map(String.init)
        let folder = out.appendingPathComponent("settings").path
        for file in ["walkthrough.wav", "captions.vtt", "transcript.txt", "transcript.json", "timeline.json"] {
            #expect(paths.contains(folder + "/" + file), "\(file) in \(paths)")
        }
        #expect(paths.contains { $0.hasPrefix(folder + "/stops/01-") && $0.hasSuffix(".wav") })
        #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(r.stderr.contains("rendered 1 of 1 screen"))
        let walk = try WAVFile(contentsOf: out.appendingPathComponent("settings/walkthrough.wav"))
        #expect(walk.sampleRate == 22050 && walk.duration > 5)
        // The transcript is the transcript command's text.
        let transcript = try runEarshot(["transcript", settings.path])
        #expect(try String(contentsOf: out.appendingPathComponent("settings/transcript.txt"), encoding: .utf8)
                == transcript.stdout)
    }

    /// A secure text field's value is said as its length, the same words in the transcript, the
    /// captions and the audio (its "•••" would be written yet silent).
    @Test func aSecureTextFieldSaysItsLengthInEveryOutput() throws {
        let out = try Repository.temporaryDirectory()
        func render(_ value: String, _ name: String) throws -> URL {
            let file = out.appendingPathComponent("\(name).yaml")
            try "name: \(name)\nlanguage: en-US\nelements:\n  - {label: Password, value: '\(value)', traits: [secureTextField]}\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let r = try runEarshot(["render", file.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return out.appendingPathComponent(name)
        }
        let filled = try render("•••", "filled"), empty = try render("", "empty")
        for output in ["transcript.txt", "captions.vtt", "transcript.json"] {
            let text = try String(contentsOf: filled.appendingPathComponent(output), encoding: .utf8)
            #expect(text.contains("Password, 3 characters, Secure Text Field"), "\(output): \(text)")
            #expect(!text.contains("•"), "\(output): \(text)")
        }
        // "3 characters" is heard: the walkthrough is longer than the empty field's by about the
        // time those words take (over 0.4 s at the default rate).
        let said = try WAVFile(contentsOf: filled.appendingPathComponent("walkthrough.wav")).duration
        let silent = try WAVFile(contentsOf: empty.appendingPathComponent("walkthrough.wav")).duration
        #expect(said - silent > 0.4, "\(said) s with the value, \(silent) s without")
    }

    /// Like the tools users know: a line per screen on stdout, progress only on a terminal (these
    /// runs write to pipes), --quiet for errors only, --verbose for progress and details anywhere.
    @Test func streamsStaySmallByDefaultAndFollowTheFlags() throws {
        let out = try Repository.temporaryDirectory()
        let kennel = Repository.samples.appendingPathComponent("woof-woof-kennel.en-US.yaml")
        let r = try runEarshot(["render", settings.path, kennel.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(out.appendingPathComponent("settings").path + ": ") && lines[0].contains(" stops, ")
                && lines[0].hasSuffix(" files"), "\(lines)")
        #expect(r.stderr == "rendered 2 of 2 screens into \(out.path) (0 failed, 0 incidents)\n")
        #expect(!(r.stdout + r.stderr).contains("\u{1B}"))

        let quiet = try runEarshot(["render", settings.path, "-o", out.path, "--quiet"])
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stdout)\(quiet.stderr)")

        let verbose = try runEarshot(["render", settings.path, "-o", out.path, "--verbose"])
        #expect(verbose.stderr.hasPrefix("[1/1] \(settings.path)\n"), "\(verbose.stderr)")

        let both = try runEarshot(["render", settings.path, "-o", out.path, "--verbose", "--quiet"])
        #expect(both.status == 2 && both.stderr.contains("--quiet and --verbose cannot be used together"))

        let speak = try runEarshot(["speak", "Hi", "-o", out.appendingPathComponent("hi.wav").path, "-q"])
        #expect(speak.status == 0 && speak.stdout.isEmpty && speak.stderr.isEmpty)
    }

    /// On two cores a render synthesizes on two engine workers at once, both its own children.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func aRenderOnTwoCoresHasTwoEngineWorkers() throws {
        let out = try Repository.temporaryDirectory()
        let render = Process()
        render.executableURL = Repository.earshotExecutable
        render.arguments = ["render", settings.path, "-o", out.path, "-q"]
        render.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_VOICES": Repository.voices.path]) { $1 }
        render.standardOutput = FileHandle.nullDevice
        render.standardError = FileHandle.nullDevice
        try render.run()
        var most = 0
        while render.isRunning {
            most = max(most, ProcessTable.children(of: render.processIdentifier).count)
            usleep(1000)
        }
        render.waitUntilExit()
        #expect(render.terminationStatus == 0)
        #expect(most == 2, "at most \(most) children at once")
    }

    /// A render whose arguments are refused leaves nothing that came from the command running.
    @Test func aRefusedRenderLeavesNoProcessBehind() throws {
        let marker = "EARSHOT_TEST_MARK=\(UUID().uuidString)"
        let refused = try runProcess(Repository.earshotExecutable, ["render", settings.path, "-o", "x", "--no-such-option"],
                                     environment: [String(marker.split(separator: "=")[0]): String(marker.split(separator: "=")[1])],
                                     timeout: 60)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("--no-such-option"))
        let deadline = Date() + 10
        var left = ProcessTable.processes(withEnvironmentEntry: marker)
        while !left.isEmpty, Date() < deadline {
            usleep(10_000)
            left = ProcessTable.processes(withEnvironmentEntry: marker)
        }
        #expect(left.isEmpty, "still running: \(left)")
    }

    @Test func aBadScreenFailsAloneAndWritesNothing() throws {
        let dir = try Repository.temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.yaml")
        try Data("name: broken\nelements:\n  - label: x\n    traits: [notATrait]\n".utf8).write(to: bad)
        let out = dir.appendingPathComponent("out")
        let r = try runEarshot(["render", bad.path, settings.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("bad.yaml") && r.stderr.contains("notATrait"))
        #expect(r.stderr.contains("rendered 1 of 2 screens") && r.stderr.contains("1 failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["settings"])
    }

    @Test func hintsAndRateFollowTheFlags() throws {
        let out = try Repository.temporaryDirectory()
        let plain = try runEarshot(["render", settings.path, "-o", out.appendingPathComponent("a").path])
        let quiet = try runEarshot(["render", settings.path, "-o", out.appendingPathComponent("b").path,
                                    "--no-hints", "--rate", "80"])
        #expect(plain.status == 0 && quiet.status == 0, "\(quiet.stderr)")
        func timeline(_ sub: String) throws -> [String: Any] {
            let data = try Data(contentsOf: out.appendingPathComponent("\(sub)/settings/timeline.json"))
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }
        let a = try timeline("a"), b = try timeline("b")
        let hintRoles: Set<String> = ["hint", "systemHint"]
        let aEvents = a["events"] as? [[String: Any]] ?? [], bEvents = b["events"] as? [[String: Any]] ?? []
        #expect(aEvents.contains { hintRoles.contains($0["role"] as? String ?? "") })
        #expect(!bEvents.contains { hintRoles.contains($0["role"] as? String ?? "") })
        #expect((b["duration"] as? Double ?? 0) < (a["duration"] as? Double ?? 0))
    }

    @Test func renderingTheSamplesTwiceGivesIdenticalBytes() throws {
        let out = try Repository.temporaryDirectory()
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Repository.samples.appendingPathComponent($0).path }
        let r1 = try runEarshot(["render"] + samples + ["-o", out.appendingPathComponent("1").path, "--list-files"])
        let r2 = try runEarshot(["render"] + samples + ["-o", out.appendingPathComponent("2").path, "--list-files"])
        #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr) \(r2.stderr)")
        let files = r1.stdout.split(separator: "\n").map(String.init)
        #expect(files.count > 20)
        for file in files {
            let other = file.replacingOccurrences(of: out.appendingPathComponent("1").path, with: out.appendingPathComponent("2").path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(contentsOf: URL(fileURLWithPath: other)), "\(file)")
        }
        // The samples' scripts wait long enough for their hints: nothing is cut off (a stop the
        // script leaves at once has its delayed part not heard, as on a device).
        for timeline in files.filter({ $0.hasSuffix("timeline.json") }) {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: timeline)))
            let events = (json as? [String: Any])?["events"] as? [[String: Any]] ?? []
            let cut = events.filter { $0["kind"] as? String == "speech" && $0["status"] as? String == "cut" }
            #expect(cut.isEmpty, "\(timeline): \(cut.map { $0["text"] as? String ?? "" })")
        }
    }

    @Test func aPhraseThatCrashesTheEngineCostsOnlyThatPhrase() throws {
        let dir = try Repository.temporaryDirectory()
        let screen = dir.appendingPathComponent("crash.yaml")
        // libespeak-ng 1.51 aborts its process on `s'` repeated 70 times (espeak-notes.md).
        let crash = String(repeating: "s'", count: 70)
        try Data("name: crash\nelements:\n  - {id: a, label: Before, traits: [button]}\n  - {id: b, label: \"\(crash)\"}\n  - {id: c, label: After, traits: [button]}\n".utf8)
            .write(to: screen)
        // A crash the engine recovered from is a detail: reported with --verbose.
        let r = try runEarshot(["render", screen.path, "-o", dir.appendingPathComponent("out").path, "--verbose"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("crashed the engine"), "\(r.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("out/crash/timeline.json"))
        let events = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["events"] as? [[String: Any]] ?? []
        let spoken = events.filter { $0["kind"] as? String == "speech" }.compactMap { $0["text"] as? String }
        #expect(spoken.contains("Before") && spoken.contains("After"))
    }

    /// Help, the version and usage errors come from the whole command tree, which names
    /// `earshot render`.
    @Test func helpAndUsageErrorsNameTheWholeCommand() throws {
        let help = try runEarshot(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: earshot render [<options>] <file> ... --output <dir>")
                && help.stdout.contains("--version"), "\(help.stdout)")
        let missing = try runEarshot(["render", settings.path])
        #expect(missing.status == 2 && missing.stderr.contains("Usage: earshot render [<options>] <file> ... --output <dir>"),
                "\(missing.stderr)")
        let version = try runEarshot(["render", "--version"])
        let rootVersion = try runEarshot(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty && version.stdout == rootVersion.stdout)
    }

    @Test func badUsageExitsTwo() throws {
        let out = try Repository.temporaryDirectory()
        for arguments in [["render", settings.path, "-o", out.path, "--rate", "150"],
                          ["render", settings.path, "-o", out.path, "--punctuation", "loud"],
                          ["render", settings.path, "-o", out.path, "--hint-delay", "-1"],
                          ["render", settings.path]] {
            let r = try runEarshot(arguments)
            #expect(r.status == 2, "\(arguments): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}

@Suite("earshot render, killed")
struct RenderKillTests {
    /// A render killed at any moment leaves, at the final paths, either nothing or complete files;
    /// the next render cleans up what the killed one left in hiding.
    @Test(arguments: [0.3, 0.6, 0.9, 1.2])
    func aKilledRenderLeavesNoTruncatedFile(after seconds: Double) throws {
        let dir = try Repository.temporaryDirectory()
        let screen = dir.appendingPathComponent("long.yaml")
        var yaml = "name: long\nelements:\n"
        for i in 0..<60 { yaml += "  - {id: e\(i), label: \"Item \(i), with a label long enough to take a while\", hint: Opens it.}\n" }
        try Data(yaml.utf8).write(to: screen)
        let out = dir.appendingPathComponent("out")
        let process = Process()
        process.executableURL = Repository.earshotExecutable
        process.arguments = ["render", screen.path, "-o", out.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_VOICES": Repository.voices.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let final = out.appendingPathComponent("long")
        if FileManager.default.fileExists(atPath: final.path) {
            // Then it is complete: every file parses.
            _ = try WAVFile(contentsOf: final.appendingPathComponent("walkthrough.wav"))
            _ = try JSONSerialization.jsonObject(with: Data(contentsOf: final.appendingPathComponent("timeline.json")))
        }
        // Whatever was visible: nothing but complete screens and hidden leftovers.
        let visible = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { !$0.hasPrefix(".") }
        #expect(visible.allSatisfy { $0 == "long" })

        let again = try runEarshot(["render", screen.path, "-o", out.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["long"])
    }
}
