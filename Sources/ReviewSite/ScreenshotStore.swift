import Renderer
import Foundation
import Screens

/// The screenshots of a batch's screens, in `OUT/screenshots/`, each stored once under the
/// SHA-256 of its bytes, scaled to the screen's size in points and compressed as JPEG
/// (``ScreenshotEncoding``): screens sharing an image share the file, and a screen's page and
/// `map.svg` (one folder down) name it as `../screenshots/<hash>.jpg`.
package enum ScreenshotStore {
    static let folder = "screenshots"

    /// Stores `screen`'s screenshot (read from beside `file`, checked as the loader checks it)
    /// in `output`; returns its path relative to OUT and its size in points, or nil without one.
    package static func store(_ screen: Screen, file: String, output: URL) throws -> (path: String, points: (width: Double, height: Double))? {
        guard let screenshot = screen.screenshot else { return nil }
        let image = try ScreenshotFile.read(screenshot, screenFile: file)
        guard let data = image.data() else {
            throw ScreenLoadError(file: file, path: "screenshot", problem: "cannot read the screenshot", allowed: "a readable PNG or JPEG file")
        }
        // Named by the hash of the original, so an image already stored is not decoded again.
        let hash = String(CacheKey(fields: [(name: "screenshot", bytes: data)]).hex.prefix(32))
        let folderURL = output.appendingPathComponent(folder)
        for name in [hash + ".jpg", hash + (image.kind == .png ? ".png" : ".jpeg")]
        where FileManager.default.fileExists(atPath: folderURL.appendingPathComponent(name).path) {
            return (folder + "/" + name, image.points)
        }
        // Scaled and compressed when the libraries are there; else the image as it is.
        let compressed = ScreenshotEncoding.compressed(data, points: image.points)
        let name = hash + (compressed != nil ? ".jpg" : image.kind == .png ? ".png" : ".jpeg")
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        try AtomicFile.write(compressed ?? data, to: folderURL.appendingPathComponent(name), durable: false)
        return (folder + "/" + name, image.points)
    }

    /// Deletes the images in `OUT/screenshots` that no screen's manifest names (a screen removed,
    /// or its screenshot changed); returns how many.
    @discardableResult
    package static func prune(_ output: URL, keeping manifests: [ScreenManifest]) -> Int {
        let folderURL = output.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderURL.path) else { return 0 }
        let kept = Set(manifests.compactMap(\.screenshot))
        var removed = 0
        // Temporaries (a leading '.') belong to the atomic writes; StaleTemporaries sweeps them.
        for name in names where !name.hasPrefix(".") && !kept.contains(folder + "/" + name) {
            if (try? FileManager.default.removeItem(at: folderURL.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
