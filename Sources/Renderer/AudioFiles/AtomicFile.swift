import Basics
import Foundation

/// A file written under a temporary name beside its destination and renamed into place on commit.
///
/// A run killed at any moment leaves either the old file or the complete new one at the final
/// path, never a truncated one; the temporary name is a ``TemporaryName``.
///
/// Every failure (a full disk, a read-only file system, a folder without permission, a file where
/// a folder should be) is an ``AudioFileError/cannotWrite(_:reason:)`` naming the destination and
/// the system's reason, and removes the temporary file at once: writes go straight to the
/// descriptor, so the reason is the `errno` of the call that failed.
package final class AtomicFile {
    /// The final path, and the temporary one written until `commit()`.
    package let destinationPath: String
    package let temporaryPath: String
    package var destination: URL { URL(fileURLWithPath: destinationPath) }
    package var temporary: URL { URL(fileURLWithPath: temporaryPath) }
    /// Whether `commit()` flushes the file to disk before renaming it. Without it the rename is
    /// still atomic for any kill, but a power loss may lose the new file: callers writing many
    /// files at once (a render's stop files, at ~4 ms per fsync) choose that.
    package let durable: Bool
    private let descriptor: Int32
    private var finished = false
    /// The first failure; every later call repeats it.
    private var failure: AudioFileError?

    // Temporary names are ``TemporaryName/file(_:)``'s, skipping names that exist.

    package convenience init(destination: URL, durable: Bool = true) throws {
        try self.init(path: destination.path, durable: durable)
    }

    /// `path` as a plain file-system path: a render opens hundreds of files, and URL arithmetic
    /// cost more than the open itself.
    package init(path: String, durable: Bool = true) throws {
        destinationPath = path
        self.durable = durable
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var info = stat()
        if !directory.isEmpty, stat(directory, &info) != 0, mkdir(directory, 0o777) != 0, errno != EEXIST {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw AudioFileError.cannotWrite(path, reason: FileSystemReason.folderNotCreated(directory))
            }
        }
        let prefix = slash == nil ? "" : directory + "/"
        // One exclusive open: never through an existing file or link, and no second open (a
        // render creates hundreds of files; FileManager.createFile writes each one twice).
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = prefix + TemporaryName.file(name)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw AudioFileError.cannotWrite(path, reason: FileSystemReason.text(errno)) }
        temporaryPath = temporary
        self.descriptor = descriptor
    }

    deinit {
        if !finished { discard() }
    }

    package func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    /// Writes raw bytes as they are (no `Data` in between: WAVWriter flushes its buffer this way).
    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        try check()
        if let code = writeAll(bytes, to: descriptor) { throw fail(code) }
    }

    package func seek(to offset: UInt64) throws {
        try check()
        if lseek(descriptor, off_t(offset), SEEK_SET) < 0 { throw fail(errno) }
    }

    package func seekToEnd() throws {
        try check()
        if lseek(descriptor, 0, SEEK_END) < 0 { throw fail(errno) }
    }

    /// Flushes and renames into place.
    package func commit() throws {
        try check()
        guard !finished else { return }
        if durable, fsync(descriptor) != 0 { throw fail(errno) }
        finished = true
        // close can report a write the file system could not complete (a full disk over NFS).
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporaryPath)
            throw record(code)
        }
        if rename(temporaryPath, destinationPath) != 0 {
            let code = errno
            unlink(temporaryPath)
            throw record(code)
        }
    }

    /// Removes the temporary file; the destination is left as it was.
    package func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporaryPath)
    }

    private func check() throws {
        if let failure { throw failure }
    }

    /// A failed call: the temporary file goes at once (a full disk gets its space back), and the
    /// error names the destination and the reason.
    private func fail(_ code: Int32) -> AudioFileError {
        discard()
        return record(code)
    }

    private func record(_ code: Int32) -> AudioFileError {
        let error = AudioFileError.cannotWrite(destinationPath, reason: FileSystemReason.text(code))
        failure = error
        return error
    }

    /// Writes `data` to `url` atomically in one go.
    package static func write(_ data: Data, to url: URL, durable: Bool = true) throws {
        let file = try AtomicFile(destination: url, durable: durable)
        try file.write(data)
        try file.commit()
    }
}

/// Why a WAV file could not be read.
public enum AudioFileError: Error, Equatable, CustomStringConvertible {
    /// The destination path, and why (`FileSystemReason`).
    case cannotWrite(String, reason: String)
    /// The file could not be opened or read (its path).
    case cannotRead(String)
    /// The bytes are not a mono 16-bit PCM WAV file: the path, and what is wrong.
    case notWAV(String, String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
        case .cannotRead(let path): "cannot read \(path)"
        case .notWAV(let path, let why): "\(path): not a usable WAV file: \(why); allowed: RIFF PCM 16-bit mono"
        }
    }
}
