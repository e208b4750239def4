import Foundation

/// The screenshot a capture tool saved beside the capture, named in the imported screen file:
/// the one given (`earshot import --screenshot FILE`), else the capture's name with `.png`,
/// `.jpg` or `.jpeg`. The screen file names it relative to its own folder, so the image must sit
/// in that folder or below it; its scale is the image's width over the screen's width in points.
public enum ScreenshotAttachment {
    /// Image extensions looked for beside a capture, in this order.
    static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// Why the given screenshot cannot be attached: the one line the import fails with.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// Names the screenshot in `screen` and returns warnings for one found by name that cannot
    /// be used. `output`: the screen file to write (nil: standard output, paths relative to the
    /// current folder).
    /// - Throws: ``Refusal`` when `given` cannot be used.
    public static func attach(to screen: inout Screen, capture: String, given: String?, output: String?) throws -> [ImportWarning] {
        let candidate: String
        if let given {
            candidate = given
        } else {
            let base = (capture as NSString).deletingPathExtension
            guard let found = extensions.map({ base + "." + $0 }).first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                return []
            }
            candidate = found
        }
        func problem(_ text: String) throws -> [ImportWarning] {
            if given != nil { throw Refusal(description: text) }
            return [ImportWarning(.screenshot, path: "", text + "; the screen is imported without it")]
        }
        guard let handle = FileHandle(forReadingAtPath: candidate) else {
            return try problem("\(candidate): cannot read the screenshot; allowed: a readable PNG or JPEG file")
        }
        let head = (try? handle.read(upToCount: 65_536)) ?? Data()
        try? handle.close()
        guard let (_, pixelWidth, _) = ScreenshotFile.header(head) else {
            return try problem("\(candidate): not a PNG or JPEG image (by its first bytes); allowed: a PNG or JPEG screenshot")
        }
        let folder = URL(fileURLWithPath: output ?? "./screen.yaml").deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        let image = URL(fileURLWithPath: candidate).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard image.hasPrefix(prefix) else {
            return try problem("\(candidate): the screenshot is not in the screen file's folder (\(folder)) or below it; allowed: a screenshot beside the screen file, or --output in the screenshot's folder")
        }
        let relative = String(image.dropFirst(prefix.count))
        if ScreenshotFile.pathProblem(relative) != nil {
            return try problem("\(candidate): the screenshot's name is not a .png, .jpg or .jpeg path the screen file can name; allowed: e.g. home.png")
        }
        screen.screenshot = Screenshot(path: relative, scale: scale(pixelWidth: pixelWidth, screen: screen))
        return []
    }

    /// Pixels per point: the image's width over the screen's (its size, else its frames' extent),
    /// rounded to a whole scale from 1 to 4.
    static func scale(pixelWidth: Int, screen: Screen) -> Double {
        var width = screen.size?.first ?? 0
        if width <= 0 {
            var stack = screen.elements
            while let element = stack.popLast() {
                if let frame = element.frame { width = max(width, frame.maxX) }
                stack += element.children
            }
        }
        guard width > 0 else { return 1 }
        return min(4, max(1, (Double(pixelWidth) / width).rounded()))
    }
}
