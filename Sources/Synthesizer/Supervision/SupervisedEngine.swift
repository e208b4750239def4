import Foundation

/// libespeak-ng in a child process, so a phrase that crashes or hangs the library costs only that
/// phrase, never the caller.
///
/// libespeak-ng 1.51 aborts its whole process on some ordinary text (`s'` repeated 70 times), and
/// no released version fixes it. This engine keeps one worker (`earshot engine-worker`, serving
/// ``EspeakEngine/shared()``) and talks to it over a small binary protocol (``WorkerProtocol``).
/// When the worker dies or stops answering during a phrase, the phrase's partial audio is
/// discarded, a fresh worker is started and the phrase is tried once more by the ``SafePath``;
/// if that fails too, `synthesize` throws ``SpeechEngineError/phraseFailed(reason:)`` and the
/// caller puts a marked silence in its place. Every such event is kept as an ``EngineIncident``.
///
/// A phrase's audio is delivered to the sink only once it is complete, so a crash never leaves
/// half a phrase behind; the sink is called outside the engine's lock. One phrase at a time: calls
/// from several threads wait for each other (use one engine per thread for parallelism).
///
/// The parent never gets SIGPIPE from a dead worker (it writes with `MSG_NOSIGNAL`, see
/// ``WorkerProcess``), so nothing process-wide is changed at start-up.
///
/// `@unchecked Sendable`: the worker, its state and the incidents are read and written only while
/// `lock` is held; the rest are constants set in `init`.
package final class SupervisedEngine: SpeechEngine, @unchecked Sendable {
    /// How long the worker may take before it counts as hung, is killed and the phrase treated as
    /// a crash. Generous on purpose: a false alarm costs a restart and a changed phrase.
    package struct Timeouts: Sendable, Hashable {
        /// For a worker to start and answer the hello (normally ~50 ms: process start and
        /// libespeak-ng loading its data).
        package var startup: Duration
        /// Per phrase: `phraseBase + perCharacter × Unicode scalars`. libespeak-ng's slowest mode
        /// (at 450 wpm and above) runs near 170× real time and a character is well under half a
        /// second of speech even at 80 wpm, so real phrases need under 3 ms a character; the
        /// defaults allow 10 s plus 20 ms a character ("Save button": 10.2 s).
        package var phraseBase: Duration
        package var perCharacter: Duration

        package init(startup: Duration = .seconds(30), phraseBase: Duration = .seconds(10),
                    perCharacter: Duration = .milliseconds(20)) {
            self.startup = startup
            self.phraseBase = phraseBase
            self.perCharacter = perCharacter
        }

        /// The deadline for one phrase, from sending it to its last sample.
        package func phrase(_ text: String) -> Duration {
            phraseBase + perCharacter * text.unicodeScalars.count
        }
    }

    /// When a worker is replaced for the memory it holds.
    ///
    /// libespeak-ng 1.51 loads a second language's dictionary into a new translator whenever a
    /// phrase switches language for a word (a Vietnamese, Chinese or German phrase with an English
    /// word: "Wi-Fi", "Cookies"). Restoring the globals before each phrase (``EngineGlobals``)
    /// forgets that translator without freeing it, so each such phrase leaves ~180 KB behind in the
    /// worker (`aWorkerGrowingPastItsMemoryBoundIsReplacedAndSaysTheSame`). Phrases do not depend on what the
    /// worker said before, so a fresh worker says the rest with the same bytes.
    package struct MemoryBound: Sendable, Hashable {
        /// A worker whose resident memory is above this is replaced before its next phrase.
        package var residentBytes: Int
        /// Phrases a worker serves before it may be replaced, and between two looks at its memory
        /// (`/proc/PID/statm`): a worker whose voices alone are above the bound is not restarted
        /// over and over.
        package var phrasesBeforeReplacing: Int
        package var phrasesBetweenLooks: Int

        package init(residentBytes: Int = 56 << 20, phrasesBeforeReplacing: Int = 128, phrasesBetweenLooks: Int = 16) {
            self.residentBytes = residentBytes
            self.phrasesBeforeReplacing = phrasesBeforeReplacing
            self.phrasesBetweenLooks = max(1, phrasesBetweenLooks)
        }
    }

    package let sampleRate: Int
    /// The worker's libespeak-ng version string, as ``EspeakEngine/version``.
    package let version: String
    package let timeouts: Timeouts
    package let memoryBound: MemoryBound
    /// How every worker of this engine is started, a restarted one too.
    private let launch: Launch

    private let lock = NSLock()
    private var worker: WorkerProcess?
    /// Phrases the running worker has said.
    private var phrasesServed = 0
    private var recorded: [EngineIncident] = []

    /// Starts the worker and reads its sample rate and engine version from the handshake.
    /// - Parameters:
    ///   - workerExecutable: an `earshot` binary (tests pass the one SwiftPM built).
    ///   - environment: the worker's whole environment; nil inherits this process's. Unless it
    ///     sets `SWIFT_BACKTRACE`, the worker gets `enable=no`: the Swift runtime's crash
    ///     backtrace would take time to symbolicate on every expected crash and bury glibc's
    ///     one-line reason in the incident's log.
    /// - Throws: ``SpeechEngineError``: the worker's own (e.g. `dataNotFound`) if its engine
    ///   cannot start, `workerFailed` if the process cannot start or does not speak the protocol.
    package init(workerExecutable: URL, arguments: [String] = ["engine-worker"],
                 environment: [String: String]? = nil, timeouts: Timeouts = Timeouts(),
                 memoryBound: MemoryBound = MemoryBound()) throws {
        let launch = Launch(executable: workerExecutable, arguments: arguments, environment: environment,
                            startup: timeouts.startup)
        let worker = try launch.spawn()
        let hello = try launch.greet(worker)
        self.launch = launch
        self.worker = worker
        self.timeouts = timeouts
        self.memoryBound = memoryBound
        sampleRate = hello.sampleRate
        version = hello.engineVersion
    }

    /// A worker running `program` (``EngineWorkerProgram/locate(environment:)`` finds one for a
    /// library user's process).
    package convenience init(program: EngineWorkerProgram, environment: [String: String]? = nil,
                            timeouts: Timeouts = Timeouts()) throws {
        try self.init(workerExecutable: program.executable, arguments: program.arguments,
                      environment: environment, timeouts: timeouts)
    }

    /// A worker running this same program (``EngineWorkerProgram/thisProgram``), which must
    /// therefore be `earshot` or answer `engine-worker` as it does.
    package convenience init(environment: [String: String]? = nil, timeouts: Timeouts = Timeouts()) throws {
        try self.init(program: .thisProgram, environment: environment, timeouts: timeouts)
    }

    deinit {
        worker?.stop(grace: .milliseconds(200))
    }

    /// Everything recorded so far, oldest first.
    package var incidents: [EngineIncident] { lock.withLock { recorded } }

    /// The incidents recorded since the last call, e.g. to report them for the screen just
    /// rendered; they are forgotten here.
    package func takeIncidents() -> [EngineIncident] {
        lock.withLock {
            defer { recorded.removeAll() }
            return recorded
        }
    }

    /// The running worker's process id, nil between a crash and the next phrase. For diagnostics.
    package var workerProcessID: Int32? { lock.withLock { worker?.pid } }

    /// Ends the worker (closing its input, then SIGKILL if it has not exited within 200 ms) and
    /// reaps it. A later `synthesize` would start a new one.
    package func shutdown() {
        lock.withLock {
            worker?.stop(grace: .milliseconds(200))
            worker = nil
        }
    }

    package func synthesize(
        _ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void
    ) throws {
        lock.lock()
        let said = Result { try say(text, settings) }
        replaceWorkerHoldingTooMuch()
        lock.unlock()
        try said.get().withUnsafeBufferPointer(sink)
    }

    /// Counts the phrase just said and, every so many phrases, ends a worker whose resident
    /// memory is above ``memoryBound``; the next phrase starts a new one. Called with the lock held.
    private func replaceWorkerHoldingTooMuch() {
        guard let worker else { return }
        phrasesServed += 1
        guard phrasesServed >= memoryBound.phrasesBeforeReplacing,
              phrasesServed % memoryBound.phrasesBetweenLooks == 0,
              let resident = Self.residentBytes(of: worker.pid), resident > memoryBound.residentBytes else { return }
        worker.stop(grace: .milliseconds(200))
        self.worker = nil
    }

    /// A process's resident memory, or nil where it cannot be read: on Linux `/proc/PID/statm`
    /// (its second field, in pages); on macOS libproc's `proc_pidinfo(PROC_PIDTASKINFO)`.
    package static func residentBytes(of pid: pid_t) -> Int? {
        #if canImport(Darwin)
        return DarwinTaskInfo.residentBytes(of: pid)
        #else
        let fd = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }

    /// The phrase's audio: as asked, else by the safe path after a crash (its pieces one after
    /// another). Called with the lock held.
    private func say(_ text: String, _ settings: SpeechSettings) throws -> [Int16] {
        let first: Crash
        switch try attempt(text, settings) {
        case .said(let samples): return samples
        case .crashed(let crash): first = crash
        }
        var audio: [Int16] = []
        for piece in SafePath.pieces(for: text) {
            switch try attempt(piece, settings) {
            case .said(let samples):
                audio += samples
            case .crashed(let second):
                let incident = EngineIncident(phrase: text, voice: settings.voice,
                                              cause: "\(first.cause); on the safe path: \(second.cause)",
                                              outcome: .lost, workerLog: first.log)
                recorded.append(incident)
                throw SpeechEngineError.phraseFailed(reason: incident.description)
            }
        }
        recorded.append(EngineIncident(phrase: text, voice: settings.voice, cause: first.cause,
                                       outcome: .recovered, workerLog: first.log))
        return audio
    }

    private struct Crash {
        var cause: String
        var log: String
    }

    private enum Attempt {
        case said([Int16])
        /// The worker died or hung after it took the phrase.
        case crashed(Crash)
    }

    /// One request to the worker. A worker found dead before it took the phrase is replaced and
    /// the same phrase sent again (once); a death after it took the phrase is the phrase's crash.
    private func attempt(_ text: String, _ settings: SpeechSettings) throws -> Attempt {
        let request = WorkerProtocol.frame(.synthesize, WorkerProtocol.Request(settings: settings, text: text).payload)
        guard request.count <= WorkerProtocol.maximumPayload else {
            throw SpeechEngineError.phraseFailed(reason: "a phrase of \(text.utf8.count) bytes is over the worker's 16 MiB limit")
        }
        var replaced = false
        while true {
            let worker = try runningWorker()
            let limit = timeouts.phrase(text)
            var accepted = false
            do {
                let deadline = ContinuousClock.now + limit
                try worker.transmit(request, until: deadline)
                let receipt = try worker.receive(until: deadline)
                guard receipt.kind == .accepted else { throw Self.unexpected(receipt) }
                accepted = true
                let answer = try worker.receive(until: deadline)
                switch answer.kind {
                case .audio:
                    guard let samples = answer.samples else {
                        throw WorkerProcess.Failure.garbled(WorkerProtocolError("the worker sent an audio frame of odd length"))
                    }
                    return .said(samples)
                case .error:
                    // The engine refused (unknown voice, failed status); the worker lives on.
                    throw try Self.decoded(answer, SpeechEngineError.self, what: "error")
                default:
                    throw Self.unexpected(answer)
                }
            } catch let failure as WorkerProcess.Failure {
                let ended = worker.stop()
                let cause = switch failure {
                case .ended: ended
                case .timedOut: "no answer within \(Self.seconds(limit)), then killed"
                case .garbled(let why): "sent bytes outside the protocol (\(why)), then killed"
                }
                let log = String(worker.stderrTail.trimmingCharacters(in: .whitespacesAndNewlines).suffix(1000))
                self.worker = nil
                if accepted { return .crashed(Crash(cause: cause, log: log)) }
                guard !replaced else {
                    throw SpeechEngineError.workerFailed("the worker ended twice before taking a phrase (\(cause)): \(log)")
                }
                replaced = true
                recorded.append(EngineIncident(phrase: text, voice: settings.voice, cause: cause,
                                               outcome: .workerReplaced, workerLog: log))
            }
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        return String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
    }

    /// A frame's JSON value; one that does not decode counts as the worker failing, like a crash.
    private static func decoded<T: Decodable>(_ frame: WorkerFrame, _ type: T.Type, what: String) throws(WorkerProcess.Failure) -> T {
        do { return try frame.decoded(type, what: what) } catch { throw .garbled(error) }
    }

    private static func unexpected(_ frame: WorkerFrame) -> WorkerProcess.Failure {
        .garbled(WorkerProtocolError("the worker sent an unexpected frame of kind 0x\(String(frame.kind.rawValue, radix: 16))"))
    }

    /// The worker, started (and checked against the first one) if there is none.
    private func runningWorker() throws -> WorkerProcess {
        if let worker { return worker }
        let fresh = try launch.spawn()
        let hello = try launch.greet(fresh)
        guard hello.sampleRate == sampleRate, hello.engineVersion == version else {
            fresh.stop()
            throw SpeechEngineError.workerFailed(
                "a restarted worker reports \(hello.sampleRate) Hz and libespeak-ng \(hello.engineVersion); the first reported \(sampleRate) Hz and \(version)")
        }
        worker = fresh
        phrasesServed = 0
        return fresh
    }

    /// How every worker of an engine is started (a restarted one too) and greeted.
    private struct Launch {
        var executable: URL
        var arguments: [String]
        /// The worker's whole environment: the one given, else this process's, with
        /// `SWIFT_BACKTRACE=enable=no` unless it says otherwise (see `init`).
        var environment: [String: String]
        var startup: Duration

        init(executable: URL, arguments: [String], environment: [String: String]?, startup: Duration) {
            self.executable = executable
            self.arguments = arguments
            var environment = environment ?? ProcessInfo.processInfo.environment
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            self.environment = environment
            self.startup = startup
        }

        func spawn() throws -> WorkerProcess {
            try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
        }

        /// Greets a started worker and reads its hello; stops it and throws if it does not answer as one.
        func greet(_ worker: WorkerProcess) throws -> WorkerProtocol.Hello {
            let deadline = ContinuousClock.now + startup
            let failure: String
            do {
                try worker.transmit(WorkerProtocol.parentHello, until: deadline)
                let frame = try worker.receive(until: deadline)
                switch frame.kind {
                case .hello:
                    let hello = try SupervisedEngine.decoded(frame, WorkerProtocol.Hello.self, what: "hello")
                    if hello.protocolVersion == WorkerProtocol.version { return hello }
                    failure = "speaks engine protocol v\(hello.protocolVersion); this Earshot speaks v\(WorkerProtocol.version)"
                case .error:
                    let error = try SupervisedEngine.decoded(frame, SpeechEngineError.self, what: "error")
                    worker.stop(grace: .milliseconds(200))
                    throw error
                default:
                    failure = "answered the hello with a frame of kind 0x\(String(frame.kind.rawValue, radix: 16))"
                }
            } catch let error as SpeechEngineError {
                throw error
            } catch WorkerProcess.Failure.timedOut {
                failure = "did not answer within \(SupervisedEngine.seconds(startup))"
            } catch WorkerProcess.Failure.garbled(let why) {
                failure = "does not speak the engine protocol (\(why))"
            } catch {
                failure = "ended before its handshake"
            }
            let ended = worker.stop()
            let lastLine = worker.stderrTail.split(separator: "\n").last.map { ": \($0)" } ?? ""
            throw SpeechEngineError.workerFailed(
                "\(([executable.path] + arguments).joined(separator: " ")) \(failure) (\(ended))\(lastLine)")
        }
    }
}
