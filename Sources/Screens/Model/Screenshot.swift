/// The screen's image, as a capture tool saved it: a PNG or JPEG file beside the screen file,
/// named relative to the screen file's folder, and the scale it was taken at (pixels per point:
/// 2 or 3 on an iPhone), so the focus map can draw its stops over it at the screen's size in points.
public struct Screenshot: Hashable, Sendable, Codable {
    /// Relative to the screen file's folder, inside it (the loader refuses `..` and absolute paths).
    public var path: String
    /// Pixels per point.
    public var scale: Double

    /// A screenshot at `path` (relative to the screen file's folder) taken at `scale` pixels per point.
    public init(path: String, scale: Double = 1) {
        self.path = path
        self.scale = scale
    }
}
