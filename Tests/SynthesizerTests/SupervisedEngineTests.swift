import Renderer
import Foundation
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

#if canImport(Glibc)
import Glibc
#endif

@Suite("libespeak-ng in a supervised worker process")
struct SupervisedEngineTests {
    /// `s'` 70 times: libespeak-ng 1.51 aborts its process on it (65 times is fine).
    static let overflowing = String(repeating: "s'", count: 70)
    let english = SpeechSettings(voice: "en-us")

    func makeEngine(timeouts: SupervisedEngine.Timeouts = .init()) throws -> SupervisedEngine {
        try SupervisedEngine(workerExecutable: Repository.earshotExecutable, timeouts: timeouts)
    }

    func inProcess(_ text: String, _ settings: SpeechSettings) throws -> [Int16] {
        try EspeakEngine.shared().samples(for: text, settings: settings)
    }

    /// What the in-process engine says for `text` as the first phrase of a fresh process: the
    /// output of `earshot speak`, with the settings it used. libespeak-ng's audio also depends on
    /// what its process said before (up to 10 % longer or shorter), so exact comparisons are made
    /// between processes with the same history: a fresh worker's first phrase and this.
    func spokenInProcess(_ text: String, language: String = "en-US", rate: Double? = nil,
                         pitch: Int? = nil) throws -> (SpeechSettings, [Int16]) {
        let profile = try Repository.voiceStore().require(language)
        let settings = SpeechSettings(
            voice: profile.espeakVoice,
            wordsPerMinute: profile.rate.wordsPerMinute(atPercent: rate ?? profile.rate.defaultPercent),
            pitch: PitchSettings.espeakPitch(pitch ?? profile.pitch.defaultValue))
        let directory = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wav = directory.appendingPathComponent("speak.wav")
        var arguments = ["speak", text, "--language", language, "-o", wav.path]
        if let rate { arguments += ["--rate", "\(rate)"] }
        if let pitch { arguments += ["--pitch", "\(pitch)"] }
        let result = try runEarshot(arguments)
        try #require(result.status == 0, "\(result.stderr)")
        return (settings, try WAVFile(contentsOf: wav).samples)
    }

    /// What `earshot speak` says for `text`: the text as `earshot normalize` prints it.
    func normalized(_ text: String, language: String) throws -> String {
        let result = try runEarshot(["normalize", text, "--language", language])
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
    }

    @Test(arguments: [
        ("Save button", "en-US", nil, nil),
        ("Settings, heading. Double-tap to open.", "en-US", 80, 80),
        ("Olá do Earshot. Ajustes, Botão.", "pt-BR", 40, 30),
        ("你好，这是耳闻。", "zh-CN", nil, nil),
        // Long enough for the worker to stream it as many PCM frames.
        (String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20), "en-US", nil, nil),
    ] as [(String, String, Double?, Int?)])
    func workerAudioIsByteIdenticalToInProcess(_ text: String, _ language: String, _ rate: Double?, _ pitch: Int?) throws {
        let (settings, expected) = try spokenInProcess(text, language: language, rate: rate, pitch: pitch)
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let local = try EspeakEngine.shared()
        #expect(engine.sampleRate == local.sampleRate)
        #expect(engine.version == local.version)
        // `speak` says the text as a render would (normalized): the worker is given the same words.
        let actual = try engine.samples(for: try normalized(text, language: language), settings: settings)
        #expect(!expected.isEmpty)
        #expect(same(actual, expected), "\(actual.count) samples vs \(expected.count), first difference at \(String(describing: firstDifference(actual, expected)))")
        #expect(engine.incidents.isEmpty)
    }

    @Test func overflowingPhraseIsRecoveredBySafePathWithoutKillingTheCaller() throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let crashed = try #require(engine.workerProcessID)
        let audio = try engine.samples(for: Self.overflowing, settings: english)
        // The safe path breaks the run into speakable pieces: about 70 "s" sounds, not a silence.
        let seconds = Double(audio.count) / Double(engine.sampleRate)
        #expect(seconds > 2, "only \(seconds) s of audio")
        #expect(AudioAnalysis.rms(audio[...]) > 300)
        let incident = try #require(engine.incidents.first)
        #expect(engine.incidents.count == 1)
        #expect(incident.outcome == .recovered)
        #expect(incident.cause.contains("SIGABRT"), "\(incident.cause)")
        #expect(incident.workerLog.contains("buffer overflow detected"), "\(incident.workerLog)")
        #expect(incident.phrase.count <= EngineIncident.phraseLimit + 1)
        #expect(incident.voice == "en-us")
        #expect(engine.workerProcessID != crashed)
        #expect(!isUnreapedChild(crashed))
    }

    @Test func phraseAfterACrashComesFromAFreshWorker() throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        _ = try engine.samples(for: Self.overflowing, settings: english)
        let next = try engine.samples(for: "Save button", settings: english)
        #expect(similar(next, try inProcess("Save button", english)))
        #expect(engine.takeIncidents().map(\.outcome) == [.recovered])
        #expect(engine.incidents.isEmpty, "takeIncidents forgets what it returned")
    }

    /// A stand-in worker: a shell script that answers the hello like the real one, accepts the
    /// first phrase and then runs `afterAccepting`. No known text crashes libespeak-ng after the
    /// safe path, so this is how the paths after a second failure are tested.
    func scriptedWorker(afterAccepting: String, in directory: URL) throws -> URL {
        let local = try EspeakEngine.shared()
        let hello = try JSONSerialization.data(withJSONObject: [
            "protocolVersion": 7, "sampleRate": local.sampleRate, "engineVersion": local.version,
        ])
        let frame = [0x48] + withUnsafeBytes(of: UInt32(hello.count).littleEndian, Array.init) + Array(hello)
        let octal = frame.map { "\\" + String($0, radix: 8) }.joined()
        let script = directory.appendingPathComponent("worker")
        try """
            #!/bin/sh
            dd bs=64 count=1 of=/dev/null 2>/dev/null
            printf '\(octal)'
            dd bs=1 count=1 of=/dev/null 2>/dev/null
            printf 'A\\0\\0\\0\\0'
            \(afterAccepting)
            """.write(to: script, atomically: true, encoding: .utf8)
        try #require(chmod(script.path, 0o755) == 0)
        return script
    }

    @Test func phraseTheSafePathCannotSayIsLostWithPhraseFailed() throws {
        let directory = try Repository.temporaryDirectory("earshot-crashing-worker")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try scriptedWorker(afterAccepting: """
            echo '*** buffer overflow detected ***: terminated' >&2
            kill -ABRT $$
            """, in: directory)
        let engine = try SupervisedEngine(workerExecutable: script, arguments: [])
        defer { engine.shutdown() }
        #expect(engine.version == (try EspeakEngine.shared().version))
        do {
            _ = try engine.samples(for: "Save button", settings: english)
            Issue.record("a phrase was said by a worker that always crashes")
        } catch SpeechEngineError.phraseFailed(let reason) {
            #expect(reason.contains("Save button") && reason.contains("lost"), "\(reason)")
        }
        let incident = try #require(engine.incidents.first)
        #expect(engine.incidents.count == 1)
        #expect(incident.outcome == .lost)
        #expect(incident.cause == "killed by signal 6 (SIGABRT); on the safe path: killed by signal 6 (SIGABRT)")
        #expect(incident.workerLog.contains("buffer overflow detected"))
    }

    @Test func workerHangingOnAPhraseIsKilledAfterTheTimeout() throws {
        let directory = try Repository.temporaryDirectory("earshot-hanging-worker")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try scriptedWorker(afterAccepting: "exec sleep 60", in: directory)
        let timeouts = SupervisedEngine.Timeouts(phraseBase: .seconds(1), perCharacter: .zero)
        let engine = try SupervisedEngine(workerExecutable: script, arguments: [], timeouts: timeouts)
        defer { engine.shutdown() }
        let hung = try #require(engine.workerProcessID)
        let started = ContinuousClock.now
        #expect(throws: SpeechEngineError.self) { try engine.samples(for: "Save button", settings: english) }
        // One deadline for the phrase, one for the first piece of the safe path; not 60 s.
        let waited = ContinuousClock.now - started
        #expect(waited >= .seconds(2) && waited < .seconds(20), "\(waited)")
        let incident = try #require(engine.incidents.first)
        #expect(incident.outcome == .lost)
        #expect(incident.cause == "no answer within 1.0 s, then killed; on the safe path: no answer within 1.0 s, then killed")
        #expect(!isUnreapedChild(hung))
    }

    @Test func killedWorkerIsReplacedTransparently() throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        _ = try engine.samples(for: "Warm up", settings: english)
        let first = try #require(engine.workerProcessID)
        #expect(kill(first, SIGKILL) == 0)
        let audio = try engine.samples(for: "Settings", settings: english)
        // The fresh worker's first phrase: exactly what a fresh process says.
        #expect(same(audio, try spokenInProcess("Settings").1))
        let incident = try #require(engine.incidents.first)
        #expect(incident.outcome == .workerReplaced)
        #expect(incident.cause.contains("SIGKILL"), "\(incident.cause)")
        #expect(engine.workerProcessID != first)
        #expect(!isUnreapedChild(first))
    }

    @Test func stoppedWorkerHitsTheTimeoutAndIsReplaced() throws {
        let timeouts = SupervisedEngine.Timeouts(phraseBase: .seconds(2), perCharacter: .zero)
        let engine = try makeEngine(timeouts: timeouts)
        defer { engine.shutdown() }
        let stopped = try #require(engine.workerProcessID)
        #expect(kill(stopped, SIGSTOP) == 0)
        let started = ContinuousClock.now
        let audio = try engine.samples(for: "Back button", settings: english)
        #expect(ContinuousClock.now - started >= .seconds(2))
        #expect(same(audio, try spokenInProcess("Back button").1))
        let incident = try #require(engine.incidents.first)
        #expect(incident.outcome == .workerReplaced)
        #expect(incident.cause.contains("no answer within 2.0 s"), "\(incident.cause)")
        #expect(!isUnreapedChild(stopped))
    }

    @Test func engineErrorsCrossTheBoundaryAndTheWorkerLivesOn() throws {
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let worker = engine.workerProcessID
        #expect(throws: SpeechEngineError.voiceNotFound("no-such-voice")) {
            try engine.samples(for: "x", settings: SpeechSettings(voice: "no-such-voice"))
        }
        let done = try engine.samples(for: "Done", settings: english), expected = try inProcess("Done", english)
        #expect(similar(done, expected), "\(done.count) samples vs \(expected.count) in process, RMS \(AudioAnalysis.rms(done[...]))")
        #expect(engine.workerProcessID == worker)
        #expect(engine.incidents.isEmpty)
    }

    @Test func manyPhrasesKeepWorkerMemoryFlatAndLeaveNoZombies() throws {
        let engine = try makeEngine()
        let labels = ["Save", "Cancel", "Settings", "Back", "Done", "Edit", "Share", "Delete", "Search", "Profile"]
        let roles = ["button", "heading", "link", "tab, 2 of 5", "switch button, on"]
        var workers: [Int32] = []
        func sayAll(_ rounds: Int) throws {
            for round in 0..<rounds {
                for label in labels {
                    let audio = try engine.samples(for: "\(label) \(roles[round % roles.count])", settings: english)
                    #expect(!audio.isEmpty)
                }
            }
        }
        try sayAll(10)
        let worker = try #require(engine.workerProcessID)
        workers.append(worker)
        let before = try #require(residentKilobytes(worker))
        try sayAll(60)
        let after = try #require(residentKilobytes(worker))
        #expect(after - before < 4096, "worker grew from \(before) kB to \(after) kB over 600 phrases")
        // A crash in between adds a second worker; both must be gone after shutdown.
        _ = try engine.samples(for: Self.overflowing, settings: english)
        workers.append(try #require(engine.workerProcessID))
        try sayAll(2)
        #expect(isUnreapedChild(workers[1]), "the running worker is seen as a child")
        engine.shutdown()
        #expect(engine.workerProcessID == nil)
        for pid in workers {
            #expect(!isUnreapedChild(pid), "worker \(pid) is still a child of the test process")
        }
    }

    /// A phrase that switches language for a word (vi "Cooper", read by the English dictionary)
    /// makes libespeak-ng load a second translator, which restoring the globals forgets without
    /// freeing: the worker grows by ~180 KB a phrase. Past its memory bound the worker is
    /// replaced, and the phrases after it sound the same.
    @Test func aWorkerGrowingPastItsMemoryBoundIsReplacedAndSaysTheSame() throws {
        let vietnamese = SpeechSettings(voice: "vi")
        let phrase = "Cooper golden retriever"
        let unbounded = try makeEngine()
        defer { unbounded.shutdown() }
        let first = try unbounded.samples(for: phrase, settings: vietnamese)
        let worker = try #require(unbounded.workerProcessID)
        let start = try #require(SupervisedEngine.residentBytes(of: worker))
        for _ in 0..<16 { _ = try unbounded.samples(for: phrase, settings: vietnamese) }
        let grown = try #require(SupervisedEngine.residentBytes(of: worker))
        // The library's leak this bound exists for; if a later libespeak-ng frees the
        // translator, this fails and the bound can go.
        #expect(grown - start > 16 * 100_000, "worker grew from \(start) to \(grown) bytes over 16 phrases")
        #expect(unbounded.workerProcessID == worker, "the default bound leaves a young worker alone")

        let bound = SupervisedEngine.MemoryBound(residentBytes: start + (2 << 20), phrasesBeforeReplacing: 4, phrasesBetweenLooks: 2)
        let bounded = try SupervisedEngine(workerExecutable: Repository.earshotExecutable, memoryBound: bound)
        defer { bounded.shutdown() }
        var workers = Set<Int32>()
        for index in 0..<40 {
            #expect(try bounded.samples(for: phrase, settings: vietnamese) == first, "phrase \(index)")
            if let pid = bounded.workerProcessID { workers.insert(pid) }
        }
        #expect(workers.count >= 2, "40 phrases of ~180 KB each past a bound 2 MB above the start replace the worker")
        #expect(bounded.incidents.isEmpty, "a replacement for memory is not an incident")
    }

    @Test func workerInheritsNoDescriptorOfTheParent() throws {
        // A pipe opened without close-on-exec, as any library might: if the worker kept its
        // write end, the pipe's reader would never see end of file while the worker lives.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let pipeName = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(ends[1])")
        let engine = try makeEngine()
        defer { engine.shutdown() }
        let worker = try #require(engine.workerProcessID)
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(worker)/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(worker)/fd/\($0)")
        }
        #expect(!held.isEmpty, "the worker's descriptors could not be read")
        #expect(!held.contains(pipeName), "the worker holds \(pipeName): \(held)")
    }

    @Test func workerThatCannotStartIsAClearError() throws {
        do {
            _ = try SupervisedEngine(workerExecutable: URL(fileURLWithPath: "/bin/true"), arguments: [])
            Issue.record("/bin/true was taken for a worker")
        } catch let error as SpeechEngineError {
            guard case .workerFailed(let why) = error else { throw error }
            #expect(why.contains("/bin/true") && why.contains("exited with status 0"), "\(why)")
        }
        let timeouts = SupervisedEngine.Timeouts(startup: .milliseconds(500))
        do {
            _ = try SupervisedEngine(workerExecutable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["60"], timeouts: timeouts)
            Issue.record("a silent worker was taken for a worker")
        } catch let error as SpeechEngineError {
            guard case .workerFailed(let why) = error else { throw error }
            #expect(why.contains("did not answer within 0.5 s"), "\(why)")
        }
        #expect(throws: SpeechEngineError.self) {
            try SupervisedEngine(workerExecutable: URL(fileURLWithPath: "/no/such/earshot"))
        }
    }

    @Test(arguments: junkInputs)
    func junkOnTheWorkersStdinIsOneLineAndExit1(_ what: String, _ junk: Data) throws {
        let result = try runEarshot(["engine-worker"], input: junk)
        #expect(result.status == 1, "\(what): exit \(result.status)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(what): \(result.stderr)")
        #expect(result.stderr.hasPrefix("earshot: engine-worker: "), "\(what): \(result.stderr)")
    }

    @Test func safePathBreaksLongRunsAndHalvesThePhrase() {
        let pieces = SafePath.pieces(for: Self.overflowing)
        #expect(pieces.count == 2)
        let runs = pieces.flatMap { $0.split(separator: " ") }
        #expect(runs.allSatisfy { $0.count <= SafePath.longestRun }, "\(runs)")
        #expect(runs.joined() == Self.overflowing, "nothing is dropped, only spaces added")
        #expect(SafePath.pieces(for: "Save button, dimmed") == ["Save button,", "dimmed"])
        #expect(SafePath.pieces(for: "OK") == ["OK"])
        #expect(SafePath.pieces(for: " \n ").isEmpty)
    }
}

/// Sample-exact equality, as a plain Bool: Testing would otherwise diff the arrays on failure,
/// which takes minutes for a phrase's worth of samples.
private func same(_ a: [Int16], _ b: [Int16]) -> Bool { a == b }

/// The same speech give or take libespeak-ng's history effect, which reaches 10 % on short
/// words ("Done" is 7,346 samples fresh, 8,060 right after "Save button"): within 15 % in
/// length, and not silent.
private func similar(_ a: [Int16], _ b: [Int16]) -> Bool {
    !a.isEmpty && abs(a.count - b.count) <= b.count * 15 / 100 && AudioAnalysis.rms(a[...]) > 300
}

private func firstDifference(_ a: [Int16], _ b: [Int16]) -> Int? {
    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? (a.count == b.count ? nil : min(a.count, b.count))
}

/// Input that is not the engine protocol, each with what it is.
private let junkInputs: [(String, Data)] = {
    let hello = helloFrame(version: 7)
    var cases: [(String, Data)] = []
    cases.append(("plain text", Data("hello world\n".utf8)))
    cases.append(("nothing", Data()))
    cases.append(("a huge frame length", Data([0x48, 0xFF, 0xFF, 0xFF, 0x7F])))
    cases.append(("a hello without the magic", Data([0x48, 0x04, 0, 0, 0]) + Data("earl".utf8)))
    cases.append(("a future protocol version", helloFrame(version: 99)))
    cases.append(("a cut-off request", hello + Data([0x53, 0x40, 0, 0, 0, 1, 2])))
    cases.append(("an unknown frame after the hello", hello + Data([0x5A, 0, 0, 0, 0])))
    func request(_ fields: [String]) -> Data {
        let payload = Data(fields.joined(separator: "\u{1F}").utf8)
        return hello + Data([0x53, UInt8(payload.count), 0, 0, 0]) + payload
    }
    cases.append(("a request of fewer than five fields", request(["en-us", "175", "50", "Save"])))
    cases.append(("a request whose rate is not a number", request(["en-us", "fast", "50", "", "Save"])))
    cases.append(("a pronunciation that is not a checked phoneme", request(["en-us", "175", "50", "h @ <", "x"])))
    return cases
}()

/// The parent's hello frame with a chosen protocol version.
private func helloFrame(version: UInt16) -> Data {
    let magic = Data("earshot-engine".utf8)
    return Data([0x48, UInt8(magic.count + 2), 0, 0, 0]) + magic + Data([UInt8(version & 0xFF), UInt8(version >> 8)])
}

/// Whether `pid` is a child of this process that is still running or not yet reaped (a zombie).
private func isUnreapedChild(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return false }
    // After the command name in parentheses: state, then the parent's pid.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 && Int32(fields[1]) == getpid()
}

/// A process's resident memory in kilobytes, from /proc.
private func residentKilobytes(_ pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}
