#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of the protocol, run by `earshot engine-worker` over its stdin and stdout.
///
/// It owns the process's one libespeak-ng and serves one phrase at a time until its input ends.
/// If the library aborts on a phrase, this process dies and ``SupervisedEngine`` starts another;
/// nothing here tries to survive that.
package enum EngineWorkerServer {
    /// Serves requests until `input` ends at a frame boundary (the parent closed it) or the parent
    /// stops reading. Throws ``WorkerProtocolError`` for input that is not the protocol, and the
    /// engine's ``SpeechEngineError`` if it cannot start (after telling the parent).
    ///
    /// When `output` is stdout, the protocol moves to a private copy of it and stdout itself is
    /// pointed at stderr: anything the library prints lands in the diagnostics, never in the audio.
    package static func serve(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, engine makeEngine: () throws -> EspeakEngine
    ) throws {
        disableCoreDumps()
        var output = output
        if output == STDOUT_FILENO {
            let copy = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
            if copy >= 0 {
                output = copy
                dup2(STDERR_FILENO, STDOUT_FILENO)
            }
        }
        let decoder = FrameDecoder(source: "stdin")
        /// Blocks for the next whole frame; nil at end of input.
        func nextFrame() throws(WorkerProtocolError) -> WorkerFrame? {
            while true {
                if let frame = try decoder.next() { return frame }
                var count = 0
                repeat { count = decoder.fill { read(input, $0, $1) } } while count < 0 && errno == EINTR
                guard count > 0 else { return nil }
            }
        }
        guard let hello = try nextFrame() else {
            throw WorkerProtocolError("stdin ended before the hello frame; this command is started by Earshot, not by hand (docs/engine.md)")
        }
        try WorkerProtocol.checkParentHello(hello)

        let engine: EspeakEngine
        do {
            engine = try makeEngine()
        } catch {
            let failure = error as? SpeechEngineError ?? .workerFailed("\(error)")
            _ = writeAll(WorkerProtocol.frame(.error, json: failure), to: output)
            throw failure
        }
        let workerHello = WorkerProtocol.Hello(sampleRate: engine.sampleRate, engineVersion: engine.version)
        guard writeAll(WorkerProtocol.frame(.hello, json: workerHello), to: output) else { return }

        while let frame = try nextFrame() {
            guard frame.kind == .synthesize else {
                throw WorkerProtocolError("stdin byte \(decoder.consumed): expected a synthesize frame, got kind 0x\(String(frame.kind.rawValue, radix: 16, uppercase: true))")
            }
            let request = try WorkerProtocol.Request(payload: frame.payload)
            // Sent before synthesis: a death from here on is this phrase's doing.
            guard writeAll(WorkerProtocol.frame(.accepted), to: output) else { return }
            let answer: [UInt8]
            do {
                answer = WorkerProtocol.frame(.audio, samples: try engine.samples(for: request.text, settings: request.settings))
            } catch {
                answer = WorkerProtocol.frame(.error, json: error as? SpeechEngineError ?? .workerFailed("\(error)"))
            }
            guard writeAll(answer, to: output) else { return }
        }
        if decoder.pendingCount > 0 {
            throw WorkerProtocolError("stdin ended inside a frame at byte \(decoder.consumed)")
        }
    }

    /// Writes all of `bytes`; false once the parent has stopped reading.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// A crash here is expected and handled by the parent: a core file per crash would only
    /// litter the folder a batch runs in.
    private static func disableCoreDumps() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        #if canImport(Glibc)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        #else
        _ = setrlimit(RLIMIT_CORE, &none)
        #endif
    }
}
