import Foundation

/// A UTF-8 text file written in pieces through an ``AtomicFile``: buffered, so long sessions do
/// not hold the whole file, and renamed into place only on `finish()`.
final class TextStream {
    private let file: AtomicFile
    private var buffer = Data()

    init(path: String) throws {
        file = try AtomicFile(path: path, durable: false)
    }

    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    func finish() throws {
        try flush()
        try file.commit()
    }

    func discard() {
        file.discard()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
