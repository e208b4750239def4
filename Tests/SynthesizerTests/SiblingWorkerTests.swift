import Foundation
import Synthesizer
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `SupervisedEngine.pair`: the second worker forked by the first (`SiblingFork`), with the real
/// libespeak-ng in both.
@Suite("Two supervised engines whose second worker is forked by the first")
struct SiblingWorkerTests {
    let english = SpeechSettings(voice: "en-us")
    static let phrases = ["Settings, heading", "Wi-Fi, on, switch button", "Double-tap to open.", "Save button"]

    func makePair() throws -> (SupervisedEngine, SupervisedEngine) {
        let (engine, helper) = try SupervisedEngine.pair(workerExecutable: Repository.earshotExecutable)
        return (engine, try #require(helper, "the pair's second engine did not start"))
    }

    @Test func theSecondWorkerIsForkedByTheFirstAndEndsWithIt() throws {
        let (engine, helper) = try makePair()
        let first = try #require(engine.workerProcessID)
        let sibling = try #require(helper.workerProcessID)
        #expect(sibling != first)
        #expect(parentProcess(of: first) == getpid(), "the first worker is this process's child")
        #expect(parentProcess(of: sibling) == first, "the second worker is the first's child, not started by this process")
        // Both serve phrases, each in its own process.
        #expect(!(try helper.samples(for: "Save button", settings: english)).isEmpty)
        #expect(!(try engine.samples(for: "Save button", settings: english)).isEmpty)
        helper.shutdown()
        engine.shutdown()
        #expect(parentProcess(of: first) == nil, "the first worker was reaped")
        #expect(parentProcess(of: sibling) == nil, "the sibling was reaped by the first worker")
    }

    @Test func aForkedWorkerSaysTheSameBytesAsAFreshlyStartedOne() throws {
        let fresh = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
        defer { fresh.shutdown() }
        let (engine, helper) = try makePair()
        defer { helper.shutdown(); engine.shutdown() }
        #expect(helper.sampleRate == fresh.sampleRate && helper.version == fresh.version)
        let voices = [english, SpeechSettings(voice: "de", wordsPerMinute: 200, pitch: 40), SpeechSettings(voice: "cmn")]
        for settings in voices {
            for phrase in Self.phrases + ["你好，这是耳闻。"] {
                let expected = try fresh.samples(for: phrase, settings: settings)
                #expect(!expected.isEmpty)
                #expect(try helper.samples(for: phrase, settings: settings) == expected, "\(settings.voice): \(phrase)")
                #expect(try engine.samples(for: phrase, settings: settings) == expected, "\(settings.voice): \(phrase)")
            }
        }
        #expect(helper.incidents.isEmpty && engine.incidents.isEmpty)
    }

    /// libespeak-ng 1.51 aborts on `s'` repeated 70 times: the sibling dies, its death is read
    /// from /proc while it is the first worker's zombie, and a normally started worker (this
    /// process's child) takes its place and says the same bytes.
    @Test func aCrashedSiblingIsReplacedByAFreshWorkerThatSaysTheSame() throws {
        let (engine, helper) = try makePair()
        defer { helper.shutdown(); engine.shutdown() }
        let before = try helper.samples(for: "Double-tap to open.", settings: english)
        let sibling = try #require(helper.workerProcessID)
        _ = try helper.samples(for: String(repeating: "s'", count: 70), settings: english)
        let incident = try #require(helper.incidents.first)
        #expect(incident.outcome == .recovered)
        #expect(incident.cause.contains("killed by signal 6 (SIGABRT)"), "\(incident.cause)")
        let replacement = try #require(helper.workerProcessID)
        #expect(replacement != sibling)
        #expect(parentProcess(of: replacement) == getpid(), "the replacement is started by this process")
        #expect(try helper.samples(for: "Double-tap to open.", settings: english) == before)
        // The first worker lives on, untouched.
        #expect(engine.incidents.isEmpty)
        #expect(!(try engine.samples(for: "Save button", settings: english)).isEmpty)
    }

    @Test func aKilledSiblingIsReplacedTransparently() throws {
        let (engine, helper) = try makePair()
        defer { helper.shutdown(); engine.shutdown() }
        let before = try helper.samples(for: "Settings, heading", settings: english)
        let sibling = try #require(helper.workerProcessID)
        #expect(kill(sibling, SIGKILL) == 0)
        #expect(try helper.samples(for: "Settings, heading", settings: english) == before)
        let incident = try #require(helper.incidents.first)
        #expect(incident.outcome == .workerReplaced)
        #expect(incident.cause.contains("SIGKILL"), "\(incident.cause)")
        #expect(helper.workerProcessID != sibling)
    }

    /// The first worker's death leaves its sibling serving (now an orphan); the first engine
    /// starts a fresh worker of its own.
    @Test func theFirstWorkersCrashLeavesTheSiblingServing() throws {
        let (engine, helper) = try makePair()
        defer { helper.shutdown(); engine.shutdown() }
        let before = try helper.samples(for: "Save button", settings: english)
        let first = try #require(engine.workerProcessID)
        #expect(kill(first, SIGKILL) == 0)
        #expect(try engine.samples(for: "Save button", settings: english) == before)
        #expect(try helper.samples(for: "Save button", settings: english) == before)
        #expect(helper.incidents.isEmpty)
        #expect(engine.incidents.map(\.outcome) == [.workerReplaced])
    }
}

/// The parent process of `pid` from /proc (nil once it is gone or reaped).
private func parentProcess(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    // After the command name in parentheses: state, then the parent's pid.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 1 else { return nil }
    return Int32(fields[1])
}
