import Foundation

/// The bytes ``SupervisedEngine`` and its worker process (`earshot engine-worker`) exchange.
///
/// Every frame is a one-byte kind, a 32-bit little-endian payload length and the payload. The
/// parent's hello is magic and a version, so junk on the worker's stdin is recognised at its first
/// bytes; a phrase's request is its fields as text and its audio raw samples, one frame each way
/// (the two frames every phrase costs are coded without a general coder); the worker's hello and
/// errors are small JSON values, so their fields are the Swift types' own.
/// docs/engine.md describes every frame.
enum WorkerProtocol {
    /// Raised whenever a frame's layout changes.
    static let version: UInt16 = 7
    static let magic = Array("earshot-engine".utf8)
    static let headerSize = 5
    /// The largest payload either side accepts: a longer "phrase" is junk, not speech.
    static let maximumPayload = 16 << 20

    enum Kind: UInt8 {
        /// Both directions, first: parent sends magic + version; worker answers with a ``Hello``
        /// (or an `error` frame if the engine cannot start).
        case hello = 0x48  // H
        /// Parent → worker: a ``Request``.
        case synthesize = 0x53  // S
        /// Worker → parent, sent before synthesis starts: the phrase reached the engine, so a
        /// death from here on is the phrase's doing, not a worker that was already gone.
        case accepted = 0x41  // A
        /// Worker → parent: the whole phrase, 16-bit little-endian mono samples.
        case audio = 0x50  // P
        /// Worker → parent: a ``SpeechEngineError`` (unknown voice, failed status); the worker lives on.
        case error = 0x58  // X
    }

    /// Worker → parent, first frame: what the engine is.
    struct Hello: Codable, Equatable {
        var protocolVersion = WorkerProtocol.version
        var sampleRate: Int
        var engineVersion: String
    }

    /// Parent → worker: one phrase. Its payload is five UTF-8 fields separated by U+001F: voice,
    /// words per minute, pitch, the pronunciation's symbols separated by spaces (empty without
    /// one), and the text, last, so it may hold any character. A pronunciation's symbols are
    /// checked again as they decode.
    struct Request: Equatable {
        var settings: SpeechSettings
        var text: String

        static let separator: UInt8 = 0x1F

        var payload: [UInt8] {
            let phonemes = settings.pronunciation?.symbols.map(\.mnemonic).joined(separator: " ") ?? ""
            var payload: [UInt8] = []
            for field in [settings.voice, String(settings.wordsPerMinute), String(settings.pitch), phonemes] {
                payload += field.utf8
                payload.append(Self.separator)
            }
            return payload + text.utf8
        }

        init(settings: SpeechSettings, text: String) {
            self.settings = settings
            self.text = text
        }

        /// Throws unless `payload` has the five fields, the numbers are numbers and every
        /// phoneme is a checked symbol.
        init(payload: [UInt8]) throws(WorkerProtocolError) {
            let fields = payload.split(separator: Self.separator, maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5,
                  let rate = Int(String(decoding: fields[1], as: UTF8.self)),
                  let pitch = Int(String(decoding: fields[2], as: UTF8.self)) else {
                throw WorkerProtocolError("synthesize frame of \(payload.count) bytes is not voice, rate, pitch, phonemes and text (docs/engine.md)")
            }
            var pronunciation: PhonemeSequence?
            if !fields[3].isEmpty {
                var symbols: [PhonemeSequence.Symbol] = []
                for mnemonic in fields[3].split(separator: 0x20) {
                    guard let symbol = PhonemeSequence.Symbol(String(decoding: mnemonic, as: UTF8.self)) else {
                        throw WorkerProtocolError("synthesize frame: not an espeak-ng phoneme: \(String(decoding: mnemonic, as: UTF8.self))")
                    }
                    symbols.append(symbol)
                }
                pronunciation = PhonemeSequence(symbols: symbols)
            }
            settings = SpeechSettings(voice: String(decoding: fields[0], as: UTF8.self), wordsPerMinute: rate, pitch: pitch,
                                      pronunciation: pronunciation)
            text = String(decoding: fields[4], as: UTF8.self)
        }
    }

    /// The parent's hello frame.
    static let parentHello = frame(.hello, magic + withUnsafeBytes(of: version.littleEndian, Array.init))

    /// Throws unless `frame` is the parent's hello of this version.
    static func checkParentHello(_ frame: WorkerFrame) throws(WorkerProtocolError) {
        guard frame.kind == .hello, frame.payload.starts(with: magic), frame.payload.count == magic.count + 2 else {
            throw WorkerProtocolError(
                "stdin byte 0: expected a hello frame opening with \"earshot-engine\" and protocol v\(version) (docs/engine.md)")
        }
        let theirs = UInt16(frame.payload[magic.count]) | UInt16(frame.payload[magic.count + 1]) << 8
        guard theirs == version else {
            throw WorkerProtocolError("parent speaks engine protocol v\(theirs); this worker speaks only v\(version)")
        }
    }

    /// A whole frame: header and payload, copied once.
    static func frame(_ kind: Kind, _ payload: some Collection<UInt8> = [UInt8]()) -> [UInt8] {
        var frame = [UInt8]()
        frame.reserveCapacity(headerSize + payload.count)
        frame.append(kind.rawValue)
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: payload)
        return frame
    }

    /// A frame carrying `value` as JSON.
    static func frame(_ kind: Kind, json value: some Encodable) -> [UInt8] {
        // Every value sent is made of strings and integers, which always encode.
        frame(kind, try! JSONEncoder().encode(value))
    }

    /// A frame carrying `samples` (the host is little-endian: Linux and macOS on x86 and ARM).
    static func frame(_ kind: Kind, samples: [Int16]) -> [UInt8] {
        samples.withUnsafeBytes { frame(kind, $0) }
    }
}

/// One decoded frame.
struct WorkerFrame {
    var kind: WorkerProtocol.Kind
    var payload: [UInt8]

    /// The JSON value the frame carries, `what` naming the frame in the error.
    func decoded<T: Decodable>(_: T.Type, what: String) throws(WorkerProtocolError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(payload))
        } catch {
            throw WorkerProtocolError("\(what) frame of \(payload.count) bytes is not the protocol's JSON (docs/engine.md)")
        }
    }

    /// An audio frame's samples; nil if its length is odd.
    var samples: [Int16]? {
        guard payload.count % 2 == 0 else { return nil }
        return [Int16](unsafeUninitializedCapacity: payload.count / 2) { buffer, count in
            // Copied as bytes: the payload's storage need not be aligned for Int16.
            UnsafeMutableRawBufferPointer(buffer).copyBytes(from: payload)
            count = payload.count / 2
        }
    }
}

/// Input that is not Earshot's engine protocol, or a peer speaking another version of it.
package struct WorkerProtocolError: Error, CustomStringConvertible, Equatable {
    package let description: String
    init(_ description: String) { self.description = description }
}

/// Splits a byte stream into frames, whatever sizes the reads come in.
final class FrameDecoder {
    private var buffer: [UInt8] = []
    private var start = 0
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)
    /// Bytes taken out as frames so far: the offset error messages name.
    private(set) var consumed = 0
    /// What the stream is called in error messages, e.g. `stdin`.
    let source: String

    init(source: String) { self.source = source }

    /// Bytes received but not yet a whole frame: non-zero at end of input means it was cut off.
    var pendingCount: Int { buffer.count - start }

    /// Lets `read` write up to 64 KB (pointer, byte count) and keeps what it wrote. Returns what
    /// `read` returned: the bytes it wrote, 0 at end of input, negative on error.
    func fill(_ read: (UnsafeMutableRawPointer, Int) -> Int) -> Int {
        let count = chunk.withUnsafeMutableBytes { read($0.baseAddress!, $0.count) }
        if count > 0 {
            buffer.removeFirst(start)
            start = 0
            buffer += chunk[..<count]
        }
        return count
    }

    /// The next whole frame, or nil until more bytes arrive.
    func next() throws(WorkerProtocolError) -> WorkerFrame? {
        guard pendingCount >= WorkerProtocol.headerSize else { return nil }
        guard let kind = WorkerProtocol.Kind(rawValue: buffer[start]) else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): unknown frame kind 0x\(String(buffer[start], radix: 16, uppercase: true)); "
                    + "expected Earshot's engine protocol v\(WorkerProtocol.version) (docs/engine.md)")
        }
        let length = (1...4).reversed().reduce(0) { $0 << 8 | Int(buffer[start + $1]) }
        guard length <= WorkerProtocol.maximumPayload else {
            throw WorkerProtocolError(
                "\(source) byte \(consumed): frame of \(length) bytes exceeds the \(WorkerProtocol.maximumPayload >> 20) MiB limit")
        }
        let end = start + WorkerProtocol.headerSize + length
        guard buffer.count >= end else { return nil }
        let frame = WorkerFrame(kind: kind, payload: Array(buffer[(start + WorkerProtocol.headerSize)..<end]))
        consumed += end - start
        start = end
        return frame
    }
}
