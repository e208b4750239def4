import Foundation

/// A screen file's screenshot on disk: its path checked to stay inside the screen file's folder,
/// its bytes checked to be a PNG or JPEG by their magic bytes, and its size in pixels read from
/// its header. Screenshot paths come from untrusted files, so nothing outside that folder is read.
public struct ScreenshotFile: Sendable {
    /// The image's format, told by its first bytes.
    public enum Kind: String, Sendable {
        /// A PNG image.
        case png
        /// A JPEG image.
        case jpeg
    }

    /// Where the image is, resolved inside the screen file's folder.
    public var url: URL
    /// Its format, by its magic bytes.
    public var kind: Kind
    /// Its width in pixels, from its header.
    public var pixelWidth: Int
    /// Its height in pixels, from its header.
    public var pixelHeight: Int
    /// Pixels per point, as the screen file says.
    public var scale: Double

    /// The image's bytes (read again: checking it reads only its header).
    public func data() -> Data? { FileManager.default.contents(atPath: url.path) }

    /// The screen's size in points the image covers.
    public var points: (width: Double, height: Double) {
        (Double(pixelWidth) / scale, Double(pixelHeight) / scale)
    }

    /// What a screenshot path may be, for the loader's error lines.
    package static let allowedPath = "a .png, .jpg or .jpeg file path relative to the screen file's folder, inside it (no '..', not absolute)"

    /// Why `path` cannot name a file inside the screen file's folder, or nil when it can.
    package static func pathProblem(_ path: String) -> String? {
        if path.isEmpty { return "empty screenshot path" }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.hasPrefix("\\") || path.contains(":") {
            return "absolute screenshot path"
        }
        if path.contains("\\") { return "backslash in the screenshot path" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            return "screenshot path leaves the screen file's folder ('..')"
        }
        if !["png", "jpg", "jpeg"].contains((path as NSString).pathExtension.lowercased()) {
            return "screenshot is not named .png, .jpg or .jpeg"
        }
        return nil
    }

    /// The screenshot `screenshot` of the screen file at `screenFile` (its path as named), read
    /// and checked.
    /// - Throws: ``ScreenLoadError`` in one line: the file, `screenshot`, what is wrong, what is allowed.
    public static func read(_ screenshot: Screenshot, screenFile: String, maxBytes: Int = 50_000_000) throws(ScreenLoadError) -> ScreenshotFile {
        func refuse(_ problem: String, allowed: String) -> ScreenLoadError {
            ScreenLoadError(file: screenFile, path: "screenshot", problem: problem, allowed: allowed)
        }
        if let problem = pathProblem(screenshot.path) { throw refuse(problem, allowed: allowedPath) }
        let folder = URL(fileURLWithPath: screenFile).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath()
        let url = folder.appendingPathComponent(screenshot.path).standardizedFileURL
        // A link inside the folder may still point out of it.
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(folder.path.hasSuffix("/") ? folder.path : folder.path + "/") else {
            throw refuse("screenshot \(quoted(screenshot.path)) leads out of the screen file's folder", allowed: allowedPath)
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw refuse("no screenshot file \(quoted(screenshot.path)) beside the screen file", allowed: "an existing PNG or JPEG file")
        }
        guard Int(info.st_size) <= maxBytes else {
            throw refuse("screenshot \(quoted(screenshot.path)) is \(info.st_size) bytes", allowed: "at most \(maxBytes) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: real) else {
            throw refuse("cannot read the screenshot \(quoted(screenshot.path))", allowed: "a readable PNG or JPEG file")
        }
        let head = (try? handle.read(upToCount: 65_536)) ?? Data()
        try? handle.close()
        guard let (kind, width, height) = header(head) else {
            throw refuse("screenshot \(quoted(screenshot.path)) is not a PNG or JPEG image (by its first bytes)",
                         allowed: "a PNG or JPEG file")
        }
        return ScreenshotFile(url: URL(fileURLWithPath: real), kind: kind, pixelWidth: width, pixelHeight: height,
                              scale: screenshot.scale)
    }

    /// The image's kind and size in pixels from its header; nil when it is no PNG or JPEG.
    public static func header(_ data: Data) -> (Kind, Int, Int)? {
        let b = [UInt8](data.prefix(65_536))
        func be(_ at: Int, _ count: Int) -> Int { b[at..<at + count].reduce(0) { $0 << 8 | Int($1) } }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), b[12..<16].elementsEqual("IHDR".utf8) {
            let width = be(16, 4), height = be(20, 4)
            return width > 0 && height > 0 ? (.png, width, height) : nil
        }
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF else { return nil }
        // Walk the JPEG's segments to its frame header (SOF0–SOF15 but DHT, JPG and DAC).
        var at = 2
        while at + 9 < b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF { at += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            let length = be(at + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = be(at + 5, 2), width = be(at + 7, 2)
                return width > 0 && height > 0 ? (.jpeg, width, height) : nil
            }
            guard length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }
}
