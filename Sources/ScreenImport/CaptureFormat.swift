import Foundation

/// The inputs Earshot reads, recognized by content (never by file extension: captures are saved
/// under any name).
public enum CaptureFormat: String, Hashable, Sendable, CaseIterable {
    /// Appium XCUITest driver / WebDriverAgent page source (XML).
    case appiumSource
    /// `idb ui describe-all` (JSON array, flat or nested), and AXe's `describe-ui` (nested).
    case idbDescription
    /// cashapp/AccessibilitySnapshot's `[AccessibilityHierarchy]`, encoded with JSONEncoder.
    case accessibilitySnapshot
    /// XCUIElement.debugDescription (the "Element subtree:" text).
    case xcuitestDescription
    /// A screen file (YAML or JSON), read by ScreenLoader.
    case screenFile

    /// The format `data` is in. Anything not recognizably a capture is taken for a screen file,
    /// so the screen loader reports what is wrong with it.
    public static func detect(_ data: Data) -> CaptureFormat {
        let head = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") { return .appiumSource }
        let isJSON = trimmed.hasPrefix("[") || trimmed.hasPrefix("{")
        // Every AccessibilitySnapshot element has a traversal index; no other format has the key.
        if isJSON, trimmed.contains("\"traversalIndex\""), !trimmed.contains("\"elements\"") { return .accessibilitySnapshot }
        if trimmed.hasPrefix("[") { return .idbDescription }
        if trimmed.hasPrefix("{") {
            // A JSON screen file has `elements`; idb's nested root is an element with AX keys.
            let idbKeys = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"role_description\""]
            return idbKeys.contains { trimmed.contains($0) } && !trimmed.contains("\"elements\"")
                ? .idbDescription : .screenFile
        }
        if DebugDescriptionParser.looksLikeDump(String(trimmed)) { return .xcuitestDescription }
        return .screenFile
    }

    /// The captures Earshot reads (every format but the screen file), as named to users: what an
    /// error about a file that is none of them lists.
    public static var captures: [CaptureFormat] { allCases.filter { $0 != .screenFile } }

    /// Every format Earshot reads, named for users: the captures, then the screen file. Error
    /// messages list this, so a format added above is listed with no other change.
    public static var readableFormats: String {
        captures.map(\.displayName).joined(separator: ", ") + ", or a screen file (a YAML or JSON mapping with name and elements)"
    }

    /// How the format is named to users.
    public var displayName: String {
        switch self {
        case .appiumSource: "Appium/WebDriverAgent page source"
        case .idbDescription: "idb ui describe-all / AXe describe-ui JSON"
        case .accessibilitySnapshot: "AccessibilitySnapshot hierarchy JSON"
        case .xcuitestDescription: "XCUITest debugDescription"
        case .screenFile: "screen file"
        }
    }
}
