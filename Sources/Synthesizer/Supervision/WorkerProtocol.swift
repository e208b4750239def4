/// The bytes ``SupervisedEngine`` and its worker process (`earshot engine-worker`) exchange.
///
/// Binary and length-prefixed rather than JSON: a phrase's request and its audio cross the process
/// boundary with a few system calls and no parsing beyond fixed fields. Every frame is a one-byte
/// kind, a 32-bit little-endian payload length and the payload. Both sides open with a hello that
/// carries the protocol version, so a mismatched binary or stray input fails with one clear line
/// instead of garbled audio. docs/engine.md describes every frame.
enum WorkerProtocol {
    /// Raised whenever a frame's layout changes.
    static let version: UInt16 = 5
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
        /// sample rate, its process id and libespeak-ng version (or an `error` frame if the engine cannot start).
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

/// One decoded frame. Its payload lies in the decoder's buffer, valid until the decoder's next
/// `fill`: read it (or copy what you keep) right away.
struct WorkerFrame {
    var kind: WorkerProtocol.Kind
    var payload: UnsafeRawBufferPointer
}

/// Input that is not Earshot's engine protocol, or a peer speaking another version of it.
package struct WorkerProtocolError: Error, CustomStringConvertible, Equatable {
    package let description: String
    init(_ description: String) { self.description = description }
}

/// Appends little-endian fields and whole frames to a byte buffer.
struct FrameEncoder {
    private(set) var bytes: [UInt8] = []

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
        let start = audio.count
        audio.append(contentsOf: repeatElement(0, count: payload.count / 2))
        audio.withUnsafeMutableBytes { target in
            // The payload may sit at an odd address, so it is copied as bytes, not rebound.
            UnsafeMutableRawBufferPointer(rebasing: target[(start * 2)...]).copyMemory(from: payload)
        }
        #if _endian(big)
        for index in start..<audio.count { audio[index] = Int16(littleEndian: audio[index]) }
        #endif
        return true
    }
}

/// Reads fixed little-endian fields from one frame's payload, naming what is missing.
struct PayloadReader {
    private let bytes: UnsafeRawBufferPointer
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

    mutating func readBytes(_ count: Int) throws(WorkerProtocolError) -> [UInt8] {
        guard count >= 0, offset + count <= bytes.count else {
            throw WorkerProtocolError("\(what) frame too short: \(bytes.count) bytes")
        }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
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
///
/// Reads go straight into its buffer and frames are handed out in place, so a phrase's audio is
/// not copied on its way from the socket to the caller's array. A class because it owns memory.
final class FrameDecoder {
    private var storage: UnsafeMutableRawPointer
    private var capacity: Int
    private var start = 0
    private var end = 0
    /// Bytes taken out as frames so far: the offset error messages name.
    private(set) var consumed = 0
    /// What the stream is called in error messages, e.g. `stdin`.
    let source: String

    init(source: String, capacity: Int = 256 << 10) {
        self.source = source
        self.capacity = capacity
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    /// Bytes received but not yet a whole frame: non-zero at end of input means it was cut off.
    var pendingCount: Int { end - start }

    /// Makes room, then lets `read` write into the free space at the end (pointer, byte count).
    /// Returns what `read` returned: the bytes it wrote, 0 at end of input, negative on error.
    /// Invalidates the payloads of frames returned before.
    func fill(_ read: (UnsafeMutableRawPointer, Int) -> Int) -> Int {
        if start == end { (start, end) = (0, 0) }
        // Room for the frame in progress (its length is checked by `next` before it gets here).
        var wanted = WorkerProtocol.headerSize
        if pendingCount >= WorkerProtocol.headerSize {
            wanted = min(WorkerProtocol.headerSize + length(at: start), WorkerProtocol.headerSize + WorkerProtocol.maximumPayload)
        }
        wanted = max(wanted - pendingCount, 64 << 10)
        if capacity - end < wanted, start > 0 {
            (storage + 0).copyMemory(from: storage + start, byteCount: pendingCount)
            (start, end) = (0, end - start)
        }
        if capacity - end < wanted {
            let larger = UnsafeMutableRawPointer.allocate(byteCount: end + wanted, alignment: 16)
            larger.copyMemory(from: storage, byteCount: end)
            storage.deallocate()
            (storage, capacity) = (larger, end + wanted)
        }
        let count = read(storage + end, capacity - end)
        if count > 0 { end += count }
        return count
    }

    /// The next whole frame, or nil until more bytes arrive.
    func next() throws(WorkerProtocolError) -> WorkerFrame? {
        guard pendingCount >= WorkerProtocol.headerSize else { return nil }
        let first = storage.load(fromByteOffset: start, as: UInt8.self)
        guard let kind = WorkerProtocol.Kind(rawValue: first) else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): unknown frame kind 0x\(String(first, radix: 16, uppercase: true)); "
                    + "expected Earshot's engine protocol v\(WorkerProtocol.version) (docs/engine.md)")
        }
        let length = length(at: start)
        guard length <= WorkerProtocol.maximumPayload else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): frame of \(length) bytes exceeds the \(WorkerProtocol.maximumPayload >> 20) MiB limit")
        }
        guard pendingCount >= WorkerProtocol.headerSize + length else { return nil }
        let payload = UnsafeRawBufferPointer(start: storage + start + WorkerProtocol.headerSize, count: length)
        start += WorkerProtocol.headerSize + length
        consumed += WorkerProtocol.headerSize + length
        return WorkerFrame(kind: kind, payload: payload)
    }

    /// The little-endian payload length in the header at `offset`.
    private func length(at offset: Int) -> Int {
        var length = 0
        for index in (1...4).reversed() {
            length = length << 8 | Int(storage.load(fromByteOffset: offset + index, as: UInt8.self))
        }
        return length
    }
}
