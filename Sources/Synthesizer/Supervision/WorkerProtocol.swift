/// The bytes ``SupervisedEngine`` and its worker process (`earshot engine-worker`) exchange.
///
/// Binary and length-prefixed rather than JSON: a phrase's request and its audio cross the process
/// boundary with a few system calls and no parsing beyond fixed fields. Every frame is a one-byte
/// kind, a 32-bit little-endian payload length and the payload. Both sides open with a hello that
/// carries the protocol version, so a mismatched binary or stray input fails with one clear line
/// instead of garbled audio. docs/engine.md describes every frame.
enum WorkerProtocol {
    /// Raised whenever a frame's layout changes.
    static let version: UInt16 = 1
    /// Opens the parent's hello, so junk on the worker's stdin is recognised at its first bytes.
    static let magic = Array("earshot-engine".utf8)
    static let headerSize = 5
    /// The largest payload either side accepts: a longer "phrase" is junk, not speech.
    static let maximumPayload = 16 << 20
    /// The worker sends audio in frames of at most this many bytes.
    static let pcmFrameBytes = 32 << 10
    /// The worker writes once this much is buffered (and at the end of each phrase): about 3 s of
    /// audio, so most phrases cross in one write and one wake-up of the parent, and a long text
    /// still streams without the worker holding all of it.
    static let flushBytes = 128 << 10

    enum Kind: UInt8 {
        /// Both directions, first: parent sends magic + version; worker answers with version,
        /// sample rate and libespeak-ng version (or an `error` frame if the engine cannot start).
        case hello = 0x48  // H
        /// Parent → worker: settings and UTF-8 text of one phrase.
        case synthesize = 0x53  // S
        /// Worker → parent, flushed before synthesis starts: the phrase reached the engine, so a
        /// death from here on is the phrase's doing, not a worker that was already gone.
        case accepted = 0x41  // A
        /// Worker → parent: 16-bit little-endian mono samples.
        case pcm = 0x50  // P
        /// Worker → parent: the phrase is complete; payload is the total sample count.
        case end = 0x45  // E
        /// Worker → parent: the engine refused (unknown voice, failed status); the worker lives on.
        case error = 0x58  // X
    }
}

/// One decoded frame.
struct WorkerFrame {
    var kind: WorkerProtocol.Kind
    var payload: [UInt8]
}

/// Input that is not Earshot's engine protocol, or a peer speaking another version of it.
public struct WorkerProtocolError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Appends little-endian fields and whole frames to a byte buffer.
struct FrameEncoder {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Writes a frame header now and its payload through `body`, then patches in the length.
    mutating func frame(_ kind: WorkerProtocol.Kind, _ body: (inout FrameEncoder) -> Void = { _ in }) {
        bytes.append(kind.rawValue)
        let lengthAt = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        body(&self)
        let length = UInt32(bytes.count - lengthAt - 4)
        withUnsafeBytes(of: length.littleEndian) { raw in
            for index in 0..<4 { bytes[lengthAt + index] = raw[index] }
        }
    }

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Samples as 16-bit little-endian bytes.
    mutating func appendSamples(_ samples: UnsafeBufferPointer<Int16>) {
        #if _endian(little)
        bytes.append(contentsOf: UnsafeRawBufferPointer(samples))
        #else
        for sample in samples { append(sample) }
        #endif
    }
}

extension WorkerFrame {
    /// Appends a PCM frame's 16-bit little-endian samples to `audio`; false if its length is odd.
    func appendSamples(to audio: inout [Int16]) -> Bool {
        guard payload.count % 2 == 0 else { return false }
        #if _endian(little)
        payload.withUnsafeBytes { raw in raw.withMemoryRebound(to: Int16.self) { audio.append(contentsOf: $0) } }
        #else
        for index in stride(from: 0, to: payload.count, by: 2) {
            audio.append(Int16(bitPattern: UInt16(payload[index]) | UInt16(payload[index + 1]) << 8))
        }
        #endif
        return true
    }
}

/// Reads fixed little-endian fields from one frame's payload, naming what is missing.
struct PayloadReader {
    private let bytes: [UInt8]
    private let what: String
    private var offset = 0

    init(_ frame: WorkerFrame, what: String) {
        bytes = frame.payload
        self.what = what
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(WorkerProtocolError) -> T {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.count else {
            throw WorkerProtocolError("\(what) frame too short: \(bytes.count) bytes")
        }
        var value: T = 0
        for index in (0..<size).reversed() { value = value << 8 | T(bytes[offset + index]) }
        offset += size
        return value
    }

    mutating func readBytes(_ count: Int) throws(WorkerProtocolError) -> ArraySlice<UInt8> {
        guard count >= 0, offset + count <= bytes.count else {
            throw WorkerProtocolError("\(what) frame too short: \(bytes.count) bytes")
        }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// The rest of the payload as UTF-8 text; anything else is a protocol error, not a guess.
    mutating func readRemainingText(_ field: String) throws(WorkerProtocolError) -> String {
        let rest = try readBytes(bytes.count - offset)
        guard let text = String(validating: rest, as: UTF8.self) else {
            throw WorkerProtocolError("\(what) frame: \(field) is not UTF-8")
        }
        return text
    }
}

/// Splits a byte stream into frames, whatever sizes the reads come in.
struct FrameDecoder {
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes taken out as frames so far: the offset error messages name.
    private(set) var consumed = 0
    /// What the stream is called in error messages, e.g. `stdin`.
    let source: String

    init(source: String) { self.source = source }

    /// Bytes received but not yet a whole frame: non-zero at end of input means it was cut off.
    var pendingCount: Int { buffer.count - start }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or nil until more bytes arrive.
    mutating func next() throws(WorkerProtocolError) -> WorkerFrame? {
        guard pendingCount >= WorkerProtocol.headerSize else { return nil }
        guard let kind = WorkerProtocol.Kind(rawValue: buffer[start]) else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): unknown frame kind 0x\(String(buffer[start], radix: 16, uppercase: true)); "
                    + "expected Earshot's engine protocol v\(WorkerProtocol.version) (docs/engine.md)")
        }
        var length = 0
        for index in (1...4).reversed() { length = length << 8 | Int(buffer[start + index]) }
        guard length <= WorkerProtocol.maximumPayload else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): frame of \(length) bytes exceeds the \(WorkerProtocol.maximumPayload >> 20) MiB limit")
        }
        guard pendingCount >= WorkerProtocol.headerSize + length else { return nil }
        let payloadStart = start + WorkerProtocol.headerSize
        let frame = WorkerFrame(kind: kind, payload: Array(buffer[payloadStart..<(payloadStart + length)]))
        start = payloadStart + length
        consumed += WorkerProtocol.headerSize + length
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        return frame
    }
}
