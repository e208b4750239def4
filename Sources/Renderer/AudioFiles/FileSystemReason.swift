import Foundation

/// Why the file system refused, in the words a user can act on, for the one line every write
/// failure becomes (`out/settings: cannot write: no space left on the device`): never a raw
/// `NSCocoaErrorDomain Code=640`.
package enum FileSystemReason {
    package static func text(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder"
        case ENAMETOOLONG: "the name is too long"
        case ENOENT: "a folder on the path does not exist"
        case ELOOP: "too many links on the path"
        case EEXIST: "something is already there"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Why a folder (and its parents) could not be made: the first part of the path that is a
    /// file, else the reason `mkdir` gives for the first part that is missing.
    package static func folderNotCreated(_ path: String) -> String {
        var info = stat()
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            if stat(prefix, &info) != 0 {
                if mkdir(prefix, 0o777) != 0 { return text(errno) }
                rmdir(prefix)  // it could be made now: the failure was passing
                break
            }
            if info.st_mode & S_IFMT != S_IFDIR { return "\(prefix) is a file, not a folder" }
        }
        return "the folder could not be made"
    }
}
