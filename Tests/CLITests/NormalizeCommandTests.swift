import Foundation
import Testing
import TestSupport

@Suite("earshot normalize")
struct NormalizeCommandTests {
    @Test func printsTheSpokenForm() throws {
        let r = try runEarshot(["normalize", "22:58, $1,234.56", "--language", "en-US"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "twenty two fifty eight, one thousand two hundred thirty four dollars and fifty six cents\n")
    }

    @Test func twelveHourTimesReadsTheAuditsFix() throws {
        let r = try runEarshot(["normalize", "22:58", "--language", "en-US", "--twelve-hour-times"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "ten fifty eight p.m.\n")
    }

    @Test func linesPrintsExactlyOneLinePerInputLine() throws {
        let input = "434₽\n\n?!\n,\nR$ 10,50\n   \n\u{1}\n12:00"
        let r = try runEarshot(["normalize", "--lines", "--language", "pt-BR"], input: Data(input.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 8, "\(r.stdout)")
        #expect(lines[0] == "quatrocentos e trinta e quatro rublos")
        #expect(lines[1] == "" && lines[2] == "" && lines[3] == "")
        #expect(lines[4] == "dez reais e cinquenta centavos")
        #expect(lines[7] == "doze horas")
    }

    @Test func linesKeepsCarriageReturnsOutOfTheOutput() throws {
        let r = try runEarshot(["normalize", "--lines"], input: Data("5 km\r\n1st\r\n".utf8))
        #expect(r.stdout == "five kilometers\nfirst\n")
    }

    /// A negative amount is text, not an option: VoiceOver reads "-$4.50" on many screens.
    @Test func aTextStartingWithAMinusIsText() throws {
        let r = try runEarshot(["normalize", "-$4.50"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("four dollars and fifty cents"), "\(r.stdout)")
        let after = try runEarshot(["normalize", "--language", "en-US", "-3"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("three"), "\(after.stdout)")
        let afterEnd = try runEarshot(["normalize", "--", "-5"])
        #expect(afterEnd.status == 0 && afterEnd.stdout == "minus five\n", "\(afterEnd.stdout)\(afterEnd.stderr)")
        // A mistyped option is still one: named, exit 2.
        let typo = try runEarshot(["normalize", "x", "--langauge", "de-DE"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--langauge"), "\(typo.stderr)")
    }

    @Test func badUsageIsOneLineAndExitTwo() throws {
        let noText = try runEarshot(["normalize"])
        #expect(noText.status == 2)
        let both = try runEarshot(["normalize", "x", "--lines"])
        #expect(both.status == 2)
        let language = try runEarshot(["normalize", "x", "--language", "tlh"])
        #expect(language.status == 2)
        #expect(language.stderr.contains("tlh"))
        let level = try runEarshot(["normalize", "x", "--punctuation", "loud"])
        #expect(level.status == 2)
    }

    /// /dev/full refuses every write with "no space left on the device", as a full disk would.
    @Test(arguments: [["normalize", "5 km"], ["normalize", "--lines"]])
    func aFullDiskIsOneLineAndExitOne(arguments: [String]) throws {
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
        let r = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                               ["-c", "exec \"$0\" \"$@\" > /dev/full", Repository.earshotExecutable.path] + arguments,
                               input: Data("5 km\n".utf8), environment: ["EARSHOT_VOICES": Repository.voices.path])
        #expect(r.status == 1 && !r.signaled, "\(r.status) \(r.stderr)")
        #expect(r.stderr == "earshot: <stdout>: cannot write: no space left on the device\n", "\(r.stderr)")
    }

    @Test func punctuationLevelIsAnOption() throws {
        let r = try runEarshot(["normalize", "a, b", "--punctuation", "all"])
        #expect(r.stdout == "a comma, b\n")
    }
}
