import Foundation

/// A real small file system for write-failure tests: a tmpfs of a few kilobytes (a disk that
/// fills up) or a read-only one, mounted on a fresh folder and unmounted by ``unmount()``.
/// Mounting needs root (CI runs as root); ``unavailable`` says why it cannot be done here, so a
/// test skips with that reason and never passes without the mechanism.
public final class ScratchMount: @unchecked Sendable {
    public let folder: URL

    private init(folder: URL) { self.folder = folder }

    /// A tmpfs of `kilobytes`, writable or read-only, or nil when mounting is not possible.
    public static func tmpfs(kilobytes: Int, readOnly: Bool = false) -> ScratchMount? {
        guard let folder = try? Repository.temporaryDirectory("earshot-mount") else { return nil }
        let options = "size=\(kilobytes)k,mode=0777" + (readOnly ? ",ro" : "")
        let result = try? runProcess(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", options, "tmpfs", folder.path])
        guard result?.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
        return ScratchMount(folder: folder)
    }

    /// Why a tmpfs cannot be mounted here, or nil when it can (checked once, by mounting one).
    public static let unavailable: String? = {
        guard getuid() == 0 else { return "mounting a tmpfs needs root (CI runs as root)" }
        guard let probe = tmpfs(kilobytes: 64) else { return "mount -t tmpfs failed (no CAP_SYS_ADMIN in this container?)" }
        probe.unmount()
        return nil
    }()

    public func unmount() {
        _ = try? runProcess(URL(fileURLWithPath: "/bin/umount"), [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every entry under the mount, hidden ones included, as paths relative to it.
    public func contents() -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}
