import Renderer
import Foundation

/// What the batch knows about one rendered screen, kept beside its files as
/// `OUT/<folder>/.earshot-manifest.json`.
///
/// A screen whose key matches and whose listed files are all there at their recorded sizes is
/// reused without any synthesis. The review page is built from the manifests, so an OUT folder
/// merged from several shards still describes every screen in it.
package struct ScreenManifest: Codable, Hashable, Sendable {
    package struct File: Codable, Hashable, Sendable {
        /// Relative to the screen's folder, `/`-separated.
        package var path: String
        package var bytes: Int
    }

    /// ``BatchFormat/version`` of the batch that wrote it.
    package var format: String
    package var key: CacheKey
    /// The screen file's path relative to its input folder (see ``DiscoveredFile``).
    package var source: String
    /// The screen's `name` as written.
    package var name: String
    /// The folder under OUT (the sanitized name, made distinct when two screens share one).
    package var folder: String
    /// The screen's language (BCP 47).
    package var language: String
    package var duration: Double
    package var utterances: Int
    package var files: [File]
    /// Problems the render worked around (a phrase the engine could not say), one line each.
    package var incidents: [String]
    /// How many accessibility findings the audit made (the page's screen list shows it); nil
    /// when the screen was not audited.
    package var findings: Int?
    /// The screenshot its map draws over, stored once in OUT and relative to it
    /// (`screenshots/<hash>.jpg`); nil without one. Images no manifest names are deleted.
    package var screenshot: String?

    package init(key: CacheKey, source: String, name: String, folder: String, language: String, duration: Double,
                utterances: Int, files: [File], incidents: [String]) {
        format = BatchFormat.version
        self.key = key
        self.source = source
        self.name = name
        self.folder = folder
        self.language = language
        self.duration = duration
        self.utterances = utterances
        self.files = files
        self.incidents = incidents
    }

    /// The manifest in `folder`, or nil when there is none or it cannot be trusted (unreadable,
    /// corrupt, another format).
    package static func read(in folder: URL) -> ScreenManifest? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(BatchFormat.manifestName).path),
              let manifest = try? JSONDecoder().decode(ScreenManifest.self, from: data),
              manifest.format == BatchFormat.version,
              manifest.folder == folder.lastPathComponent else { return nil }
        return manifest
    }

    /// The walkthrough's path (`walkthrough.wav`, `.mp3` or `.opus`: the render's audio format).
    package var walkthrough: String? {
        files.first { $0.path.hasPrefix("walkthrough.") && AudioFormat.of(path: $0.path) != nil }?.path
    }

    /// Whether every listed file is in `folder` at its recorded size.
    package func filesIntact(in folder: URL) -> Bool {
        let root = folder.path + "/"
        return files.allSatisfy { file in
            guard ScreenManifest.isSafeRelative(file.path) else { return false }
            var info = stat()
            return lstat(root + file.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) == file.bytes
        }
    }

    /// Everything the review page shows of this manifest, as one line of text: the page's parts
    /// are keyed by it (cheaper than encoding the manifest again).
    var reviewKey: String {
        var parts = [format, key.hex, source, name, folder, language, String(duration), String(utterances)]
        parts += files.map { "\($0.path):\($0.bytes)" }
        parts += incidents
        parts.append(findings.map(String.init) ?? "-")
        return parts.joined(separator: "\u{1F}")
    }

    /// Writes the manifest atomically into `folder`.
    package func write(in folder: URL) throws {
        try AtomicFile.write(try CacheKey.canonicalJSON(self), to: folder.appendingPathComponent(BatchFormat.manifestName), durable: false)
    }

    /// The sizes of `paths` (relative to `folder`), as the manifest records them.
    package static func files(_ paths: [String], in folder: URL) throws -> [File] {
        try paths.map { path in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            return File(path: path, bytes: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// A manifest's paths come from disk: only plain relative paths inside the folder are used.
    static func isSafeRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
