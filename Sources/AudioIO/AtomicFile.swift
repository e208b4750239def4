import Foundation

/// A file written under a temporary name beside its destination and renamed into place on commit.
///
/// A run killed at any moment leaves either the old file or the complete new one at the final
/// path, never a truncated one; the temporary name starts with `.` and ends in `.partial`.
public final class AtomicFile {
    public let destination: URL
    public let temporary: URL
    /// Whether `commit()` flushes the file to disk before renaming it. Without it the rename is
    /// still atomic for any kill, but a power loss may lose the new file: callers writing many
    /// files at once (a render's stop files, at ~4 ms per fsync) choose that.
    public let durable: Bool
    private let handle: FileHandle
    private var finished = false

    public init(destination: URL, durable: Bool = true) throws {
        self.destination = destination
        self.durable = durable
        let directory = destination.deletingLastPathComponent()
        var info = stat()
        if stat(directory.path, &info) != 0 {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).partial")
        // One exclusive open: never through an existing file or link, and no second open (a
        // render creates hundreds of files; FileManager.createFile writes each one twice).
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw AudioFileError.cannotWrite(destination.path) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit {
        if !finished { discard() }
    }

    public func write(_ data: Data) throws {
        try handle.write(contentsOf: data)
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
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw AudioFileError.cannotWrite(destination.path)
        }
    }

    /// Removes the temporary file; the destination is left as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
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
