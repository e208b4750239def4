import Foundation

/// A whole PCM 16-bit mono WAV file in memory: for reading back short files (earcon overrides,
/// tests), not for rendering, which streams through `WAVWriter`.
public struct WAVFile: Equatable, Sendable {
    /// Samples per second.
    public var sampleRate: Int
    /// The samples, mono, signed 16-bit.
    public var samples: [Int16]

    /// Audio already in memory.
    public init(sampleRate: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// Length in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// Reads a mono 16-bit PCM WAV file, such as the walkthrough a render writes.
    /// - Throws: ``AudioFileError``.
    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else { throw AudioFileError.cannotRead(url.path) }
        try self.init(data: data, path: url.path)
    }

    /// Parses RIFF chunks, skipping any it does not need (LIST, fact...).
    public init(data: Data, path: String = "<data>") throws {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at+1]) << 8 | Int(bytes[at+2]) << 16 | Int(bytes[at+3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at+1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw AudioFileError.notWAV(path, "no RIFF/WAVE header")
        }
        var offset = 12
        var rate: Int?
        var pcm: [Int16]?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset+4], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            guard body + size <= bytes.count || id == "data" else { throw AudioFileError.notWAV(path, "chunk '\(id)' runs past the end") }
            if id == "fmt " {
                guard size >= 16 else { throw AudioFileError.notWAV(path, "short fmt chunk") }
                let format = u16(body), channels = u16(body + 2), bits = u16(body + 14)
                guard format == 1, channels == 1, bits == 16 else {
                    throw AudioFileError.notWAV(path, "format \(format), \(channels) channels, \(bits) bits")
                }
                rate = u32(body + 4)
            } else if id == "data" {
                let end = min(bytes.count, body + size)
                var samples = [Int16](repeating: 0, count: (end - body) / 2)
                for i in 0..<samples.count {
                    samples[i] = Int16(bitPattern: UInt16(bytes[body + 2*i]) | UInt16(bytes[body + 2*i + 1]) << 8)
                }
                pcm = samples
            }
            offset = body + size + (size & 1)
        }
        guard let rate, rate > 0 else { throw AudioFileError.notWAV(path, "no fmt chunk") }
        guard let pcm else { throw AudioFileError.notWAV(path, "no data chunk") }
        self.init(sampleRate: rate, samples: pcm)
    }

    /// Resampled by linear interpolation, for mixing a file made at another rate.
    public func resampled(to rate: Int) -> WAVFile {
        guard rate != sampleRate, !samples.isEmpty else { return WAVFile(sampleRate: rate, samples: samples) }
        let count = Int((Double(samples.count) * Double(rate) / Double(sampleRate)).rounded())
        var out = [Int16](repeating: 0, count: count)
        let step = Double(sampleRate) / Double(rate)
        for i in 0..<count {
            let x = Double(i) * step
            let j = min(Int(x), samples.count - 1)
            let k = min(j + 1, samples.count - 1)
            let f = x - Double(j)
            out[i] = Int16(clamping: Int((Double(samples[j]) * (1 - f) + Double(samples[k]) * f).rounded()))
        }
        return WAVFile(sampleRate: rate, samples: out)
    }
}
