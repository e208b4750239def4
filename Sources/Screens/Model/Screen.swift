/// One screen's accessibility tree and, optionally, the session a user has with it.
public struct Screen: Hashable, Sendable {
    /// Required; output folders are named after it (sanitized).
    public var name: String
    /// BCP 47 tag; picks the voice profile.
    public var language: String
    /// Screen size in points, if known.
    public var size: [Double]?
    /// The top-level views, in the order the app adds them.
    public var elements: [Element]
    /// nil: the default walk through every stop.
    public var script: [ScriptStep]?
    /// Which VoiceOver reads it.
    public var platform: Platform
    /// Custom rotors the screen offers wherever focus is.
    public var customRotors: [CustomRotor]
    /// The screen's image, drawn under the focus map.
    public var screenshot: Screenshot?

    /// A screen; without a `script`, VoiceOver walks every stop in focus order.
    public init(name: String, language: String = "en-US", size: [Double]? = nil, elements: [Element],
                script: [ScriptStep]? = nil, platform: Platform = .ios, customRotors: [CustomRotor] = []) {
        self.platform = platform
        self.customRotors = customRotors
        self.name = name
        self.language = language
        self.size = size
        self.elements = elements
        self.script = script
    }
}
