import Foundation
import Testing
import TestSupport

/// `--language` on the commands that read screens, and `earshot voices` showing what resolves to what.
@Suite("earshot --language and voices --resolve")
struct LanguageOptionTests {
    @Test func transcriptSpeaksTheScreenInTheLanguageGiven() throws {
        let sample = Repository.samples.appendingPathComponent("settings.en-US.yaml").path
        let german = try runEarshot(["transcript", sample, "--language", "de"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Settings, Überschrift") && german.stdout.contains("Zurück-Taste"))
        let json = try runEarshot(["transcript", sample, "--language", "ja_JP", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("見出し") && json.stdout.contains("ja_JP"))
    }

    @Test func aLanguageWithoutProfileIsOneLineNamingTheClosest() throws {
        let sample = Repository.samples.appendingPathComponent("settings.en-US.yaml").path
        for command in ["transcript", "audit"] {
            let r = try runEarshot([command, sample, "--language", "gl-ES"])
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("'gl-ES' (Galician); closest: ") && r.stderr.contains("es-ES"), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stdout.isEmpty)
        }
        let nonsense = try runEarshot(["transcript", sample, "--language", "not a tag"])
        #expect(nonsense.status == 2 && nonsense.stderr.contains("not a language tag"))
    }

    /// audit reads its input with the override as render does: the capture's language is the
    /// one given, not guessed (no "guessed" warning, which would tell the user to pass --language).
    @Test func auditTakesTheOverrideWhileReading() throws {
        let capture = Repository.root.appendingPathComponent("Tests/ScreenImportTests/Fixtures/xcuitest-alert-cjk.txt").path
        let guessed = try runEarshot(["audit", capture, "--fail-on", "never"])
        #expect(guessed.status == 0, "\(guessed.stderr)")
        #expect(guessed.stderr.contains("zh-CN guessed"), "\(guessed.stderr)")
        let given = try runEarshot(["audit", capture, "--fail-on", "never", "--language", "ja-JP"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(!given.stderr.contains("guessed"), "\(given.stderr)")
    }

    @Test func renderAndBatchTakeTheOverride() throws {
        let dir = try Repository.temporaryDirectory()
        let screen = dir.appendingPathComponent("s.yaml")
        try "name: s\nlanguage: en-US\nelements: [{label: OK, traits: [button]}]\n".write(to: screen, atomically: true, encoding: .utf8)
        let render = try runEarshot(["render", screen.path, "-o", dir.appendingPathComponent("out").path, "--language", "fr"])
        #expect(render.status == 0, "\(render.stderr)")
        let transcript = try String(contentsOf: dir.appendingPathComponent("out/s/transcript.txt"), encoding: .utf8)
        #expect(transcript.contains("OK, Bouton"), "\(transcript)")
        let batch = try runEarshot(["batch", screen.path, "-o", dir.appendingPathComponent("batch").path, "--language", "es-AR", "--jobs", "1"])
        #expect(batch.status == 0, "\(batch.stderr)")
        let files = FileManager.default.enumerator(atPath: dir.appendingPathComponent("batch").path)?.allObjects as? [String] ?? []
        let batchTranscript = try #require(files.first { $0.hasSuffix("transcript.txt") })
        #expect(try String(contentsOf: dir.appendingPathComponent("batch/\(batchTranscript)"), encoding: .utf8).contains("OK, Botón"))
    }

    @Test func voicesShowsWhatResolvesToEachProfile() throws {
        let list = try runEarshot(["voices"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n").map(String.init)
        let mexico = try #require(lines.firstIndex { $0.hasPrefix("es-MX ") })
        #expect(lines[mexico + 1].contains("also for:") && lines[mexico + 1].contains("es-AR"), "\(lines[mexico + 1])")
        let resolved = try runEarshot(["voices", "--resolve", "zh-Hant-TW"])
        #expect(resolved.status == 0 && resolved.stdout.hasPrefix("zh-Hant-TW -> zh-TW "))
        let missing = try runEarshot(["voices", "--resolve", "gl"])
        #expect(missing.status == 1 && missing.stderr.contains("no voice profile speaks 'gl'"))
    }
}
