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
    public static func detect(_ data: Data) -> CaptureFormat { recognize(data).format }

    /// ``detect(_:)``, with the JSON it parsed to tell the JSON captures apart (nil when it parsed
    /// none), for the capture's importer to read rather than parse again. A JSON mapping whose own
    /// keys include `elements` is a screen file without parsing it: the loader composes it once.
    static func recognize(_ data: Data) -> (format: CaptureFormat, json: Any?) {
        let head = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") { return (.appiumSource, nil) }
        if trimmed.hasPrefix("{"), TopLevelKeys.include("elements", in: data) { return (.screenFile, nil) }
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") {
            if let object = try? JSONSerialization.jsonObject(with: data) { return (jsonFormat(of: object), object) }
            return (unparsedJSONFormat(String(trimmed)), nil)
        }
        if DebugDescriptionParser.looksLikeDump(String(trimmed)) { return (.xcuitestDescription, nil) }
        return (.screenFile, nil)
    }

    /// The format of parsed JSON, by its structure (never by what a label says): AccessibilitySnapshot
    /// is an array of `element`/`container` entries with traversal indices, idb and AXe an array of elements or one element
    /// with AX keys, a screen file a mapping with `elements`.
    private static func jsonFormat(of object: Any) -> CaptureFormat {
        if let entries = object as? [Any] {
            // Keys of the entries themselves, which no idb or AXe element has.
            let isSnapshot = entries.contains { entry in
                guard let entry = entry as? [String: Any] else { return false }
                return entry["element"] != nil || entry["container"] != nil || entry["traversalIndex"] != nil
            }
            return isSnapshot ? .accessibilitySnapshot : .idbDescription
        }
        guard let root = object as? [String: Any], root["elements"] == nil else { return .screenFile }
        return idbKeys.contains { root[$0] != nil } ? .idbDescription : .screenFile
    }

    /// The keys of idb's and AXe's elements that no screen file has.
    private static let idbKeys = ["AXLabel", "AXFrame", "AXUniqueId", "role_description"]

    /// JSON that does not parse goes to the importer its keys suggest, which says what is wrong
    /// with it. A key is a quoted name followed by a colon, which a label cannot be in valid JSON.
    private static func unparsedJSONFormat(_ text: String) -> CaptureFormat {
        func hasKey(_ key: String) -> Bool {
            text.range(of: #""\#(key)"\s*:"#, options: .regularExpression) != nil
        }
        if hasKey("elements") { return .screenFile }
        if hasKey("traversalIndex") { return .accessibilitySnapshot }
        if text.hasPrefix("[") { return .idbDescription }
        return idbKeys.contains(where: hasKey) ? .idbDescription : .screenFile
    }

    /// The captures Earshot reads (every format but the screen file), as named to users: what an
    /// error about a file that is none of them lists.
    public static var captures: [CaptureFormat] { allCases.filter { $0 != .screenFile } }

    /// Every format Earshot reads, named for users: the captures, then the screen file. Error
    /// messages list this, so a format added above is listed with no other change.
    public static var readableFormats: String {
        captures.map(\.displayName).joined(separator: ", ") + ", or a screen file (a YAML or JSON mapping with name and elements)"
    }

    /// What an error line says is allowed, short: where the formats are listed
    /// (``readableFormats`` names them all, too long for one line).
    public static let readableFormatsPointer = "a screen file or an iOS capture (formats: `earshot import --help`)"

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
