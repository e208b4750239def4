import Foundation
import Testing
import Renderer
import TestSupport

/// Hostile text straight to the engine through `earshot speak`: markup is spoken as text (the
/// engine is never in SSML mode and refuses URIs), nothing runs a shell, control characters do
/// not truncate, and nothing kills the process.
@Suite struct HostileSpeechTests {
    static let texts = [
        #"<audio src="/etc/passwd"/> after"#,
        #"<audio src="$(touch /tmp/earshot-corpus-pwned)">x</audio> after"#,
        #"<speak><prosody rate="x-slow">slow</prosody><mark name="m"/></speak> after"#,
        "Tom &amp; Jerry &lt;b&gt; after",
        "before \u{1}5P after \u{1B}[31m after \u{7} after",
        "Pay \u{202E}gnp.exe\u{202C} now \u{1F600} after",
    ]

    @Test(arguments: texts)
    func speaksMarkupAsText(_ text: String) throws {
        let folder = try Repository.temporaryDirectory("earshot-hostile-speech")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("out.wav")
        let result = try runEarshot(["speak", text, "-o", wav.path], directory: folder, timeout: 60)
        #expect(!result.signaled && !result.timedOut, "\(result.stderr.prefix(300))")
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: CorpusTests.shellMarker))
        // Spoken to the end: markup read out, NUL not truncating, takes well over a second.
        let audio = try WAVFile(contentsOf: wav)
        #expect(audio.duration > 1.5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
    }

    /// libespeak-ng aborts on `s'` repeated 70 times (espeak-notes.md): `speak` runs the engine in
    /// a supervised worker, so this is audio or one error line, never a crash.
    @Test func survivesTheEngineCrash() throws {
        let folder = try Repository.temporaryDirectory("earshot-hostile-speech")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runEarshot(["speak", String(repeating: "s'", count: 70), "-o",
                                     folder.appendingPathComponent("out.wav").path], timeout: 60)
        #expect(!result.signaled, "crashed with signal \(result.status)")
        #expect(result.status == 0 || (result.status == 1 && result.stderr.split(separator: "\n").count == 1),
                "\(result.status): \(result.stderr.prefix(300))")
    }
}
