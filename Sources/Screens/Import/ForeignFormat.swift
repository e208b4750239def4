import Foundation

/// Accessibility dumps from other platforms, recognized so they are refused with a line saying
/// what they are, rather than an error about their syntax.
enum ForeignFormat {
    /// What the file is, when it is another platform's dump; nil for anything else.
    static func identify(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(16 * 1024), as: UTF8.self)
        let text = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        let lower = Lowered(text.lowercased())
        if lower.hasPrefix("<") {
            if lower.contains("<hierarchy") && (lower.contains("class=\"android.") || lower.contains("<node ") || lower.contains("<android.")) {
                return "an Android UiAutomator dump (uiautomator dump or Appium's Android page source)"
            }
            if lower.contains("<android.") || lower.contains("resource-id=\"") || lower.contains("content-desc=\"") {
                return "an Android view hierarchy (Appium's Android page source)"
            }
            if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") || lower.contains("<body") || lower.contains("<head>") {
                return "a web page (HTML)"
            }
            return nil
        }
        if lower.contains("+>decorview{") || lower.contains("view hierarchy:\n+>") || lower.contains("+-->") && lower.contains("android.") {
            return "an Espresso view hierarchy (Android)"
        }
        // A node line of the tree starts with "Node #" (after the tree's "|-" drawing), so a label
        // that merely quotes one ("label: Node #3 at (l=0") is no dump.
        if lower.contains("printing with useunmergedtree")
            || (lower.contains("node #") && lower.contains(" at (l=") && lower.hasLine { $0.hasPrefix("node #") && $0.contains(" at (l=") }) {
            return "a Jetpack Compose semantics tree (Android)"
        }
        if lower.hasPrefix("{") || lower.hasPrefix("[") {
            if lower.contains("\"resource-id\"") || lower.contains("\"resourceid\"") || lower.contains("\"android.") || lower.contains("\"classname\": \"android.") {
                return "an Android accessibility tree (JSON)"
            }
        }
        return nil
    }

    /// The head of a file, lower-cased, searched as UTF-8 bytes: every screen file is identified,
    /// and Foundation's `contains` searched each 16 KB head through a UTF-16 copy per marker
    /// (2 ms of a render of the ten samples).
    private struct Lowered {
        let text: String
        let bytes: [UInt8]
        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
        }
        func hasPrefix(_ prefix: String) -> Bool { text.hasPrefix(prefix) }
        /// Whether a line, past its indentation and tree drawing (" |-"), satisfies `test`.
        func hasLine(_ test: (Substring) -> Bool) -> Bool {
            text.split(separator: "\n").contains { test($0.drop { $0 == " " || $0 == "|" || $0 == "-" || $0 == "\t" }) }
        }
        func contains(_ marker: String) -> Bool {
            let needle = Array(marker.utf8)
            guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
            return bytes.withUnsafeBufferPointer { hay in
                var i = 0
                let last = hay.count - needle.count
                while i <= last {
                    if hay[i] == first, needle.indices.allSatisfy({ hay[i + $0] == needle[$0] }) { return true }
                    i += 1
                }
                return false
            }
        }
    }

    /// The refusal: what the file is and what Earshot reads.
    static func refusal(_ what: String) -> String {
        "this is \(what); Earshot reads iOS captures: \(CaptureFormat.readableFormats)"
    }
}
