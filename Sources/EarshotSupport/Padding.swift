extension String {
    /// The text with `pad` in front up to `width` characters (numbers in file names, timestamps,
    /// escapes): counted in Characters, never in locale-dependent widths.
    public func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
