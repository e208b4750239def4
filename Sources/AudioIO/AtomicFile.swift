import Foundation

/// A file written under a temporary name beside its destination and renamed into place on commit.
///
/// A run killed at any moment leaves either the old file or the complete new one at the final
/// path, never a truncated one; the temporary name is a ``TemporaryName``.
public final class AtomicFile {
    /// The final path, and the temporary one written until `commit()`.
    public let destinationPath: String
    public let temporaryPath: String
    public var destination: URL { URL(fileURLWithPath: destinationPath) }
    public var temporary: URL { URL(fileURLWithPath: temporaryPath) }
    /// Whether `commit()` flushes the file to disk before renaming it. Without it the rename is
    /// still atomic for any kill, but a power loss may lose the new file: callers writing many
    /// files at once (a render's stop files, at ~4 ms per fsync) choose that.
    public let durable: Bool
    private let handle: FileHandle
    private var finished = false

    // Temporary names are ``TemporaryName/file(_:)``'s, skipping names that exist.

    public convenience init(destination: URL, durable: Bool = true) throws {
        try self.init(path: destination.path, durable: durable)
    }

    /// `path` as a plain file-system path: a render opens hundreds of files, and URL arithmetic
    /// cost more than the open itself.
    public init(path: String, durable: Bool = true) throws {
        destinationPath = path
        self.durable = durable
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var info = stat()
        if !directory.isEmpty, stat(directory, &info) != 0, mkdir(directory, 0o777) != 0, errno != EEXIST {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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
        guard descriptor >= 0 else { throw AudioFileError.cannotWrite(path) }
        temporaryPath = temporary
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit {
        if !finished { discard() }
    }

    public func write(_ data: Data) throws {
        try handle.write(contentsOf: data)
    }

    /// Writes raw bytes as they are (no `Data` in between: WAVWriter flushes its buffer this way).
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try handle.write(contentsOf: bytes)
    }

    public func seek(to offset: UInt64) throws {
        try handle.seek(toOffset: offset)
    }

    public func seekToEnd() throws {
        try handle.seekToEnd()
    }

    /// Flushes and renames into place.
    public func commit() throws {
        guard !finished else { return }
        finished = true
        if durable { try handle.synchronize() }
        try handle.close()
        if rename(temporaryPath, destinationPath) != 0 {
            unlink(temporaryPath)
            throw AudioFileError.cannotWrite(destinationPath)
        }
    }

    /// Removes the temporary file; the destination is left as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? handle.close()
        unlink(temporaryPath)
    }

    /// Writes `data` to `url` atomically in one go.
    public static func write(_ data: Data, to url: URL, durable: Bool = true) throws {
        let file = try AtomicFile(destination: url, durable: durable)
        try file.write(data)
        try file.commit()
    }
}

public enum AudioFileError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String)
    case cannotRead(String)
    case notWAV(String, String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): "cannot write \(path)"
        case .cannotRead(let path): "cannot read \(path)"
        case .notWAV(let path, let why): "\(path): not a usable WAV file: \(why); allowed: RIFF PCM 16-bit mono"
        }
    }
}
