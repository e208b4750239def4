import Foundation

/// Streams 16-bit mono PCM into a RIFF WAV file; memory stays flat however long the audio is.
///
/// The header's sizes are patched on `finish()`, then the file is renamed into place, so the
/// final path only ever holds a complete, valid file.
package final class WAVWriter {
    package let sampleRate: Int
    package private(set) var sampleCount = 0
    private let file: AtomicFile
    /// Samples waiting to be written, as the file's bytes: a plain buffer, not `Data`, whose
    /// growth and copy-on-write checks cost more than the copy itself.
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: WAVWriter.flushBytes, alignment: 16)
    private var buffered = 0
    private static let flushBytes = 1 << 16

    /// `durable`: see ``AtomicFile/durable``.
    package convenience init(url: URL, sampleRate: Int, durable: Bool = true) throws {
        try self.init(path: url.path, sampleRate: sampleRate, durable: durable)
    }

    /// The same with a plain path (see ``AtomicFile/init(path:durable:)``).
    package init(path: String, sampleRate: Int, durable: Bool = true) throws {
        self.sampleRate = sampleRate
        file = try AtomicFile(path: path, durable: durable)
        try file.write(WAVWriter.header(sampleRate: sampleRate, sampleCount: 0))
    }

    deinit { buffer.deallocate() }

    package var duration: Double { Double(sampleCount) / Double(sampleRate) }

    package func append(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard !samples.isEmpty else { return }
        sampleCount += samples.count
        #if _endian(little)
        // The samples' memory already is the file's byte order: copied as it is.
        try appendBytes(UnsafeRawBufferPointer(samples))
        #else
        try samples.map { $0.littleEndian }.withUnsafeBytes { try appendBytes($0) }
        #endif
    }

    private func appendBytes(_ bytes: UnsafeRawBufferPointer) throws {
        var bytes = bytes
        while !bytes.isEmpty {
            if buffered == 0, bytes.count >= buffer.count {
                try file.write(bytes)  // a long run goes out without a copy
                return
            }
            let count = min(bytes.count, buffer.count - buffered)
            UnsafeMutableRawBufferPointer(rebasing: buffer[buffered..<(buffered + count)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
            buffered += count
            bytes = UnsafeRawBufferPointer(rebasing: bytes[count...])
            if buffered == buffer.count { try flush() }
        }
    }

    package func append(_ samples: [Int16]) throws {
        try samples.withUnsafeBufferPointer { try append($0) }
    }

    package func appendSilence(samples count: Int) throws {
        guard count > 0 else { return }
        var remaining = count
        let chunk = [Int16](repeating: 0, count: min(count, 8192))
        while remaining > 0 {
            let n = min(remaining, chunk.count)
            try chunk.withUnsafeBufferPointer { try append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            remaining -= n
        }
    }

    /// Completes the header and moves the file to its final path.
    package func finish() throws {
        try flush()
        try file.seek(to: 0)
        try file.write(WAVWriter.header(sampleRate: sampleRate, sampleCount: sampleCount))
        try file.commit()
    }

    /// Abandons the file: nothing appears at the final path.
    package func discard() {
        file.discard()
    }

    private func flush() throws {
        guard buffered > 0 else { return }
        try file.write(UnsafeRawBufferPointer(rebasing: buffer[..<buffered]))
        buffered = 0
    }

    /// The canonical 44-byte header of a PCM 16-bit mono file.
    package static func header(sampleRate: Int, sampleCount: Int) -> Data {
        let dataBytes = UInt32(clamping: sampleCount * 2)
        var data = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 &+ dataBytes)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16)
        u16(1); u16(1); u32(UInt32(sampleRate)); u32(UInt32(sampleRate * 2)); u16(2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(dataBytes)
        return data
    }
}
