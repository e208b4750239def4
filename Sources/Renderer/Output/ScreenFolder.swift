import Foundation

/// The output folder of one screen, built in a hidden staging folder beside it and swapped into
/// place only when every file is complete.
///
/// So a failed or killed render never leaves a half-written screen at `DIR/<name>`, a re-render
/// leaves no stale stop files of the previous one, and no file is ever written through a link that
/// happened to sit at an output path: the staging folder is new, and a link at `DIR/<name>` is
/// replaced, never followed.
struct ScreenFolder {
    let final: URL
    let staging: URL
    private let stagingPath: String
    /// Where a previous render's folder waits while the new one is moved in.
    private let aside: URL

    /// Creates `root` if needed and a fresh staging folder inside it.
    init(root: URL, name: String) throws {
        final = root.appendingPathComponent(name, isDirectory: true)
        let names = TemporaryName.folder(name)
        staging = root.appendingPathComponent(names.staging, isDirectory: true)
        aside = root.appendingPathComponent(names.aside, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw RenderError.cannotWrite(root.path, FileSystemReason.folderNotCreated(root.path))
        }
        stagingPath = staging.path
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw RenderError.cannotWrite(root.path, FileSystemReason.text(errno))
        }
        ScreenFolder.removeLeftovers(in: root, name: name)
    }

    /// Removes the staging and set-aside folders of earlier renders of `name` that were killed
    /// (their process is gone): ``TemporaryName``s of `name`.
    static func removeLeftovers(in root: URL, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return }
        for entry in entries where TemporaryName.isTemporary(entry, of: name) {
            guard let pid = TemporaryName.writer(of: entry), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            removeTree(root.appendingPathComponent(entry).path)
        }
    }

    /// `relative` inside the staging folder, where the file is written (a plain path: a render
    /// names hundreds of files, and URL arithmetic cost more than opening them).
    func staged(_ relative: String) -> String {
        stagingPath + "/" + relative
    }

    /// `relative` inside the final folder, where the file ends up.
    func published(_ relative: String) -> URL {
        final.appendingPathComponent(relative)
    }

    /// Moves the staging folder to the final path. A link or file there is removed (not
    /// followed); a previous render's folder is moved aside, replaced, then deleted.
    func commit() throws {
        var info = stat()
        if lstat(final.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard rename(final.path, aside.path) == 0 else { throw failure() }
                guard rename(staging.path, final.path) == 0 else {
                    let error = failure()
                    _ = rename(aside.path, final.path)
                    throw error
                }
                ScreenFolder.removeTree(aside.path)
                return
            }
            guard unlink(final.path) == 0 else { throw failure() }
        }
        guard rename(staging.path, final.path) == 0 else { throw failure() }
    }

    /// Removes the staging folder and everything in it.
    func discard() {
        ScreenFolder.removeTree(staging.path)
    }

    private func failure() -> RenderError {
        RenderError.cannotWrite(final.path, FileSystemReason.text(errno))
    }

    /// Deletes a folder tree without following any link in it (a link is removed, not entered).
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
