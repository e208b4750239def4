import Renderer
import Foundation
import Testing
import TestSupport

@Suite("earshot speak and voices")
struct SpeakCommandTests {
    @Test func speakWritesAValidWAVIdenticalAcrossProcesses() throws {
        let dir = try Repository.temporaryDirectory()
        let first = dir.appendingPathComponent("h1.wav"), second = dir.appendingPathComponent("h2.wav")
        let r1 = try runEarshot(["speak", "Hello", "-o", first.path])
        let r2 = try runEarshot(["speak", "Hello", "-o", second.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        #expect(r2.status == 0, "\(r2.stderr)")
        let wav = try WAVFile(contentsOf: first)
        #expect(wav.sampleRate == 22050)
        #expect(wav.duration > 0.3)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        #expect(r1.stdout.contains(first.path))
    }

    /// A text is said as a render says a label: "$5" as VoiceOver reads it, "five dollars", not
    /// as espeak-ng reads the sign ("dollar five").
    @Test func speakNormalizesAsARenderDoes() throws {
        let dir = try Repository.temporaryDirectory()
        let written = dir.appendingPathComponent("written.wav"), words = dir.appendingPathComponent("words.wav")
        let r1 = try runEarshot(["speak", "$5", "-o", written.path])
        let r2 = try runEarshot(["speak", "five dollars", "-o", words.path])
        #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr)\(r2.stderr)")
        #expect(try Data(contentsOf: written) == Data(contentsOf: words))
    }

    @Test func speakReadsStandardInput() throws {
        let dir = try Repository.temporaryDirectory()
        let out = dir.appendingPathComponent("zh.wav")
        let r = try runEarshot(["speak", "-", "--language", "zh-CN", "-o", out.path], input: Data("你好".utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try WAVFile(contentsOf: out).duration > 0.2)
    }

    @Test func badUsageExitsTwoWithOneLine() throws {
        let dir = try Repository.temporaryDirectory()
        let out = dir.appendingPathComponent("x.wav")
        let rate = try runEarshot(["speak", "x", "--rate", "150", "-o", out.path])
        #expect(rate.status == 2)
        #expect(rate.stderr.contains("--rate"))
        let language = try runEarshot(["speak", "x", "--language", "tlh", "-o", out.path])
        #expect(language.status == 2)
        #expect(language.stderr.contains("tlh") && language.stderr.contains("en-US"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func voicesListsTheFiveProfilesInstalled() throws {
        let r = try runEarshot(["voices"])
        #expect(r.status == 0)
        for voice in ["en-us", "cmn-latn-pinyin", "pt-br", "vi", "ru"] {
            let line = r.stdout.split(separator: "\n").first { $0.contains(" \(voice) ") }
            #expect(line?.contains("installed") == true, "\(voice): \(r.stdout)")
        }
    }
}
