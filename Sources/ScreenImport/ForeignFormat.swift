import Foundation

/// Accessibility dumps from other platforms, recognized so they are refused with a line saying
/// what they are, rather than an error about their syntax.
enum ForeignFormat {
    /// What the file is, when it is another platform's dump; nil for anything else.
    static func identify(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(16 * 1024), as: UTF8.self)
        let text = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        let lower = text.lowercased()
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
        if lower.contains("printing with useunmergedtree") || (lower.contains("node #") && lower.contains(" at (l=")) {
            return "a Jetpack Compose semantics tree (Android)"
        }
        if lower.hasPrefix("{") || lower.hasPrefix("[") {
            if lower.contains("\"resource-id\"") || lower.contains("\"resourceid\"") || lower.contains("\"android.") || lower.contains("\"classname\": \"android.") {
                return "an Android accessibility tree (JSON)"
            }
        }
        return nil
    }

    /// The refusal: what the file is and what Earshot reads.
    static func refusal(_ what: String) -> String {
        "this is \(what); Earshot reads iOS captures: an Appium/WebDriverAgent page source, idb ui describe-all JSON, an XCUITest debugDescription, or a screen file"
    }
}
