#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The payloads of the worker protocol's frames, each with its encoding and its decoding side by
/// side so the two cannot drift apart.
enum WorkerMessage {
    /// Parent → worker, first frame: magic and protocol version.
    static func encodeParentHello(into encoder: inout FrameEncoder) {
        encoder.frame(.hello) { payload in
            payload.append(WorkerProtocol.magic)
            payload.append(WorkerProtocol.version)
        }
    }

    static func checkParentHello(_ frame: WorkerFrame) throws(WorkerProtocolError) {
        let expected = "a hello frame opening with \"earshot-engine\" and protocol v\(WorkerProtocol.version)"
        guard frame.kind == .hello, frame.payload.starts(with: WorkerProtocol.magic) else {
            throw WorkerProtocolError("stdin byte 0: expected \(expected) (docs/engine.md)")
        }
        var reader = PayloadReader(frame, what: "hello")
        _ = try reader.readBytes(WorkerProtocol.magic.count)
        let version = try reader.read(UInt16.self)
        guard version == WorkerProtocol.version else {
            throw WorkerProtocolError("parent speaks engine protocol v\(version); this worker speaks only v\(WorkerProtocol.version)")
        }
    }

    /// Worker → parent, first frame: what the engine is, and which process serves it.
    struct WorkerHello: Equatable {
        var protocolVersion: UInt16 = WorkerProtocol.version
        var sampleRate: Int
        var processID: pid_t
        var engineVersion: String

        func encode(into encoder: inout FrameEncoder) {
            encoder.frame(.hello) { payload in
                payload.append(protocolVersion)
                payload.append(UInt32(sampleRate))
                payload.append(Int32(processID))
                payload.append(engineVersion.utf8)
            }
        }

        init(sampleRate: Int, processID: pid_t = getpid(), engineVersion: String) {
            self.sampleRate = sampleRate
            self.processID = processID
            self.engineVersion = engineVersion
        }

        init(_ frame: WorkerFrame) throws(WorkerProtocolError) {
            var reader = PayloadReader(frame, what: "hello")
            protocolVersion = try reader.read(UInt16.self)
            guard protocolVersion == WorkerProtocol.version else {
                throw WorkerProtocolError(
                    "the worker speaks engine protocol v\(protocolVersion); this Earshot speaks v\(WorkerProtocol.version)")
            }
            sampleRate = Int(try reader.read(UInt32.self))
            processID = pid_t(try reader.read(Int32.self))
            engineVersion = try reader.readRemainingText("engine version")
        }
    }

    /// Parent → worker: one phrase.
    struct Request {
        var settings: SpeechSettings
        var text: String

        func encode(into encoder: inout FrameEncoder) {
            encoder.frame(.synthesize) { payload in
                payload.append(Int32(clamping: settings.wordsPerMinute))
                payload.append(Int32(clamping: settings.pitch))
                let voice = Array(settings.voice.utf8)
                payload.append(UInt16(clamping: voice.count))
                payload.append(voice.prefix(Int(UInt16.max)))
                // The pronunciation as its mnemonics, space-separated; checked again on arrival.
                let phonemes = Array((settings.pronunciation?.symbols.map(\.mnemonic).joined(separator: " ") ?? "").utf8)
                payload.append(UInt16(clamping: phonemes.count))
                payload.append(phonemes.prefix(Int(UInt16.max)))
                payload.append(text.utf8)
            }
        }

        init(settings: SpeechSettings, text: String) {
            self.settings = settings
            self.text = text
        }

        init(_ frame: WorkerFrame) throws(WorkerProtocolError) {
            var reader = PayloadReader(frame, what: "synthesize")
            let wordsPerMinute = Int(try reader.read(Int32.self))
            let pitch = Int(try reader.read(Int32.self))
            let voiceCount = Int(try reader.read(UInt16.self))
            guard let voice = String(validating: try reader.readBytes(voiceCount), as: UTF8.self) else {
                throw WorkerProtocolError("synthesize frame: voice is not UTF-8")
            }
            let phonemeCount = Int(try reader.read(UInt16.self))
            guard let phonemeText = String(validating: try reader.readBytes(phonemeCount), as: UTF8.self) else {
                throw WorkerProtocolError("synthesize frame: phonemes are not UTF-8")
            }
            var pronunciation: PhonemeSequence?
            if !phonemeText.isEmpty {
                var symbols: [PhonemeSequence.Symbol] = []
                for mnemonic in phonemeText.split(separator: " ") {
                    guard let symbol = PhonemeSequence.Symbol(String(mnemonic)) else {
                        throw WorkerProtocolError("synthesize frame: '\(mnemonic)' is not an espeak-ng phoneme Earshot sends")
                    }
                    symbols.append(symbol)
                }
                pronunciation = PhonemeSequence(symbols: symbols)
            }
            settings = SpeechSettings(voice: voice, wordsPerMinute: wordsPerMinute, pitch: pitch, pronunciation: pronunciation)
            text = try reader.readRemainingText("text")
        }
    }

    /// Worker → parent: a ``SpeechEngineError`` carried across unchanged, so callers can tell an
    /// unknown voice from missing data exactly as with the in-process engine.
    static func encodeError(_ error: SpeechEngineError, into encoder: inout FrameEncoder) {
        let (code, status, text): (UInt8, Int32, String) = switch error {
        case .voiceNotFound(let name): (1, 0, name)
        case .synthesisFailed(let status): (2, status, "")
        case .dataNotFound(let searched): (3, 0, searched.joined(separator: "\n"))
        case .initializationFailed(let status): (4, status, "")
        case .phraseFailed(let reason): (5, 0, reason)
        case .workerFailed(let why): (6, 0, why)
        case .libraryNotFound(let why): (7, 0, why)
        }
        encoder.frame(.error) { payload in
            payload.append(code)
            payload.append(status)
            payload.append(text.utf8)
        }
    }

    static func decodeError(_ frame: WorkerFrame) throws(WorkerProtocolError) -> SpeechEngineError {
        var reader = PayloadReader(frame, what: "error")
        let code = try reader.read(UInt8.self)
        let status = try reader.read(Int32.self)
        let text = try reader.readRemainingText("message")
        return switch code {
        case 1: .voiceNotFound(text)
        case 2: .synthesisFailed(status: status)
        case 3: .dataNotFound(searched: text.split(separator: "\n").map(String.init))
        case 4: .initializationFailed(status: status)
        case 5: .phraseFailed(reason: text)
        case 7: .libraryNotFound(text)
        default: .workerFailed(text)
        }
    }

    /// Worker → parent: the phrase is complete after `sampleCount` samples.
    static func encodeEnd(sampleCount: Int, into encoder: inout FrameEncoder) {
        encoder.frame(.end) { $0.append(UInt64(sampleCount)) }
    }

    /// The sample count of an `end` frame.
    static func decodeSampleCount(_ frame: WorkerFrame) throws(WorkerProtocolError) -> Int {
        var reader = PayloadReader(frame, what: "end")
        return Int(clamping: try reader.read(UInt64.self))
    }
}
