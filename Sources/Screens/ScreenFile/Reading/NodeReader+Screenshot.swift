import Basics

/// `screenshot: {path: home.png, scale: 3}`: the path is checked here for its shape (inside the
/// screen file's folder, a PNG or JPEG name); the file itself is checked by ``ScreenshotFile``.
extension NodeReader {
    func screenshot(_ node: YAMLNode, _ path: String) throws -> Screenshot {
        let fields = try mapping(node, path, keys: ScreenFormat.screenshotKeys, what: "screenshot")
        guard let pathNode = fields["path"] else {
            throw fail(node, path, "missing key 'path'", allowed: "{path: image.png, scale: 1, 2 or 3}")
        }
        let file = try text(pathNode, "\(path).path")
        if let problem = ScreenshotFile.pathProblem(file) {
            throw fail(pathNode, "\(path).path", problem + " (\(quoted(file)))", allowed: ScreenshotFile.allowedPath)
        }
        var scale = 1.0
        if let scaleNode = fields["scale"] {
            scale = try number(scaleNode, "\(path).scale")
            if !(1...4).contains(scale) {
                throw fail(scaleNode, "\(path).scale", "scale \(scale)", allowed: "pixels per point, 1 to 4 (2 or 3 on an iPhone)")
            }
        }
        return Screenshot(path: file, scale: scale)
    }
}
