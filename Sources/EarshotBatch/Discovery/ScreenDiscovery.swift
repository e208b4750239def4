import Foundation

/// A file that may hold a screen, found under one of the batch's inputs.
public struct DiscoveredFile: Hashable, Sendable {
    /// Where the file is.
    public var url: URL
    /// The path relative to the input folder it was found in (its name, for a file named on the
    /// command line), `/`-separated and NFC-normalized: the same on every machine, so it orders
    /// the set and picks the shard.
    public var relativePath: String
    /// The path as the user would write it (input as given + relative path), for messages.
    public var displayPath: String
    /// Named on the command line rather than found in a folder: always read as a screen, so a
    /// file the user points at is never skipped in silence.
    public var named = false
}

/// Finds the screen files of a documentation set: every file with a screen or capture extension
/// under the input folders, recursively, in a deterministic order.
///
/// Hidden files and folders (a leading `.`) are skipped, and so is the output folder, so a batch
/// writing into its own input tree never reads its outputs back. Links to folders are not
/// followed (a link cycle cannot hang discovery); links to files are.
package enum ScreenDiscovery {
    /// Extensions of screen files (yaml, yml, json) and of captures (xml, json, txt).
    package static let extensions: Set<String> = ["yaml", "yml", "json", "xml", "txt"]

    /// The files under `inputs` (folders searched recursively, files taken as they are), sorted
    /// by relative path, then by input order. Throws for an input that does not exist.
    package static func files(in inputs: [URL], excluding output: URL?) throws -> [DiscoveredFile] {
        let fm = FileManager.default
        let excluded = output.map(canonical)
        var found: [(file: DiscoveredFile, input: Int)] = []
        for (inputIndex, input) in inputs.enumerated() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                throw DiscoveryError(input.path, "does not exist; allowed: a screen file or a folder of them")
            }
            if !isDirectory.boolValue {
                let name = normalized(input.lastPathComponent)
                found.append((DiscoveredFile(url: input, relativePath: name, displayPath: input.relativePath, named: true),
                              inputIndex))
                continue
            }
            if let excluded, canonical(input) == excluded {
                throw DiscoveryError(input.path, "is the output folder; allowed: an input folder other than -o")
            }
            var pending: [(url: URL, relative: String)] = [(input, "")]
            while let (folder, prefix) = pending.popLast() {
                let names: [String]
                do {
                    names = try fm.contentsOfDirectory(atPath: folder.path)
                } catch {
                    throw DiscoveryError(folder.path, "cannot be read; allowed: a readable folder")
                }
                for name in names where !name.hasPrefix(".") {
                    let url = folder.appendingPathComponent(name)
                    let relative = prefix.isEmpty ? normalized(name) : prefix + "/" + normalized(name)
                    var info = stat()
                    guard lstat(url.path, &info) == 0 else { continue }
                    let type = info.st_mode & S_IFMT
                    if type == S_IFDIR {
                        if let excluded, canonical(url) == excluded { continue }
                        pending.append((url, relative))
                    } else if type == S_IFREG || (type == S_IFLNK && isRegularFile(url)),
                              extensions.contains(url.pathExtension.lowercased()) {
                        let display = input.relativePath.hasSuffix("/") ? input.relativePath + relative
                            : input.relativePath + "/" + relative
                        found.append((DiscoveredFile(url: url, relativePath: relative, displayPath: display), inputIndex))
                    }
                }
            }
        }
        found.sort { a, b in
            if a.file.relativePath != b.file.relativePath {
                return a.file.relativePath.utf8.lexicographicallyPrecedes(b.file.relativePath.utf8)
            }
            return a.input < b.input
        }
        // The same file named twice (a folder and a file inside it) is rendered once.
        var seen = Set<String>()
        return found.map(\.file).filter { seen.insert(canonical($0.url)).inserted }
    }

    /// The absolute path with links resolved, for comparing folders.
    static func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func normalized(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }
}

/// An input that cannot be searched: bad input, one line naming the path.
public struct DiscoveryError: Error, Equatable, CustomStringConvertible {
    /// The input as the user named it.
    public let path: String
    /// What is wrong with it, and what is allowed.
    public let problem: String
    init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }
    public var description: String { "\(path): \(problem)" }
}
