import CAudioCodecs
import Foundation

/// Samples as FLAC bytes in memory and back, through libsndfile (libFLAC): lossless, about 45 %
/// of the PCM for the engine's speech. The batch's phrase cache keeps its phrases so; a cache hit
/// must give back the very samples the engine made, which a lossy codec would not.
package enum LosslessAudio {
    /// FLAC bytes of mono 16-bit `samples`; `sampleRate` is stored, not used (nil without libsndfile).
    package static func encode(_ samples: [Int16], sampleRate: Int) -> Data? {
        guard let library = try? SoundFileLibrary.shared.get(), !samples.isEmpty else { return nil }
        let memory = MemoryFile()
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = 1
        info.format = Int32(SF_FORMAT_FLAC) | Int32(SF_FORMAT_PCM_16)
        return memory.withVirtualIO { io, user in
            guard let sound = library.openVirtual(io, Int32(SFM_WRITE), &info, user) else { return nil }
            let written = samples.withUnsafeBufferPointer { library.writeShort(sound, $0.baseAddress, sf_count_t($0.count)) }
            let closed = library.close(sound)
            return written == sf_count_t(samples.count) && closed == 0 ? memory.bytes : nil
        }
    }

    /// The samples of FLAC bytes `encode` made; nil for anything else (or without libsndfile).
    package static func decode(_ data: Data) -> [Int16]? {
        guard let library = try? SoundFileLibrary.shared.get() else { return nil }
        let memory = MemoryFile(data)
        var info = SF_INFO()
        return memory.withVirtualIO { io, user in
            guard let sound = library.openVirtual(io, Int32(SFM_READ), &info, user) else { return nil }
            defer { _ = library.close(sound) }
            guard info.channels == 1, info.frames >= 0, info.frames < 1 << 31 else { return nil }
            var samples = [Int16](repeating: 0, count: Int(info.frames))
            let read = samples.withUnsafeMutableBufferPointer { library.readShort(sound, $0.baseAddress, sf_count_t($0.count)) }
            return read == info.frames ? samples : nil
        }
    }
}

/// A growable byte buffer libsndfile reads and writes as a file (its virtual I/O).
private final class MemoryFile {
    var bytes: Data
    var position = 0

    init(_ bytes: Data = Data()) { self.bytes = bytes }

    /// Runs `body` with the callbacks and the user pointer that lead back to this buffer.
    func withVirtualIO<T>(_ body: (UnsafeMutablePointer<SF_VIRTUAL_IO>, UnsafeMutableRawPointer) -> T) -> T {
        var io = SF_VIRTUAL_IO(
            get_filelen: { user in sf_count_t(MemoryFile.from(user).bytes.count) },
            seek: { offset, whence, user in
                let file = MemoryFile.from(user)
                let base = whence == SEEK_CUR ? file.position : whence == SEEK_END ? file.bytes.count : 0
                file.position = max(0, base + Int(offset))
                return sf_count_t(file.position)
            },
            read: { pointer, count, user in
                let file = MemoryFile.from(user)
                let n = max(0, min(Int(count), file.bytes.count - file.position))
                if n > 0, let pointer {
                    file.bytes.withUnsafeBytes { pointer.copyMemory(from: $0.baseAddress! + file.position, byteCount: n) }
                }
                file.position += n
                return sf_count_t(n)
            },
            write: { pointer, count, user in
                let file = MemoryFile.from(user)
                let n = Int(count)
                guard n > 0, let pointer else { return 0 }
                let end = file.position + n
                if end > file.bytes.count { file.bytes.append(Data(count: end - file.bytes.count)) }
                file.bytes.withUnsafeMutableBytes { ($0.baseAddress! + file.position).copyMemory(from: pointer, byteCount: n) }
                file.position = end
                return count
            },
            tell: { user in sf_count_t(MemoryFile.from(user).position) })
        // libsndfile calls back only between its open and close, both inside `body`.
        return withExtendedLifetime(self) {
            withUnsafeMutablePointer(to: &io) { body($0, Unmanaged.passUnretained(self).toOpaque()) }
        }
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> MemoryFile {
        Unmanaged<MemoryFile>.fromOpaque(user!).takeUnretainedValue()
    }
}
