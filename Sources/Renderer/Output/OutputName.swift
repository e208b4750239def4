import Basics

/// Makes an untrusted name (a screen's `name`, an element id) into one safe file-name component:
/// never a path, never hidden, never `.` or `..`, never a name Windows reserves, never empty,
/// never longer than ``maximumBytes``. The same name always gives the same result.
package enum OutputName {
    package static let maximumBytes = 100

    private static let reserved: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul", "clock$"]
        for n in 1...9 { names.insert("com\(n)"); names.insert("lpt\(n)") }
        return names
    }()

    /// Letters and digits of any script, `-`, `_` and `.` are kept; every other run of characters
    /// (separators, spaces, control characters, NUL) becomes one `-`.
    package static func sanitize(_ name: String, fallback: String = "screen") -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let keep = scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
                || scalar == "-" || scalar == "_" || scalar == "."
            if keep, scalar.value > 0x1F, !scalar.properties.isWhitespace {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        // No hidden files, no `.`/`..`, no trailing dots or dashes (Windows drops trailing dots).
        while let first = out.first, first == "." || first == "-" { out.removeFirst() }
        while let last = out.last, last == "." || last == "-" { out.removeLast() }
        if out.isEmpty { out = fallback }
        let stem = out.split(separator: ".", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        if reserved.contains(stem) { out = "_" + out }
        if out.utf8.count > maximumBytes {
            // Keep names distinct when they differ only past the cut.
            let suffix = "-" + hash(name)
            var cut = ""
            for character in out {
                if cut.utf8.count + String(character).utf8.count + suffix.utf8.count > maximumBytes { break }
                cut.append(character)
            }
            out = cut + suffix
        }
        return out
    }

    /// FNV-1a of the UTF-8 bytes, 8 hex digits: stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        return String(value, radix: 16).leftPadded(to: 8)
    }
}
