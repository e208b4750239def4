extension String {
    /// The text with `pad` in front up to `width` characters (numbers in file names, timestamps,
    /// escapes): counted in Characters, never in locale-dependent widths.
    package func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    /// The text with `pad` after it up to `width` characters (columns of a transcript or a diff).
    package func rightPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : self + String(repeating: pad, count: width - count)
    }
}
