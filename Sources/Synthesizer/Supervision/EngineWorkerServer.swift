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
        let reader = FrameReader(fd: input)
        var writer = FrameWriter(fd: output)
        guard let hello = try reader.next() else {
            throw WorkerProtocolError("stdin ended before the hello frame; this command is started by Earshot, not by hand (docs/engine.md)")
        }
        try WorkerMessage.checkParentHello(hello)

        let engine: EspeakEngine
        do {
            engine = try makeEngine()
        } catch {
            let failure = error as? SpeechEngineError ?? .workerFailed("\(error)")
            WorkerMessage.encodeError(failure, into: &writer.encoder)
            _ = writer.flush()
            throw failure
        }
        WorkerMessage.WorkerHello(sampleRate: engine.sampleRate, engineVersion: engine.version).encode(into: &writer.encoder)
        guard writer.flush() else { return }

        while let frame = try reader.next() {
            let request = try reader.request(frame)
            // Flushed before synthesis: a death from here on is this phrase's doing.
            writer.encoder.frame(.accepted)
            guard writer.flush() else { return }
            var sampleCount = 0
            var parentGone = false
            do {
                try engine.synthesize(request.text, settings: request.settings) { chunk in
                    guard !parentGone else { return }
                    sampleCount += chunk.count
                    if !writer.send(chunk) { parentGone = true }
                }
                WorkerMessage.encodeEnd(sampleCount: sampleCount, into: &writer.encoder)
            } catch {
                writer.encoder.removeAll()  // audio of a failed phrase is not sent
                WorkerMessage.encodeError(error as? SpeechEngineError ?? .workerFailed("\(error)"), into: &writer.encoder)
            }
            guard !parentGone, writer.flush() else { return }
        }
        if reader.decoder.pendingCount > 0 {
            throw WorkerProtocolError("stdin ended inside a frame at byte \(reader.decoder.consumed)")
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

/// Frames from a blocking file descriptor.
private struct FrameReader {
    let fd: Int32
    let decoder = FrameDecoder(source: "stdin")

    /// Blocks for the next whole frame; nil at end of input.
    func next() throws(WorkerProtocolError) -> WorkerFrame? {
        while true {
            if let frame = try decoder.next() { return frame }
            guard fill() > 0 else { return nil }
        }
    }

    /// A synthesize frame's request; any other frame is not the protocol here.
    func request(_ frame: WorkerFrame) throws(WorkerProtocolError) -> WorkerMessage.Request {
        guard frame.kind == .synthesize else {
            throw WorkerProtocolError("stdin byte \(decoder.consumed): expected a synthesize frame, got kind 0x\(String(frame.kind.rawValue, radix: 16, uppercase: true))")
        }
        return try WorkerMessage.Request(frame)
    }

    private func fill() -> Int {
        var count = 0
        repeat { count = decoder.fill { read(fd, $0, $1) } } while count < 0 && errno == EINTR
        return count
    }
}

/// Buffered frames to a blocking file descriptor.
private struct FrameWriter {
    let fd: Int32
    var encoder = FrameEncoder()

    /// Buffers `samples` as PCM frames of at most the frame size, writing whenever the buffer
    /// fills; false once the parent has stopped reading.
    mutating func send(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
        var rest = samples
        while !rest.isEmpty {
            let part = UnsafeBufferPointer(rebasing: rest.prefix(WorkerProtocol.pcmFrameBytes / 2))
            encoder.frame(.pcm) { $0.appendSamples(part) }
            rest = UnsafeBufferPointer(rebasing: rest.dropFirst(part.count))
            if encoder.bytes.count >= WorkerProtocol.flushBytes, !flush() { return false }
        }
        return true
    }

    /// Writes everything buffered; false once the parent has stopped reading.
    mutating func flush() -> Bool {
        defer { encoder.removeAll() }
        return encoder.bytes.withUnsafeBytes { raw in
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
}
