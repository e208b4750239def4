
extension Screen {
    /// The screen file's `screenshot`: the screen's image beside the file (PNG or JPEG, relative
    /// to the file's folder) and its pixels per point, drawn under the focus map.
    public func screenshot(_ path: String, scale: Double = 1) -> Screen {
        with { $0.screenshot = Screenshot(path: path, scale: scale) }
    }
}
