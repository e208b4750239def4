import Foundation

/// The running processes as `/proc` lists them (Linux), for tests that check which processes a
/// command starts and leaves behind.
public enum ProcessTable {
    public struct Entry: Hashable, Sendable {
        public var pid: Int32
        public var parent: Int32
        /// The kernel's name for it (`comm`): the program's file name, or what it set.
        public var name: String
    }

    public static func all() -> [Entry] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        return ids.compactMap(entry)
    }

    public static func children(of pid: Int32) -> [Entry] {
        all().filter { $0.parent == pid }
    }

    /// Processes whose environment holds `entry` (`NAME=value`).
    public static func processes(withEnvironmentEntry entry: String) -> [Entry] {
        all().filter { process in
            guard let data = FileManager.default.contents(atPath: "/proc/\(process.pid)/environ") else { return false }
            return data.split(separator: 0).contains { $0.elementsEqual(entry.utf8) }
        }
    }

    /// `/proc/PID/stat`: "pid (name) state ppid ...", where the name may hold spaces and parentheses.
    private static func entry(_ pid: Int32) -> Entry? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
        return Entry(pid: pid, parent: parent, name: String(text[text.index(after: open)..<close]))
    }
}
